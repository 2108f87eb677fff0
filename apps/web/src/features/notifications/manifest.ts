import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The notifications area's routes: the app's registry is made of every area's, and features link with `notificationsRoutes.to`. */
export const notificationsRoutes = defineRoutes({
  notifications: route(
    "/notifications",
    { title: "nav.notifications" },
    { layout: "member", nav: [{ menu: "account", group: "member", rank: 30 }] },
  ),
  profileNotifications: route(
    "/profile/notifications",
    { title: "memberNav.links.notificationSettings" },
    { layout: "member" },
  ),
});

const pages = chunk("features/notifications/routes.tsx", () => import("./routes.tsx"), ["notifications"]);

/** The screen each of the notifications area's routes shows, from its chunk. */
export const notificationsArea = defineArea(notificationsRoutes, {
  notifications: screen(pages, (m) => m.NotificationsPage),
  profileNotifications: screen(pages, (m) => m.NotificationSettingsPage),
});
