// Route module of the self-study area (one lazy chunk): the catalogue, my courses, the lessons and a course's detail.

import { pageFrom } from "../../shared/api/url-params.ts";
import { type Loaders, screenLoader } from "../../shared/routing/route-loader.ts";
import { readSession } from "../../shared/session/session-store.ts";
import { selfStudyCatalogueQuery } from "./api/selfstudy.ts";

export { CourseDetailPage } from "./components/course-detail-page.tsx";
export { CourseLessonsPage } from "./components/course-lessons-page.tsx";
export { MySelfStudyPage } from "./components/my-self-study-page.tsx";
export { SelfStudyCataloguePage } from "./components/self-study-catalogue-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098): the catalogue's page (a member's prices). */
export const loaders: Loaders = {
  selfStudy: screenLoader(({ client, url }) => [
    client.ensureQueryData(selfStudyCatalogueQuery(pageFrom(url.searchParams), readSession().user?.Id ?? null)),
  ]),
};
