import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The profiles area's routes: the app's registry is made of every area's, and features link with `profilesRoutes.to`. */
export const profilesRoutes = defineRoutes({
  profileBio: route("/profile/bio", { title: "memberNav.links.bio" }, { layout: "member" }),
  profileLicensingDetails: route(
    "/profile/licensingdetails",
    { title: "memberNav.links.licence" },
    { layout: "member" },
  ),
});

const pages = chunk("features/profiles/routes.tsx", () => import("./routes.tsx"), ["profiles"]);

/** The screen each of the profiles area's routes shows, from its chunk. */
export const profilesArea = defineArea(profilesRoutes, {
  profileBio: screen(pages, (m) => m.BioPage),
  profileLicensingDetails: screen(pages, (m) => m.LicensingPage),
});
