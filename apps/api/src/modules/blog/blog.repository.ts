import type { BlogState } from "@haa/domain";
import { and, arrayContains, asc, eq, gt, gte, like, lte, or, type SQL, sql } from "drizzle-orm";
import { descNullsLast, fullTextMatch, pageWindow } from "../../db/paging.ts";
import { asIs, type Bind, byName, preparedPerShape } from "../../db/prepared.ts";
import { qualified } from "../../db/sql.ts";
import type { Db } from "../../db/types.ts";
import { textSearchConfig } from "../../platform/translations/translations.ts";
import { people } from "../account/people.repository.ts";
import { blogComments, blogPosts } from "./blog.schema.ts";

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogCommentRow = typeof blogComments.$inferSelect;

/** A post with its author and comment count, as the lists and the detail read it. */
export type BlogPostView = Omit<BlogPostRow, "searchVector" | "bodyHtml"> & {
  bodyHtml?: string;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorImage: string | null;
  commentCount: number;
};

export type BlogCommentView = Omit<BlogCommentRow, "searchVector"> & {
  authorFirstName: string;
  authorLastName: string;
  authorImage: string | null;
};

/**
 * The search vector of a post: exact words (`simple`) so any reader finds a name as typed, and stems in the
 * post's own language so "breathing" finds "breath"; the title weighs more.
 */
function postVector(title: string, plain: string, language: string): SQL {
  const config = textSearchConfig(language);
  return sql`setweight(to_tsvector('simple', ${title}) || to_tsvector(${config}::regconfig, ${title}), 'A')
    || to_tsvector('simple', ${plain}) || to_tsvector(${config}::regconfig, ${plain})`;
}

/** A search in the exact words or in the reader's language stems. */
function searchMatch(vector: typeof blogPosts.searchVector, search: string, readerLanguage: string) {
  const exact = fullTextMatch(vector, search);
  if (!exact) return undefined;
  const stemmed = fullTextMatch(vector, search, textSearchConfig(readerLanguage));
  return stemmed ? or(exact, stemmed) : exact;
}

/** The order of the `.desc()` indexes (`blog_posts_listed_idx`, `_featured_idx`, `_published_idx`) exactly. */
const newestFirst = [descNullsLast(blogPosts.publishedAt), descNullsLast(blogPosts.id)];

/** Readable at `now`: shown, and published by then. `now` goes in as an ISO string when it is a placeholder. */
const listedAt = (now: Date, bind: Bind = asIs) =>
  and(eq(blogPosts.visibility, "Show"), lte(blogPosts.publishedAt, bind("now", now)));

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  readingMinutes: blogPosts.readingMinutes,
  tags: blogPosts.tags,
  language: blogPosts.language,
  banner: blogPosts.banner,
  authorId: blogPosts.authorId,
  visibility: blogPosts.visibility,
  isFeatured: blogPosts.isFeatured,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  authorFirstName: people.firstName,
  authorLastName: people.lastName,
  authorImage: people.profileImage,
  commentCount: sql<number>`(select count(*)::int from ${blogComments} where ${qualified(blogComments.blogId)} = ${qualified(blogPosts.id)})`,
};

export interface PostValues {
  slug: string;
  title: string;
  bodyHtml: string;
  plainText: string;
  excerpt: string;
  readingMinutes: number;
  tags: string[];
  language: string;
  visibility: "Show" | "Hide";
  isFeatured: boolean;
  publishedAt: Date;
}

function rowValues({ plainText, ...values }: PostValues) {
  return { ...values, searchVector: postVector(values.title, plainText, values.language) };
}

