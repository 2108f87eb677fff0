import { type AdminAnnouncement, type AnnouncementForm, contract, type TranslationLanguage } from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";
import { pageFrom } from "../../../shared/api/url-params.ts";
import { type AnnouncementPage, announcementKeys } from "./get-announcement.ts";

export type { AdminAnnouncement, AnnouncementForm };

/** The administrator's page: with `missingLanguage`, only the announcements not yet translated into it. */
export interface AdminAnnouncementPage extends AnnouncementPage {
  missingLanguage?: TranslationLanguage | undefined;
}

/** The administrator's table's page size. */
export const ADMIN_ANNOUNCEMENTS_PAGE_SIZE = 20;

/**
 * What /admin/announcements lists first, from its address (?page): read alike by the screen and its loader. The
 * language filter is the screen's own state and starts empty.
 */
export function adminAnnouncementParams(params: URLSearchParams): AdminAnnouncementPage {
  return { page: pageFrom(params), pageSize: ADMIN_ANNOUNCEMENTS_PAGE_SIZE };
}

/** GET Announcement/GetAnnouncementsAdmin?page&pageSize&filters (administrators). */
export const adminAnnouncementsQuery = ({ missingLanguage, ...params }: AdminAnnouncementPage) =>
  queryOptions({
    queryKey: announcementKeys.admin({ ...params, ...(missingLanguage ? { missingLanguage } : {}) }),
    queryFn: ({ signal }) =>
      callData(contract.announcements.getAnnouncementsAdmin, {
        query: {
          ...params,
          ...(missingLanguage ? { filters: JSON.stringify({ MissingLanguage: missingLanguage }) } : {}),
        },
        signal,
      }),
  });

export function useAdminAnnouncements(params: AdminAnnouncementPage) {
  return useQuery({ ...adminAnnouncementsQuery(params), placeholderData: keepPreviousData });
}

/** Save (add or edit) and delete; both refresh every announcement list (public ones included). */
export function useAnnouncementChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: announcementKeys.all });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: AnnouncementForm }) =>
        id === null
          ? callApi(contract.announcements.addAnnouncement, { body })
          : callApi(contract.announcements.editAnnouncement, { params: { id }, body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => callApi(contract.announcements.deleteAnnouncement, { params: { id } }),
      onSuccess,
    }),
  };
}
