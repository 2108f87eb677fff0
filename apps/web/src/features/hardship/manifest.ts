import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The hardship area's routes: the app's registry is made of every area's, and features link with `hardshipRoutes.to`. */
export const hardshipRoutes = defineRoutes({
  hardshipApplication: route("/hardshipapplication", { title: "memberNav.links.hardship" }, { layout: "member" }),
});

const pages = chunk("features/hardship/routes.tsx", () => import("./routes.tsx"), ["hardship"]);

/** The screen each of the hardship area's routes shows, from its chunk. */
export const hardshipArea = defineArea(hardshipRoutes, {
  hardshipApplication: screen(pages, (m) => m.HardshipApplicationPage),
});
