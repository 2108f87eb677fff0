import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { type ExportRow, pagedRows } from "../account/personal-data.port.ts";
import { blogComments } from "./blog.schema.ts";

/** The blog's part of a member's data export (ADR 0089): their comments. */
export const blogExport = {
  comments(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select()
        .from(blogComments)
        .where(and(eq(blogComments.userId, userId), gt(blogComments.id, afterId)))
        .orderBy(asc(blogComments.id))
        .limit(limit);
      return rows.map((row) => ({
        Id: row.id,
        BlogId: row.blogId,
        Comment: row.body,
        CreatedAt: row.createdAt.toISOString(),
        UpdatedAt: row.updatedAt.toISOString(),
      }));
    });
  },
};
