import {
  type DownloadFile,
  type DownloadGroup,
  type InterfaceLanguage,
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

/** A relative URL gets the API host prefixed (spec 001 §9); absolute ones stay as they are. */
export function absoluteUrl(publicUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl.replace(/\/+$/, "")}${url.startsWith("/") ? "" : "/"}${url}`;
}

export function gateOf(viewer: MediaViewer, shelf: { permission: string; minimumMembershipId: number }) {
  const gate = { permission: shelf.permission as MediaPermission, minimumMembershipId: shelf.minimumMembershipId };
  const access = viewer.isAdmin ? { allowed: true, unlockMembershipId: null } : mediaAccess(viewer.membershipId, gate);
  return {
    Permission: gate.permission,
    MinimumMembershipId: gate.minimumMembershipId,
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

export function presentVideo(
  viewer: MediaViewer,
  publicUrl: string,
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
    ThumbnailImage: absoluteUrl(publicUrl, row.video.thumbnailUrl),
    VideoUrl: gate.Locked || !links.video ? null : absoluteUrl(publicUrl, links.video),
    CaptionsUrl: gate.Locked || !links.captions ? null : absoluteUrl(publicUrl, links.captions),
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
