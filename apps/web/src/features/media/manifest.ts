import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The media area's routes: the app's registry is made of every area's, and features link with `mediaRoutes.to`. */
export const mediaRoutes = defineRoutes({
  downloads: route(
    "/Downloads",
    { title: "nav.downloads", description: "downloads.intro" },
    { nav: [{ menu: "site", group: "learn", rank: 50 }] },
  ),
  videos: route(
    "/videos",
    { title: "nav.videos", description: "videos.intro" },
    { nav: [{ menu: "site", group: "learn", rank: 40 }] },
  ),
  adminMedia: route(
    "/admin/media",
    { title: "adminNav.links.media" },
    { nav: [{ menu: "admin", group: "content", rank: 70 }] },
  ),
});

const pages = chunk("features/media/routes.tsx", () => import("./routes.tsx"), ["media"]);
const admin = chunk("features/media/routes-admin.tsx", () => import("./routes-admin.tsx"), ["media", "translations"]);

/** The screen each of the media area's routes shows, from its chunk. */
export const mediaArea = defineArea(mediaRoutes, {
  downloads: screen(pages, (m) => m.DownloadsPage),
  videos: screen(pages, (m) => m.VideosPage),
  adminMedia: screen(admin, (m) => m.AdminMediaPage),
});
