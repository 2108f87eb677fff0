import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { anyOf } from "../../db/sql.ts";
import type { Db } from "../../db/types.ts";
import { courses } from "../courses/courses.schema.ts";
import { enrollments } from "../enrollment/enrollment.schema.ts";
import { seminarDates, seminars } from "../seminars/seminars.schema.ts";
import { courseLessons, lessonProgress } from "./selfstudy.schema.ts";

export type LessonRow = typeof courseLessons.$inferSelect;
export type NewLesson = typeof courseLessons.$inferInsert;
export type CourseRow = typeof courses.$inferSelect;
export type EnrollmentRow = typeof enrollments.$inferSelect;

// Correlated subqueries name their tables in full: drizzle leaves a column unqualified when the outer query has
// one table, and an unqualified "id" inside the subquery would bind to the lessons table.
const lessonCount = sql<number>`(select count(*)::int from course_lessons cl where cl.course_id = "courses"."id")`;

/** Lessons of the enrolment's course this member has done (a progress row with completed_at). */
const doneCount = (userId: number) =>
  sql<number>`(select count(*)::int from lesson_progress lp join course_lessons cl on cl.id = lp.lesson_id where cl.course_id = "courses"."id" and lp.user_id = ${userId} and lp.completed_at is not null)`;

/** A live self-study enrolment: no seminar, status 'enrolled' (pending checkouts do not open the lessons). */
const liveSelfStudy = (userId: number) =>
  and(eq(enrollments.userId, userId), isNull(enrollments.seminarId), eq(enrollments.status, "enrolled"));

