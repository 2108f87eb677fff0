import { contract } from "@haa/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api/call.ts";
import { notificationsKey } from "./get-notifications-by-user-id.ts";

/** PUT Notification/MarkNotificationAsRead (body notificationID, userID). */
export function markNotificationAsRead(body: { notificationID: number; userID: number }) {
  return callApi(contract.notifications.markNotificationAsRead, { body });
}

/** PUT Notification/DeleteUserNotification (body notificationID, userID). */
export function deleteUserNotification(body: { notificationID: number; userID: number }) {
  return callApi(contract.notifications.deleteUserNotification, { body });
}

/** PUT Notification/MarkAllNotificationAsRead (body notificationIDs, userID; no ids = every unread one). */
export function markAllNotificationAsRead(body: { notificationIDs?: number[]; userID: number }) {
  return callApi(contract.notifications.markAllNotificationAsRead, { body });
}

/** The three changes; each refreshes every notification query of the member (the bell included). */
export function useNotificationChanges(userId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: notificationsKey(userId) });
  return {
    markRead: useMutation({
      mutationFn: (notificationID: number) => markNotificationAsRead({ notificationID, userID: userId }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (notificationID: number) => deleteUserNotification({ notificationID, userID: userId }),
      onSuccess,
    }),
    markAll: useMutation({
      mutationFn: () => markAllNotificationAsRead({ userID: userId }),
      onSuccess,
    }),
  };
}
