import { z } from "zod";
import { isAllowed, MEMBERSHIP_LEVELS } from "../membership/plans.ts";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { listDataSchema, listQuerySchema } from "../shared/list.ts";
import {
  missingLanguageFilterSchema,
  shownLanguageSchema,
  translationLanguageSchema,
} from "../translations/translations.ts";
import { MEDIA_DESCRIPTION_MAX, MEDIA_PERMISSIONS, MEDIA_TITLE_MAX } from "./rules.ts";

/**
 * Videos and downloads (spec 001 §7 `Video/*`, `Download/*`; the administration calls are ours, ADR 0041).
 * Messages are i18n keys under `media.` (namespace `media`).
 */

export type MediaPermission = (typeof MEDIA_PERMISSIONS)[number];

/** Spec 001 §9: download file groups are paged at 10. */
export const DOWNLOAD_GROUP_PAGE_SIZE = 10;
export const VIDEO_PAGE_SIZE = 12;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const DOWNLOAD_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The lowest member plan whose row of the plan matrix allows `permission` (null when none does). It is what a
 * locked item names, and the only "minimum plan" a library item has: a stored one could disagree with the
 * matrix that /membership shows, and did (ADR 0106).
 */
export function lowestPlanAllowing(permission: MediaPermission): number | null {
  return MEMBERSHIP_LEVELS.find((level) => !level.isInstructor && isAllowed(level.id, permission))?.id ?? null;
}

/**
 * Whether a viewer on `membershipId` (null: a visitor or a lapsed membership) may open an item needing
 * `permission`, and otherwise the lowest plan that would unlock it. The plan matrix alone decides (ADR 0106).
 */
export function mediaAccess(
  membershipId: number | null,
  permission: MediaPermission,
): { allowed: boolean; unlockMembershipId: number | null } {
  if (membershipId !== null && isAllowed(membershipId, permission)) return { allowed: true, unlockMembershipId: null };
  return { allowed: false, unlockMembershipId: lowestPlanAllowing(permission) };
}

/** The kind of an uploaded file, read from its first bytes; null when it is none we accept. */
export type SniffedKind = "webm" | "mp4" | "pdf" | "zip" | "png" | "jpg" | "gif" | "webp";

export function sniffFile(bytes: Uint8Array): SniffedKind | null {
  const starts = (magic: number[], at = 0) =>
    bytes.length >= at + magic.length && magic.every((byte, index) => bytes[at + index] === byte);
  if (starts([0x1a, 0x45, 0xdf, 0xa3])) return "webm";
  if (starts([0x66, 0x74, 0x79, 0x70], 4)) return "mp4";
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  if (starts([0x50, 0x4b, 0x03, 0x04]) || starts([0x50, 0x4b, 0x05, 0x06])) return "zip";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0xff, 0xd8, 0xff])) return "jpg";
  if (starts([0x47, 0x49, 0x46, 0x38])) return "gif";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

export const VIDEO_KINDS: readonly SniffedKind[] = ["webm", "mp4"];
export const DOWNLOAD_KINDS: readonly SniffedKind[] = ["pdf", "zip", "png", "jpg", "gif", "webp"];

const EXTENSION_KINDS: Record<string, SniffedKind> = {
  webm: "webm",
  mp4: "mp4",
  m4v: "mp4",
  pdf: "pdf",
  zip: "zip",
  png: "png",
  jpg: "jpg",
  jpeg: "jpg",
  gif: "gif",
  webp: "webp",
};

/**
 * Whether an uploaded file's name agrees with its content (ADR 0053): a name without an extension agrees with
 * anything; "handout.pdf" holding a ZIP, or "photo.exe" holding a PNG, does not. The content decides what is
 * stored and served; a name that says otherwise is a mistake (or a disguise) the administrator should see.
 */
export function fileNameMatchesKind(fileName: string, kind: SniffedKind): boolean {
  const base = fileName.replace(/^.*[\\/]/, "");
  const dot = base.lastIndexOf(".");
  if (dot <= 0 || dot === base.length - 1) return true;
  return EXTENSION_KINDS[base.slice(dot + 1).toLowerCase()] === kind;
}

