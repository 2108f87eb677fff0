import { type SQL, sql } from "drizzle-orm";
import { customType, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Video categories (spec 001 `Video/GetVideoCategory`, shown by `SortBy`), each gating its videos by its plan
 * permission (ADR 0041, 0106).
 */
export const videoCategories = pgTable(
  "video_categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    sortBy: integer("sort_by").notNull().default(0),
    permission: text("permission").notNull().default("Video & Resource Library"),
  },
  (t) => [index("video_categories_sort_idx").on(t.sortBy, t.id)],
);

/** Videos: the file (and captions) in private storage, served through signed links; a public thumbnail. */
export const videos = pgTable(
  "videos",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => videoCategories.id),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    durationSeconds: integer("duration_seconds").notNull(),
    /** A private storage URL, or an absolute https URL of a video hosted elsewhere. */
    videoUrl: text("video_url").notNull(),
    captionsUrl: text("captions_url"),
    thumbnailUrl: text("thumbnail_url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('simple'::regconfig, coalesce(${videos.title}, '')), 'A') || to_tsvector('simple'::regconfig, coalesce(${videos.description}, ''))`,
      ),
  },
  (t) => [
    index("videos_search_idx").using("gin", t.searchVector),
    index("videos_created_idx").on(t.createdAt, t.id),
    index("videos_category_created_idx").on(t.categoryId, t.createdAt, t.id),
  ],
);

/**
 * Download groups (spec 001 `Download/*`, paged at 10 by `SortBy`), each gating its files by its plan permission
 * (ADR 0041, 0106).
 */
export const downloadGroups = pgTable(
  "download_groups",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    sortBy: integer("sort_by").notNull().default(0),
    permission: text("permission").notNull().default("Video & Resource Library"),
  },
  (t) => [index("download_groups_sort_idx").on(t.sortBy, t.id)],
);

/** Downloadable files: the bytes in private storage, counted on every member download. */
export const downloadFiles = pgTable(
  "download_files",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => downloadGroups.id),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** The name the file is saved under (cleaned again when it is served). */
    fileName: text("file_name").notNull(),
    extension: text("extension").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    fileUrl: text("file_url").notNull(),
    downloadCount: integer("download_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('simple'::regconfig, coalesce(${downloadFiles.title}, '')), 'A') || to_tsvector('simple'::regconfig, coalesce(${downloadFiles.description}, ''))`,
      ),
  },
  (t) => [
    index("download_files_search_idx").using("gin", t.searchVector),
    index("download_files_group_title_idx").on(t.groupId, t.title, t.id),
  ],
);
