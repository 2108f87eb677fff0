import { ANNOUNCEMENT_PAGE_SIZE, type Announcement, contract } from "@haa/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callData } from "../../../shared/api/call.ts";

export type { Announcement };

export interface AnnouncementPage {
  page: number;
  pageSize: number;
}

/** Every announcement query sits under `all`, so a change refreshes the public and the administrator's lists. */
export const announcementKeys = {
  all: ["announcements"] as const,
  list: (params: AnnouncementPage) => [...announcementKeys.all, "list", params] as const,
  one: (id: number) => [...announcementKeys.all, "one", id] as const,
  admin: (params: AnnouncementPage & { missingLanguage?: string }) =>
    [...announcementKeys.all, "admin", params] as const,
};

/** What /announcement lists, from its address (?page): read alike by the screen and its loader. */
export const announcementListParams = (params: URLSearchParams): AnnouncementPage => ({
  page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
  pageSize: ANNOUNCEMENT_PAGE_SIZE,
});

/** Whether an address's id can name an announcement: the screen and its loader ask nothing for any other. */
export const isAnnouncementId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** GET Announcement/GetAnnouncement?page&pageSize. */
export const announcementsQuery = (params: AnnouncementPage) =>
  queryOptions({
    queryKey: announcementKeys.list(params),
    queryFn: ({ signal }) => callData(contract.announcements.getAnnouncement, { query: { ...params }, signal }),
  });

/** GET Announcement/GetAnnouncementById/{id}. */
export const announcementQuery = (id: number) =>
  queryOptions({
    queryKey: announcementKeys.one(id),
    queryFn: ({ signal }) => callData(contract.announcements.getAnnouncementById, { params: { id }, signal }),
  });

export function useAnnouncements(params: AnnouncementPage) {
  return useQuery({ ...announcementsQuery(params), placeholderData: keepPreviousData });
}

export function useAnnouncement(id: number) {
  return useQuery({ ...announcementQuery(id), enabled: isAnnouncementId(id) });
}
