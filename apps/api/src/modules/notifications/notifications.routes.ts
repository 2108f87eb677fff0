import {
  envelopeSchema,
  markAllSchema,
  notificationCountSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationRefSchema,
  notificationSettingInputSchema,
  notificationSettingSchema,
  translate,
} from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ownerAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { listData } from "../../http/list.ts";
import { notificationsOf } from "./notifications.policy.ts";
import { presentSettings } from "./notifications.presenter.ts";
import type { NotificationService } from "./notifications.service.ts";

export function notificationRoutes(app: FastifyInstance, notifications: NotificationService) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["Notification"];

  api.get(
    "/api/Notification/GetNotificationsByUserId",
    {
      config: { access: ownerAccess({ in: "query", name: "userId" }, notificationsOf("read")) },
      schema: {
        tags,
        summary:
          "A member's notifications, newest first, in the caller's language (bearer; self or administrator): page, pageSize (default 10, at most 50), filters {\"unread\":true}; Data adds UnreadCount for the bell",
        querystring: notificationListQuerySchema,
        response: { 200: envelopeSchema(notificationListSchema) },
      },
    },
    async (request) => {
      const { userId, page, pageSize, filters } = request.query;
      const result = await notifications.list(
        userId,
        { page, pageSize, unreadOnly: filters?.unread === true },
        request.language,
      );
      return ok({ ...listData(result.items, result.total, { page, pageSize }), UnreadCount: result.unread });
    },
  );

  api.get(
    "/api/Notification/GetNotificationSettingByUserId",
    {
      config: { access: ownerAccess({ in: "query", name: "userId" }, notificationsOf("configure")) },
      schema: {
        tags,
        summary:
          "A member's notification settings (bearer; self or administrator): per kind, on the website and/or by e-mail (payment and card notices always e-mail), and the daily digest",
        querystring: z.object({
          userId: notificationListQuerySchema.shape.userId,
        }),
        response: { 200: envelopeSchema(notificationSettingSchema) },
      },
    },
    async (request) => {
      const { userId } = request.query;
      return ok(presentSettings(userId, await notifications.settings(userId)));
    },
  );

  api.post(
    "/api/Notification/PostNotificationSetting",
    {
      config: { access: ownerAccess({ in: "body", name: "userID" }, notificationsOf("configure")) },
      schema: {
        tags,
        summary:
          "Save a member's notification settings (bearer; self or administrator): userID, DailyDigest, Kinds [{ Kind, InApp, Email }]; kinds not sent keep their choice",
        body: notificationSettingInputSchema,
        response: { 200: envelopeSchema(notificationSettingSchema) },
      },
    },
    async (request) => {
      const saved = await notifications.saveSettings(request.body);
      return ok(
        presentSettings(request.body.userID, saved),
        translate(request.language, "notificationMessages.settingsSaved"),
      );
    },
  );

  api.put(
    "/api/Notification/MarkNotificationAsRead",
    {
      config: { access: ownerAccess({ in: "body", name: "userID" }, notificationsOf("change")) },
      schema: {
        tags,
        summary:
          "Mark one notification read (bearer; self or administrator): notificationID, userID; a notification of another member is 404",
        body: notificationRefSchema,
        response: { 200: envelopeSchema(notificationCountSchema) },
      },
    },
    async (request) =>
      ok(await notifications.markRead(request.body), translate(request.language, "notificationMessages.markedRead")),
  );

  api.put(
    "/api/Notification/DeleteUserNotification",
    {
      config: { access: ownerAccess({ in: "body", name: "userID" }, notificationsOf("change")) },
      schema: {
        tags,
        summary:
          "Delete one notification (bearer; self or administrator): notificationID, userID; a notification of another member is 404",
        body: notificationRefSchema,
        response: { 200: envelopeSchema(notificationCountSchema) },
      },
    },
    async (request) =>
      ok(await notifications.remove(request.body), translate(request.language, "notificationMessages.deleted")),
  );

  api.put(
    "/api/Notification/MarkAllNotificationAsRead",
    {
      config: { access: ownerAccess({ in: "body", name: "userID" }, notificationsOf("change")) },
      schema: {
        tags,
        summary:
          "Mark notifications read (bearer; self or administrator): userID and notificationIDs (at most 500); without ids, or with an empty list, every unread notification of the member",
        body: markAllSchema,
        response: { 200: envelopeSchema(notificationCountSchema) },
      },
    },
    async (request) =>
      ok(await notifications.markAll(request.body), translate(request.language, "notificationMessages.allMarkedRead")),
  );
}
