import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { type ExportRow, pagedRows } from "../account/personal-data.port.ts";
import { forumCategories, forumComments, forumFollows, forumPosts, forumViews } from "./forum.schema.ts";

/** The forum's part of a member's data export and erasure (ADR 0089): their posts, comments and replies, follows. */
export const forumExport = {
  posts(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select()
        .from(forumPosts)
        .where(and(eq(forumPosts.authorId, userId), gt(forumPosts.id, afterId)))
        .orderBy(asc(forumPosts.id))
        .limit(limit);
      return rows.map((row) => ({
        Id: row.id,
        CategoryId: row.categoryId,
        Title: row.title,
        Body: row.bodyHtml,
        Language: row.language,
        Hidden: row.hiddenAt !== null,
        CreatedAt: row.createdAt.toISOString(),
        UpdatedAt: row.updatedAt.toISOString(),
      }));
    });
  },

  comments(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select()
        .from(forumComments)
        .where(and(eq(forumComments.userId, userId), gt(forumComments.id, afterId)))
        .orderBy(asc(forumComments.id))
        .limit(limit);
      return rows.map((row) => ({
        Id: row.id,
        PostId: row.postId,
        ReplyTo: row.parentId,
        Comment: row.body,
        Deleted: row.deletedAt !== null,
        CreatedAt: row.createdAt.toISOString(),
        UpdatedAt: row.updatedAt.toISOString(),
      }));
    });
  },

  /** One follow per board, so the board's id is the page cursor. */
  follows(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select({ id: forumFollows.categoryId, board: forumCategories.name, createdAt: forumFollows.createdAt })
        .from(forumFollows)
        .innerJoin(forumCategories, eq(forumCategories.id, forumFollows.categoryId))
        .where(and(eq(forumFollows.userId, userId), gt(forumFollows.categoryId, afterId)))
        .orderBy(asc(forumFollows.categoryId))
        .limit(limit);
      return rows.map((row) => ({ Id: row.id, Board: row.board, FollowedAt: row.createdAt.toISOString() }));
    });
  },

  /** The posts the member opened and the days they did (one row per post), the post's id the page cursor. */
  views(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select({
          postId: forumViews.postId,
          title: forumPosts.title,
          days: sql<string>`string_agg(${forumViews.day}::text, ' ' order by ${forumViews.day})`,
        })
        .from(forumViews)
        .innerJoin(forumPosts, eq(forumPosts.id, forumViews.postId))
        .where(and(eq(forumViews.userId, userId), gt(forumViews.postId, afterId)))
        .groupBy(forumViews.postId, forumPosts.title)
        .orderBy(asc(forumViews.postId))
        .limit(limit);
      return rows.map((row) => ({ Id: row.postId, Post: row.title, Days: row.days }));
    });
  },

  /**
   * The follows and the views go: nobody else relies on them. A post's view count is kept on the post, so it keeps
   * the views that happened (the "most viewed" order does not move); the views' rows only stop a member counting
   * twice a day, and an erased member views nothing again.
   */
  async eraseFollowsAndViews(tx: Db, userId: number): Promise<void> {
    await tx.delete(forumFollows).where(eq(forumFollows.userId, userId));
    await tx.delete(forumViews).where(eq(forumViews.userId, userId));
  },
};
