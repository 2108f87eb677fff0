import { pageFrom } from "../../../shared/api/url-params.ts";
import type { NotificationPageParams } from "./get-notifications-by-user-id.ts";

/** The list's page size on /notifications (the bell reads the server's default first page). */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** What /notifications lists for its address (`?page=2&unread=1`): the screen and its loader read the same. */
export function notificationListParams(search: URLSearchParams): NotificationPageParams {
  return { page: pageFrom(search), pageSize: NOTIFICATIONS_PAGE_SIZE, unreadOnly: search.get("unread") === "1" };
}
