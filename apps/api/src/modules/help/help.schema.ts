import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** A PostgreSQL full-text vector, written by the repository from the article's words (architecture "Lists"). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Help topics, in the administrator's order (`sort_by`, then name): the help centre's side navigation. */
export const helpTopics = pgTable(
  "help_topics",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    sortBy: integer("sort_by").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("help_topics_slug_key").on(t.slug), index("help_topics_order_idx").on(t.sortBy, t.name)],
);

/** Help articles; only Published ones exist for visitors (ADR 0047). */
export const helpArticles = pgTable(
  "help_articles",
  {
    id: serial("id").primaryKey(),
    // A topic with articles cannot be deleted (the service says so); restrict keeps it true in the database.
    topicId: integer("topic_id")
      .notNull()
      .references(() => helpTopics.id, { onDelete: "restrict" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /** HTML as the shared sanitiser returned it; the only body ever served. */
    bodyHtml: text("body_html").notNull(),
    status: text("status", { enum: ["Published", "Draft"] })
      .notNull()
      .default("Draft"),
    /** Chosen by the administrator: the start page's "popular articles" (no view counting on public reads). */
    isPopular: boolean("is_popular").notNull().default(false),
    sortBy: integer("sort_by").notNull().default(0),
    /** Title (weight A), summary (B) and body words, in `simple` and `english`. */
    searchVector: tsvector("search_vector").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("help_articles_slug_key").on(t.slug),
    // A topic's published articles in the administrator's order (also the topic counts).
    index("help_articles_topic_idx").on(t.topicId, t.sortBy, t.id).where(sql`${t.status} = 'Published'`),
    index("help_articles_popular_idx").on(t.sortBy, t.id).where(sql`${t.status} = 'Published' and ${t.isPopular}`),
    // The administrator's list: every article, last changed first.
    index("help_articles_updated_idx").on(t.updatedAt.desc(), t.id.desc()),
    index("help_articles_search_idx").using("gin", t.searchVector),
  ],
);

/**
 * A topic in another interface language (ADR 0054). English lives in `help_topics` (source and fallback); a row
 * here exists only for a language someone translated into. Deleted with its topic.
 */
export const helpTopicTranslations = pgTable(
  "help_topic_translations",
  {
    topicId: integer("topic_id")
      .notNull()
      .references(() => helpTopics.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.lang], name: "help_topic_translations_pkey" })],
);

/**
 * An article in another interface language, with its own search vector built with that language's
 * text-search configuration (ADR 0054). Deleted with its article.
 */
export const helpArticleTranslations = pgTable(
  "help_article_translations",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => helpArticles.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /** HTML as the shared sanitiser returned it. */
    bodyHtml: text("body_html").notNull(),
    /** Title (A), summary (B) and body in `simple` and the language's own configuration. */
    searchVector: tsvector("search_vector").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.lang], name: "help_article_translations_pkey" }),
    // A search in one language: the GIN index answers, the language filter keeps that language's rows.
    index("help_article_translations_search_idx").using("gin", t.searchVector),
    index("help_article_translations_lang_idx").on(t.lang, t.articleId),
  ],
);