/** The only code that reads or writes the lesson tables (and that completes a self-study enrolment). */
export const selfStudyRepository = {
  async catalogue(db: Db, window: { limit: number; offset: number }) {
    const where = and(eq(courses.isSelfStudy, true), eq(courses.published, true));
    const [list, [total]] = await Promise.all([
      db
        .select({ course: courses, lessonCount })
        .from(courses)
        .where(where)
        .orderBy(asc(courses.sortOrder), asc(courses.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ value: count() }).from(courses).where(where),
    ]);
    return { list, total: total?.value ?? 0 };
  },

  async myCourses(db: Db, userId: number) {
    return db
      .select({ enrollment: enrollments, course: courses, lessonCount, doneCount: doneCount(userId) })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(and(liveSelfStudy(userId), eq(courses.isSelfStudy, true)))
      .orderBy(asc(enrollments.enrolledAt), asc(enrollments.id));
  },

  async selfStudyCourse(db: Db, courseId: number): Promise<CourseRow | undefined> {
    const [row] = await db
      .select()
      .from(courses)
      .where(and(eq(courses.id, courseId), eq(courses.isSelfStudy, true), eq(courses.published, true)));
    return row;
  },

  async course(db: Db, courseId: number): Promise<CourseRow | undefined> {
    const [row] = await db.select().from(courses).where(eq(courses.id, courseId));
    return row;
  },

  async liveEnrollment(db: Db, userId: number, courseId: number): Promise<EnrollmentRow | undefined> {
    const [row] = await db
      .select()
      .from(enrollments)
      .where(and(liveSelfStudy(userId), eq(enrollments.courseId, courseId)));
    return row;
  },

  async lessonsWithProgress(db: Db, courseId: number, userId: number) {
    return db
      .select({
        lesson: courseLessons,
        watchedSeconds: lessonProgress.watchedSeconds,
        completedAt: lessonProgress.completedAt,
      })
      .from(courseLessons)
      .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, courseLessons.id), eq(lessonProgress.userId, userId)))
      .where(eq(courseLessons.courseId, courseId))
      .orderBy(asc(courseLessons.position));
  },

  async lesson(db: Db, lessonId: number): Promise<LessonRow | undefined> {
    const [row] = await db.select().from(courseLessons).where(eq(courseLessons.id, lessonId));
    return row;
  },

  /** The member's progress row, locked, so concurrent reports of one lesson apply one after the other. */
  async lockProgress(db: Db, userId: number, lessonId: number) {
    await db.insert(lessonProgress).values({ userId, lessonId, watchedSeconds: 0 }).onConflictDoNothing();
    const [row] = await db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)))
      .for("update");
    if (!row) throw new Error("lesson progress row vanished");
    return row;
  },

  async saveProgress(
    db: Db,
    key: { userId: number; lessonId: number },
    values: { watchedSeconds: number; completedAt: Date | null; updatedAt: Date },
  ) {
    await db
      .update(lessonProgress)
      .set(values)
      .where(and(eq(lessonProgress.userId, key.userId), eq(lessonProgress.lessonId, key.lessonId)));
  },

  async progressCounts(db: Db, userId: number, courseId: number) {
    const [row] = await db
      .select({ lessonCount, doneCount: doneCount(userId) })
      .from(courses)
      .where(eq(courses.id, courseId));
    return { total: row?.lessonCount ?? 0, done: row?.doneCount ?? 0 };
  },

  /**
   * Completion is the self-study slice's to write (issue 8): the enrolment gets completedAt and the course's CE
   * credits, snapshotted, once — `completed_at is null` keeps a second report from awarding again.
   */
  async completeEnrollment(db: Db, enrollmentId: number, now: Date, ceCredits: number): Promise<boolean> {
    const rows = await db
      .update(enrollments)
      .set({ completedAt: now, ceCreditsAwarded: ceCredits, updatedAt: now })
      .where(and(eq(enrollments.id, enrollmentId), isNull(enrollments.completedAt)))
      .returning({ id: enrollments.id });
    return rows.length > 0;
  },

  async enrollmentById(db: Db, enrollmentId: number): Promise<EnrollmentRow | undefined> {
    const [row] = await db.select().from(enrollments).where(eq(enrollments.id, enrollmentId));
    return row;
  },

  /** Every enrolment of mine in a course (seminar or self-study), for `/coursesdetail`, with seminar dates. */
  async myEnrollmentsOf(db: Db, userId: number, courseId: number) {
    const rows = await db
      .select({ enrollment: enrollments, seminar: seminars })
      .from(enrollments)
      .leftJoin(seminars, eq(seminars.id, enrollments.seminarId))
      .where(
        and(
          eq(enrollments.userId, userId),
          eq(enrollments.courseId, courseId),
          inArray(enrollments.status, ["pending", "enrolled"]),
        ),
      )
      .orderBy(asc(enrollments.enrolledAt), asc(enrollments.id));
    const seminarIds = rows.flatMap((row) => (row.seminar ? [row.seminar.id] : []));
    const dates =
      seminarIds.length === 0
        ? []
        : await db
            .select()
            .from(seminarDates)
            .where(anyOf(seminarDates.seminarId, seminarIds))
            .orderBy(asc(seminarDates.startsAt));
    return { rows, dates };
  },

  // Demo seed helpers.
  async coursesForSeed(db: Db): Promise<CourseRow[]> {
    return db.select().from(courses).orderBy(asc(courses.id));
  },

  async insertLessons(db: Db, values: NewLesson[]): Promise<LessonRow[]> {
    return values.length === 0 ? [] : db.insert(courseLessons).values(values).returning();
  },

  async insertEnrollment(db: Db, values: typeof enrollments.$inferInsert): Promise<EnrollmentRow> {
    const [row] = await db.insert(enrollments).values(values).returning();
    if (!row) throw new Error("enrollment insert returned nothing");
    return row;
  },

  async insertProgress(db: Db, values: (typeof lessonProgress.$inferInsert)[]): Promise<void> {
    if (values.length > 0) await db.insert(lessonProgress).values(values);
  },

  async doneLessonIds(db: Db, userId: number, courseId: number): Promise<number[]> {
    const rows = await db
      .select({ id: courseLessons.id })
      .from(lessonProgress)
      .innerJoin(courseLessons, eq(courseLessons.id, lessonProgress.lessonId))
      .where(
        and(
          eq(lessonProgress.userId, userId),
          eq(courseLessons.courseId, courseId),
          isNotNull(lessonProgress.completedAt),
        ),
      );
    return rows.map((row) => row.id);
  },
};
