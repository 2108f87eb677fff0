import {
  contentDisposition,
  DOWNLOAD_KINDS,
  DOWNLOAD_MAX_BYTES,
  type DownloadDetails,
  fileNameMatchesKind,
  type InterfaceLanguage,
  type MediaShelf,
  sniffFile,
  type TranslatableKind,
  type TranslationLanguage,
  VIDEO_KINDS,
  VIDEO_MAX_BYTES,
  type VideoDetails,
} from "@haa/domain";
import type { Deps } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { AppError, conflict, notFound, validationError } from "../../http/errors.ts";
import type { Limit } from "../../platform/ratelimit/rate-limiter.ts";
import { deleteImage, storeImage } from "../../platform/storage/images.ts";
import {
  gateOf,
  inReaderWords,
  type MediaViewer,
  type PageWords,
  presentCategory,
  presentFile,
  presentGroup,
  presentVideo,
} from "./media.presenter.ts";
import {
  type DownloadGroupRow,
  mediaRepository as repo,
  type VideoCategoryRow,
  type VideoRow,
} from "./media.repository.ts";

/** How long a video's signed link lives: long enough to watch the longest talk with pauses. */
export const VIDEO_LINK_SECONDS = 4 * 60 * 60;
/** Downloads per member (memory limiter, ADR 0015): generous for people, a wall for scrapers. */
export const DOWNLOAD_LIMIT: Limit = { max: 120, windowMs: 60 * 60_000 };
export const VIDEO_FOLDER = "private/videos";
export const DOWNLOAD_FOLDER = "private/downloads";
export const THUMBNAIL_FOLDER = "media";
export const THUMBNAIL_VARIANTS = { card: { size: 480 } } as const;

const notFoundError = () => notFound("NOT_FOUND", "media.notFound");

export type MediaService = ReturnType<typeof createMediaService>;

/**
 * The audit log's "before" of each shelf and item an administrator changes (ADR 0088): what the editing form
 * shows. A video's private storage address is left out (it is no business of the log), a download is presented
 * as the list shows it.
 */
const shelfState = (row: VideoCategoryRow | DownloadGroupRow) => ({
  Name: row.name,
  ...("description" in row ? { Description: row.description } : {}),
  SortBy: row.sortBy,
  Permission: row.permission,
});
const videoState = (row: VideoRow) => ({
  CategoryId: row.categoryId,
  Title: row.title,
  Description: row.description,
  DurationSeconds: row.durationSeconds,
  Thumbnail: row.thumbnailUrl,
  HasCaptions: row.captionsUrl !== null,
});

