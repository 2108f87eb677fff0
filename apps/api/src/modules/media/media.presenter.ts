import {
  type DownloadFile,
  type DownloadGroup,
  type InterfaceLanguage,
  lowestPlanAllowing,
  type MediaPermission,
  mediaAccess,
  type TranslationEntry,
  type TranslationLanguage,
  type VideoCategory,
  type WebVideo,
} from "@haa/domain";
import { translated } from "../../platform/translations/translations.ts";
import type { DownloadFileRow, DownloadGroupRow, VideoCategoryRow, VideoRow } from "./media.repository.ts";

/** Who is looking: their live plan (null for visitors and lapsed memberships); administrators see everything. */
export interface MediaViewer {
  membershipId: number | null;
  isAdmin: boolean;
}

/**
 * The reader's words for a page of one kind's items (ADR 0097): their language and each item's entry by id; for
 * administrators, the languages each item is translated into instead.
 */
export interface PageWords {
  lang: InterfaceLanguage;
  words: Map<number, TranslationEntry>;
  languages?: Map<number, TranslationLanguage[]>;
}

/** An item presented in the reader's language where it is translated (with its languages for administrators). */
export const inReaderWords = <T extends { Id: number }>(
  kind: Parameters<typeof translated>[0],
  presented: T,
  page: PageWords,
) => {
  const shown = translated(kind, presented, page.words.get(presented.Id), page.lang);
  return page.languages ? { ...shown, Languages: page.languages.get(presented.Id) ?? [] } : shown;
};

/**
 * An item's gate as the plan matrix gives it (ADR 0106): its permission's row decides who opens it and which plan
 * a locked one names; no level is stored beside it. Administrators open everything.
 */
export function gateOf(viewer: MediaViewer, shelf: { permission: string }) {
  const permission = shelf.permission as MediaPermission;
  const access = viewer.isAdmin
    ? { allowed: true, unlockMembershipId: null }
    : mediaAccess(viewer.membershipId, permission);
  return {
    Permission: permission,
    MinimumMembershipId: lowestPlanAllowing(permission),
    Locked: !access.allowed,
    UnlockMembershipId: access.unlockMembershipId,
  };
}

export function presentCategory(
  viewer: MediaViewer,
  row: { category: VideoCategoryRow; count: number },
): VideoCategory {
  return {
    Id: row.category.id,
    Name: row.category.name,
    SortBy: row.category.sortBy,
    VideoCount: Number(row.count),
    ...gateOf(viewer, row.category),
  };
}

/**
 * The URLs go out as the storage port made them, like the blog's and the store's pictures: a path on this site
 * (which the page's CSP `'self'` admits at whatever host the site is opened by), or an absolute URL where the S3
 * driver has one. Spec 001 §9's "a relative video URL gets the API host prefixed" holds: the page is served by
 * the API, so the browser resolves the path against the API host (ADR 0106).
 */
export function presentVideo(
  viewer: MediaViewer,
  row: { video: VideoRow; category: VideoCategoryRow },
  links: { video: string | null; captions: string | null },
): WebVideo {
  const gate = gateOf(viewer, row.category);
  return {
    Id: row.video.id,
    Title: row.video.title,
    Description: row.video.description,
    CategoryId: row.category.id,
    CategoryName: row.category.name,
    DurationSeconds: row.video.durationSeconds,
    ThumbnailImage: row.video.thumbnailUrl,
    VideoUrl: gate.Locked ? null : links.video,
    CaptionsUrl: gate.Locked ? null : links.captions,
    CreatedAt: row.video.createdAt.toISOString(),
    ...gate,
  };
}

export function presentGroup(viewer: MediaViewer, group: DownloadGroupRow, fileCount: number): DownloadGroup {
  return {
    Id: group.id,
    Name: group.name,
    Description: group.description,
    SortBy: group.sortBy,
    FileCount: fileCount,
    ...gateOf(viewer, group),
  };
}

export const DOWNLOAD_CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: "application/pdf",
  zip: "application/zip",
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

export function presentFile(file: DownloadFileRow, locked: boolean): DownloadFile {
  return {
    Id: file.id,
    GroupId: file.groupId,
    Title: file.title,
    Description: file.description,
    FileName: file.fileName,
    ContentType: DOWNLOAD_CONTENT_TYPES[file.extension] ?? "application/octet-stream",
    SizeBytes: file.sizeBytes,
    DownloadCount: file.downloadCount,
    DownloadUrl: `/api/Download/DownloadFile/${file.id}`,
    Locked: locked,
  };
}
