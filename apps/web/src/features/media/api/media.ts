import {
  contract,
  type DownloadGroup,
  type DownloadGroupList,
  type DownloadGroupWithFiles,
  type MediaPermission,
  type TranslationLanguage,
  type VideoCategory,
  type WebVideo,
  type WebVideoList,
} from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callData } from "../../../shared/api/call.ts";
import { apiBlob } from "../../../shared/api/client.ts";
import { saveBlob } from "../../../shared/api/save-blob.ts";

export type { DownloadGroup, DownloadGroupWithFiles, VideoCategory, WebVideo };

export interface LibraryParams {
  page: number;
  pageSize: number;
  search: string;
  /** A category (videos) or group (downloads) id, or 0 for all. */
  shelf: number;
  /** Administrators: only the videos not yet translated into this language (ADR 0097). */
  missingLanguage?: TranslationLanguage | undefined;
}

/**
 * The viewer the administration's video reads are cached under: no one's id, so its lists (every video, whatever a
 * plan opens) are never a visitor's (null) or a member's.
 */
export const ADMIN_VIEWER = -1;

/** Videos a page of the administration's videos tab shows. */
export const ADMIN_VIDEOS_PAGE_SIZE = 20;

/** What the videos tab shows first: page 1 of every category, no language filter (the tab keeps them in its state). */
export const FIRST_ADMIN_VIDEOS: LibraryParams = { page: 1, pageSize: ADMIN_VIDEOS_PAGE_SIZE, search: "", shelf: 0 };

const mediaKeys = {
  all: ["media"] as const,
  videos: (userId: number | null, params: LibraryParams) => ["media", "videos", userId, params] as const,
  categories: (userId: number | null) => ["media", "categories", userId] as const,
  downloads: ["media", "downloads"] as const,
  downloadsOf: (userId: number | null, params: LibraryParams) => [...mediaKeys.downloads, userId, params] as const,
  adminDownloads: ["media", "admin-downloads"] as const,
  groups: (userId: number | null) => ["media", "groups", userId] as const,
};

const filtersOf = (key: "CategoryId" | "GroupId", id: number, missingLanguage?: TranslationLanguage) => {
  const filters = {
    ...(id > 0 ? { [key]: id } : {}),
    ...(missingLanguage ? { MissingLanguage: missingLanguage } : {}),
  };
  return Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined;
};

/** GET Video/GetWebVideos?page&pageSize&search&filters (optional bearer: the member's plan opens videos). */
export function getWebVideos(params: LibraryParams): Promise<WebVideoList> {
  return callData(contract.media.getWebVideos, {
    query: {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search || undefined,
      filters: filtersOf("CategoryId", params.shelf, params.missingLanguage),
    },
  });
}

/** The viewer is in the key: their plan decides which videos are locked. */
export const webVideosQuery = (params: LibraryParams, userId: number | null) =>
  queryOptions({ queryKey: mediaKeys.videos(userId, params), queryFn: () => getWebVideos(params) });

export function useWebVideos(params: LibraryParams, userId: number | null) {
  return useQuery({ ...webVideosQuery(params, userId), placeholderData: keepPreviousData });
}

/** GET Video/GetVideoCategory. */
export const videoCategoriesQuery = (userId: number | null) =>
  queryOptions({
    queryKey: mediaKeys.categories(userId),
    queryFn: ({ signal }) => callData(contract.media.getVideoCategory, { signal }),
  });

export function useVideoCategories(userId: number | null) {
  return useQuery(videoCategoriesQuery(userId));
}

/**
 * The download library: a member's own view (GetDownloadFileByGroupByUserID/{userId}) or, for visitors, the
 * public one (GetDownloadFile); both answer groups with their files, 10 groups a page.
 */
export function getDownloads(userId: number | null, params: LibraryParams): Promise<DownloadGroupList> {
  const query = {
    page: params.page,
    pageSize: params.pageSize,
    search: params.search || undefined,
    filters: filtersOf("GroupId", params.shelf),
  };
  return userId
    ? callData(contract.media.getDownloadFileByGroupByUserID, { params: { userId }, query })
    : callData(contract.media.getDownloadFile, { query });
}

export const downloadsQuery = (userId: number | null, params: LibraryParams) =>
  queryOptions({ queryKey: mediaKeys.downloadsOf(userId, params), queryFn: () => getDownloads(userId, params) });

