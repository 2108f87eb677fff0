import { FORUM_SEARCH_COUNT_CAP } from "@haa/domain";
import { and, asc, eq, gte, inArray, isNotNull, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { descNullsLast, fullTextMatch, pageAndCount, pageWindow } from "../../db/paging.ts";
import { asIs, type Bind, byName, preparedPerShape } from "../../db/prepared.ts";
import { anyOf, qualified } from "../../db/sql.ts";
import type { Db } from "../../db/types.ts";
import { textSearchConfig } from "../../platform/translations/translations.ts";
import { people } from "../account/people.repository.ts";
import {
  forumAuditLog,
  forumCategories,
  forumComments,
  forumFollows,
  forumModerators,
  forumPosts,
  forumSuspensions,
  forumViews,
} from "./forum.schema.ts";

export type ForumPostRow = typeof forumPosts.$inferSelect;
export type ForumCommentRow = typeof forumComments.$inferSelect;

export type ForumPostView = Omit<ForumPostRow, "searchVector" | "bodyHtml"> & {
  bodyHtml?: string;
  categoryName: string;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorImage: string | null;
  commentCount: number;
};

export type ForumCommentView = ForumCommentRow & {
  authorFirstName: string | null;
  authorLastName: string | null;
  authorImage: string | null;
};

/** Exact words (`simple`) so a name is found as typed, and stems in the post's language; the title weighs more. */
function postVector(title: string, plain: string, language: string): SQL {
  const config = textSearchConfig(language);
  return sql`setweight(to_tsvector('simple', ${title}) || to_tsvector(${config}::regconfig, ${title}), 'A')
    || to_tsvector('simple', ${plain}) || to_tsvector(${config}::regconfig, ${plain})`;
}

function searchMatch(search: string, readerLanguage: string) {
  const exact = fullTextMatch(forumPosts.searchVector, search);
  if (!exact) return undefined;
  const stemmed = fullTextMatch(forumPosts.searchVector, search, textSearchConfig(readerLanguage));
  return stemmed ? or(exact, stemmed) : exact;
}

const summaryColumns = {
  id: forumPosts.id,
  categoryId: forumPosts.categoryId,
  authorId: forumPosts.authorId,
  title: forumPosts.title,
  excerpt: forumPosts.excerpt,
  language: forumPosts.language,
  image: forumPosts.image,
  viewCount: forumPosts.viewCount,
  isLocked: forumPosts.isLocked,
  hiddenAt: forumPosts.hiddenAt,
  createdAt: forumPosts.createdAt,
  updatedAt: forumPosts.updatedAt,
  categoryName: forumCategories.name,
  authorFirstName: people.firstName,
  authorLastName: people.lastName,
  authorImage: people.profileImage,
  /**
   * The one count of a post's comments every answer gives (the lists, the post itself): its live comments and
   * replies together, as forums count them. A hidden comment, or a deleted one that has replies, keeps its row with
   * `deleted_at` and is left out.
   */
  commentCount: sql<number>`(select count(*)::int from ${forumComments} where ${qualified(forumComments.postId)} = ${qualified(forumPosts.id)} and ${qualified(forumComments.deletedAt)} is null)`,
};

/** A board's visible posts (hidden ones are the moderators'): the counter the `forum_posts_count_*` triggers keep. */
const boardPostCount = forumCategories.postCount;

const commentColumns = {
  id: forumComments.id,
  postId: forumComments.postId,
  parentId: forumComments.parentId,
  userId: forumComments.userId,
  body: forumComments.body,
  deletedAt: forumComments.deletedAt,
  createdAt: forumComments.createdAt,
  updatedAt: forumComments.updatedAt,
  authorFirstName: people.firstName,
  authorLastName: people.lastName,
  authorImage: people.profileImage,
};

export interface PostValues {
  title: string;
  bodyHtml: string;
  plainText: string;
  excerpt: string;
  language: string;
  categoryId: number;
}

function rowValues({ plainText, ...values }: PostValues) {
  return { ...values, searchVector: postVector(values.title, plainText, values.language) };
}

export interface PostListQuery {
  page: number;
  pageSize: number;
  search: string;
  categoryId?: number | undefined;
  followerId?: number | undefined;
  authorId?: number | undefined;
  excludeId?: number | undefined;
  order: "newest" | "views";
}

/**
 * The list's TotalCount. All visible posts or one board's are the boards' counters (one row each, kept by
 * triggers), less the post "also check out" leaves out when it is one of them; a narrower list (an author,
 * followed boards) counts its matches, and a search counts them up to FORUM_SEARCH_COUNT_CAP.
 */
function countPosts(db: Db, query: PostListQuery, where: SQL | undefined, bind: Bind = asIs) {
  const everyVisible = !query.search.trim() && !query.authorId && !query.followerId;
  if (everyVisible) {
    const board = query.categoryId;
    const inBoard = board ? sql` and ${qualified(forumPosts.categoryId)} = ${bind("board", board)}` : sql``;
    const excluded = query.excludeId
      ? sql`(select count(*) from ${forumPosts} where ${qualified(forumPosts.id)} = ${bind("exclude", query.excludeId)} and ${qualified(forumPosts.hiddenAt)} is null${inBoard})`
      : sql`0`;
    return db
      .select({ n: sql<number>`(coalesce(sum(${forumCategories.postCount}), 0) - ${excluded})::int` })
      .from(forumCategories)
      .where(board ? eq(forumCategories.id, bind("board", board)) : undefined);
  }
  if (!query.search.trim()) return db.select({ n: sql<number>`count(*)::int` }).from(forumPosts).where(where);
  // A search stops counting one past the cap: TotalCount above FORUM_SEARCH_COUNT_CAP means "more than".
  const matches = db
    .select({ one: sql`1` })
    .from(forumPosts)
    .where(where)
    .limit(FORUM_SEARCH_COUNT_CAP + 1)
    .as("matches");
  return db.select({ n: sql<number>`count(*)::int` }).from(matches);
}

/** The list's page (ids read from its index alone, then only their rows joined) and its count, not yet run. */
function postListStatements(db: Db, query: PostListQuery, readerLanguage: string, bind: Bind) {
  const where = and(
    isNull(forumPosts.hiddenAt),
    query.categoryId ? eq(forumPosts.categoryId, bind("board", query.categoryId)) : undefined,
    query.authorId ? eq(forumPosts.authorId, query.authorId) : undefined,
    query.excludeId ? ne(forumPosts.id, bind("exclude", query.excludeId)) : undefined,
    query.followerId
      ? inArray(
          forumPosts.categoryId,
          db
            .select({ id: forumFollows.categoryId })
            .from(forumFollows)
            .where(eq(forumFollows.userId, query.followerId)),
        )
      : undefined,
    searchMatch(query.search, readerLanguage),
  );
  // Exactly the order of the `.desc()` indexes: `forum_posts_listed_idx`, `_category_idx`, `_author_idx`, `_views_idx`.
  const order =
    query.order === "views"
      ? [descNullsLast(forumPosts.viewCount), descNullsLast(forumPosts.id)]
      : [descNullsLast(forumPosts.createdAt), descNullsLast(forumPosts.id)];
  const { limit, offset } = pageWindow(query);
  // The page's ids first, read from the list's index alone, then only their rows joined: a deep page skips index
  // entries instead of building (board, author, comment count) the thousands of rows before it (issue 22).
  const page = db
    .select({ id: forumPosts.id })
    .from(forumPosts)
    .where(where)
    .orderBy(...order)
    .limit(bind("limit", limit))
    .offset(bind("offset", offset))
    .as("page");
  const list = db
    .select(summaryColumns)
    .from(page)
    .innerJoin(forumPosts, eq(forumPosts.id, page.id))
    .innerJoin(forumCategories, eq(forumCategories.id, forumPosts.categoryId))
    .leftJoin(people, eq(people.id, forumPosts.authorId))
    .orderBy(...order);
  return { list, count: countPosts(db, query, where, bind) };
}

/**
 * The browsing lists (every visible post, or one board's, newest or most viewed first, less the post "also check
 * out" is shown beside) are most of the forum's reads and come in eight shapes. Each shape's two statements are
 * built once per database handle, as Drizzle prepared queries, and run with the page's values: building their text
 * was a sixth of the list's CPU (ADR 0092).
 */
function browseShape(query: PostListQuery): string | undefined {
  if (query.search.trim() || query.authorId || query.followerId) return undefined;
  return `${query.order}_${query.categoryId ? "board" : "all"}${query.excludeId ? "_except" : ""}`;
}

function prepareBrowse(db: Db, query: PostListQuery, shape: string) {
  // A browsing list has no search, so no reader's language in its text.
  const { list, count } = postListStatements(db, query, "en", byName);
  return { list: list.prepare(`forum_browse_${shape}`), count: count.prepare(`forum_browse_count_${shape}`) };
}

const preparedBrowse = preparedPerShape<ReturnType<typeof prepareBrowse>>();

/** Only this module touches the forum tables. */
export const forumRepository = {
  async insertCategory(db: Db, values: { name: string; description: string; sortOrder: number }) {
    const [row] = await db.insert(forumCategories).values(values).returning();
    if (!row) throw new Error("forum category insert returned nothing");
    return row;
  },

  /** Open boards in their order, with their visible post counts. */
  async categories(db: Db) {
    return db
      .select({
        id: forumCategories.id,
        name: forumCategories.name,
        description: forumCategories.description,
        sortOrder: forumCategories.sortOrder,
        postCount: boardPostCount,
      })
      .from(forumCategories)
      .where(isNull(forumCategories.archivedAt))
      .orderBy(asc(forumCategories.sortOrder), asc(forumCategories.id));
  },

  async followedCategoryIds(db: Db, userId: number): Promise<Set<number>> {
    const rows = await db
      .select({ id: forumFollows.categoryId })
      .from(forumFollows)
      .where(eq(forumFollows.userId, userId));
    return new Set(rows.map((row) => row.id));
  },

  /** A board's English words, the source of its translations (ADR 0097); archived boards too. */
  async boardSource(db: Db, id: number): Promise<{ Name: string; Description: string } | undefined> {
    const [row] = await db
      .select({ Name: forumCategories.name, Description: forumCategories.description })
      .from(forumCategories)
      .where(eq(forumCategories.id, id));
    return row;
  },

  async openCategory(db: Db, id: number) {
    const [row] = await db
      .select({ id: forumCategories.id, name: forumCategories.name })
      .from(forumCategories)
      .where(and(eq(forumCategories.id, id), isNull(forumCategories.archivedAt)));
    return row;
  },

  /** Toggles a follow; returns whether the member follows the board afterwards. */
  async toggleFollow(db: Db, userId: number, categoryId: number): Promise<boolean> {
    const removed = await db
      .delete(forumFollows)
      .where(and(eq(forumFollows.userId, userId), eq(forumFollows.categoryId, categoryId)))
      .returning({ userId: forumFollows.userId });
    if (removed.length > 0) return false;
    await db.insert(forumFollows).values({ userId, categoryId }).onConflictDoNothing();
    return true;
  },

  async followers(db: Db, categoryId: number): Promise<number[]> {
    const rows = await db
      .select({ userId: forumFollows.userId })
      .from(forumFollows)
      .where(eq(forumFollows.categoryId, categoryId));
    return rows.map((row) => row.userId);
  },

  async insertPost(
    db: Db,
    values: PostValues & { authorId: number | null; image?: ForumPostRow["image"]; now: Date; viewCount?: number },
  ) {
    const { authorId, now, image, viewCount, ...rest } = values;
    const [row] = await db
      .insert(forumPosts)
      .values({
        ...rowValues(rest),
        authorId,
        image: image ?? null,
        viewCount: viewCount ?? 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: forumPosts.id });
    if (!row) throw new Error("forum post insert returned nothing");
    return row.id;
  },

  async updatePost(db: Db, id: number, values: PostValues & { now: Date }) {
    const { now, ...rest } = values;
    await db
      .update(forumPosts)
      .set({ ...rowValues(rest), updatedAt: now })
      .where(eq(forumPosts.id, id));
  },

  /** A visible post (or, `withHidden`, a hidden one too: the moderators') with board, author, counts and body. */
  async findPost(db: Db, id: number, { withHidden = false } = {}): Promise<ForumPostView | undefined> {
    const [row] = await db
      .select({ ...summaryColumns, bodyHtml: forumPosts.bodyHtml })
      .from(forumPosts)
      .innerJoin(forumCategories, eq(forumCategories.id, forumPosts.categoryId))
      .leftJoin(people, eq(people.id, forumPosts.authorId))
      .where(and(eq(forumPosts.id, id), withHidden ? undefined : isNull(forumPosts.hiddenAt)));
    return row;
  },

  async postAuthor(db: Db, id: number): Promise<number | undefined> {
    const [row] = await db
      .select({ authorId: forumPosts.authorId })
      .from(forumPosts)
      .where(and(eq(forumPosts.id, id), isNull(forumPosts.hiddenAt)));
    // A post whose author left has no owner: nobody may edit it (0 is nobody's id).
    return row ? (row.authorId ?? 0) : undefined;
  },

  async listPosts(db: Db, query: PostListQuery, readerLanguage: string) {
    const shape = browseShape(query);
    if (shape) {
      const { list, count } = preparedBrowse(db, shape, () => prepareBrowse(db, query, shape));
      const { limit, offset } = pageWindow(query);
      const values = { board: query.categoryId, exclude: query.excludeId, limit, offset };
      const { rows, total } = await pageAndCount(
        offset,
        () => list.execute(values),
        async () => (await count.execute(values))[0]?.n ?? 0,
      );
      return { list: rows as ForumPostView[], total };
    }
    const { list, count } = postListStatements(db, query, readerLanguage, asIs);
    const { rows, total } = await pageAndCount(
      pageWindow(query).offset,
      async () => await list,
      async () => (await count)[0]?.n ?? 0,
      // A search counts one past its cap: a page beyond that is not listed, and reading it walked every match.
      query.search.trim() ? FORUM_SEARCH_COUNT_CAP : undefined,
    );
    return { list: rows as ForumPostView[], total };
  },

  /**
   * The hidden posts, newest first, for the administrators to show again or delete. Ordered by id, which the
   * primary key serves backwards: hidden posts are few, so no index of their own (and no migration) for this list.
   */
  async listHidden(db: Db, query: { page: number; pageSize: number; search: string }, readerLanguage: string) {
    const where = and(isNotNull(forumPosts.hiddenAt), searchMatch(query.search, readerLanguage));
    const { limit, offset } = pageWindow(query);
    const [list, [total]] = await Promise.all([
      db
        .select(summaryColumns)
        .from(forumPosts)
        .innerJoin(forumCategories, eq(forumCategories.id, forumPosts.categoryId))
        .leftJoin(people, eq(people.id, forumPosts.authorId))
        .where(where)
        .orderBy(descNullsLast(forumPosts.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: sql<number>`count(*)::int` }).from(forumPosts).where(where),
    ]);
    return { list: list as ForumPostView[], total: total?.n ?? 0 };
  },

  async insertComment(
    db: Db,
    values: { postId: number; parentId: number | null; userId: number; body: string; now: Date },
  ): Promise<ForumCommentRow> {
    const { now, ...rest } = values;
    const [row] = await db
      .insert(forumComments)
      .values({ ...rest, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error("forum comment insert returned nothing");
    return row;
  },

  async updateComment(db: Db, id: number, body: string, now: Date) {
    await db.update(forumComments).set({ body, updatedAt: now }).where(eq(forumComments.id, id));
  },

  async deleteComment(db: Db, id: number) {
    await db.delete(forumComments).where(eq(forumComments.id, id));
  },

  /** Keeps the row so its replies read on; the text and author are gone. */
  async markCommentDeleted(db: Db, id: number, now: Date) {
    await db.update(forumComments).set({ body: "", deletedAt: now, updatedAt: now }).where(eq(forumComments.id, id));
  },

  async replyCount(db: Db, commentId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(forumComments)
      .where(eq(forumComments.parentId, commentId));
    return row?.n ?? 0;
  },

  async findComment(db: Db, id: number): Promise<ForumCommentView | undefined> {
    const [row] = await db
      .select(commentColumns)
      .from(forumComments)
      .leftJoin(people, eq(people.id, forumComments.userId))
      .where(eq(forumComments.id, id));
    return row;
  },

  /** The author of a live comment or reply, for the access rule (a deleted comment has none). */
  async commentAuthor(db: Db, id: number): Promise<number | undefined> {
    const [row] = await db
      .select({ userId: forumComments.userId, deletedAt: forumComments.deletedAt })
      .from(forumComments)
      .where(eq(forumComments.id, id));
    if (!row || row.deletedAt) return undefined;
    return row.userId ?? 0;
  },

  /** A page of a post's comments (oldest first) with all their replies (oldest first). */
  async thread(db: Db, postId: number, query: { page: number; pageSize: number }) {
    const where = and(eq(forumComments.postId, postId), isNull(forumComments.parentId));
    const { limit, offset } = pageWindow(query);
    const [comments, [total]] = await Promise.all([
      db
        .select(commentColumns)
        .from(forumComments)
        .leftJoin(people, eq(people.id, forumComments.userId))
        .where(where)
        .orderBy(asc(forumComments.createdAt), asc(forumComments.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: sql<number>`count(*)::int` }).from(forumComments).where(where),
    ]);
    const ids = comments.map((comment) => comment.id);
    const replies = ids.length
      ? await db
          .select(commentColumns)
          .from(forumComments)
          .leftJoin(people, eq(people.id, forumComments.userId))
          .where(anyOf(forumComments.parentId, ids))
          .orderBy(asc(forumComments.createdAt), asc(forumComments.id))
      : [];
    return { comments, replies, total: total?.n ?? 0 };
  },

  async recentPostsOf(db: Db, userId: number, since: Date) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int`, last: sql<Date | null>`max(${forumPosts.createdAt})` })
      .from(forumPosts)
      .where(and(eq(forumPosts.authorId, userId), gte(forumPosts.createdAt, since)));
    return { count: row?.count ?? 0, last: row?.last ? new Date(row.last) : null };
  },

  async recentCommentsOf(db: Db, userId: number, since: Date) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int`, last: sql<Date | null>`max(${forumComments.createdAt})` })
      .from(forumComments)
      .where(and(eq(forumComments.userId, userId), gte(forumComments.createdAt, since)));
    return { count: row?.count ?? 0, last: row?.last ? new Date(row.last) : null };
  },

  /** Counts one view per member per post per day; the UNIQUE key settles parallel calls. */
  async addView(db: Db, postId: number, userId: number, day: string) {
    return db.transaction(async (tx) => {
      const inserted = await tx
        .insert(forumViews)
        .values({ postId, userId, day })
        .onConflictDoNothing()
        .returning({ postId: forumViews.postId });
      const counted = inserted.length > 0;
      const [row] = counted
        ? await tx
            .update(forumPosts)
            .set({ viewCount: sql`${forumPosts.viewCount} + 1` })
            .where(eq(forumPosts.id, postId))
            .returning({ viewCount: forumPosts.viewCount })
        : await tx.select({ viewCount: forumPosts.viewCount }).from(forumPosts).where(eq(forumPosts.id, postId));
      return { counted, viewCount: row?.viewCount ?? 0 };
    });
  },

  async setViewCount(db: Db, postId: number, viewCount: number) {
    await db.update(forumPosts).set({ viewCount }).where(eq(forumPosts.id, postId));
  },

  // Moderation (ADR 0026).

  async allCategories(db: Db) {
    return db
      .select({
        id: forumCategories.id,
        name: forumCategories.name,
        description: forumCategories.description,
        sortOrder: forumCategories.sortOrder,
        archivedAt: forumCategories.archivedAt,
        postCount: boardPostCount,
      })
      .from(forumCategories)
      .orderBy(asc(forumCategories.sortOrder), asc(forumCategories.id));
  },

  async updateCategory(
    db: Db,
    id: number,
    values: { name: string; description: string; sortOrder: number; archivedAt: Date | null },
  ): Promise<boolean> {
    const rows = await db
      .update(forumCategories)
      .set(values)
      .where(eq(forumCategories.id, id))
      .returning({ id: forumCategories.id });
    return rows.length > 0;
  },

  /** A post whatever its state (moderators act on hidden ones too). */
  async anyPost(db: Db, id: number) {
    const [row] = await db
      .select({
        id: forumPosts.id,
        title: forumPosts.title,
        authorId: forumPosts.authorId,
        image: forumPosts.image,
        hiddenAt: forumPosts.hiddenAt,
      })
      .from(forumPosts)
      .where(eq(forumPosts.id, id));
    return row;
  },

  async setPostState(db: Db, id: number, values: { hiddenAt?: Date | null; isLocked?: boolean }) {
    await db.update(forumPosts).set(values).where(eq(forumPosts.id, id));
  },

  async deletePost(db: Db, id: number) {
    await db.delete(forumPosts).where(eq(forumPosts.id, id));
  },

  async isModerator(db: Db, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ userId: forumModerators.userId })
      .from(forumModerators)
      .where(eq(forumModerators.userId, userId));
    return Boolean(row);
  },

  async setModerator(db: Db, userId: number, isModerator: boolean, namedBy: number) {
    if (isModerator) await db.insert(forumModerators).values({ userId, namedBy }).onConflictDoNothing();
    else await db.delete(forumModerators).where(eq(forumModerators.userId, userId));
  },

  async suspensionOf(db: Db, userId: number, now: Date) {
    const [row] = await db
      .select({ until: forumSuspensions.until })
      .from(forumSuspensions)
      .where(and(eq(forumSuspensions.userId, userId), gte(forumSuspensions.until, now)));
    return row;
  },

  async setSuspension(db: Db, userId: number, value: { until: Date; reason: string; by: number } | null) {
    await db.delete(forumSuspensions).where(eq(forumSuspensions.userId, userId));
    if (value)
      await db
        .insert(forumSuspensions)
        .values({ userId, until: value.until, reason: value.reason, suspendedBy: value.by });
  },

  async moderationState(db: Db, now: Date) {
    const moderators = await db
      .select({ userId: people.id, firstName: people.firstName, lastName: people.lastName, email: people.email })
      .from(forumModerators)
      .innerJoin(people, eq(people.id, forumModerators.userId))
      .orderBy(asc(people.firstName));
    const suspensions = await db
      .select({
        userId: people.id,
        firstName: people.firstName,
        lastName: people.lastName,
        email: people.email,
        until: forumSuspensions.until,
        reason: forumSuspensions.reason,
      })
      .from(forumSuspensions)
      .innerJoin(people, eq(people.id, forumSuspensions.userId))
      .where(gte(forumSuspensions.until, now))
      .orderBy(asc(forumSuspensions.until));
    return { moderators, suspensions };
  },

  async memberName(db: Db, userId: number) {
    const [row] = await db
      .select({ firstName: people.firstName, lastName: people.lastName })
      .from(people)
      .where(eq(people.id, userId));
    return row ? `${row.firstName} ${row.lastName}`.trim() : undefined;
  },

  async audit(
    db: Db,
    entry: {
      actorId: number;
      action: string;
      targetType: string;
      targetId: number;
      targetLabel: string;
      reason: string;
      now: Date;
    },
  ) {
    const { now, ...values } = entry;
    await db.insert(forumAuditLog).values({ ...values, createdAt: now });
  },

  async auditLog(db: Db, query: { page: number; pageSize: number }) {
    const { limit, offset } = pageWindow(query);
    const [list, [total]] = await Promise.all([
      db
        .select({
          id: forumAuditLog.id,
          action: forumAuditLog.action,
          targetType: forumAuditLog.targetType,
          targetId: forumAuditLog.targetId,
          targetLabel: forumAuditLog.targetLabel,
          reason: forumAuditLog.reason,
          createdAt: forumAuditLog.createdAt,
          actorFirstName: people.firstName,
          actorLastName: people.lastName,
        })
        .from(forumAuditLog)
        .leftJoin(people, eq(people.id, forumAuditLog.actorId))
        .orderBy(descNullsLast(forumAuditLog.createdAt), descNullsLast(forumAuditLog.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: sql<number>`count(*)::int` }).from(forumAuditLog),
    ]);
    return { list, total: total?.n ?? 0 };
  },
};
