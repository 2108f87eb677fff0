import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The announcements area's routes: the app's registry is made of every area's, and features link with `announcementsRoutes.to`. */
export const announcementsRoutes = defineRoutes({
  announcement: route(
    "/announcement",
    { title: "nav.announcements", description: "announcements.intro" },
    { nav: [{ menu: "site", group: "community", rank: 40 }] },
  ),
  newAnnouncement: route("/newannouncement/:id", {
    title: "nav.announcements",
    description: "announcements.intro",
  }),
  adminAnnouncements: route(
    "/admin/announcements",
    { title: "adminNav.links.announcements" },
    { nav: [{ menu: "admin", group: "content", rank: 20 }] },
  ),
});

const pages = chunk("features/announcements/routes.tsx", () => import("./routes.tsx"), ["announcements"]);
const admin = chunk("features/announcements/routes-admin.tsx", () => import("./routes-admin.tsx"), [
  "announcements",
  "translations",
]);

/** The screen each of the announcements area's routes shows, from its chunk. */
export const announcementsArea = defineArea(announcementsRoutes, {
  announcement: screen(pages, (m) => m.AnnouncementsPage),
  newAnnouncement: screen(pages, (m) => m.AnnouncementPage),
  adminAnnouncements: screen(admin, (m) => m.AdminAnnouncementsPage),
});
