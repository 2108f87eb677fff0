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
};
