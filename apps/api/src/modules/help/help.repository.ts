import type { HelpArticleStatus } from "@haa/domain";
import { and, asc, count, desc, eq, like, ne, or, type SQL, sql } from "drizzle-orm";
import { fullTextMatch, pageWindow } from "../../db/paging.ts";
import type { Db } from "../../db/types.ts";
import { helpArticles, helpTopics } from "./help.schema.ts";

export type HelpTopicRow = typeof helpTopics.$inferSelect;

export interface ArticleValues {
  topicId: number;
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
  plainText: string;
  status: HelpArticleStatus;
  isPopular: boolean;
  sortBy: number;
}

/** Exact words (`simple`) so a name is found as typed, English stems so "paying" finds "payment". */
function articleVector(title: string, summary: string, plain: string): SQL {
  return sql`setweight(to_tsvector('simple', ${title}) || to_tsvector('english', ${title}), 'A')
    || setweight(to_tsvector('simple', ${summary}) || to_tsvector('english', ${summary}), 'B')
    || to_tsvector('simple', ${plain}) || to_tsvector('english', ${plain})`;
}

function searchMatch(search: string) {
  const exact = fullTextMatch(helpArticles.searchVector, search);
  if (!exact) return undefined;
  const stemmed = fullTextMatch(helpArticles.searchVector, search, "english");
  return stemmed ? or(exact, stemmed) : exact;
}

const summaryColumns = {
  id: helpArticles.id,
  topicId: helpArticles.topicId,
  topicName: helpTopics.name,
  slug: helpArticles.slug,
  title: helpArticles.title,
  summary: helpArticles.summary,
  status: helpArticles.status,
  isPopular: helpArticles.isPopular,
  sortBy: helpArticles.sortBy,
  updatedAt: helpArticles.updatedAt,
};
export interface HelpArticleView {
  id: number;
  topicId: number;
  topicName: string;
  slug: string;
  title: string;
  summary: string;
  status: HelpArticleStatus;
  isPopular: boolean;
  sortBy: number;
  updatedAt: Date;
  bodyHtml?: string;
}

function rowValues({ plainText, ...values }: ArticleValues) {
  return { ...values, searchVector: articleVector(values.title, values.summary, plainText) };
}

export interface ArticleListQuery {
  page: number;
  pageSize: number;
  search: string;
  topicId?: number;
  status?: HelpArticleStatus;
  popular?: boolean;
}

/** Only this module touches the help tables. */
export const helpRepository = {
  /** Topics in order with their article counts (published only, or every article for administrators). */
  async topics(db: Db, publishedOnly: boolean) {
    const counted = publishedOnly
      ? and(eq(helpArticles.topicId, helpTopics.id), eq(helpArticles.status, "Published"))
      : eq(helpArticles.topicId, helpTopics.id);
    return db
      .select({
        id: helpTopics.id,
        slug: helpTopics.slug,
        name: helpTopics.name,
        description: helpTopics.description,
        sortBy: helpTopics.sortBy,
        articleCount: sql<number>`(select count(*)::int from ${helpArticles} where ${counted})`,
      })
      .from(helpTopics)
      .orderBy(asc(helpTopics.sortBy), asc(helpTopics.name));
  },

  async findTopic(db: Db, id: number): Promise<HelpTopicRow | undefined> {
    const [row] = await db.select().from(helpTopics).where(eq(helpTopics.id, id));
    return row;
  },

  async insertTopic(db: Db, values: { slug: string; name: string; description: string; sortBy: number; now: Date }) {
    const { now, ...rest } = values;
    const [row] = await db
      .insert(helpTopics)
      .values({ ...rest, createdAt: now, updatedAt: now })
      .returning({ id: helpTopics.id });
    if (!row) throw new Error("help topic insert returned nothing");
    return row.id;
  },

  async updateTopic(
    db: Db,
    id: number,
    values: { slug: string; name: string; description: string; sortBy: number; now: Date },
  ) {
    const { now, ...rest } = values;
    await db
      .update(helpTopics)
      .set({ ...rest, updatedAt: now })
      .where(eq(helpTopics.id, id));
  },

  async deleteTopic(db: Db, id: number) {
    await db.delete(helpTopics).where(eq(helpTopics.id, id));
  },

  async articleCountOf(db: Db, topicId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(helpArticles).where(eq(helpArticles.topicId, topicId));
    return row?.n ?? 0;
  },

  /** The slugs already taken that start with `base` in `table` (the candidates `uniqueSlug` must avoid). */
  async slugsStartingWith(db: Db, table: "topic" | "article", base: string, exceptId?: number): Promise<Set<string>> {
    const t = table === "topic" ? helpTopics : helpArticles;
    const pattern = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await db
      .select({ slug: t.slug })
      .from(t)
      .where(and(like(t.slug, pattern), exceptId === undefined ? undefined : ne(t.id, exceptId)));
    return new Set(rows.map((row) => row.slug));
  },

  /**
   * A page of articles: a search ranks by relevance, otherwise the topic order (sort_by, then id); drafts only
   * when `status` asks for them or for the administrator's list (status undefined and `all`).
   */
  async listArticles(db: Db, query: ArticleListQuery, all: boolean) {
    const match = searchMatch(query.search);
    const where = and(
      all ? (query.status ? eq(helpArticles.status, query.status) : undefined) : eq(helpArticles.status, "Published"),
      query.topicId === undefined ? undefined : eq(helpArticles.topicId, query.topicId),
      query.popular ? eq(helpArticles.isPopular, true) : undefined,
      match,
    );
    const rank = match
      ? sql`ts_rank(${helpArticles.searchVector}, websearch_to_tsquery('english', ${query.search.trim()}))`
      : undefined;
    const order = all
      ? [desc(helpArticles.updatedAt), desc(helpArticles.id)]
      : [asc(helpArticles.sortBy), asc(helpArticles.id)];
    const { limit, offset } = pageWindow(query);
    const [list, [total]] = await Promise.all([
      db
        .select(summaryColumns)
        .from(helpArticles)
        .innerJoin(helpTopics, eq(helpTopics.id, helpArticles.topicId))
        .where(where)
        .orderBy(...(rank ? [desc(rank)] : []), ...order)
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(helpArticles).where(where),
    ]);
    return { list, total: total?.n ?? 0 };
  },

  async findArticle(db: Db, by: { id?: number; slug?: string }) {
    const where = by.id !== undefined ? eq(helpArticles.id, by.id) : eq(helpArticles.slug, by.slug ?? "");
    const [row] = await db
      .select({ ...summaryColumns, bodyHtml: helpArticles.bodyHtml })
      .from(helpArticles)
      .innerJoin(helpTopics, eq(helpTopics.id, helpArticles.topicId))
      .where(where);
    return row;
  },

  async insertArticle(db: Db, values: ArticleValues & { now: Date }): Promise<number> {
    const { now, ...rest } = values;
    const [row] = await db
      .insert(helpArticles)
      .values({ ...rowValues(rest), createdAt: now, updatedAt: now })
      .returning({ id: helpArticles.id });
    if (!row) throw new Error("help article insert returned nothing");
    return row.id;
  },

  async updateArticle(db: Db, id: number, values: ArticleValues & { now: Date }) {
    const { now, ...rest } = values;
    await db
      .update(helpArticles)
      .set({ ...rowValues(rest), updatedAt: now })
      .where(eq(helpArticles.id, id));
  },

  async deleteArticle(db: Db, id: number) {
    await db.delete(helpArticles).where(eq(helpArticles.id, id));
  },
};
