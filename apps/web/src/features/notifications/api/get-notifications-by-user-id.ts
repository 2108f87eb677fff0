import { contract, type NotificationList } from "@haa/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callData } from "../../../shared/api/call.ts";

export type { NotificationItem, NotificationList } from "@haa/domain";

export interface NotificationPageParams {
  page: number;
  pageSize: number;
  unreadOnly: boolean;
}

/** The first page with the server's default size: what the bell and the after-login prefetch read. */
const FIRST_PAGE: NotificationPageParams = { page: 1, pageSize: 10, unreadOnly: false };

/** GET Notification/GetNotificationsByUserId?userId&page&pageSize&filters. */
export function getNotificationsByUserId(
  userId: number,
  params: NotificationPageParams = FIRST_PAGE,
): Promise<NotificationList> {
  return callData(contract.notifications.getNotificationsByUserId, {
    // The first page is the spec's bare call (`?userId`): the server's defaults are that page.
    query: {
      userId,
      page: params.page === 1 ? undefined : params.page,
      pageSize: params.pageSize === FIRST_PAGE.pageSize ? undefined : params.pageSize,
      filters: params.unreadOnly ? JSON.stringify({ unread: true }) : undefined,
    },
  });
}

/** Every notification query of a member starts with this key, so one invalidation refreshes bell and list. */
export const notificationsKey = (userId: number) => ["notifications", userId] as const;

export const notificationsQuery = (userId: number, params: NotificationPageParams = FIRST_PAGE) =>
  queryOptions({
    queryKey: [...notificationsKey(userId), params.page, params.pageSize, params.unreadOnly],
    queryFn: () => getNotificationsByUserId(userId, params),
  });

export function useNotifications(userId: number, params: NotificationPageParams) {
  return useQuery({ ...notificationsQuery(userId, params), placeholderData: keepPreviousData });
}
