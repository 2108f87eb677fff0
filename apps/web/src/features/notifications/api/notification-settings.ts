import type { NotificationSetting, NotificationSettingForm } from "@haa/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiData, apiRequest } from "../../../shared/api/client.ts";

export type { NotificationSetting };

/** GET Notification/GetNotificationSettingByUserId?userId. */
export function getNotificationSettingByUserId(userId: number): Promise<NotificationSetting> {
  return apiData<NotificationSetting>("Notification/GetNotificationSettingByUserId", { query: { userId } });
}

/** POST Notification/PostNotificationSetting. */
export function postNotificationSetting(body: NotificationSettingForm) {
  return apiRequest<NotificationSetting>("Notification/PostNotificationSetting", { method: "POST", json: body });
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
