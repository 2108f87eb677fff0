import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The privacy area's routes: the app's registry is made of every area's, and features link with `privacyRoutes.to`. */
export const privacyRoutes = defineRoutes({
  // Members' data exports and erasure requests (ADR 0089).
  adminPrivacy: route(
    "/admin/privacy",
    { title: "adminNav.links.privacy" },
    { nav: [{ menu: "admin", group: "people", rank: 50 }] },
  ),
});

const admin = chunk("features/privacy/routes-admin.tsx", () => import("./routes-admin.tsx"), ["privacy"]);

/** The screen each of the privacy area's routes shows, from its chunk. */
export const privacyArea = defineArea(privacyRoutes, {
  adminPrivacy: screen(admin, (m) => m.AdminPrivacyPage),
});
