import type { HelpArticleStatus, InterfaceLanguage } from "@haa/domain";
import { and, asc, count, desc, eq, like, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { descNullsLast, fullTextMatch, pageWindow } from "../../db/paging.ts";
import { qualified } from "../../db/sql.ts";
import type { Db } from "../../db/types.ts";
import { TEXT_SEARCH_CONFIG } from "../../platform/translations/translations.ts";
import { helpArticles, helpArticleTranslations, helpTopics, helpTopicTranslations } from "./help.schema.ts";

/** The reader's translation of an article and of its topic, joined by language (none for English). */
const articleTr = alias(helpArticleTranslations, "article_tr");
const topicTr = alias(helpTopicTranslations, "topic_tr");
const articleJoin = (lang: InterfaceLanguage) =>
  and(eq(articleTr.articleId, helpArticles.id), eq(articleTr.lang, lang));
const topicJoin = (lang: InterfaceLanguage) => and(eq(topicTr.topicId, helpTopics.id), eq(topicTr.lang, lang));

/** The languages a row is translated into, as a comma list (split by `languagesOf`). */
const translatedArticle = sql<
  string | null
>`(select string_agg(${qualified(helpArticleTranslations.lang)}, ',' order by ${qualified(helpArticleTranslations.lang)}) from ${helpArticleTranslations} where ${qualified(helpArticleTranslations.articleId)} = ${qualified(helpArticles.id)})`;
const translatedTopic = sql<
  string | null
>`(select string_agg(${qualified(helpTopicTranslations.lang)}, ',' order by ${qualified(helpTopicTranslations.lang)}) from ${helpTopicTranslations} where ${qualified(helpTopicTranslations.topicId)} = ${qualified(helpTopics.id)})`;
export const languagesOf = (list: string | null): InterfaceLanguage[] =>
  list ? (list.split(",") as InterfaceLanguage[]) : [];

/** A translation's words: `simple` for names as typed, the language's stemmer for the rest. */
function translationVector(lang: InterfaceLanguage, title: string, summary: string, plain: string): SQL {
  const config = TEXT_SEARCH_CONFIG[lang];
  return sql`setweight(to_tsvector('simple', ${title}) || to_tsvector(${config}::regconfig, ${title}), 'A')
    || setweight(to_tsvector('simple', ${summary}) || to_tsvector(${config}::regconfig, ${summary}), 'B')
    || to_tsvector('simple', ${plain}) || to_tsvector(${config}::regconfig, ${plain})`;
}

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

/**
 * A search in the reader's language: the translation's words (exact and stemmed in that language) or the English
 * source's (exact and English stems), so an untranslated article is still found by its English words.
 */
function searchMatch(search: string, lang: InterfaceLanguage) {
  const exact = fullTextMatch(helpArticles.searchVector, search);
  if (!exact) return undefined;
  const matches = [exact, fullTextMatch(helpArticles.searchVector, search, "english")];
  if (lang !== "en") {
    matches.push(
      fullTextMatch(articleTr.searchVector, search),
      fullTextMatch(articleTr.searchVector, search, TEXT_SEARCH_CONFIG[lang]),
    );
  }
  return or(...matches);
}

function searchRank(search: string, lang: InterfaceLanguage) {
  const text = search.trim();
  const english = sql`ts_rank(${helpArticles.searchVector}, websearch_to_tsquery('english', ${text}))`;
  if (lang === "en") return english;
  // The reader's own language ranks first: a translated match outweighs an English one.
  const config = TEXT_SEARCH_CONFIG[lang];
  return sql`coalesce(ts_rank(${articleTr.searchVector}, websearch_to_tsquery(${config}::regconfig, ${text})) * 2, 0) + ${english}`;
}

function summaryColumns(lang: InterfaceLanguage) {
  return {
    id: helpArticles.id,
    topicId: helpArticles.topicId,
    topicName: sql<string>`coalesce(${topicTr.name}, ${helpTopics.name})`,
    slug: helpArticles.slug,
    title: sql<string>`coalesce(${articleTr.title}, ${helpArticles.title})`,
    summary: sql<string>`coalesce(${articleTr.summary}, ${helpArticles.summary})`,
    lang: sql<InterfaceLanguage>`case when ${articleTr.articleId} is null then 'en' else ${lang} end`,
    translations: translatedArticle,
    status: helpArticles.status,
    isPopular: helpArticles.isPopular,
    sortBy: helpArticles.sortBy,
    updatedAt: sql<Date>`greatest(${helpArticles.updatedAt}, ${articleTr.updatedAt})`.mapWith(helpArticles.updatedAt),
  };
}
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
  lang: InterfaceLanguage;
  translations: string | null;
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
  /** The reader's language; administrators list the English source. */
  lang: InterfaceLanguage;
}

export interface TranslationValues {
  lang: InterfaceLanguage;
  title: string;
  summary: string;
  bodyHtml: string;
  plainText: string;
  now: Date;
}

