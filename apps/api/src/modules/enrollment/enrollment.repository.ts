import { PENDING_HOLD_MS } from "@haa/domain";
import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { coursePrerequisites, coursePrices, courses } from "../courses/courses.schema.ts";
import { userMemberships } from "../membership/membership.schema.ts";
import { seminars } from "../seminars/seminars.schema.ts";
import { enrollments } from "./enrollment.schema.ts";

export type EnrollmentRow = typeof enrollments.$inferSelect;
export type NewEnrollment = typeof enrollments.$inferInsert;
export type SeminarRow = typeof seminars.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;

/** Pending places still inside their hold, and enrolled ones: what takes a seat (ADR 0031). */
const live = (now: Date) =>
  or(
    eq(enrollments.status, "enrolled"),
    and(eq(enrollments.status, "pending"), gt(enrollments.enrolledAt, new Date(now.getTime() - PENDING_HOLD_MS))),
  );

/** The only code that reads or writes enrolments; it reads courses, seminars and memberships for joins. */
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
    return db.select({ id: courses.id, title: courses.title }).from(courses).where(inArray(courses.id, ids));
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

  /** The plan level of the user's newest membership, or null (no membership, or lapsed). */
  async activeLevel(db: Db, userId: number): Promise<number | null> {
    const [row] = await db
      .select({ membershipId: userMemberships.membershipId, status: userMemberships.status })
      .from(userMemberships)
      .where(eq(userMemberships.userId, userId))
      .orderBy(desc(userMemberships.createdAt), desc(userMemberships.id))
      .limit(1);
    // A lapsed membership (renewal never paid) holds no plan permissions; a cancelled one runs to its end.
    return row && row.status !== "lapsed" ? row.membershipId : null;
  },

  async countLive(db: Db, seminarId: number, now: Date): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(enrollments)
      .where(and(eq(enrollments.seminarId, seminarId), live(now)));
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
      .where(
        and(
          eq(enrollments.userId, userId),
          item.seminarId !== null
            ? eq(enrollments.seminarId, item.seminarId)
            : and(isNull(enrollments.seminarId), eq(enrollments.courseId, item.courseId)),
          live(now),
        ),
      );
    return row;
  },

  /** Gives up the user's pending places for the item whose hold ran out, so the unique index lets a new one in. */
  async expireStalePending(db: Db, userId: number, item: { seminarId: number | null; courseId: number }, now: Date) {
    await db
      .update(enrollments)
      .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
      .where(
        and(
          eq(enrollments.userId, userId),
          eq(enrollments.status, "pending"),
          sql`${enrollments.enrolledAt} <= ${new Date(now.getTime() - PENDING_HOLD_MS)}`,
          item.seminarId !== null
            ? eq(enrollments.seminarId, item.seminarId)
            : and(isNull(enrollments.seminarId), eq(enrollments.courseId, item.courseId)),
        ),
      );
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

  /** The place waiting on a PayPal order, locked: one capture result is recorded, once. */
  async lockByPaypalOrder(db: Db, orderId: string): Promise<EnrollmentRow | undefined> {
    const [row] = await db.select().from(enrollments).where(eq(enrollments.paypalOrderId, orderId)).for("update");
    return row;
  },

  async findByPaypalOrder(db: Db, orderId: string): Promise<EnrollmentRow | undefined> {
    const [row] = await db.select().from(enrollments).where(eq(enrollments.paypalOrderId, orderId));
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
