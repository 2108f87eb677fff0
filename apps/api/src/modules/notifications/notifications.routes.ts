import { contract, translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import { ownerAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { listData } from "../../http/list.ts";
import { route } from "../../http/route.ts";
import { notificationsOf } from "./notifications.policy.ts";
import { presentSettings } from "./notifications.presenter.ts";
import type { NotificationService } from "./notifications.service.ts";

export function notificationRoutes(app: FastifyInstance, notifications: NotificationService) {
  const tags = ["Notification"];

  route(
    app,
    contract.notifications.getNotificationsByUserId,
    {
      access: ownerAccess({ in: "query", name: "userId" }, notificationsOf("read")),
      tags,
      summary:
        "A member's notifications, newest first, in the caller's language (bearer; self or administrator): page, pageSize (default 10, at most 50), filters {\"unread\":true}; Data adds UnreadCount for the bell",
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

  route(
    app,
    contract.notifications.getNotificationSettingByUserId,
    {
      access: ownerAccess({ in: "query", name: "userId" }, notificationsOf("configure")),
      tags,
      summary:
        "A member's notification settings (bearer; self or administrator): per kind, on the website and/or by e-mail (payment and card notices always e-mail), and the daily digest",
    },
    async (request) => {
      const { userId } = request.query;
      return ok(presentSettings(userId, await notifications.settings(userId)));
    },
  );

  route(
    app,
    contract.notifications.postNotificationSetting,
    {
      access: ownerAccess({ in: "body", name: "userID" }, notificationsOf("configure")),
      tags,
      summary:
        "Save a member's notification settings (bearer; self or administrator): userID, DailyDigest, Kinds [{ Kind, InApp, Email }]; kinds not sent keep their choice",
    },
    async (request) => {
      const saved = await notifications.saveSettings(request.body);
      return ok(
        presentSettings(request.body.userID, saved),
        translate(request.language, "notificationMessages.settingsSaved"),
      );
    },
  );

  route(
    app,
    contract.notifications.markNotificationAsRead,
    {
      access: ownerAccess({ in: "body", name: "userID" }, notificationsOf("change")),
      tags,
      summary:
        "Mark one notification read (bearer; self or administrator): notificationID, userID; a notification of another member is 404",
    },
    async (request) =>
      ok(await notifications.markRead(request.body), translate(request.language, "notificationMessages.markedRead")),
  );

  route(
    app,
    contract.notifications.deleteUserNotification,
    {
      access: ownerAccess({ in: "body", name: "userID" }, notificationsOf("change")),
      tags,
      summary:
        "Delete one notification (bearer; self or administrator): notificationID, userID; a notification of another member is 404",
    },
    async (request) =>
      ok(await notifications.remove(request.body), translate(request.language, "notificationMessages.deleted")),
  );

  route(
    app,
    contract.notifications.markAllNotificationAsRead,
    {
      access: ownerAccess({ in: "body", name: "userID" }, notificationsOf("change")),
      tags,
      summary:
        "Mark notifications read (bearer; self or administrator): userID and notificationIDs (at most 500); without ids, or with an empty list, every unread notification of the member",
    },
    async (request) =>
      ok(await notifications.markAll(request.body), translate(request.language, "notificationMessages.allMarkedRead")),
  );
}
