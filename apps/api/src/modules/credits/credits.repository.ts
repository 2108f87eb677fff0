import { CE_REQUIRED_LEVELS } from "@haa/domain";
import { and, asc, desc, eq, gt, gte, ilike, isNotNull, lt, min, ne, or, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../../db/paging.ts";
import { qualified } from "../../db/sql.ts";
import type { Db } from "../../db/types.ts";
import { notDeleted, people, reachable } from "../account/people.repository.ts";
import { courses } from "../courses/courses.schema.ts";
import { enrollments } from "../enrollment/enrollment.schema.ts";
import { currentPlanSql } from "../membership/member-plan.repository.ts";
import { userMemberships } from "../membership/membership.schema.ts";
import { seminars } from "../seminars/seminars.schema.ts";
import { ceCycles, ceEntries, ceReminders, examResults, exams } from "./credits.schema.ts";

/** One ledger line before presentation, from either source. */
export interface LedgerRow {
  key: string;
  source: "seminar" | "selfStudy" | "exam" | "adjustment";
  title: string;
  courseId: number | null;
  credits: number;
  earnedAt: Date;
  reason: string | null;
}

export interface LedgerFilter {
  search?: string;
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound. */
  until?: Date;
}

/** A ledger holds a few entries a year; this bounds a read even for an account filled by a script. */
const LEDGER_CAP = 1000;

/** "Completed" (issue 8): graduated from the seminar or completed the self-study course, credits snapshotted. */
const completedEnrollment = and(
  or(isNotNull(enrollments.graduatedAt), isNotNull(enrollments.completedAt)),
  isNotNull(enrollments.ceCreditsAwarded),
);
const enrollmentEarnedAt = sql<Date>`coalesce(${enrollments.graduatedAt}, ${enrollments.completedAt})`;

function range(column: SQL | typeof ceEntries.earnedAt, filter: LedgerFilter): SQL[] {
  const parts: SQL[] = [];
  if (filter.from) parts.push(sql`${column} >= ${filter.from}`);
  if (filter.until) parts.push(sql`${column} < ${filter.until}`);
  return parts;
}

export interface Recipient {
  id: number;
  email: string;
  firstName: string;
  language: string;
}

/** Only this module touches the CE tables. */
export const creditsRepository = {
  async ledger(db: Db, userId: number, filter: LedgerFilter): Promise<LedgerRow[]> {
    const pattern = filter.search ? containsPattern(filter.search) : undefined;
    const [fromEnrollments, fromEntries] = await Promise.all([
      db
        .select({
          id: enrollments.id,
          seminarId: enrollments.seminarId,
          title: courses.title,
          courseId: enrollments.courseId,
          credits: enrollments.ceCreditsAwarded,
          earnedAt: enrollmentEarnedAt,
        })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(
          and(
            eq(enrollments.userId, userId),
            completedEnrollment,
            pattern ? ilike(courses.title, pattern) : undefined,
            ...range(enrollmentEarnedAt, filter),
          ),
        )
        .orderBy(desc(enrollmentEarnedAt))
        .limit(LEDGER_CAP),
      db
        .select()
        .from(ceEntries)
        .where(
          and(
            eq(ceEntries.userId, userId),
            pattern ? or(ilike(ceEntries.title, pattern), ilike(ceEntries.reason, pattern)) : undefined,
            ...range(ceEntries.earnedAt, filter),
          ),
        )
        .orderBy(desc(ceEntries.earnedAt))
        .limit(LEDGER_CAP),
    ]);
    const rows: LedgerRow[] = [
      ...fromEnrollments.map((row) => ({
        key: `enrollment-${row.id}`,
        source: row.seminarId === null ? ("selfStudy" as const) : ("seminar" as const),
        title: row.title,
        courseId: row.courseId,
        credits: row.credits ?? 0,
        earnedAt: new Date(row.earnedAt),
        reason: null,
      })),
      ...fromEntries.map((row) => ({
        key: `entry-${row.id}`,
        source: row.kind,
        title: row.title,
        courseId: row.courseId,
        credits: row.credits,
        earnedAt: row.earnedAt,
        reason: row.reason,
      })),
    ];
    return rows.sort((a, b) => b.earnedAt.getTime() - a.earnedAt.getTime()).slice(0, LEDGER_CAP);
  },

  /** Credits earned in [from, until), both sources. */
  async earned(db: Db, userId: number, from: Date, until: Date): Promise<number> {
    const [[a], [b]] = await Promise.all([
      db
        .select({ total: sql<number>`coalesce(sum(${enrollments.ceCreditsAwarded}), 0)::int` })
        .from(enrollments)
        .where(
          and(
            eq(enrollments.userId, userId),
            completedEnrollment,
            gte(enrollmentEarnedAt, from),
            lt(enrollmentEarnedAt, until),
          ),
        ),
      db
        .select({ total: sql<number>`coalesce(sum(${ceEntries.credits}), 0)::int` })
        .from(ceEntries)
        .where(and(eq(ceEntries.userId, userId), gte(ceEntries.earnedAt, from), lt(ceEntries.earnedAt, until))),
    ]);
    return Number(a?.total ?? 0) + Number(b?.total ?? 0);
  },

  /** The cycle in force: the newest active row. */
  async currentCycle(db: Db): Promise<{ years: number; requiredCredits: number } | undefined> {
    const [row] = await db
      .select({ years: ceCycles.years, requiredCredits: ceCycles.requiredCredits })
      .from(ceCycles)
      .where(eq(ceCycles.active, true))
      .orderBy(desc(ceCycles.id))
      .limit(1);
    return row;
  },

  async setCycle(db: Db, cycle: { years: number; requiredCredits: number; createdBy: number | null }) {
    await db.transaction(async (tx) => {
      await tx.update(ceCycles).set({ active: false }).where(eq(ceCycles.active, true));
      await tx.insert(ceCycles).values({ ...cycle, active: true });
    });
  },

  /** Where a member's cycles start: their first membership, or the account when they never had one. */
  async cycleAnchor(db: Db, userId: number): Promise<Date | undefined> {
    const [first] = await db
      .select({ start: min(userMemberships.startDateTime) })
      .from(userMemberships)
      .where(eq(userMemberships.userId, userId));
    if (first?.start) return new Date(first.start);
    const [user] = await db.select({ createdAt: people.createdAt }).from(people).where(eq(people.id, userId));
    return user?.createdAt;
  },

  async userName(db: Db, userId: number): Promise<{ firstName: string; lastName: string } | undefined> {
    const [row] = await db
      .select({ firstName: people.firstName, lastName: people.lastName })
      .from(people)
      .where(eq(people.id, userId));
    return row;
  },

  async examsOfUser(db: Db, userId: number) {
    return db
      .select({
        id: examResults.id,
        examId: exams.id,
        examTitle: exams.title,
        courseId: exams.courseId,
        courseTitle: courses.title,
        score: examResults.score,
        passMark: exams.passMark,
        passed: examResults.passed,
        credits: examResults.credits,
        takenAt: examResults.takenAt,
      })
      .from(examResults)
      .innerJoin(exams, eq(exams.id, examResults.examId))
      .innerJoin(courses, eq(courses.id, exams.courseId))
      .where(eq(examResults.userId, userId))
      .orderBy(desc(examResults.takenAt))
      .limit(LEDGER_CAP);
  },

  /** Exams newest first, a page at a time (the primary key orders them). */
  async listExams(db: Db, page: { offset: number; limit: number }) {
    const [rows, [count]] = await Promise.all([
      db
        .select({
          id: exams.id,
          courseId: exams.courseId,
          courseTitle: courses.title,
          title: exams.title,
          passMark: exams.passMark,
          credits: exams.credits,
        })
        .from(exams)
        .innerJoin(courses, eq(courses.id, exams.courseId))
        .orderBy(desc(exams.id))
        .offset(page.offset)
        .limit(page.limit),
      db.select({ total: sql<number>`count(*)::int` }).from(exams),
    ]);
    return { rows, total: Number(count?.total ?? 0) };
  },

  async courseExists(db: Db, courseId: number): Promise<boolean> {
    const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
    return Boolean(row);
  },

  async userExists(db: Db, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: people.id })
      .from(people)
      .where(and(eq(people.id, userId), notDeleted));
    return Boolean(row);
  },

  async insertExam(db: Db, exam: typeof exams.$inferInsert) {
    const [row] = await db.insert(exams).values(exam).returning();
    if (!row) throw new Error("exam insert returned nothing");
    return row;
  },

  async examById(db: Db, examId: number) {
    const [row] = await db.select().from(exams).where(eq(exams.id, examId));
    return row;
  },

  async insertResult(db: Db, result: typeof examResults.$inferInsert) {
    const [row] = await db.insert(examResults).values(result).returning();
    if (!row) throw new Error("exam result insert returned nothing");
    return row;
  },

  /**
   * Records a member's result of an exam on a day: a new row, or the day's row corrected (the UNIQUE key, so two
   * administrators recording the same attempt at once still leave one). `updated` tells which.
   */
  async upsertResult(db: Db, result: typeof examResults.$inferInsert & { takenAt: Date }) {
    const [row] = await db
      .insert(examResults)
      .values(result)
      .onConflictDoUpdate({
        target: [examResults.examId, examResults.userId, examResults.takenAt],
        set: { score: result.score, passed: result.passed, recordedBy: result.recordedBy },
      })
      // xmax is 0 on a freshly inserted row version and set on an updated one.
      .returning({ id: examResults.id, updated: sql<boolean>`(xmax <> 0)` });
    if (!row) throw new Error("exam result upsert returned nothing");
    return { id: row.id, updated: Boolean(row.updated) };
  },

  /** Whether another result of this member and exam already earned the exam's credits. */
  async examCreditsAwardedElsewhere(db: Db, examId: number, userId: number, resultId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: examResults.id })
      .from(examResults)
      .where(
        and(
          eq(examResults.examId, examId),
          eq(examResults.userId, userId),
          ne(examResults.id, resultId),
          gt(examResults.credits, 0),
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  /** A result's credits and its ledger line follow a correction: the line is replaced, or removed at 0. */
  async setResultCredits(
    db: Db,
    resultId: number,
    credits: number,
    entry: Omit<typeof ceEntries.$inferInsert, "credits" | "examResultId" | "kind">,
  ) {
    await db.update(examResults).set({ credits }).where(eq(examResults.id, resultId));
    await db.delete(ceEntries).where(eq(ceEntries.examResultId, resultId));
    if (credits > 0) await db.insert(ceEntries).values({ ...entry, kind: "exam", credits, examResultId: resultId });
  },

  async insertEntry(db: Db, entry: typeof ceEntries.$inferInsert) {
    const [row] = await db.insert(ceEntries).values(entry).returning();
    if (!row) throw new Error("CE entry insert returned nothing");
    return row;
  },

  /**
   * Members the reminder job looks at, in id order: reachable, whose plan now (membership's one rule, `planOf`:
   * an ended or lapsed membership is no plan) is a level that must keep CE (Practitioner, Instructor), and where
   * their cycles start (their first membership), so most are skipped without another query.
   */
  async reminderCandidates(
    db: Db,
    afterUserId: number,
    limit: number,
    now: Date,
  ): Promise<(Recipient & { anchor: Date })[]> {
    const rows = await db
      .select({
        id: people.id,
        email: people.email,
        firstName: people.firstName,
        language: people.language,
        anchor: sql<Date>`(select min(${qualified(userMemberships.startDateTime)}) from ${userMemberships} where ${qualified(userMemberships.userId)} = ${qualified(people.id)})`,
      })
      .from(people)
      .where(
        and(
          gt(people.id, afterUserId),
          sql`${currentPlanSql(people.id, now)} in (${sql.join(
            CE_REQUIRED_LEVELS.map((level) => sql`${level}`),
            sql`, `,
          )})`,
          reachable,
        ),
      )
      .orderBy(asc(people.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, anchor: new Date(row.anchor) }));
  },

  async sentReminders(db: Db, userId: number, cycleEnd: Date): Promise<number[]> {
    const rows = await db
      .select({ days: ceReminders.days })
      .from(ceReminders)
      .where(and(eq(ceReminders.userId, userId), eq(ceReminders.cycleEnd, cycleEnd)));
    return rows.map((row) => row.days);
  },

  /** Claims a reminder; false when it was already sent (the UNIQUE key). */
  async claimReminder(db: Db, userId: number, cycleEnd: Date, days: number, now: Date): Promise<boolean> {
    const rows = await db
      .insert(ceReminders)
      .values({ userId, cycleEnd, days, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: ceReminders.id });
    return rows.length > 0;
  },

  /** Students an instructor graduated in [from, until): the teaching credit of the instructor renewal. */
  async graduatesTaughtBy(db: Db, instructorId: number, from: Date, until: Date): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(enrollments)
      .innerJoin(seminars, eq(seminars.id, enrollments.seminarId))
      .where(
        and(
          eq(seminars.instructorId, instructorId),
          isNotNull(enrollments.graduatedAt),
          gte(enrollments.graduatedAt, from),
          lt(enrollments.graduatedAt, until),
        ),
      );
    return Number(row?.count ?? 0);
  },
};
