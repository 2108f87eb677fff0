// Route module of the locations area (one lazy chunk): the instructor's venues and their archive, and their loaders.
import { type Loaders, memberLoader } from "../../shared/routing/route-loader.ts";
import { isLoggedIn, readSession } from "../../shared/session/session-store.ts";
import {
  archivedLocationsQuery,
  FIRST_ARCHIVED_LOCATIONS,
  FIRST_LOCATIONS,
  locationFiltersQuery,
  locationsQuery,
} from "./api/locations.ts";
import { mayAddLocations } from "./components/locations-page.tsx";

export { ArchivedLocationsPage } from "./components/archived-locations-page.tsx";
export { LocationsPage } from "./components/locations-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /location: the first page of the venues and the filters' choices, for whom the screen shows its tools (the
  // stored level says so); any other member reads why not, which needs no data.
  location: memberLoader(({ client, userId }) => {
    const session = readSession();
    if (!isLoggedIn(session) || !mayAddLocations(session.user)) return [];
    return [
      client.ensureQueryData(locationsQuery(userId, FIRST_LOCATIONS)),
      client.ensureQueryData(locationFiltersQuery(userId)),
    ];
  }),
  // /location/locationarchived: the archive's first page (the server knows whose from the bearer).
  locationArchived: memberLoader(({ client }) => [
    client.ensureQueryData(archivedLocationsQuery(FIRST_ARCHIVED_LOCATIONS.page, FIRST_ARCHIVED_LOCATIONS.search)),
  ]),
};