/** Only this module touches the help tables. */
export const helpRepository = {
  /** Topics in order with their article counts (published only, or every article for administrators). */
  async topics(db: Db, publishedOnly: boolean, lang: InterfaceLanguage) {
    const counted = publishedOnly
      ? and(eq(helpArticles.topicId, helpTopics.id), eq(helpArticles.status, "Published"))
      : eq(helpArticles.topicId, helpTopics.id);
    return db
      .select({
        id: helpTopics.id,
        slug: helpTopics.slug,
        name: sql<string>`coalesce(${topicTr.name}, ${helpTopics.name})`,
        description: sql<string>`coalesce(${topicTr.description}, ${helpTopics.description})`,
        lang: sql<InterfaceLanguage>`case when ${topicTr.topicId} is null then 'en' else ${lang} end`,
        translations: translatedTopic,
        sortBy: helpTopics.sortBy,
        articleCount: sql<number>`(select count(*)::int from ${helpArticles} where ${counted})`,
      })
      .from(helpTopics)
      .leftJoin(topicTr, topicJoin(lang))
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
    const { lang } = query;
    const match = searchMatch(query.search, lang);
    const where = and(
      all ? (query.status ? eq(helpArticles.status, query.status) : undefined) : eq(helpArticles.status, "Published"),
      query.topicId === undefined ? undefined : eq(helpArticles.topicId, query.topicId),
      query.popular ? eq(helpArticles.isPopular, true) : undefined,
      match,
    );
    const rank = match ? searchRank(query.search, lang) : undefined;
    const order = all
      ? [descNullsLast(helpArticles.updatedAt), descNullsLast(helpArticles.id)] // `help_articles_updated_idx`
      : [asc(helpArticles.sortBy), asc(helpArticles.id)];
    const { limit, offset } = pageWindow(query);
    const [list, [total]] = await Promise.all([
      db
        .select(summaryColumns(lang))
        .from(helpArticles)
        .innerJoin(helpTopics, eq(helpTopics.id, helpArticles.topicId))
        .leftJoin(articleTr, articleJoin(lang))
        .leftJoin(topicTr, topicJoin(lang))
        .where(where)
        .orderBy(...(rank ? [desc(rank)] : []), ...order)
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(helpArticles).leftJoin(articleTr, articleJoin(lang)).where(where),
    ]);
    return { list, total: total?.n ?? 0 };
  },

  async findArticle(db: Db, by: { id?: number; slug?: string }, lang: InterfaceLanguage = "en") {
    const where = by.id !== undefined ? eq(helpArticles.id, by.id) : eq(helpArticles.slug, by.slug ?? "");
    const [row] = await db
      .select({
        ...summaryColumns(lang),
        bodyHtml: sql<string>`coalesce(${articleTr.bodyHtml}, ${helpArticles.bodyHtml})`,
      })
      .from(helpArticles)
      .innerJoin(helpTopics, eq(helpTopics.id, helpArticles.topicId))
      .leftJoin(articleTr, articleJoin(lang))
      .leftJoin(topicTr, topicJoin(lang))
      .where(where);
    return row;
  },

  async topicTranslations(db: Db, topicId: number) {
    return db
      .select()
      .from(helpTopicTranslations)
      .where(eq(helpTopicTranslations.topicId, topicId))
      .orderBy(asc(helpTopicTranslations.lang));
  },

  /** Insert or replace one language of a topic. */
  async saveTopicTranslation(
    db: Db,
    topicId: number,
    values: { lang: InterfaceLanguage; name: string; description: string; now: Date },
  ) {
    const row = { name: values.name, description: values.description, updatedAt: values.now };
    await db
      .insert(helpTopicTranslations)
      .values({ topicId, lang: values.lang, ...row })
      .onConflictDoUpdate({ target: [helpTopicTranslations.topicId, helpTopicTranslations.lang], set: row });
  },

  /** Whether a row was deleted (false: there was no such translation). */
  async deleteTopicTranslation(db: Db, topicId: number, lang: InterfaceLanguage): Promise<boolean> {
    const rows = await db
      .delete(helpTopicTranslations)
      .where(and(eq(helpTopicTranslations.topicId, topicId), eq(helpTopicTranslations.lang, lang)))
      .returning({ lang: helpTopicTranslations.lang });
    return rows.length > 0;
  },

  async articleTranslations(db: Db, articleId: number) {
    return db
      .select({
        articleId: helpArticleTranslations.articleId,
        lang: helpArticleTranslations.lang,
        title: helpArticleTranslations.title,
        summary: helpArticleTranslations.summary,
        bodyHtml: helpArticleTranslations.bodyHtml,
        updatedAt: helpArticleTranslations.updatedAt,
      })
      .from(helpArticleTranslations)
      .where(eq(helpArticleTranslations.articleId, articleId))
      .orderBy(asc(helpArticleTranslations.lang));
  },

  /** Insert or replace one language of an article, its search vector built with that language's stemmer. */
  async saveArticleTranslation(db: Db, articleId: number, values: TranslationValues) {
    const row = {
      title: values.title,
      summary: values.summary,
      bodyHtml: values.bodyHtml,
      searchVector: translationVector(values.lang, values.title, values.summary, values.plainText),
      updatedAt: values.now,
    };
    await db
      .insert(helpArticleTranslations)
      .values({ articleId, lang: values.lang, ...row })
      .onConflictDoUpdate({ target: [helpArticleTranslations.articleId, helpArticleTranslations.lang], set: row });
  },

  async deleteArticleTranslation(db: Db, articleId: number, lang: InterfaceLanguage): Promise<boolean> {
    const rows = await db
      .delete(helpArticleTranslations)
      .where(and(eq(helpArticleTranslations.articleId, articleId), eq(helpArticleTranslations.lang, lang)))
      .returning({ lang: helpArticleTranslations.lang });
    return rows.length > 0;
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
