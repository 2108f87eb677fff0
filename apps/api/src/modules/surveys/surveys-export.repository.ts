import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { type ExportRow, pagedRows } from "../account/personal-data.port.ts";
import { surveyAnswers, surveyQuestions, surveyResponses } from "./surveys.schema.ts";

/** The surveys' part of a member's data export (ADR 0089): each answer, with the question as they answered it. */
export const surveysExport = {
  answers(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select({
          id: surveyAnswers.id,
          seminarId: surveyResponses.seminarId,
          question: surveyQuestions.text,
          rating: surveyAnswers.rating,
          text: surveyAnswers.text,
          submittedAt: surveyResponses.submittedAt,
        })
        .from(surveyAnswers)
        .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
        .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyAnswers.questionId))
        .where(and(eq(surveyResponses.userId, userId), gt(surveyAnswers.id, afterId)))
        .orderBy(asc(surveyAnswers.id))
        .limit(limit);
      return rows.map((row) => ({
        Id: row.id,
        SeminarId: row.seminarId,
        Question: row.question,
        Rating: row.rating,
        Answer: row.text,
        SubmittedAt: row.submittedAt.toISOString(),
      }));
    });
  },

  /**
   * Erasure (ADR 0089): the member's responses go, their answers with them (they cascade). A response is tied to
   * its member (NOT NULL, one per seminar and member), a free-text answer can name its writer, and the results
   * count responses and answers from the rows themselves, so every figure an instructor sees afterwards is the
   * remaining members' and agrees with the rest. The invitation rows stay: they only stop the daily run inviting
   * the erased account again.
   */
  eraseResponses(tx: Db, userId: number) {
    return tx.delete(surveyResponses).where(eq(surveyResponses.userId, userId));
  },
};
