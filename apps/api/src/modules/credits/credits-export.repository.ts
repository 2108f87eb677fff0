import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { type ExportRow, pagedRows } from "../account/personal-data.port.ts";
import { ceEntries, examResults, exams } from "./credits.schema.ts";

/**
 * The CE ledger's part of a member's data export (ADR 0089): its own entries (passed exams, adjustments) and the
 * exam results; the graduations it also counts are in the enrolments section.
 */
export const creditsExport = {
  ledger(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select()
        .from(ceEntries)
        .where(and(eq(ceEntries.userId, userId), gt(ceEntries.id, afterId)))
        .orderBy(asc(ceEntries.id))
        .limit(limit);
      return rows.map((row) => ({
        Id: row.id,
        Kind: row.kind,
        Title: row.title,
        Credits: row.credits,
        Reason: row.reason,
        CourseId: row.courseId,
        EarnedAt: row.earnedAt.toISOString(),
      }));
    });
  },

  examResults(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select({ row: examResults, exam: exams.title })
        .from(examResults)
        .innerJoin(exams, eq(exams.id, examResults.examId))
        .where(and(eq(examResults.userId, userId), gt(examResults.id, afterId)))
        .orderBy(asc(examResults.id))
        .limit(limit);
      return rows.map(({ row, exam }) => ({
        Id: row.id,
        Exam: exam,
        Score: row.score,
        Passed: row.passed,
        Credits: row.credits,
        TakenAt: row.takenAt.toISOString(),
      }));
    });
  },
};
