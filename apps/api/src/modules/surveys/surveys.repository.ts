import { and, asc, count, eq, gte, isNull, lt, sql } from "drizzle-orm";
import { anyOf } from "../../db/sql.ts";
import type { Db } from "../../db/types.ts";
import { courses } from "../courses/courses.schema.ts";
import { enrollments } from "../enrollment/enrollment.schema.ts";
import { seminars } from "../seminars/seminars.schema.ts";
import { surveyAnswers, surveyInvitations, surveyQuestions, surveyResponses } from "./surveys.schema.ts";

export type SurveyQuestionRow = typeof surveyQuestions.$inferSelect;
export type SeminarRow = typeof seminars.$inferSelect;

/**
 * A student of a seminar: an enrolment in it that is (or was, graduated) a place — status 'enrolled'.
 * Pending checkouts, cancelled and refunded places do not evaluate the seminar.
 */
const studentOf = (seminarId: number) => and(eq(enrollments.seminarId, seminarId), eq(enrollments.status, "enrolled"));

/** The only code that reads or writes the survey tables. */
export const surveysRepository = {
  async activeQuestions(db: Db): Promise<SurveyQuestionRow[]> {
    return db
      .select()
      .from(surveyQuestions)
      .where(isNull(surveyQuestions.retiredAt))
      .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id));
  },

  /** Every version, active first, with how many answers each holds (the admin screen). */
  async allQuestions(db: Db) {
    return db
      .select({
        question: surveyQuestions,
        answerCount: sql<number>`(select count(*)::int from survey_answers sa where sa.question_id = "survey_questions"."id")`,
      })
      .from(surveyQuestions)
      .orderBy(sql`${surveyQuestions.retiredAt} is not null`, asc(surveyQuestions.position), asc(surveyQuestions.id));
  },

  async questionForUpdate(db: Db, id: number): Promise<SurveyQuestionRow | undefined> {
    const [row] = await db.select().from(surveyQuestions).where(eq(surveyQuestions.id, id)).for("update");
    return row;
  },

  async insertQuestion(db: Db, values: typeof surveyQuestions.$inferInsert): Promise<SurveyQuestionRow> {
    const [row] = await db.insert(surveyQuestions).values(values).returning();
    if (!row) throw new Error("survey question insert returned nothing");
    if (row.seriesId === null) {
      await db.update(surveyQuestions).set({ seriesId: row.id }).where(eq(surveyQuestions.id, row.id));
      return { ...row, seriesId: row.id };
    }
    return row;
  },

  async retireQuestion(db: Db, id: number, at: Date): Promise<void> {
    await db.update(surveyQuestions).set({ retiredAt: at }).where(eq(surveyQuestions.id, id));
  },

  async countActive(db: Db): Promise<number> {
    const [row] = await db.select({ value: count() }).from(surveyQuestions).where(isNull(surveyQuestions.retiredAt));
    return row?.value ?? 0;
  },

  async seminarWithCourse(db: Db, seminarId: number) {
    const [row] = await db
      .select({ seminar: seminars, courseTitle: courses.title })
      .from(seminars)
      .innerJoin(courses, eq(courses.id, seminars.courseId))
      .where(eq(seminars.id, seminarId));
    return row;
  },

  async isStudent(db: Db, seminarId: number, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(studentOf(seminarId), eq(enrollments.userId, userId)))
      .limit(1);
    return Boolean(row);
  },

  async hasAnswered(db: Db, seminarId: number, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: surveyResponses.id })
      .from(surveyResponses)
      .where(and(eq(surveyResponses.seminarId, seminarId), eq(surveyResponses.userId, userId)));
    return Boolean(row);
  },

  /** Stores a response with its answers; undefined when this member already answered (the UNIQUE key). */
  async insertResponse(
    db: Db,
    response: { seminarId: number; userId: number; submittedAt: Date },
    answers: { questionId: number; rating: number | null; text: string | null }[],
  ): Promise<number | undefined> {
    const [row] = await db
      .insert(surveyResponses)
      .values(response)
      .onConflictDoNothing()
      .returning({ id: surveyResponses.id });
    if (!row) return undefined;
    if (answers.length > 0) {
      await db.insert(surveyAnswers).values(answers.map((answer) => ({ responseId: row.id, ...answer })));
    }
    return row.id;
  },

  async responseCount(db: Db, seminarId: number): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(surveyResponses)
      .where(eq(surveyResponses.seminarId, seminarId));
    return row?.value ?? 0;
  },

  /** The seminar's answers by question (never by member); text answers in submission order. */
  async answersOf(db: Db, seminarId: number) {
    return db
      .select({
        question: surveyQuestions,
        rating: surveyAnswers.rating,
        text: surveyAnswers.text,
      })
      .from(surveyAnswers)
      .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
      .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyAnswers.questionId))
      .where(eq(surveyResponses.seminarId, seminarId))
      .orderBy(
        asc(surveyQuestions.position),
        asc(surveyQuestions.id),
        asc(surveyResponses.submittedAt),
        asc(surveyAnswers.id),
      );
  },

  /** Seminars (not cancelled) that ended in [from, to): the invitation run's day window. */
  async seminarsEndedBetween(db: Db, from: Date, to: Date) {
    return db
      .select({ id: seminars.id, courseId: courses.id, courseTitle: courses.title })
      .from(seminars)
      .innerJoin(courses, eq(courses.id, seminars.courseId))
      .where(and(eq(seminars.status, "scheduled"), gte(seminars.lastEnd, from), lt(seminars.lastEnd, to)))
      .orderBy(asc(seminars.lastEnd), asc(seminars.id));
  },

  /** Records invitations for the seminar's students; returns only the students invited now (UNIQUE). */
  async recordInvitations(db: Db, seminarId: number, at: Date): Promise<number[]> {
    const students = await db
      .selectDistinct({ userId: enrollments.userId })
      .from(enrollments)
      .where(studentOf(seminarId));
    if (students.length === 0) return [];
    const rows = await db
      .insert(surveyInvitations)
      .values(students.map((student) => ({ seminarId, userId: student.userId, sentAt: at })))
      .onConflictDoNothing()
      .returning({ userId: surveyInvitations.userId });
    return rows.map((row) => row.userId);
  },

  // Demo seed helpers.
  async pastSeminarsForSeed(db: Db, before: Date): Promise<SeminarRow[]> {
    return db.select().from(seminars).where(lt(seminars.lastEnd, before)).orderBy(asc(seminars.lastEnd));
  },

  /** A place for a demo member in a past seminar, unless the enrolment seed already gave them one. */
  async ensureSeminarPlace(db: Db, values: typeof enrollments.$inferInsert): Promise<void> {
    await db.insert(enrollments).values(values).onConflictDoNothing();
  },

  async studentsOf(db: Db, seminarIds: number[]) {
    if (seminarIds.length === 0) return [];
    return db
      .select({ seminarId: enrollments.seminarId, userId: enrollments.userId })
      .from(enrollments)
      .where(and(anyOf(enrollments.seminarId, seminarIds), eq(enrollments.status, "enrolled")));
  },

  async insertInvitation(db: Db, values: typeof surveyInvitations.$inferInsert): Promise<void> {
    await db.insert(surveyInvitations).values(values).onConflictDoNothing();
  },
};
