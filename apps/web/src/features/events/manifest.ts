import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The events area's routes: the app's registry is made of every area's, and features link with `eventsRoutes.to`. */
export const eventsRoutes = defineRoutes({
  studyGroupsAndEvents: route(
    "/studygroupsandevents",
    { title: "nav.studyGroups", description: "eventsPage.lead" },
    { nav: [{ menu: "site", group: "community", rank: 30 }] },
  ),
});

const pages = chunk("features/events/routes.tsx", () => import("./routes.tsx"), ["events", "translations"]);

/** The screen each of the events area's routes shows, from its chunk. */
export const eventsArea = defineArea(eventsRoutes, {
  studyGroupsAndEvents: screen(pages, (m) => m.EventsPage),
});
