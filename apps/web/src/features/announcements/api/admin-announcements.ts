import type { AdminAnnouncement, AnnouncementForm, ListData } from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiData, apiRequest } from "../../../shared/api/client.ts";

export type { AdminAnnouncement, AnnouncementForm };

/** GET Announcement/GetAnnouncementsAdmin?page&pageSize (administrators). */
export function getAnnouncementsAdmin(params: { page: number; pageSize: number }) {
  return apiData<ListData<AdminAnnouncement>>("Announcement/GetAnnouncementsAdmin", { query: { ...params } });
}

/** POST Announcement/AddAnnouncement. */
export function addAnnouncement(body: AnnouncementForm) {
  return apiRequest<AdminAnnouncement>("Announcement/AddAnnouncement", { method: "POST", json: body });
}

/** PUT Announcement/EditAnnouncement/{id}. */
export function editAnnouncement(id: number, body: AnnouncementForm) {
  return apiRequest<AdminAnnouncement>(`Announcement/EditAnnouncement/${id}`, { method: "PUT", json: body });
}

/** DELETE Announcement/DeleteAnnouncement/{id}. */
export function deleteAnnouncement(id: number) {
  return apiRequest<null>(`Announcement/DeleteAnnouncement/${id}`, { method: "DELETE" });
}

export const adminAnnouncementsQuery = (params: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: ["announcements", "admin", params],
    queryFn: () => getAnnouncementsAdmin(params),
  });

export function useAdminAnnouncements(params: { page: number; pageSize: number }) {
  return useQuery({ ...adminAnnouncementsQuery(params), placeholderData: keepPreviousData });
}

/** Save (add or edit) and delete; both refresh every announcement list (public ones included). */
export function useAnnouncementChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ["announcements"] });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: AnnouncementForm }) =>
        id === null ? addAnnouncement(body) : editAnnouncement(id, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: deleteAnnouncement, onSuccess }),
  };
}