/**
 * A file name safe for `Content-Disposition`: path parts, control characters and quotes go, and an ASCII
 * fallback sits beside the RFC 5987 UTF-8 form, so no name can break the header or name a folder.
 */
export function contentDisposition(fileName: string, extension: string): string {
  const base =
    fileName
      .replace(/^.*[\\/]/, "")
      .replace(/\.[^.]*$/, "")
      .normalize("NFC")
      .replace(/[\p{Cc}\p{Cf}"\\/:*?<>|;%]/gu, "")
      .trim()
      .slice(0, 100) || "download";
  const full = `${base}.${extension}`;
  const ascii =
    full
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/\s+/g, " ") || `download.${extension}`;
  const encoded = encodeURIComponent(full).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii === `.${extension}` ? `download.${extension}` : ascii}"; filename*=UTF-8''${encoded}`;
}

const idSchema = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
const optionalId = (message: string) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), idSchema(message).optional());

export const videoFiltersSchema = z
  .object({
    CategoryId: optionalId("media.categoryInvalid"),
    /** The videos not yet translated into this language (the administrators' list, ADR 0097). */
    MissingLanguage: missingLanguageFilterSchema,
  })
  .strict()
  .default({});
export const downloadFiltersSchema = z
  .object({ GroupId: optionalId("media.groupInvalid") })
  .strict()
  .default({});

export const webVideosQuerySchema = listQuerySchema({
  defaultPageSize: VIDEO_PAGE_SIZE,
  maxPageSize: 48,
  filters: videoFiltersSchema,
}).extend({
  // Accepted for the spec's callers; the viewer is the bearer's account (ADR 0041).
  userId: z.string().max(20).optional(),
});

export const downloadGroupsQuerySchema = listQuerySchema({
  defaultPageSize: DOWNLOAD_GROUP_PAGE_SIZE,
  maxPageSize: 50,
  filters: downloadFiltersSchema,
});

const gateFields = {
  Permission: z.enum(MEDIA_PERMISSIONS),
  /** The lowest plan the permission's matrix row allows (`lowestPlanAllowing`; null when none does). */
  MinimumMembershipId: z.number().nullable(),
  Locked: z.boolean(),
  /** The lowest plan that unlocks a locked item (null when open or when no plan does). */
  UnlockMembershipId: z.number().nullable(),
};

export const videoCategorySchema = z.object({
  Id: z.number(),
  Name: z.string(),
  SortBy: z.number(),
  VideoCount: z.number(),
  ...gateFields,
  /** The language of its words as shown: the reader's where translated (ADR 0097). */
  Lang: shownLanguageSchema.optional(),
  /** Administrators: the languages it is translated into (they read the English source). */
  Languages: z.array(translationLanguageSchema).optional(),
});
export type VideoCategory = z.infer<typeof videoCategorySchema>;
export const videoCategoryListSchema = z.array(videoCategorySchema);

export const webVideoSchema = z.object({
  Id: z.number(),
  Title: z.string(),
  Description: z.string(),
  CategoryId: z.number(),
  CategoryName: z.string(),
  DurationSeconds: z.number(),
  /**
   * As the storage driver gives it: a path on this site (`/uploads/…`), or an absolute URL from S3. The page and
   * the API share one origin, so a path already has the API host (ADR 0106).
   */
  ThumbnailImage: z.string(),
  /** A signed link that expires (a path, or an absolute S3 URL), or null while the video is locked for the viewer. */
  VideoUrl: z.string().nullable(),
  CaptionsUrl: z.string().nullable(),
  CreatedAt: isoDateTimeSchema,
  ...gateFields,
  /** The language of its words as shown: the reader's where translated (ADR 0097). */
  Lang: shownLanguageSchema.optional(),
  /** Administrators: the languages it is translated into (they read the English source). */
  Languages: z.array(translationLanguageSchema).optional(),
});
export type WebVideo = z.infer<typeof webVideoSchema>;
export const webVideoListSchema = listDataSchema(webVideoSchema);
export type WebVideoList = z.infer<typeof webVideoListSchema>;

