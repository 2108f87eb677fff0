import { SEMINAR_LIMITS, type SeminarListFilters } from "@haa/domain";
import { and, asc, count, countDistinct, desc, eq, gte, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { pageWindow } from "../../db/paging.ts";
import { anyOf } from "../../db/sql.ts";
import type { Db } from "../../db/types.ts";
import { itemId, keysetSitemap } from "../../platform/pages/pages.repository.ts";
import type { PageHeadReader } from "../../platform/pages/pages.types.ts";
import { overlayWords } from "../../platform/translations/translations.ts";
import { AccountType, notDeleted, people } from "../account/people.repository.ts";
import { payments } from "../billing/billing.schema.ts";
import { courses } from "../courses/courses.schema.ts";
import { seminarDates, seminars } from "./seminars.schema.ts";

export type SeminarRow = typeof seminars.$inferSelect;
export type NewSeminar = typeof seminars.$inferInsert;
export type SeminarDateRow = typeof seminarDates.$inferSelect;

const coordinators = alias(people, "coordinators");

/** The columns of a seminar answer; its seats taken are added from `Ports.seats` (seminars.service.ts). */
const summaryColumns = () => ({
  seminar: seminars,
  courseTitle: courses.title,
  instructorFirstName: people.firstName,
  instructorLastName: people.lastName,
  coordinatorFirstName: coordinators.firstName,
  coordinatorLastName: coordinators.lastName,
});

/** A seminar answer's row as this repository reads it: everything but the seats taken. */
export type SeminarListingRow = Omit<SeminarSummaryRow, "livePlaces">;

export interface SeminarSummaryRow {
  seminar: SeminarRow;
  courseTitle: string;
  instructorFirstName: string;
  instructorLastName: string;
  coordinatorFirstName: string | null;
  coordinatorLastName: string | null;
  /**
   * The seats taken now, counted by the enrolment module's one predicate (`takesSeat`: enrolled, or pending
   * inside its hold; ADR 0063), so SeatsLeft here agrees with eligibility and AddStudents.
   */
  livePlaces: number;
  dates: SeminarDateRow[];
}

/** The public filters; cancelled seminars are never listed publicly. */
function publicWhere(filters: SeminarListFilters, now: Date): SQL | undefined {
  return and(
    eq(seminars.status, "scheduled"),
    filters.CourseId ? eq(seminars.courseId, filters.CourseId) : undefined,
    filters.Country ? eq(seminars.country, filters.Country) : undefined,
    filters.Format ? eq(seminars.format, filters.Format) : undefined,
    filters.Language ? eq(seminars.language, filters.Language) : undefined,
    ...(filters.When === "past" ? [lt(seminars.lastEnd, now)] : [gte(seminars.lastEnd, now), upcomingFrom(now)]),
  );
}

/**
 * No upcoming seminar starts before the earliest start among those not yet ended, so the lists (in start order,
 * `seminars_listed_idx`) begin their index scan there instead of filtering every seminar of past years by its end
 * (3,700 heap reads per page on the scale data). The bound reads the upcoming ones through `seminars_last_end_idx`;
 * `+ interval '0 s'` keeps PostgreSQL from answering `min` by the same start-ordered scan the bound avoids.
 */
function upcomingFrom(now: Date): SQL {
  return sql`${seminars.firstStart} >= (select min(upcoming.first_start + interval '0 s') from ${seminars} upcoming where upcoming.status = 'scheduled' and upcoming.last_end >= ${now})`;
}

async function withDates(db: Db, rows: Omit<SeminarListingRow, "dates">[]): Promise<SeminarListingRow[]> {
  if (rows.length === 0) return [];
  const dates = await db
    .select()
    .from(seminarDates)
    .where(
      anyOf(
        seminarDates.seminarId,
        rows.map((row) => row.seminar.id),
      ),
    )
    .orderBy(asc(seminarDates.seminarId), asc(seminarDates.startsAt));
  return rows.map((row) => ({ ...row, dates: dates.filter((date) => date.seminarId === row.seminar.id) }));
}

type DateSpan = { startsAt: Date; endsAt: Date };
const sortedDates = (dates: DateSpan[]) => [...dates].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());

