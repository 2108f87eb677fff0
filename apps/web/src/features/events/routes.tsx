// Route module of the events area (one lazy chunk): study groups and events, and the list's loader.

import { type Loaders, screenLoader } from "../../shared/routing/route-loader.ts";
import { eventListOf, eventsQuery } from "./api/events.ts";

export { EventsPage } from "./components/events-page.tsx";

/** /studygroupsandevents: the list the URL's search and filters name. */
const eventsLoader = screenLoader(({ client, url }) => [
  client.ensureQueryData(eventsQuery(eventListOf(url.searchParams).list)),
]);

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  studyGroupsAndEvents: eventsLoader,
};