export function createMediaService(deps: Deps) {
  const { db, storage, clock, audit } = deps;

  /** Reads the row for the audit log only when one is being written. */
  async function recordBefore<Row>(
    kind: string,
    id: number,
    read: () => Promise<Row | undefined>,
    state: (row: Row) => unknown,
  ) {
    if (!audit.recording()) return;
    const row = await read();
    audit.before({ kind, id }, row ? state(row) : null);
  }

  async function viewerOfActor(actor: Actor | undefined): Promise<MediaViewer> {
    if (!actor) return { membershipId: null, isAdmin: false };
    return { membershipId: await deps.memberAccess.planOf(db, actor.user.id, clock.now()), isAdmin: actor.isAdmin };
  }

  async function signed(url: string | null): Promise<string | null> {
    if (!url) return null;
    return storage.signedUrl(url, VIDEO_LINK_SECONDS);
  }

  /**
   * The reader's words for a page of one kind's items: one statement, none in English. Administrators read the
   * English source, which their editors (fed by these lists) change, with the languages each item has instead.
   */
  async function pageWords(
    viewer: MediaViewer,
    kind: TranslatableKind,
    lang: InterfaceLanguage,
    ids: number[],
  ): Promise<PageWords> {
    const unique = [...new Set(ids)];
    if (viewer.isAdmin)
      return { lang: "en", words: new Map(), languages: await deps.translations.languages(db, kind, unique) };
    return { lang, words: await deps.translations.overlay(db, kind, lang, unique) };
  }

  /** Deletes an item and its translations together (ADR 0097). */
  function removeWithWords(kind: TranslatableKind, id: number, remove: (tx: typeof db) => Promise<void>) {
    return db.transaction(async (tx) => {
      await remove(tx);
      await deps.translations.removeAll(tx, kind, id);
    });
  }

  /** Unused stored files go with the last video that names them (the demo's videos share theirs). */
  async function forget(urls: (string | null)[]) {
    for (const url of urls) {
      if (url && (await repo.videosUsing(db, url)) === 0) await deleteImage(storage, url);
    }
  }

  return {
    viewerOf: viewerOfActor,

    async categories(actor: Actor | undefined, lang: InterfaceLanguage) {
      const viewer = await viewerOfActor(actor);
      const rows = await repo.categories(db);
      const words = await pageWords(
        viewer,
        "videoCategory",
        lang,
        rows.map((row) => row.category.id),
      );
      return rows.map((row) => inReaderWords("videoCategory", presentCategory(viewer, row), words));
    },

    async videos(
      actor: Actor | undefined,
      query: {
        page: number;
        pageSize: number;
        search: string;
        lang: InterfaceLanguage;
        categoryId?: number;
        missingLanguage?: TranslationLanguage | undefined;
      },
    ) {
      const viewer = await viewerOfActor(actor);
      const { list, total } = await repo.videos(db, query);
      const [videoWords, categoryWords] = await Promise.all([
        pageWords(
          viewer,
          "video",
          query.lang,
          list.map((row) => row.video.id),
        ),
        pageWords(
          viewer,
          "videoCategory",
          query.lang,
          list.map((row) => row.category.id),
        ),
      ]);
      const presented = await Promise.all(
        list.map(async (row) => {
          const open = !gateOf(viewer, row.category).Locked;
          const links = open
            ? { video: await signed(row.video.videoUrl), captions: await signed(row.video.captionsUrl) }
            : { video: null, captions: null };
          const video = inReaderWords("video", presentVideo(viewer, row, links), videoWords);
          const categoryName = categoryWords.words.get(row.category.id)?.Name;
          return categoryName ? { ...video, CategoryName: categoryName } : video;
        }),
      );
      return { list: presented, total };
    },

    async groups(actor: Actor | undefined, lang: InterfaceLanguage) {
      const viewer = await viewerOfActor(actor);
      const rows = await repo.groups(db);
      const words = await pageWords(
        viewer,
        "downloadGroup",
        lang,
        rows.map((row) => row.group.id),
      );
      return rows.map((row) =>
        inReaderWords("downloadGroup", presentGroup(viewer, row.group, Number(row.count)), words),
      );
    },

    async groupsWithFiles(
      actor: Actor | undefined,
      query: { page: number; pageSize: number; search: string; lang: InterfaceLanguage; groupId?: number },
    ) {
      const viewer = await viewerOfActor(actor);
      const { list, total } = await repo.groupsWithFiles(db, query);
      const [groupWords, fileWords] = await Promise.all([
        pageWords(
          viewer,
          "downloadGroup",
          query.lang,
          list.map(({ group }) => group.id),
        ),
        pageWords(
          viewer,
          "download",
          query.lang,
          list.flatMap(({ files }) => files.map((file) => file.id)),
        ),
      ]);
      return {
        list: list.map(({ group, files }) => {
          const presented = inReaderWords("downloadGroup", presentGroup(viewer, group, files.length), groupWords);
          return {
            ...presented,
            Files: files.map((file) => inReaderWords("download", presentFile(file, presented.Locked), fileWords)),
          };
        }),
        total,
      };
    },

    /** The file's bytes for a member whose plan opens its group; counted once per successful request. */
    async download(actor: Actor, id: number) {
      await deps.readLimiter.hit(`media:download:${actor.user.id}`, DOWNLOAD_LIMIT);
      const file = await repo.fileById(db, id);
      if (!file) throw notFoundError();
      const group = await repo.groupById(db, file.groupId);
      if (!group) throw notFoundError();
      const gate = gateOf(await viewerOfActor(actor), group);
      if (gate.Locked) throw new AppError(403, "PLAN_REQUIRED", "media.locked");
      const bytes = await storage.get(file.fileUrl);
      if (!bytes) throw notFoundError();
      await repo.countDownload(db, id);
      return {
        bytes,
        contentType: presentFile(file, false).ContentType,
        disposition: contentDisposition(file.fileName, file.extension),
      };
    },

    async saveCategory(shelf: MediaShelf) {
      const values = {
        name: shelf.Name,
        sortBy: shelf.SortBy,
        permission: shelf.Permission,
      };
      if (shelf.Id === undefined) return { Id: (await repo.insertCategory(db, values)).id };
      await recordBefore("videoCategory", shelf.Id, () => repo.categoryById(db, shelf.Id as number), shelfState);
      const row = await repo.updateCategory(db, shelf.Id, values);
      if (!row) throw notFoundError();
      return { Id: row.id };
    },

    async deleteCategory(id: number) {
      const category = await repo.categoryById(db, id);
      if (!category) throw notFoundError();
      audit.before({ kind: "videoCategory", id }, shelfState(category));
      if ((await repo.countVideosIn(db, id)) > 0) throw conflict("CATEGORY_NOT_EMPTY", "media.categoryNotEmpty");
      await removeWithWords("videoCategory", id, (tx) => repo.deleteCategory(tx, id));
      return { Id: id };
    },

    async addVideo(details: VideoDetails, files: { video?: Buffer; thumbnail?: Buffer; captions?: Buffer }) {
      if (!(await repo.categoryById(db, details.CategoryId)))
        throw validationError({ CategoryId: "media.categoryInvalid" });
      if (!files.video?.length) throw validationError({ Video: "media.videoRequired" });
      if (files.video.length > VIDEO_MAX_BYTES) throw validationError({ Video: "media.videoTooLarge" });
      const kind = sniffFile(files.video);
      if (!kind || !VIDEO_KINDS.includes(kind)) throw validationError({ Video: "media.videoType" });
      if (!files.thumbnail?.length) throw validationError({ Thumbnail: "media.thumbnailRequired" });
      if (
        files.captions &&
        !files.captions
          .subarray(0, 16)
          .toString("utf8")
          .replace(/^\uFEFF/, "")
          .startsWith("WEBVTT")
      )
        throw validationError({ Captions: "media.captionsType" });
      const thumbnail = await storeImage(storage, THUMBNAIL_FOLDER, files.thumbnail, {
        variants: THUMBNAIL_VARIANTS,
        field: "Thumbnail",
      });
      const stored: string[] = [thumbnail.card];
      try {
        const videoUrl = await storage.put(VIDEO_FOLDER, kind, files.video);
        stored.push(videoUrl);
        const captionsUrl = files.captions?.length ? await storage.put(VIDEO_FOLDER, "vtt", files.captions) : null;
        if (captionsUrl) stored.push(captionsUrl);
        const row = await repo.insertVideo(db, {
          categoryId: details.CategoryId,
          title: details.Title,
          description: details.Description,
          durationSeconds: details.DurationSeconds,
          videoUrl,
          captionsUrl,
          thumbnailUrl: thumbnail.card,
          createdAt: clock.now(),
        });
        return { Id: row.id };
      } catch (error) {
        for (const url of stored) await storage.delete(url);
        throw error;
      }
    },

    async updateVideo(id: number, details: VideoDetails) {
      if (!(await repo.categoryById(db, details.CategoryId)))
        throw validationError({ CategoryId: "media.categoryInvalid" });
      await recordBefore("video", id, () => repo.videoById(db, id), videoState);
      const row = await repo.updateVideo(db, id, {
        categoryId: details.CategoryId,
        title: details.Title,
        description: details.Description,
        durationSeconds: details.DurationSeconds,
      });
      if (!row) throw notFoundError();
      return { Id: row.id };
    },

    /**
     * A new thumbnail (ADR 0053): checked and stored through the storage port first, the row pointed at it,
     * and only then the old picture deleted (unless another video still shows it), so a failure leaves the
     * video with a working thumbnail.
     */
    async replaceThumbnail(id: number, thumbnail: Buffer | undefined) {
      const row = await repo.videoById(db, id);
      if (!row) throw notFoundError();
      audit.before({ kind: "video", id }, videoState(row));
      if (!thumbnail?.length) throw validationError({ Thumbnail: "media.thumbnailRequired" });
      const stored = await storeImage(storage, THUMBNAIL_FOLDER, thumbnail, {
        variants: THUMBNAIL_VARIANTS,
        field: "Thumbnail",
      });
      const updated = await repo.updateVideo(db, id, { thumbnailUrl: stored.card }).catch(async (error: unknown) => {
        await deleteImage(storage, stored);
        throw error;
      });
      if (!updated) {
        await deleteImage(storage, stored);
        throw notFoundError();
      }
      await forget([row.thumbnailUrl]);
      return { Id: id };
    },

    async deleteVideo(id: number) {
      const row = await repo.videoById(db, id);
      if (!row) throw notFoundError();
      audit.before({ kind: "video", id }, videoState(row));
      await removeWithWords("video", id, (tx) => repo.deleteVideo(tx, id));
      await forget([row.videoUrl, row.captionsUrl, row.thumbnailUrl]);
      return { Id: id };
    },

    async saveGroup(shelf: MediaShelf) {
      const values = {
        name: shelf.Name,
        description: shelf.Description,
        sortBy: shelf.SortBy,
        permission: shelf.Permission,
      };
      if (shelf.Id === undefined) return { Id: (await repo.insertGroup(db, values)).id };
      await recordBefore("downloadGroup", shelf.Id, () => repo.groupById(db, shelf.Id as number), shelfState);
      const row = await repo.updateGroup(db, shelf.Id, values);
      if (!row) throw notFoundError();
      return { Id: row.id };
    },

    async deleteGroup(id: number) {
      const group = await repo.groupById(db, id);
      if (!group) throw notFoundError();
      audit.before({ kind: "downloadGroup", id }, shelfState(group));
      if ((await repo.countFilesIn(db, id)) > 0) throw conflict("GROUP_NOT_EMPTY", "media.groupNotEmpty");
      await removeWithWords("downloadGroup", id, (tx) => repo.deleteGroup(tx, id));
      return { Id: id };
    },

    async addFile(details: DownloadDetails, upload: { bytes?: Buffer; fileName?: string }) {
      if (!(await repo.groupById(db, details.GroupId))) throw validationError({ GroupId: "media.groupInvalid" });
      if (!upload.bytes?.length) throw validationError({ File: "media.fileRequired" });
      if (upload.bytes.length > DOWNLOAD_MAX_BYTES) throw validationError({ File: "media.fileTooLarge" });
      const kind = sniffFile(upload.bytes);
      if (!kind || !DOWNLOAD_KINDS.includes(kind)) throw validationError({ File: "media.fileType" });
      const fileUrl = await storage.put(DOWNLOAD_FOLDER, kind, upload.bytes);
      try {
        const row = await repo.insertFile(db, {
          groupId: details.GroupId,
          title: details.Title,
          description: details.Description,
          fileName: (upload.fileName ?? details.Title).slice(0, 200),
          extension: kind,
          sizeBytes: upload.bytes.length,
          fileUrl,
          createdAt: clock.now(),
        });
        return { Id: row.id };
      } catch (error) {
        await storage.delete(fileUrl);
        throw error;
      }
    },

    async updateFile(id: number, details: DownloadDetails) {
      if (!(await repo.groupById(db, details.GroupId))) throw validationError({ GroupId: "media.groupInvalid" });
      await recordBefore(
        "downloadFile",
        id,
        () => repo.fileById(db, id),
        (file) => presentFile(file, false),
      );
      const row = await repo.updateFile(db, id, {
        groupId: details.GroupId,
        title: details.Title,
        description: details.Description,
      });
      if (!row) throw notFoundError();
      return { Id: row.id };
    },

    /**
     * Replaces a download's file (ADR 0053): the content decides the kind (PDF, ZIP or picture) and must agree
     * with the file's name; the new file is stored before the row changes and the old one deleted after.
     */
    async replaceFile(id: number, upload: { bytes?: Buffer; fileName?: string }) {
      const row = await repo.fileById(db, id);
      if (!row) throw notFoundError();
      audit.before({ kind: "downloadFile", id }, presentFile(row, false));
      if (!upload.bytes?.length) throw validationError({ File: "media.fileRequired" });
      if (upload.bytes.length > DOWNLOAD_MAX_BYTES) throw validationError({ File: "media.fileTooLarge" });
      const kind = sniffFile(upload.bytes);
      if (!kind || !DOWNLOAD_KINDS.includes(kind)) throw validationError({ File: "media.fileType" });
      if (!fileNameMatchesKind(upload.fileName ?? "", kind)) throw validationError({ File: "media.fileNameMismatch" });
      const fileUrl = await storage.put(DOWNLOAD_FOLDER, kind, upload.bytes);
      try {
        const updated = await repo.updateFile(db, id, {
          fileName: (upload.fileName || row.fileName).slice(0, 200),
          extension: kind,
          sizeBytes: upload.bytes.length,
          fileUrl,
        });
        if (!updated) throw notFoundError();
      } catch (error) {
        await storage.delete(fileUrl);
        throw error;
      }
      if (row.fileUrl !== fileUrl) await storage.delete(row.fileUrl);
      return { Id: id };
    },

    async deleteFile(id: number) {
      const row = await repo.fileById(db, id);
      if (!row) throw notFoundError();
      audit.before({ kind: "downloadFile", id }, presentFile(row, false));
      await removeWithWords("download", id, (tx) => repo.deleteFile(tx, id));
      await storage.delete(row.fileUrl);
      return { Id: id };
    },
  };
}
