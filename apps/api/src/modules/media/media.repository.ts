import type { InterfaceLanguage, TranslatableKind, TranslationLanguage } from "@haa/domain";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { fullTextMatch, pageWindow } from "../../db/paging.ts";
import { anyOf } from "../../db/sql.ts";
import type { Db } from "../../db/types.ts";
import {
  idsMatchingTranslations,
  missingLanguage,
  TEXT_SEARCH_CONFIG,
} from "../../platform/translations/translations.ts";
import { downloadFiles, downloadGroups, videoCategories, videos } from "./media.schema.ts";

export type VideoCategoryRow = typeof videoCategories.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
export type DownloadGroupRow = typeof downloadGroups.$inferSelect;
export type DownloadFileRow = typeof downloadFiles.$inferSelect;
type Page = { page: number; pageSize: number };

/** Files listed under one group at most (a group is a shelf, not an archive). */
const FILES_PER_GROUP_CAP = 200;

/**
 * A search over an item's English words or its translations in any language (ADR 0097), stemmed in the reader's;
 * both sides are served by their GIN indexes.
 */
function searchMatch(
  kind: TranslatableKind,
  table: typeof videos | typeof downloadFiles,
  search: string,
  lang: InterfaceLanguage,
): SQL | undefined {
  const own = fullTextMatch(table.searchVector, search);
  const translated = idsMatchingTranslations(kind, search, TEXT_SEARCH_CONFIG[lang]);
  // A union of the two id sets, not `own or id in (…)`: each side is then read from its own GIN index.
  return own && translated
    ? sql`${table.id} in (select ${table.id} from ${table} where ${own} union ${translated})`
    : own;
}

