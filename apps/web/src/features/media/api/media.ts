import type {
  DownloadGroup,
  DownloadGroupList,
  DownloadGroupWithFiles,
  MediaPermission,
  VideoCategory,
  WebVideo,
  WebVideoList,
} from "@haa/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiBlob, apiData } from "../../../shared/api/client.ts";

export type { DownloadGroup, DownloadGroupWithFiles, VideoCategory, WebVideo };

export interface LibraryParams {
  page: number;
  pageSize: number;
  search: string;
  /** A category (videos) or group (downloads) id, or 0 for all. */
  shelf: number;
}

const filtersOf = (key: "CategoryId" | "GroupId", id: number) => (id > 0 ? JSON.stringify({ [key]: id }) : undefined);

/** GET Video/GetWebVideos?page&pageSize&search&filters (optional bearer: the member's plan opens videos). */
export function getWebVideos(params: LibraryParams): Promise<WebVideoList> {
  return apiData("Video/GetWebVideos", {
    query: {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search || undefined,
      filters: filtersOf("CategoryId", params.shelf),
    },
  });
}

export function useWebVideos(params: LibraryParams, userId: number | null) {
  return useQuery({
    queryKey: ["media", "videos", userId, params],
    queryFn: () => getWebVideos(params),
    placeholderData: keepPreviousData,
  });
}

/** GET Video/GetVideoCategory. */
export function useVideoCategories(userId: number | null) {
  return useQuery({
    queryKey: ["media", "categories", userId],
    queryFn: () => apiData<VideoCategory[]>("Video/GetVideoCategory"),
  });
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
    ? apiData(`Download/GetDownloadFileByGroupByUserID/${userId}`, { query })
    : apiData("Download/GetDownloadFile", { query });
}

export function useDownloads(userId: number | null, params: LibraryParams) {
  return useQuery({
    queryKey: ["media", "downloads", userId, params],
    queryFn: () => getDownloads(userId, params),
    placeholderData: keepPreviousData,
  });
}

/** Administrators: every group with its files (the public call answers them unlocked to an administrator). */
export function useAdminDownloads() {
  return useQuery({
    queryKey: ["media", "admin-downloads"],
    queryFn: () => getDownloads(null, { page: 1, pageSize: 50, search: "", shelf: 0 }),
  });
}

/** GET Download/GetDownloadFileGroupByUserID/{id}: the groups for the filter (members). */
export function useDownloadGroups(userId: number | null) {
  return useQuery({
    queryKey: ["media", "groups", userId],
    queryFn: () => apiData<DownloadGroup[]>(`Download/GetDownloadFileGroupByUserID/${userId}`),
    enabled: userId !== null,
  });
}

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** GET Download/DownloadFile/{id} (bearer): saved under the file's name; the server counts it. */
export function useDownloadFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: { DownloadUrl: string; FileName: string }) =>
      save(await apiBlob(file.DownloadUrl), file.FileName),
    onSuccess: () => client.invalidateQueries({ queryKey: ["media", "downloads"] }),
  });
}

// Administration (ADR 0041).

export interface ShelfInput {
  Id?: number;
  Name: string;
  Description: string;
  SortBy: number;
  Permission: MediaPermission;
  MinimumMembershipId: number;
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
      return apiData("Video/AdminSaveVideoCategory", { method: "POST", json: call.shelf });
    case "deleteCategory":
      return apiData(`Video/AdminDeleteVideoCategory/${call.id}`, { method: "DELETE" });
    case "addVideo":
      return apiData("Video/AdminAddVideo", { method: "POST", form: call.form });
    case "deleteVideo":
      return apiData(`Video/AdminDeleteVideo/${call.id}`, { method: "DELETE" });
    case "updateVideo":
      return apiData(`Video/AdminUpdateVideo/${call.id}`, { method: "PUT", json: call.details });
    case "replaceThumbnail":
      return apiData(`Video/AdminUpdateVideoThumbnail/${call.id}`, { method: "PUT", form: call.form });
    case "updateFile":
      return apiData(`Download/AdminUpdateDownloadFile/${call.id}`, { method: "PUT", json: call.details });
    case "replaceFile":
      return apiData(`Download/AdminReplaceDownloadFile/${call.id}`, { method: "PUT", form: call.form });
    case "saveGroup":
      return apiData("Download/AdminSaveDownloadGroup", { method: "POST", json: call.shelf });
    case "deleteGroup":
      return apiData(`Download/AdminDeleteDownloadGroup/${call.id}`, { method: "DELETE" });
    case "addFile":
      return apiData("Download/AdminAddDownloadFile", { method: "POST", form: call.form });
    case "deleteFile":
      return apiData(`Download/AdminDeleteDownloadFile/${call.id}`, { method: "DELETE" });
  }
}

export function useAdminCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runAdminCall,
    onSuccess: () => client.invalidateQueries({ queryKey: ["media"] }),
  });
}
