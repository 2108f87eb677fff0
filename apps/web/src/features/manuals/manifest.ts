import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The manuals area's routes: the app's registry is made of every area's, and features link with `manualsRoutes.to`. */
export const manualsRoutes = defineRoutes({
  myManuals: route(
    "/mymanuals",
    { title: "memberNav.links.manuals" },
    { layout: "member", nav: [{ menu: "site", group: "learn", label: "nav.manuals", rank: 60 }] },
  ),
  adminManuals: route(
    "/admin/manuals",
    { title: "adminNav.links.manuals" },
    { nav: [{ menu: "admin", group: "education", rank: 30 }] },
  ),
});

const pages = chunk("features/manuals/routes.tsx", () => import("./routes.tsx"), ["manuals"]);
const admin = chunk("features/manuals/routes-admin.tsx", () => import("./routes-admin.tsx"), ["manuals"]);

/** The screen each of the manuals area's routes shows, from its chunk. */
export const manualsArea = defineArea(manualsRoutes, {
  myManuals: screen(pages, (m) => m.MyManualsPage),
  adminManuals: screen(admin, (m) => m.AdminManualsPage),
});
