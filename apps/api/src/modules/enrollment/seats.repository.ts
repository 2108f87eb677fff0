import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { pageWindow } from "../../db/paging.ts";
import { anyOf } from "../../db/sql.ts";
import type { Db } from "../../db/types.ts";
import { notDeleted, people } from "../account/people.repository.ts";
import { type EnrollmentRow, takesSeat } from "./enrollment.repository.ts";
import { enrollments } from "./enrollment.schema.ts";

const LIVE = ["pending", "enrolled"] as const;

/**
 * The places on a seminar's list as the seminars module reads and changes them, through `Ports.seats` (seats.ts,
 * ADR 0078): the instructor's own actions (add, remove, graduate, an off-line payment; ADR 0030), the list, the
 * recipients of its mails, and the places a cancellation gives back. Seat counts read `takesSeat` (ADR 0063).
 */
export const seatsRepository = {
  /** The seats taken now in each of the seminars (one grouped count for a whole page of them). */
  async takenIn(db: Db, seminarIds: readonly number[], now: Date): Promise<Map<number, number>> {
    if (seminarIds.length === 0) return new Map();
    const rows = await db
      .select({ seminarId: enrollments.seminarId, n: sql<number>`count(*)::int` })
      .from(enrollments)
      .where(and(anyOf(enrollments.seminarId, seminarIds), takesSeat(now)))
      .groupBy(enrollments.seminarId);
    return new Map(rows.map((row) => [row.seminarId as number, row.n]));
  },

  async countGraduates(db: Db, seminarId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(enrollments)
      .where(and(eq(enrollments.seminarId, seminarId), sql`${enrollments.graduatedAt} is not null`));
    return row?.n ?? 0;
  },

  async live(db: Db, seminarId: number, userId: number): Promise<EnrollmentRow | undefined> {
    const [row] = await db
      .select()
      .from(enrollments)
      .where(
        and(
          eq(enrollments.seminarId, seminarId),
          eq(enrollments.userId, userId),
          inArray(enrollments.status, [...LIVE]),
        ),
      );
    return row;
  },

  async latest(db: Db, seminarId: number, userId: number): Promise<EnrollmentRow | undefined> {
    const [row] = await db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.seminarId, seminarId), eq(enrollments.userId, userId)))
      .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id))
      .limit(1);
    return row;
  },

  async livePlaces(db: Db, seminarId: number): Promise<EnrollmentRow[]> {
    return db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.seminarId, seminarId), inArray(enrollments.status, [...LIVE])));
  },

  async add(
    db: Db,
    seminar: { id: number; courseId: number; currency: string },
    userId: number,
    now: Date,
  ): Promise<void> {
    await db.insert(enrollments).values({
      userId,
      courseId: seminar.courseId,
      seminarId: seminar.id,
      status: "enrolled",
      source: "instructor",
      currency: seminar.currency,
      enrolledAt: now,
      updatedAt: now,
    });
  },

  async cancel(db: Db, ids: readonly number[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(enrollments)
      .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
      .where(anyOf(enrollments.id, ids));
  },

  async graduate(
    db: Db,
    seminarId: number,
    userIds: readonly number[],
    by: number,
    ceCredits: number,
    now: Date,
  ): Promise<number> {
    if (userIds.length === 0) return 0;
    const rows = await db
      .update(enrollments)
      .set({ graduatedAt: now, graduatedBy: by, ceCreditsAwarded: ceCredits, updatedAt: now })
      .where(
        and(
          eq(enrollments.seminarId, seminarId),
          anyOf(enrollments.userId, userIds),
          eq(enrollments.status, "enrolled"),
          isNull(enrollments.graduatedAt),
        ),
      )
      .returning({ id: enrollments.id });
    return rows.length;
  },

  async recordManualPayment(db: Db, enrollmentId: number, cents: number, now: Date): Promise<void> {
    await db
      .update(enrollments)
      .set({ paidCents: cents, status: "enrolled", updatedAt: now })
      .where(eq(enrollments.id, enrollmentId));
  },

  async markRefunded(db: Db, enrollmentId: number, now: Date): Promise<void> {
    await db
      .update(enrollments)
      .set({ status: "refunded", cancelledAt: now, updatedAt: now })
      .where(eq(enrollments.id, enrollmentId));
  },

  /** The seminar's students (live and graduated), by last name: the places that take a seat. */
  async roster(db: Db, seminarId: number, page: { page: number; pageSize: number }, now: Date) {
    const where = and(eq(enrollments.seminarId, seminarId), takesSeat(now));
    const { limit, offset } = pageWindow(page);
    const list = await db
      .select({
        enrollment: enrollments,
        firstName: people.firstName,
        lastName: people.lastName,
        email: people.email,
      })
      .from(enrollments)
      .innerJoin(people, eq(people.id, enrollments.userId))
      .where(where)
      .orderBy(asc(sql`lower(${people.lastName})`), asc(sql`lower(${people.firstName})`), asc(enrollments.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(enrollments).where(where);
    return { list, total: total?.n ?? 0 };
  },

  /** Who holds a seat now, with what a mail to them needs (deleted accounts left out). */
  async holders(db: Db, seminarId: number, now: Date) {
    return db
      .select({ id: people.id, email: people.email, language: people.language, firstName: people.firstName })
      .from(enrollments)
      .innerJoin(people, eq(people.id, enrollments.userId))
      .where(and(eq(enrollments.seminarId, seminarId), takesSeat(now), notDeleted));
  },
};