/** `first_start`/`last_end` of the row, from its dates (the last day to end, not the last to start). */
function spanOf(sorted: DateSpan[]): { firstStart: Date; lastEnd: Date } {
  const first = sorted[0];
  if (!first) throw new Error("a seminar needs at least one date");
  return { firstStart: first.startsAt, lastEnd: new Date(Math.max(...sorted.map((date) => date.endsAt.getTime()))) };
}

function summaries(db: Db) {
  return db
    .select(summaryColumns())
    .from(seminars)
    .innerJoin(courses, eq(courses.id, seminars.courseId))
    .innerJoin(people, eq(people.id, seminars.instructorId))
    .leftJoin(coordinators, eq(coordinators.id, seminars.coordinatorId));
}

/** The only code that reads or writes the seminar tables; their places are the enrollment module's (`Ports.seats`). */
export const seminarsRepository = {
  /** Inserts a seminar with its dates; `first_start`/`last_end` are taken from the dates. */
  async insertSeminar(
    db: Db,
    values: Omit<NewSeminar, "firstStart" | "lastEnd">,
    dates: { startsAt: Date; endsAt: Date }[],
  ): Promise<SeminarRow> {
    const sorted = sortedDates(dates);
    const [row] = await db
      .insert(seminars)
      .values({ ...values, ...spanOf(sorted) })
      .returning();
    if (!row) throw new Error("seminar insert returned nothing");
    await db.insert(seminarDates).values(sorted.map((date) => ({ seminarId: row.id, ...date })));
    return row;
  },

  /** Replaces a seminar's fields and dates. */
  async updateSeminar(
    db: Db,
    id: number,
    values: Omit<Partial<NewSeminar>, "firstStart" | "lastEnd" | "id">,
    dates: { startsAt: Date; endsAt: Date }[],
    now: Date,
  ): Promise<void> {
    const sorted = sortedDates(dates);
    await db
      .update(seminars)
      .set({ ...values, ...spanOf(sorted), updatedAt: now })
      .where(eq(seminars.id, id));
    await db.delete(seminarDates).where(eq(seminarDates.seminarId, id));
    await db.insert(seminarDates).values(sorted.map((date) => ({ seminarId: id, ...date })));
  },

  async findById(db: Db, id: number): Promise<SeminarRow | undefined> {
    const [row] = await db.select().from(seminars).where(eq(seminars.id, id));
    return row;
  },

  /** Locks the seminar row for the rest of the transaction: capacity checks and cancellation serialise on it. */
  async lockById(db: Db, id: number): Promise<SeminarRow | undefined> {
    const [row] = await db.select().from(seminars).where(eq(seminars.id, id)).for("update");
    return row;
  },

  async instructorOf(db: Db, id: number): Promise<number | undefined> {
    const [row] = await db.select({ instructorId: seminars.instructorId }).from(seminars).where(eq(seminars.id, id));
    return row?.instructorId;
  },

  async summary(db: Db, id: number): Promise<SeminarListingRow | undefined> {
    const rows = await summaries(db).where(eq(seminars.id, id));
    const [row] = await withDates(db, rows);
    return row;
  },

  /** Every listed seminar matching the filters, by first date (GetAllSeminarByGroup). */
  async listPublic(db: Db, filters: SeminarListFilters, now: Date, page: { page: number; pageSize: number }) {
    const where = publicWhere(filters, now);
    const { limit, offset } = pageWindow(page);
    const order =
      filters.When === "past"
        ? [desc(seminars.firstStart), desc(seminars.id)]
        : [asc(seminars.firstStart), asc(seminars.id)];
    const rows = await summaries(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(seminars).where(where);
    return { list: await withDates(db, rows), total: total?.n ?? 0 };
  },

  /** Course groups (by title) with their matching seminars, a page of groups at a time. */
  async listCourseGroups(db: Db, filters: SeminarListFilters, now: Date, page: { page: number; pageSize: number }) {
    const where = publicWhere(filters, now);
    const { limit, offset } = pageWindow(page);
    const groups = await db
      .select({ courseId: courses.id, courseTitle: courses.title, seminarCount: sql<number>`count(*)::int` })
      .from(seminars)
      .innerJoin(courses, eq(courses.id, seminars.courseId))
      .where(where)
      .groupBy(courses.id, courses.title)
      .orderBy(asc(courses.title), asc(courses.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db
      .select({ n: countDistinct(seminars.courseId) })
      .from(seminars)
      .where(where);
    if (groups.length === 0) return { groups: [], total: total?.n ?? 0 };
    const order = filters.When === "past" ? desc(seminars.firstStart) : asc(seminars.firstStart);
    // The first few of each course's seminars (all of one course's, bounded, when the list is that course's).
    const perGroup = filters.CourseId ? SEMINAR_LIMITS.ofOneCourse : SEMINAR_LIMITS.perCourseGroup;
    const ranked = db
      .select({
        id: seminars.id,
        rank: sql<number>`row_number() over (partition by ${seminars.courseId} order by ${order}, ${seminars.id})`.as(
          "rank",
        ),
      })
      .from(seminars)
      .where(
        and(
          where,
          inArray(
            seminars.courseId,
            groups.map((group) => group.courseId),
          ),
        ),
      )
      .as("ranked");
    const rows = await summaries(db)
      .where(inArray(seminars.id, db.select({ id: ranked.id }).from(ranked).where(lte(ranked.rank, perGroup))))
      .orderBy(order, asc(seminars.id));
    const list = await withDates(db, rows);
    return {
      groups: groups.map((group) => ({
        ...group,
        seminars: list.filter((row) => row.seminar.courseId === group.courseId),
      })),
      total: total?.n ?? 0,
    };
  },

  /** An instructor's (or, with null, everyone's) seminars, newest first, cancelled ones included. */
  async listByInstructor(db: Db, instructorId: number | null, page: { page: number; pageSize: number }) {
    const where = instructorId === null ? undefined : eq(seminars.instructorId, instructorId);
    return seminarsRepository.listWhere(db, where, page);
  },

  /** The seminars of the instructors a coordinator works for (ADR 0053), newest first. */
  async listByInstructors(db: Db, instructorIds: number[], page: { page: number; pageSize: number }) {
    if (instructorIds.length === 0) return { list: [], total: 0 };
    return seminarsRepository.listWhere(db, anyOf(seminars.instructorId, instructorIds), page);
  },

  async listWhere(db: Db, where: SQL | undefined, page: { page: number; pageSize: number }) {
    const { limit, offset } = pageWindow(page);
    const rows = await summaries(db)
      .where(where)
      .orderBy(desc(seminars.firstStart), desc(seminars.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(seminars).where(where);
    return { list: await withDates(db, rows), total: total?.n ?? 0 };
  },

  async cancel(db: Db, id: number, now: Date): Promise<void> {
    await db.update(seminars).set({ status: "cancelled", cancelledAt: now, updatedAt: now }).where(eq(seminars.id, id));
  },

  /** Courses an instructor teaches or has taught, with counts (CourseTaught). */
  async coursesTaught(db: Db, instructorId: number, now: Date) {
    return db
      .select({
        courseId: courses.id,
        courseTitle: courses.title,
        seminars: sql<number>`count(*)::int`,
        upcoming: sql<number>`count(*) filter (where ${seminars.lastEnd} >= ${now})::int`,
      })
      .from(seminars)
      .innerJoin(courses, eq(courses.id, seminars.courseId))
      .where(and(eq(seminars.instructorId, instructorId), eq(seminars.status, "scheduled")))
      .groupBy(courses.id, courses.title)
      .orderBy(asc(courses.title));
  },

  async courseById(db: Db, id: number) {
    const [row] = await db
      .select({ id: courses.id, title: courses.title, ceCredits: courses.ceCredits })
      .from(courses)
      .where(eq(courses.id, id));
    return row;
  },

  async userByEmail(db: Db, email: string) {
    const [row] = await db
      .select()
      .from(people)
      .where(and(sql`lower(${people.email}) = ${email.toLowerCase()}`, notDeleted));
    return row;
  },

  async userById(db: Db, id: number) {
    const [row] = await db.select().from(people).where(eq(people.id, id));
    return row;
  },

  /** The payments of a cancelled seminar's places (billing's rows), by id: a paid place is refunded. */
  async paymentsByIds(db: Db, ids: readonly number[]) {
    if (ids.length === 0) return new Map<number, { status: string; chargeId: string | null }>();
    const rows = await db
      .select({ id: payments.id, status: payments.status, chargeId: payments.gatewayChargeId })
      .from(payments)
      .where(anyOf(payments.id, ids));
    return new Map(rows.map((row) => [row.id, { status: row.status, chargeId: row.chargeId }]));
  },

  /** What the refund retry tells the administrators about a place: its seminar's course and its student. */
  async refundContext(db: Db, seminarId: number, userId: number) {
    const [row] = await db
      .select({
        courseTitle: courses.title,
        firstName: people.firstName,
        lastName: people.lastName,
        email: people.email,
      })
      .from(seminars)
      .innerJoin(courses, eq(courses.id, seminars.courseId))
      .innerJoin(people, eq(people.id, userId))
      .where(eq(seminars.id, seminarId));
    return row;
  },

  /** The administrators, told when a refund keeps failing. */
  async administratorIds(db: Db): Promise<number[]> {
    const rows = await db
      .select({ id: people.id })
      .from(people)
      .where(and(eq(people.accountType, AccountType.Admin), notDeleted));
    return rows.map((row) => row.id);
  },

  /** A refunded place's payment row (billing's) says refunded; the place itself is `Ports.seats`'. */
  async markPaymentRefunded(db: Db, paymentId: number): Promise<void> {
    await db.update(payments).set({ status: "refunded" }).where(eq(payments.id, paymentId));
  },

  /** Mail recipients by id (the coordinators who receive a copy of the student mails). */
  async usersByIds(db: Db, ids: number[]) {
    return db
      .select({ id: people.id, email: people.email, language: people.language, firstName: people.firstName })
      .from(people)
      .where(and(anyOf(people.id, ids), notDeleted));
  },
};

const scheduled = eq(seminars.status, "scheduled");

/** `/courses/:seminarID`: a scheduled seminar, named by its course and place, with the course's banner (ADR 0095). */
export const seminarHead: PageHeadReader = async (db, { params, language }) => {
  const id = itemId(params.seminarID);
  if (id === undefined) return undefined;
  const [row] = await db
    .select({
      courseId: courses.id,
      course: courses.title,
      summary: courses.summary,
      banner: courses.bannerImages,
      city: seminars.city,
      country: seminars.country,
      notes: seminars.notes,
    })
    .from(seminars)
    .innerJoin(courses, eq(courses.id, seminars.courseId))
    .where(and(eq(seminars.id, id), scheduled));
  if (!row) return undefined;
  // The course's title and the seminar's notes in the page's language where translated (ADR 0097).
  const [course, notes] = await Promise.all([
    overlayWords(db, "course", language, [row.courseId]),
    overlayWords(db, "seminar", language, [id]),
  ]);
  const title = course.get(row.courseId)?.Title || row.course;
  const place = [row.city, row.country].filter(Boolean).join(", ");
  return {
    title: place ? `${title} – ${place}` : title,
    description: notes.get(id)?.Notes || row.notes || course.get(row.courseId)?.Summary || row.summary,
    image: row.banner?.full,
    type: "website",
  };
};

export const seminarsSitemap = keysetSitemap({
  name: "seminars",
  table: seminars,
  id: seminars.id,
  updatedAt: seminars.updatedAt,
  listed: () => scheduled,
  path: (id) => `/courses/${id}`,
});
