import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { type ExportRow, pagedRows } from "../account/personal-data.port.ts";
import { hardshipApplications } from "./hardship.schema.ts";

/** The hardship applications' part of a member's data export (ADR 0089), with their free text. */
export const hardshipExport = {
  applications(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select()
        .from(hardshipApplications)
        .where(and(eq(hardshipApplications.userId, userId), gt(hardshipApplications.id, afterId)))
        .orderBy(asc(hardshipApplications.id))
        .limit(limit);
      return rows.map((row) => ({
        Id: row.id,
        MembershipId: row.membershipId,
        Reason: row.reason,
        IncomeDetails: row.incomeDetails,
        RequestedAmount: row.requestedAmountCents === null ? null : row.requestedAmountCents / 100,
        Status: row.status,
        CreatedAt: row.createdAt.toISOString(),
        ReviewedAt: row.reviewedAt?.toISOString() ?? null,
      }));
    });
  },
};
