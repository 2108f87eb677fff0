import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../account/account.schema.ts";

/** A PostgreSQL full-text vector, written by the repository from the post's words (architecture "Lists"). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** The banner's stored sizes (`storeImage` variants), or null: the web shows its placeholder. */
export type BlogBannerUrls = { thumbnail: string; card: string; full: string };

/** Blog posts (spec 001 §7 "Blog"; administration is ours, ADR 0023). */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** HTML as the sanitiser returned it; the only body ever served. */
    bodyHtml: text("body_html").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    readingMinutes: integer("reading_minutes").notNull().default(1),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    language: text("language").notNull().default("en"),
    banner: jsonb("banner").$type<BlogBannerUrls>(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    visibility: text("visibility", { enum: ["Show", "Hide"] })
      .notNull()
      .default("Show"),
    isFeatured: boolean("is_featured").notNull().default(false),
    /** Listed from this instant on; a future date schedules the post. */
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    /** Title (weight A) and body words, in `simple` and in the post's language dictionary. */
    searchVector: tsvector("search_vector").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_key").on(t.slug),
    // The public lists: shown posts, newest first (the date filter is a range on the same index).
    index("blog_posts_listed_idx").on(t.publishedAt.desc(), t.id.desc()).where(sql`${t.visibility} = 'Show'`),
    index("blog_posts_featured_idx")
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.visibility} = 'Show' and ${t.isFeatured}`),
    // The administrator's list: every post, newest date first.
    index("blog_posts_published_idx").on(t.publishedAt.desc(), t.id.desc()),
    index("blog_posts_tags_idx").using("gin", t.tags),
    index("blog_posts_search_idx").using("gin", t.searchVector),
  ],
);

/** Members' comments on a post: plain text, stored as typed, always rendered escaped. */
export const blogComments = pgTable(
  "blog_comments",
  {
    id: serial("id").primaryKey(),
    blogId: integer("blog_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    body: text("body").notNull(),
    searchVector: tsvector("search_vector").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A post's comments in conversation order; the count per post reads the same index.
    index("blog_comments_blog_idx").on(t.blogId, t.createdAt, t.id),
    // A member's recent comments: the seconds-between and per-day limits.
    index("blog_comments_user_idx").on(t.userId, t.createdAt),
    index("blog_comments_search_idx").using("gin", t.searchVector),
  ],
);