export const downloadFileSchema = z.object({
  Id: z.number(),
  GroupId: z.number(),
  Title: z.string(),
  Description: z.string(),
  FileName: z.string(),
  ContentType: z.string(),
  SizeBytes: z.number(),
  DownloadCount: z.number(),
  /** The member-only call that serves the file. */
  DownloadUrl: z.string(),
  Locked: z.boolean(),
  /** The language of its words as shown: the reader's where translated (ADR 0097). */
  Lang: shownLanguageSchema.optional(),
  /** Administrators: the languages it is translated into (they read the English source). */
  Languages: z.array(translationLanguageSchema).optional(),
});
export type DownloadFile = z.infer<typeof downloadFileSchema>;

export const downloadGroupSchema = z.object({
  Id: z.number(),
  Name: z.string(),
  Description: z.string(),
  SortBy: z.number(),
  FileCount: z.number(),
  ...gateFields,
  /** The language of its words as shown: the reader's where translated (ADR 0097). */
  Lang: shownLanguageSchema.optional(),
  /** Administrators: the languages it is translated into (they read the English source). */
  Languages: z.array(translationLanguageSchema).optional(),
});
export type DownloadGroup = z.infer<typeof downloadGroupSchema>;
export const downloadGroupArraySchema = z.array(downloadGroupSchema);

export const downloadGroupWithFilesSchema = downloadGroupSchema.extend({ Files: z.array(downloadFileSchema) });
export type DownloadGroupWithFiles = z.infer<typeof downloadGroupWithFilesSchema>;
export const downloadGroupListSchema = listDataSchema(downloadGroupWithFilesSchema);
export type DownloadGroupList = z.infer<typeof downloadGroupListSchema>;

const titleSchema = z
  .string({ error: "media.titleRequired" })
  .trim()
  .min(3, "media.titleRequired")
  .max(MEDIA_TITLE_MAX, "media.titleMax");
const descriptionSchema = z.string().trim().max(MEDIA_DESCRIPTION_MAX, "media.descriptionMax").default("");
const sortBySchema = z.coerce
  .number({ error: "media.sortByInvalid" })
  .int("media.sortByInvalid")
  .min(0, "media.sortByInvalid")
  .max(10_000, "media.sortByInvalid")
  .default(0);

/** Administrators: a video category or a download group (no Id: a new one). */
export const mediaShelfSchema = z.object({
  Id: optionalId("media.notFound"),
  Name: z.string({ error: "media.nameRequired" }).trim().min(2, "media.nameRequired").max(80, "media.nameMax"),
  Description: descriptionSchema,
  SortBy: sortBySchema,
  /** Which plans open the items follows from this permission's row of the plan matrix alone (ADR 0106). */
  Permission: z.enum(MEDIA_PERMISSIONS, { error: "media.permissionInvalid" }).default("Video & Resource Library"),
});
export type MediaShelf = z.output<typeof mediaShelfSchema>;

/** Administrators: a video's details (multipart with the files on create, JSON on edit). */
export const videoDetailsSchema = z.object({
  Title: titleSchema,
  Description: descriptionSchema,
  CategoryId: idSchema("media.categoryInvalid"),
  DurationSeconds: z.coerce
    .number({ error: "media.durationInvalid" })
    .int("media.durationInvalid")
    .min(1, "media.durationInvalid")
    .max(24 * 3600, "media.durationInvalid"),
});
export type VideoDetails = z.output<typeof videoDetailsSchema>;

/** Administrators: a download's details (multipart with the file on create, JSON on edit). */
export const downloadDetailsSchema = z.object({
  Title: titleSchema,
  Description: descriptionSchema,
  GroupId: idSchema("media.groupInvalid"),
});
export type DownloadDetails = z.output<typeof downloadDetailsSchema>;

export const mediaIdParamsSchema = z.object({ id: idSchema("media.notFound") });
export const mediaUserParamsSchema = z.object({ userId: idSchema("media.notFound") });
export const mediaReceiptSchema = z.object({ Id: z.number() });
