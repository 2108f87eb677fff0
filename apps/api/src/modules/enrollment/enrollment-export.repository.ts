import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { type ExportRow, pagedRows } from "../account/personal-data.port.ts";
import { enrollments } from "./enrollment.schema.ts";

/** The enrolment module's part of a member's data export (ADR 0089): every place, seminar or self-study. */
export const enrollmentExport = {
  enrollments(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.userId, userId), gt(enrollments.id, afterId)))
        .orderBy(asc(enrollments.id))
        .limit(limit);
      return rows.map((row) => ({
        Id: row.id,
        CourseId: row.courseId,
        SeminarId: row.seminarId,
        Status: row.status,
        Source: row.source,
        Paid: row.paidCents / 100,
        Currency: row.currency,
        IsRetake: row.isRetake,
        EnrolledAt: row.enrolledAt.toISOString(),
        GraduatedAt: row.graduatedAt?.toISOString() ?? null,
        CompletedAt: row.completedAt?.toISOString() ?? null,
        CeCreditsAwarded: row.ceCreditsAwarded,
        CancelledAt: row.cancelledAt?.toISOString() ?? null,
      }));
    });
  },
};