/** Only this module touches the video and download tables. */
export const mediaRepository = {
  async categories(db: Db) {
    const [rows, counts] = await Promise.all([
      db.select().from(videoCategories).orderBy(asc(videoCategories.sortBy), asc(videoCategories.id)),
      db.select({ id: videos.categoryId, count: sql<number>`count(*)::int` }).from(videos).groupBy(videos.categoryId),
    ]);
    const byId = new Map(counts.map((row) => [row.id, Number(row.count)]));
    return rows.map((category) => ({ category, count: byId.get(category.id) ?? 0 }));
  },

  async categoryById(db: Db, id: number): Promise<VideoCategoryRow | undefined> {
    const [row] = await db.select().from(videoCategories).where(eq(videoCategories.id, id));
    return row;
  },

  async insertCategory(db: Db, values: typeof videoCategories.$inferInsert): Promise<VideoCategoryRow> {
    const [row] = await db.insert(videoCategories).values(values).returning();
    if (!row) throw new Error("category insert returned nothing");
    return row;
  },

  async updateCategory(db: Db, id: number, values: Partial<typeof videoCategories.$inferInsert>) {
    const [row] = await db.update(videoCategories).set(values).where(eq(videoCategories.id, id)).returning();
    return row;
  },

  async deleteCategory(db: Db, id: number): Promise<void> {
    await db.delete(videoCategories).where(eq(videoCategories.id, id));
  },

  async countVideosIn(db: Db, categoryId: number): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(videos)
      .where(eq(videos.categoryId, categoryId));
    return Number(row?.total ?? 0);
  },

  /** Videos newest first: full-text search over title and description, optionally one category. */
  async videos(
    db: Db,
    query: Page & {
      search: string;
      lang: InterfaceLanguage;
      categoryId?: number;
      missingLanguage?: TranslationLanguage | undefined;
    },
  ) {
    const where = and(
      query.categoryId ? eq(videos.categoryId, query.categoryId) : undefined,
      query.missingLanguage ? missingLanguage("video", videos.id, query.missingLanguage) : undefined,
      searchMatch("video", videos, query.search, query.lang),
    );
    const { limit, offset } = pageWindow(query);
    const [rows, [count]] = await Promise.all([
      db
        .select({ video: videos, category: videoCategories })
        .from(videos)
        .innerJoin(videoCategories, eq(videoCategories.id, videos.categoryId))
        .where(where)
        .orderBy(desc(videos.createdAt), desc(videos.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: sql<number>`count(*)::int` }).from(videos).where(where),
    ]);
    return { list: rows, total: Number(count?.total ?? 0) };
  },

  async videoById(db: Db, id: number): Promise<VideoRow | undefined> {
    const [row] = await db.select().from(videos).where(eq(videos.id, id));
    return row;
  },

  async insertVideo(db: Db, values: typeof videos.$inferInsert): Promise<VideoRow> {
    const [row] = await db.insert(videos).values(values).returning();
    if (!row) throw new Error("video insert returned nothing");
    return row;
  },

  async updateVideo(db: Db, id: number, values: Partial<typeof videos.$inferInsert>) {
    const [row] = await db.update(videos).set(values).where(eq(videos.id, id)).returning();
    return row;
  },

  async deleteVideo(db: Db, id: number): Promise<void> {
    await db.delete(videos).where(eq(videos.id, id));
  },

  /** How many videos use a stored file (demo videos share theirs). */
  async videosUsing(db: Db, url: string): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(videos)
      .where(sql`${videos.videoUrl} = ${url} or ${videos.captionsUrl} = ${url} or ${videos.thumbnailUrl} = ${url}`);
    return Number(row?.total ?? 0);
  },

  async groups(db: Db) {
    const [rows, counts] = await Promise.all([
      db.select().from(downloadGroups).orderBy(asc(downloadGroups.sortBy), asc(downloadGroups.id)),
      db
        .select({ id: downloadFiles.groupId, count: sql<number>`count(*)::int` })
        .from(downloadFiles)
        .groupBy(downloadFiles.groupId),
    ]);
    const byId = new Map(counts.map((row) => [row.id, Number(row.count)]));
    return rows.map((group) => ({ group, count: byId.get(group.id) ?? 0 }));
  },

  async groupById(db: Db, id: number): Promise<DownloadGroupRow | undefined> {
    const [row] = await db.select().from(downloadGroups).where(eq(downloadGroups.id, id));
    return row;
  },

  async insertGroup(db: Db, values: typeof downloadGroups.$inferInsert): Promise<DownloadGroupRow> {
    const [row] = await db.insert(downloadGroups).values(values).returning();
    if (!row) throw new Error("group insert returned nothing");
    return row;
  },

  async updateGroup(db: Db, id: number, values: Partial<typeof downloadGroups.$inferInsert>) {
    const [row] = await db.update(downloadGroups).set(values).where(eq(downloadGroups.id, id)).returning();
    return row;
  },

  async deleteGroup(db: Db, id: number): Promise<void> {
    await db.delete(downloadGroups).where(eq(downloadGroups.id, id));
  },

  /**
   * Groups by SortBy, paged, each with its files by title. With a search, only groups holding a matching file,
   * each with the matching files.
   */
  async groupsWithFiles(db: Db, query: Page & { search: string; lang: InterfaceLanguage; groupId?: number }) {
    const match = searchMatch("download", downloadFiles, query.search, query.lang);
    const parts: (SQL | undefined)[] = [query.groupId ? eq(downloadGroups.id, query.groupId) : undefined];
    if (match)
      parts.push(inArray(downloadGroups.id, db.select({ id: downloadFiles.groupId }).from(downloadFiles).where(match)));
    const where = and(...parts);
    const { limit, offset } = pageWindow(query);
    const [groups, [count]] = await Promise.all([
      db
        .select()
        .from(downloadGroups)
        .where(where)
        .orderBy(asc(downloadGroups.sortBy), asc(downloadGroups.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: sql<number>`count(*)::int` }).from(downloadGroups).where(where),
    ]);
    const ids = groups.map((group) => group.id);
    const files = ids.length
      ? await db
          .select()
          .from(downloadFiles)
          .where(and(anyOf(downloadFiles.groupId, ids), match))
          .orderBy(asc(downloadFiles.groupId), asc(downloadFiles.title), asc(downloadFiles.id))
          .limit(FILES_PER_GROUP_CAP * ids.length)
      : [];
    return {
      list: groups.map((group) => ({
        group,
        files: files.filter((file) => file.groupId === group.id).slice(0, FILES_PER_GROUP_CAP),
      })),
      total: Number(count?.total ?? 0),
    };
  },

  async fileById(db: Db, id: number): Promise<DownloadFileRow | undefined> {
    const [row] = await db.select().from(downloadFiles).where(eq(downloadFiles.id, id));
    return row;
  },

  async insertFile(db: Db, values: typeof downloadFiles.$inferInsert): Promise<DownloadFileRow> {
    const [row] = await db.insert(downloadFiles).values(values).returning();
    if (!row) throw new Error("download insert returned nothing");
    return row;
  },

  async updateFile(db: Db, id: number, values: Partial<typeof downloadFiles.$inferInsert>) {
    const [row] = await db.update(downloadFiles).set(values).where(eq(downloadFiles.id, id)).returning();
    return row;
  },

  async deleteFile(db: Db, id: number): Promise<void> {
    await db.delete(downloadFiles).where(eq(downloadFiles.id, id));
  },

  async countFilesIn(db: Db, groupId: number): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(downloadFiles)
      .where(eq(downloadFiles.groupId, groupId));
    return Number(row?.total ?? 0);
  },

  /** One more download, counted in the database (a member-only call, ADR 0041). */
  async countDownload(db: Db, id: number): Promise<void> {
    await db
      .update(downloadFiles)
      .set({ downloadCount: sql`${downloadFiles.downloadCount} + 1` })
      .where(eq(downloadFiles.id, id));
  },
};
