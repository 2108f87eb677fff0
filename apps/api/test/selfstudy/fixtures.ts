import { courseCategories, courseLessons, courses, enrollments, seminarDates, seminars } from "../../src/db/schema.ts";
import type { TestServer } from "../harness.ts";

let counter = 0;

/** A published course (self-study unless told) in a fresh category. */
export async function makeCourse(server: TestServer, values: Partial<typeof courses.$inferInsert> = {}) {
  const db = server.runtime.deps.db;
  counter += 1;
  const [category] = await db
    .insert(courseCategories)
    .values({ name: `Category ${counter}`, slug: `category-${counter}` })
    .returning();
  const [course] = await db
    .insert(courses)
    .values({
      categoryId: category?.id ?? 0,
      title: `Body Awareness ${counter}`,
      summary: "Short video lessons.",
      level: "beginner",
      ceCredits: 4,
      priceCents: 9000,
      isSelfStudy: true,
      ...values,
    })
    .returning();
  if (!course) throw new Error("no course");
  return course;
}

export async function makeLessons(server: TestServer, courseId: number, count: number, durationSeconds = 100) {
  const rows = await server.runtime.deps.db
    .insert(courseLessons)
    .values(
      Array.from({ length: count }, (_, index) => ({
        courseId,
        position: index + 1,
        title: `Lesson ${index + 1}`,
        summary: "A routine.",
        videoUrl: "/media/selfstudy/body-awareness.webm",
        captionsUrl: "/media/selfstudy/body-awareness.en.vtt",
        durationSeconds,
      })),
    )
    .returning();
  return rows;
}

export async function enrol(
  server: TestServer,
  userId: number,
  courseId: number,
  values: Partial<typeof enrollments.$inferInsert> = {},
) {
  const [row] = await server.runtime.deps.db
    .insert(enrollments)
    .values({ userId, courseId, status: "enrolled", source: "card", ...values })
    .returning();
  if (!row) throw new Error("no enrolment");
  return row;
}

/** A seminar of `courseId` by `instructorId` on one day, `endsAt` its last moment. */
export async function makeSeminar(server: TestServer, courseId: number, instructorId: number, endsAt: Date) {
  const db = server.runtime.deps.db;
  const startsAt = new Date(endsAt.getTime() - 7 * 3_600_000);
  const [seminar] = await db
    .insert(seminars)
    .values({
      courseId,
      instructorId,
      capacity: 10,
      priceCents: 15000,
      language: "en",
      format: "online",
      timeZone: "UTC",
      firstStart: startsAt,
      lastEnd: endsAt,
    })
    .returning();
  if (!seminar) throw new Error("no seminar");
  await db.insert(seminarDates).values({ seminarId: seminar.id, startsAt, endsAt });
  return seminar;
}
