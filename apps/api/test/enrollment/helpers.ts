import { eq } from "drizzle-orm";
import { coursesRepository } from "../../src/modules/courses/courses.repository.ts";
import { enrollments } from "../../src/modules/enrollment/enrollment.schema.ts";
import { seminarsRepository } from "../../src/modules/seminars/seminars.repository.ts";
import type { TestServer } from "../harness.ts";
import { DAY_MS } from "../membership/helpers.ts";

/** The test category of each file's server: files share this module and a worker's database (harness.ts). */
const categories = new WeakMap<object, Promise<number>>();
let counter = 0;

/**
 * A course written directly (the catalogue module owns its calls). Every plan pays the visitor price, so a seminar
 * costs its own price (the seat and PayPal tests); `planDiscount: 0.1` gives Standard and up 10% off the visitor
 * price, which scales a seminar's price by the same share (ADR 0062).
 */
export async function course(
  server: TestServer,
  options: {
    level?: "beginner" | "advanced";
    priceCents?: number;
    requires?: number[];
    isSelfStudy?: boolean;
    planDiscount?: number;
  } = {},
) {
  const db = server.runtime.deps.db;
  let category = categories.get(server);
  if (!category) {
    category = coursesRepository
      .insertCategory(db, { name: "Tests", slug: `tests-${Date.now()}` })
      .then((row) => row.id);
    categories.set(server, category);
  }
  const categoryId = await category;
  counter += 1;
  const priceCents = options.priceCents ?? 50_000;
  const row = await coursesRepository.insertCourse(db, {
    categoryId,
    title: `Test course ${counter}`,
    level: options.level ?? "beginner",
    ceCredits: 12,
    priceCents,
    isSelfStudy: options.isSelfStudy ?? false,
  });
  await coursesRepository.setPrices(
    db,
    row.id,
    [1, 2, 3, 4, 5].map((membershipId) => ({
      membershipId,
      priceCents: membershipId >= 3 ? Math.round(priceCents * (1 - (options.planDiscount ?? 0))) : priceCents,
    })),
  );
  if (options.requires?.length) await coursesRepository.setPrerequisites(db, row.id, options.requires);
  return row;
}

/** A seminar of `courseId` starting `inDays` from the test clock. */
export async function seminar(
  server: TestServer,
  courseId: number,
  options: {
    instructorId: number;
    inDays?: number;
    capacity?: number;
    priceCents?: number;
    paymentMode?: "association" | "instructor";
  },
) {
  const start = new Date(server.clock.now().getTime() + (options.inDays ?? 20) * DAY_MS);
  return seminarsRepository.insertSeminar(
    server.runtime.deps.db,
    {
      courseId,
      instructorId: options.instructorId,
      capacity: options.capacity ?? 10,
      priceCents: options.priceCents ?? 40_000,
      language: "en",
      format: "online",
      timeZone: "UTC",
      paymentMode: options.paymentMode ?? "association",
    },
    [{ startsAt: start, endsAt: new Date(start.getTime() + 6 * 3_600_000) }],
  );
}

export async function placesOf(server: TestServer, userId: number) {
  return server.runtime.deps.db.select().from(enrollments).where(eq(enrollments.userId, userId));
}

/** Marks a user's place in a course graduated (the seminars slice owns graduation). */
export async function graduate(server: TestServer, userId: number, courseId: number) {
  const db = server.runtime.deps.db;
  await db.insert(enrollments).values({
    userId,
    courseId,
    status: "enrolled",
    source: "instructor",
    graduatedAt: new Date(server.clock.now().getTime() - 30 * DAY_MS),
    ceCreditsAwarded: 12,
    enrolledAt: new Date(server.clock.now().getTime() - 60 * DAY_MS),
  });
}
