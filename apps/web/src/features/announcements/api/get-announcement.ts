import type { Announcement, ListData } from "@haa/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "../../../shared/api/client.ts";

export type { Announcement };

/** GET Announcement/GetAnnouncement?page&pageSize. */
export function getAnnouncement(params: { page: number; pageSize: number }): Promise<ListData<Announcement>> {
  return apiData<ListData<Announcement>>("Announcement/GetAnnouncement", { query: { ...params } });
}

/** GET Announcement/GetAnnouncementById/{id}. */
export function getAnnouncementById(id: number): Promise<Announcement> {
  return apiData<Announcement>(`Announcement/GetAnnouncementById/${id}`);
}

export const announcementsQuery = (params: { page: number; pageSize: number }) =>
  queryOptions({ queryKey: ["announcements", "list", params], queryFn: () => getAnnouncement(params) });

export const announcementQuery = (id: number) =>
  queryOptions({ queryKey: ["announcements", "one", id], queryFn: () => getAnnouncementById(id) });

export function useAnnouncements(params: { page: number; pageSize: number }) {
  return useQuery({ ...announcementsQuery(params), placeholderData: keepPreviousData });
}

export function useAnnouncement(id: number) {
  return useQuery({ ...announcementQuery(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
