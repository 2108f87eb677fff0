import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../account/account.schema.ts";

/** A PostgreSQL full-text vector, written by the repository from the post's words (architecture "Lists"). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** The post's picture (`ImgVid`) in its stored sizes. */
export type ForumImageUrls = { thumbnail: string; card: string; full: string };

/** Boards (spec 001 "categories"); archived ones are hidden from lists and take no new posts. */
export const forumCategories = pgTable(
  "forum_categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The board's visible posts (`hidden_at is null`), kept by the `forum_posts_count_*` triggers (migration 0034),
     * never written by the application: the list's TotalCount and the boards' PostCount read it instead of
     * counting a million posts on every page.
     */
    postCount: integer("post_count").notNull().default(0),
  },
  (t) => [index("forum_categories_order_idx").on(t.sortOrder, t.id)],
);

/** Members' posts (spec 001 §7 "Forum", ADR 0026). */
export const forumPosts = pgTable(
  "forum_posts",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => forumCategories.id),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    /** HTML as the sanitiser returned it; the only body ever served. */
    bodyHtml: text("body_html").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    language: text("language").notNull().default("en"),
    image: jsonb("image").$type<ForumImageUrls>(),
    /** One per member per day (`forum_views`), kept here so "most viewed" orders by an index. */
    viewCount: integer("view_count").notNull().default(0),
    isLocked: boolean("is_locked").notNull().default(false),
    /** Hidden by a moderator: out of every list and 404 for members. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    searchVector: tsvector("search_vector").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The lists: newest first, all boards or one board; a member's own posts.
    index("forum_posts_listed_idx").on(t.createdAt.desc(), t.id.desc()).where(sql`${t.hiddenAt} is null`),
    index("forum_posts_category_idx")
      .on(t.categoryId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} is null`),
    // Not partial: the posting limits count a member's recent posts, hidden ones included.
    index("forum_posts_author_idx").on(t.authorId, t.createdAt.desc(), t.id.desc()),
    // "Also check out": most viewed first.
    index("forum_posts_views_idx").on(t.viewCount.desc(), t.id.desc()).where(sql`${t.hiddenAt} is null`),
    index("forum_posts_search_idx").using("gin", t.searchVector),
    // The administrators' hidden posts, newest first (Forum/AdminGetHiddenForums): a handful among a million.
    index("forum_posts_hidden_idx").on(t.id.desc()).where(sql`${t.hiddenAt} is not null`),
  ],
);

/**
 * Comments and their replies in one table: a reply names its comment (`parent_id`), one level deep. A
 * comment deleted while it has replies keeps its row with `deleted_at`, so the thread reads on.
 */
export const forumComments = pgTable(
  "forum_comments",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    parentId: integer("parent_id").references((): AnyPgColumn => forumComments.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A post's comments in thread order (top level), and a comment's replies in order.
    index("forum_comments_post_idx").on(t.postId, t.createdAt, t.id).where(sql`${t.parentId} is null`),
    index("forum_comments_parent_idx").on(t.parentId, t.createdAt, t.id),
    // The count per post.
    index("forum_comments_post_all_idx").on(t.postId),
    // A member's recent comments: the seconds-between and per-day limits.
    index("forum_comments_user_idx").on(t.userId, t.createdAt),
  ],
);

/** Who follows which board. */
export const forumFollows = pgTable(
  "forum_follows",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => forumCategories.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] }), index("forum_follows_category_idx").on(t.categoryId)],
);

/** One view per member per post per day: the UNIQUE key makes parallel calls count once. */
export const forumViews = pgTable(
  "forum_views",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
  },
  (t) => [
    uniqueIndex("forum_views_key").on(t.postId, t.userId, t.day),
    // A member's views: their data export and their erasure (ADR 0089).
    index("forum_views_user_idx").on(t.userId),
  ],
);

/** Members an administrator named as moderators: they hide, delete and lock like administrators. */
export const forumModerators = pgTable("forum_moderators", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  namedBy: integer("named_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A member suspended from posting (posts, comments, replies, uploads) until a date. */
export const forumSuspensions = pgTable("forum_suspensions", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  until: timestamp("until", { withTimezone: true }).notNull(),
  reason: text("reason").notNull(),
  suspendedBy: integer("suspended_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every moderation action: who, what, on which target, why, when (listed newest first). */
export const forumAuditLog = pgTable(
  "forum_audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: integer("target_id").notNull(),
    /** What the target was when the action happened (a title, a comment's start, a member's name). */
    targetLabel: text("target_label").notNull().default(""),
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("forum_audit_log_created_idx").on(t.createdAt.desc(), t.id.desc())],
);
