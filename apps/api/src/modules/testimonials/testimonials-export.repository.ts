import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { type ExportRow, pagedRows } from "../account/personal-data.port.ts";
import { testimonials } from "./testimonials.schema.ts";

/** The testimonials' part of a member's data export (ADR 0089): what they wrote, and how it was reviewed. */
export const testimonialsExport = {
  testimonials(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select()
        .from(testimonials)
        .where(and(eq(testimonials.userId, userId), gt(testimonials.id, afterId)))
        .orderBy(asc(testimonials.id))
        .limit(limit);
      // Not the reviewing administrator: that is someone else's data.
      return rows.map((row) => ({
        Id: row.id,
        Text: row.text,
        DisplayName: row.displayName,
        Location: row.location,
        Language: row.language,
        Status: row.status,
        Featured: row.isFeatured,
        RejectionReason: row.rejectionReason,
        CreatedAt: row.createdAt.toISOString(),
        ApprovedAt: row.approvedAt?.toISOString() ?? null,
        ReviewedAt: row.reviewedAt?.toISOString() ?? null,
      }));
    });
  },
};