export function useDownloads(userId: number | null, params: LibraryParams) {
  return useQuery({ ...downloadsQuery(userId, params), placeholderData: keepPreviousData });
}

/** Administrators: every group with its files (the public call answers them unlocked to an administrator). */
export const adminDownloadsQuery = () =>
  queryOptions({
    queryKey: mediaKeys.adminDownloads,
    queryFn: () => getDownloads(null, { page: 1, pageSize: 50, search: "", shelf: 0 }),
  });

export function useAdminDownloads() {
  return useQuery(adminDownloadsQuery());
}

/** GET Download/GetDownloadFileGroupByUserID/{id}: the groups for the filter (members). */
export const downloadGroupsQuery = (userId: number) =>
  queryOptions({
    queryKey: mediaKeys.groups(userId),
    queryFn: ({ signal }) => callData(contract.media.getDownloadFileGroupByUserID, { params: { id: userId }, signal }),
  });

export function useDownloadGroups(userId: number | null) {
  return useQuery({ ...downloadGroupsQuery(userId ?? 0), enabled: userId !== null });
}

/** GET Download/DownloadFile/{id} (bearer): saved under the file's name; the server counts it. */
export function useDownloadFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: { DownloadUrl: string; FileName: string }) =>
      saveBlob(await apiBlob(file.DownloadUrl), file.FileName),
    onSuccess: () => client.invalidateQueries({ queryKey: mediaKeys.downloads }),
  });
}

// Administration (ADR 0041).

export interface ShelfInput {
  Id?: number;
  Name: string;
  Description: string;
  SortBy: number;
  Permission: MediaPermission;
}

/** The JSON details of AdminUpdateVideo and AdminUpdateDownloadFile (ADR 0053). */
export interface VideoEdit {
  Title: string;
  Description: string;
  CategoryId: number;
  DurationSeconds: number;
}
export interface DownloadEdit {
  Title: string;
  Description: string;
  GroupId: number;
}

export type AdminCall =
  | { kind: "saveCategory"; shelf: ShelfInput }
  | { kind: "deleteCategory"; id: number }
  | { kind: "addVideo"; form: FormData }
  | { kind: "deleteVideo"; id: number }
  | { kind: "updateVideo"; id: number; details: VideoEdit }
  | { kind: "replaceThumbnail"; id: number; form: FormData }
  | { kind: "updateFile"; id: number; details: DownloadEdit }
  | { kind: "replaceFile"; id: number; form: FormData }
  | { kind: "saveGroup"; shelf: ShelfInput }
  | { kind: "deleteGroup"; id: number }
  | { kind: "addFile"; form: FormData }
  | { kind: "deleteFile"; id: number };

export function runAdminCall(call: AdminCall): Promise<{ Id: number }> {
  switch (call.kind) {
    case "saveCategory":
      return callData(contract.media.adminSaveVideoCategory, { body: call.shelf });
    case "deleteCategory":
      return callData(contract.media.adminDeleteVideoCategory, { params: { id: call.id } });
    case "addVideo":
      return callData(contract.media.adminAddVideo, { form: call.form });
    case "deleteVideo":
      return callData(contract.media.adminDeleteVideo, { params: { id: call.id } });
    case "updateVideo":
      return callData(contract.media.adminUpdateVideo, { params: { id: call.id }, body: call.details });
    case "replaceThumbnail":
      return callData(contract.media.adminUpdateVideoThumbnail, { params: { id: call.id }, form: call.form });
    case "updateFile":
      return callData(contract.media.adminUpdateDownloadFile, { params: { id: call.id }, body: call.details });
    case "replaceFile":
      return callData(contract.media.adminReplaceDownloadFile, { params: { id: call.id }, form: call.form });
    case "saveGroup":
      return callData(contract.media.adminSaveDownloadGroup, { body: call.shelf });
    case "deleteGroup":
      return callData(contract.media.adminDeleteDownloadGroup, { params: { id: call.id } });
    case "addFile":
      return callData(contract.media.adminAddDownloadFile, { form: call.form });
    case "deleteFile":
      return callData(contract.media.adminDeleteDownloadFile, { params: { id: call.id } });
  }
}

export function useAdminCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runAdminCall,
    onSuccess: () => client.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
