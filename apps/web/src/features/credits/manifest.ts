import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The credits area's routes: the app's registry is made of every area's, and features link with `creditsRoutes.to`. */
export const creditsRoutes = defineRoutes({
  profileCredentials: route("/profile/credentials", { title: "memberNav.links.credentials" }, { layout: "member" }),
  myCeus: route("/myceus", { title: "memberNav.links.credits" }, { layout: "member" }),
  // The CE cycle every member's credit window follows (ADR 0048).
  adminCredits: route(
    "/admin/credits",
    { title: "adminNav.links.credits" },
    { nav: [{ menu: "admin", group: "education", rank: 50 }] },
  ),
});

const pages = chunk("features/credits/routes.tsx", () => import("./routes.tsx"), ["credits"]);
const admin = chunk("features/credits/routes-admin.tsx", () => import("./routes-admin.tsx"), ["credits"]);

/** The screen each of the credits area's routes shows, from its chunk. */
export const creditsArea = defineArea(creditsRoutes, {
  profileCredentials: screen(pages, (m) => m.CredentialsPage),
  myCeus: screen(pages, (m) => m.MyCeusPage),
  adminCredits: screen(admin, (m) => m.AdminCreditsPage),
});