/** Only this module touches the blog tables. */
export const blogRepository = {
  async insertPost(db: Db, values: PostValues & { authorId: number | null; now: Date }): Promise<BlogPostRow> {
    const { authorId, now, ...rest } = values;
    const [row] = await db
      .insert(blogPosts)
      .values({ ...rowValues(rest), authorId, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error("blog post insert returned nothing");
    return row;
  },

  async updatePost(db: Db, id: number, values: PostValues & { now: Date }): Promise<void> {
    const { now, ...rest } = values;
    await db
      .update(blogPosts)
      .set({ ...rowValues(rest), updatedAt: now })
      .where(eq(blogPosts.id, id));
  },

  async setBanner(db: Db, id: number, banner: BlogPostRow["banner"], now: Date): Promise<void> {
    await db.update(blogPosts).set({ banner, updatedAt: now }).where(eq(blogPosts.id, id));
  },

  async deletePost(db: Db, id: number): Promise<void> {
    await db.delete(blogPosts).where(eq(blogPosts.id, id));
  },

  async findPost(db: Db, id: number): Promise<BlogPostView | undefined> {
    const [row] = await db
      .select({ ...summaryColumns, bodyHtml: blogPosts.bodyHtml })
      .from(blogPosts)
      .leftJoin(people, eq(people.id, blogPosts.authorId))
      .where(eq(blogPosts.id, id));
    return row;
  },

  /** Visibility and date only: enough to decide who may read or comment on a post. */
  async findPostState(db: Db, id: number) {
    const [row] = await db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        authorId: blogPosts.authorId,
        visibility: blogPosts.visibility,
        publishedAt: blogPosts.publishedAt,
      })
      .from(blogPosts)
      .where(eq(blogPosts.id, id));
    return row;
  },

  /** The slugs already taken that start with `base` (the candidates `uniqueSlug` must avoid). */
  async slugsStartingWith(db: Db, base: string, exceptId?: number): Promise<Set<string>> {
    const rows = await db
      .select({ slug: blogPosts.slug, id: blogPosts.id })
      .from(blogPosts)
      .where(like(blogPosts.slug, `${base}%`));
    return new Set(rows.filter((row) => row.id !== exceptId).map((row) => row.slug));
  },

  /** A page of readable posts at `now`, newest first. */
  async listPublished(
    db: Db,
    query: { page: number; pageSize: number; search: string; tag?: string | undefined; language?: string | undefined },
    now: Date,
    readerLanguage: string,
  ) {
    if (!query.tag && !query.search.trim()) {
      // The blog's browsing (every readable post, or one language's) in two shapes, built once per database handle
      // and run with the page's values (ADR 0092).
      const shape = query.language ? "language" : "all";
      const { list, count } = preparedPublished(db, shape, () => preparePublished(db, shape));
      const { limit, offset } = pageWindow(query);
      const values = { now: now.toISOString(), language: query.language, limit, offset };
      const [rows, [total]] = await Promise.all([list.execute(values), count.execute(values)]);
      return { list: rows as BlogPostView[], total: total?.n ?? 0 };
    }
    const where = and(
      listedAt(now),
      query.tag ? arrayContains(blogPosts.tags, [query.tag]) : undefined,
      query.language ? eq(blogPosts.language, query.language) : undefined,
      searchMatch(blogPosts.searchVector, query.search, readerLanguage),
    );
    return page(db, where, query);
  },

  /** Every post (administrators), optionally by tag, visibility and state at `now`. */
  async listAll(
    db: Db,
    query: {
      page: number;
      pageSize: number;
      search: string;
      tag?: string | undefined;
      visibility?: "Show" | "Hide" | undefined;
      state?: BlogState | undefined;
    },
    now: Date,
  ) {
    const state =
      query.state === "Hidden"
        ? eq(blogPosts.visibility, "Hide")
        : query.state === "Scheduled"
          ? and(eq(blogPosts.visibility, "Show"), gt(blogPosts.publishedAt, now))
          : query.state === "Published"
            ? listedAt(now)
            : undefined;
    const where = and(
      query.tag ? arrayContains(blogPosts.tags, [query.tag]) : undefined,
      query.visibility ? eq(blogPosts.visibility, query.visibility) : undefined,
      state,
      searchMatch(blogPosts.searchVector, query.search, "en"),
    );
    return page(db, where, query);
  },

  /** The newest readable featured post. */
  async featured(db: Db, now: Date): Promise<BlogPostView | undefined> {
    const [row] = await db
      .select(summaryColumns)
      .from(blogPosts)
      .leftJoin(people, eq(people.id, blogPosts.authorId))
      .where(and(listedAt(now), eq(blogPosts.isFeatured, true)))
      .orderBy(...newestFirst)
      .limit(1);
    return row;
  },

  /** Tags of readable posts with how many posts carry each, most used first. */
  async tags(db: Db, now: Date, limit = 30) {
    const tag = sql<string>`unnest(${blogPosts.tags})`;
    const rows = await db
      .select({ tag, count: sql<number>`count(*)::int` })
      .from(blogPosts)
      .where(listedAt(now))
      .groupBy(sql`1`)
      .orderBy(sql`2 desc`, sql`1 asc`)
      .limit(limit);
    return rows;
  },

  async insertComment(db: Db, values: { blogId: number; userId: number; body: string; now: Date }) {
    const [row] = await db
      .insert(blogComments)
      .values({
        blogId: values.blogId,
        userId: values.userId,
        body: values.body,
        searchVector: sql`to_tsvector('simple', ${values.body})`,
        createdAt: values.now,
        updatedAt: values.now,
      })
      .returning({ id: blogComments.id });
    if (!row) throw new Error("blog comment insert returned nothing");
    return row.id;
  },

  async updateComment(db: Db, id: number, body: string, now: Date): Promise<void> {
    await db
      .update(blogComments)
      .set({ body, searchVector: sql`to_tsvector('simple', ${body})`, updatedAt: now })
      .where(eq(blogComments.id, id));
  },

  async deleteComment(db: Db, id: number): Promise<void> {
    await db.delete(blogComments).where(eq(blogComments.id, id));
  },

  async findComment(db: Db, id: number): Promise<BlogCommentView | undefined> {
    const [row] = await db
      .select(commentColumns)
      .from(blogComments)
      .innerJoin(people, eq(people.id, blogComments.userId))
      .where(eq(blogComments.id, id));
    return row;
  },

  /** The author of a comment, for the access rule of edit and delete. */
  async commentAuthor(db: Db, id: number): Promise<number | undefined> {
    const [row] = await db.select({ userId: blogComments.userId }).from(blogComments).where(eq(blogComments.id, id));
    return row?.userId;
  },

  /** A post's comments in conversation order (oldest first). */
  async listComments(db: Db, blogId: number, query: { page: number; pageSize: number; search: string }) {
    const where = and(eq(blogComments.blogId, blogId), fullTextMatch(blogComments.searchVector, query.search));
    const { limit, offset } = pageWindow(query);
    const [list, [total]] = await Promise.all([
      db
        .select(commentColumns)
        .from(blogComments)
        .innerJoin(people, eq(people.id, blogComments.userId))
        .where(where)
        .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: sql<number>`count(*)::int` }).from(blogComments).where(where),
    ]);
    return { list, total: total?.n ?? 0 };
  },

  /** When the member last commented, and how many comments they wrote since `since` (the limits). */
  async recentCommentsOf(db: Db, userId: number, since: Date) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int`, last: sql<Date | null>`max(${blogComments.createdAt})` })
      .from(blogComments)
      .where(and(eq(blogComments.userId, userId), gte(blogComments.createdAt, since)));
    const last = row?.last ? new Date(row.last) : null;
    return { count: row?.count ?? 0, last };
  },
};

const commentColumns = {
  id: blogComments.id,
  blogId: blogComments.blogId,
  userId: blogComments.userId,
  body: blogComments.body,
  createdAt: blogComments.createdAt,
  updatedAt: blogComments.updatedAt,
  authorFirstName: people.firstName,
  authorLastName: people.lastName,
  authorImage: people.profileImage,
};

/** A page of posts newest first and its count, not yet run. */
function pageStatements(db: Db, where: SQL | undefined, query: { page: number; pageSize: number }, bind: Bind) {
  const { limit, offset } = pageWindow(query);
  const list = db
    .select(summaryColumns)
    .from(blogPosts)
    .leftJoin(people, eq(people.id, blogPosts.authorId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(bind("limit", limit))
    .offset(bind("offset", offset));
  return { list, count: db.select({ n: sql<number>`count(*)::int` }).from(blogPosts).where(where) };
}

async function page(db: Db, where: SQL | undefined, query: { page: number; pageSize: number }) {
  const { list, count } = pageStatements(db, where, query, asIs);
  const [rows, [total]] = await Promise.all([list, count]);
  return { list: rows as BlogPostView[], total: total?.n ?? 0 };
}

function preparePublished(db: Db, shape: "all" | "language") {
  const where = and(
    listedAt(new Date(0), byName),
    shape === "language" ? eq(blogPosts.language, byName("language", "")) : undefined,
  );
  const { list, count } = pageStatements(db, where, { page: 1, pageSize: 1 }, byName);
  return { list: list.prepare(`blog_published_${shape}`), count: count.prepare(`blog_published_count_${shape}`) };
}

const preparedPublished = preparedPerShape<ReturnType<typeof preparePublished>>();
