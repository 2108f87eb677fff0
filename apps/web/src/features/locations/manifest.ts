import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The locations area's routes: the app's registry is made of every area's, and features link with `locationsRoutes.to`. */
export const locationsRoutes = defineRoutes({
  location: route("/location", { title: "memberNav.links.locations" }, { layout: "member" }),
  locationArchived: route(
    "/location/locationarchived",
    { title: "memberNav.links.locationsArchived" },
    { layout: "member" },
  ),
});

const pages = chunk("features/locations/routes.tsx", () => import("./routes.tsx"), ["locations"]);

/** The screen each of the locations area's routes shows, from its chunk. */
export const locationsArea = defineArea(locationsRoutes, {
  location: screen(pages, (m) => m.LocationsPage),
  locationArchived: screen(pages, (m) => m.ArchivedLocationsPage),
});
