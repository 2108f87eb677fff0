import { contract, type NotificationSetting, type NotificationSettingForm } from "@haa/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";

export type { NotificationSetting };

/** GET Notification/GetNotificationSettingByUserId?userId. */
export function getNotificationSettingByUserId(userId: number): Promise<NotificationSetting> {
  return callData(contract.notifications.getNotificationSettingByUserId, { query: { userId } });
}

/** POST Notification/PostNotificationSetting. */
export function postNotificationSetting(body: NotificationSettingForm) {
  return callApi(contract.notifications.postNotificationSetting, { body });
}

export const notificationSettingQuery = (userId: number) =>
  queryOptions({
    queryKey: ["notification-settings", userId],
    queryFn: () => getNotificationSettingByUserId(userId),
  });

export function useNotificationSetting(userId: number) {
  return useQuery(notificationSettingQuery(userId));
}

export function useSaveNotificationSetting(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postNotificationSetting,
    onSuccess: (result) => queryClient.setQueryData(notificationSettingQuery(userId).queryKey, result.Data),
  });
}
