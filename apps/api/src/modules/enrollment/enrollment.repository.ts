import { holdCutoff } from "@haa/domain";
import { and, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { anyOf } from "../../db/sql.ts";
import type { Db } from "../../db/types.ts";
import { coursePrerequisites, coursePrices, courses } from "../courses/courses.schema.ts";
import { seminars } from "../seminars/seminars.schema.ts";
import { enrollments } from "./enrollment.schema.ts";

export type EnrollmentRow = typeof enrollments.$inferSelect;
export type NewEnrollment = typeof enrollments.$inferInsert;
export type SeminarRow = typeof seminars.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;

/**
 * THE definition of a taken seat in SQL (ADR 0063), the same as `holdsSeat` in packages/domain: an enrolled
 * place, or a pending one younger than the hold. Every seat count — eligibility, the seminar's SeatsLeft in
 * every seminar answer, the instructor's AddStudents and capacity edits (the latter two through `Ports.seats`,
 * seats.ts) — goes through it; only this module uses it.
 */
export function takesSeat(now: Date): SQL {
  return or(
    eq(enrollments.status, "enrolled"),
    and(eq(enrollments.status, "pending"), gt(enrollments.enrolledAt, holdCutoff(now))),
  ) as SQL;
}

/** The item a place is for: a seminar, or a self-study course (no seminar). */
const itemWhere = (item: { seminarId: number | null; courseId: number }) =>
  item.seminarId !== null
    ? eq(enrollments.seminarId, item.seminarId)
    : and(isNull(enrollments.seminarId), eq(enrollments.courseId, item.courseId));

/** Enrolments for the checkout (with seats.repository.ts, the places the seats port offers the seminars module). */
export const enrollmentRepository = {
  async findSeminar(db: Db, id: number): Promise<SeminarRow | undefined> {
    const [row] = await db.select().from(seminars).where(eq(seminars.id, id));
    return row;
  },

  /** The seminar row locked until the transaction ends: seat counting and inserting run one at a time. */
  async lockSeminar(db: Db, id: number): Promise<SeminarRow | undefined> {
    const [row] = await db.select().from(seminars).where(eq(seminars.id, id)).for("update");
    return row;
  },

  /** The course row locked, so places in a self-study course are decided one at a time too. */
  async lockCourse(db: Db, id: number): Promise<CourseRow | undefined> {
    const [row] = await db.select().from(courses).where(eq(courses.id, id)).for("update");
    return row;
  },

  async findCourse(db: Db, id: number): Promise<CourseRow | undefined> {
    const [row] = await db.select().from(courses).where(eq(courses.id, id));
    return row;
  },

  async coursesByIds(db: Db, ids: number[]): Promise<{ id: number; title: string }[]> {
    if (ids.length === 0) return [];
    return db.select({ id: courses.id, title: courses.title }).from(courses).where(anyOf(courses.id, ids));
  },

  async prerequisiteIds(db: Db, courseId: number): Promise<number[]> {
    const rows = await db
      .select({ id: coursePrerequisites.requiredCourseId })
      .from(coursePrerequisites)
      .where(eq(coursePrerequisites.courseId, courseId));
    return rows.map((row) => row.id);
  },

  async planPrices(db: Db, courseId: number): Promise<Map<number, number>> {
    const rows = await db.select().from(coursePrices).where(eq(coursePrices.courseId, courseId));
    return new Map(rows.map((row) => [row.membershipId, row.priceCents]));
  },

  /** Seats taken in a seminar now (`takesSeat`); the seminars module counts through `Ports.seats`. */
  async countSeatsTaken(db: Db, seminarId: number, now: Date): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(enrollments)
      .where(and(eq(enrollments.seminarId, seminarId), takesSeat(now)));
    return row?.n ?? 0;
  },

  /** Every enrolment of a user, for the rules (completed courses) and their list. */
  async ofUser(db: Db, userId: number): Promise<EnrollmentRow[]> {
    return db.select().from(enrollments).where(eq(enrollments.userId, userId));
  },

  /** The user's live place in a seminar (or a course without seminar), if any. */
  async livePlace(db: Db, userId: number, item: { seminarId: number | null; courseId: number }, now: Date) {
    const [row] = await db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), itemWhere(item), takesSeat(now)));
    return row;
  },

  /**
   * Gives back the holds that ran out (ADR 0063): pending places enrolled at or before the cutoff become
   * cancelled by one conditional UPDATE, so a rerun, a second worker or a parallel checkout releases each once
   * and a capture that enrolled first keeps its place. Without `item`, every seminar and course (the job);
   * with it, that seminar's or course's holds (a checkout or AddStudents under the row lock, so the unique
   * index lets the former holder in again).
   */
  async releaseExpiredHolds(
    db: Db,
    now: Date,
    item?: { seminarId: number | null; courseId: number },
  ): Promise<number[]> {
    const rows = await db
      .update(enrollments)
      .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
      .where(
        and(eq(enrollments.status, "pending"), lte(enrollments.enrolledAt, holdCutoff(now)), item && itemWhere(item)),
      )
      .returning({ id: enrollments.id });
    return rows.map((row) => row.id);
  },

  /**
   * The student's own pending PayPal place for the item, cancelled at once (Enrollment/CancelPendingEnrollment):
   * conditional on still being pending, so a capture that enrolled first wins and a repeat cancels nothing.
   */
  async cancelPendingPaypal(
    db: Db,
    userId: number,
    item: { seminarId: number | null; courseId: number },
    now: Date,
  ): Promise<EnrollmentRow | undefined> {
    const [row] = await db
      .update(enrollments)
      .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
      .where(
        and(
          eq(enrollments.userId, userId),
          itemWhere(item),
          eq(enrollments.status, "pending"),
          eq(enrollments.source, "paypal"),
        ),
      )
      .returning();
    return row;
  },

  /** Cancels one pending place if it still is pending (a late PayPal return after its hold ran out). */
  async releaseIfPending(db: Db, id: number, now: Date): Promise<EnrollmentRow | undefined> {
    const [row] = await db
      .update(enrollments)
      .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
      .where(and(eq(enrollments.id, id), eq(enrollments.status, "pending")))
      .returning();
    return row;
  },

  async insert(db: Db, values: NewEnrollment): Promise<EnrollmentRow> {
    const [row] = await db.insert(enrollments).values(values).returning();
    if (!row) throw new Error("enrollment insert returned nothing");
    return row;
  },

  async update(db: Db, id: number, changes: Partial<NewEnrollment>): Promise<EnrollmentRow> {
    const [row] = await db.update(enrollments).set(changes).where(eq(enrollments.id, id)).returning();
    if (!row) throw new Error("enrollment update returned nothing");
    return row;
  },

  async findById(db: Db, id: number): Promise<EnrollmentRow | undefined> {
    const [row] = await db.select().from(enrollments).where(eq(enrollments.id, id));
    return row;
  },

  /** A place locked: one PayPal capture result is recorded on it, once. */
  async lockById(db: Db, id: number): Promise<EnrollmentRow | undefined> {
    const [row] = await db.select().from(enrollments).where(eq(enrollments.id, id)).for("update");
    return row;
  },

  /** A user's enrolments with what the list shows (not cancelled pending holds). */
  async listOfUser(db: Db, userId: number) {
    return db
      .select({
        enrollment: enrollments,
        courseTitle: courses.title,
        firstStart: seminars.firstStart,
        lastEnd: seminars.lastEnd,
        city: seminars.city,
        country: seminars.country,
        format: seminars.format,
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .leftJoin(seminars, eq(seminars.id, enrollments.seminarId))
      .where(
        and(
          eq(enrollments.userId, userId),
          or(isNotNull(enrollments.paymentId), sql`${enrollments.status} <> 'cancelled'`),
        ),
      );
  },
};

/** Demo seeding only: the seminars with their course, id order (the order the seminar seed inserted them). */
export async function seminarsForSeed(db: Db) {
  return db
    .select({ seminar: seminars, course: courses })
    .from(seminars)
    .innerJoin(courses, eq(courses.id, seminars.courseId))
    .orderBy(seminars.id);
}
