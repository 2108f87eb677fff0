// Route module of the notifications area (one lazy chunk): the list and the settings form, and the list's loader.
import { type Loaders, memberLoader } from "../../shared/routing/route-loader.ts";
import { notificationsQuery } from "./api/get-notifications-by-user-id.ts";
import { notificationListParams } from "./api/list-params.ts";
import { notificationSettingQuery } from "./api/notification-settings.ts";

export { NotificationSettingsPage } from "./components/notification-settings-page.tsx";
export { NotificationsPage } from "./components/notifications-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /notifications: the member's page of notifications the address names.
  notifications: memberLoader(({ client, url, userId }) => [
    client.ensureQueryData(notificationsQuery(userId, notificationListParams(url.searchParams))),
  ]),
  // /profile/notifications: the member's choices.
  profileNotifications: memberLoader(({ client, userId }) => [
    client.ensureQueryData(notificationSettingQuery(userId)),
  ]),
};
