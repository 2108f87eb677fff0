import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import {
  markAllSchema,
  notificationCountSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationRefSchema,
  notificationSettingInputSchema,
  notificationSettingSchema,
} from "./notifications.ts";

export const getNotificationsByUserId = defineCall({
  method: "GET",
  path: "/api/Notification/GetNotificationsByUserId",
  query: notificationListQuerySchema,
  data: notificationListSchema,
});

export const getNotificationSettingByUserId = defineCall({
  method: "GET",
  path: "/api/Notification/GetNotificationSettingByUserId",
  query: z.object({
    userId: notificationListQuerySchema.shape.userId,
  }),
  data: notificationSettingSchema,
});

export const postNotificationSetting = defineCall({
  method: "POST",
  path: "/api/Notification/PostNotificationSetting",
  body: notificationSettingInputSchema,
  data: notificationSettingSchema,
});

export const markNotificationAsRead = defineCall({
  method: "PUT",
  path: "/api/Notification/MarkNotificationAsRead",
  body: notificationRefSchema,
  data: notificationCountSchema,
});

export const deleteUserNotification = defineCall({
  method: "PUT",
  path: "/api/Notification/DeleteUserNotification",
  body: notificationRefSchema,
  data: notificationCountSchema,
});

export const markAllNotificationAsRead = defineCall({
  method: "PUT",
  path: "/api/Notification/MarkAllNotificationAsRead",
  body: markAllSchema,
  data: notificationCountSchema,
});
