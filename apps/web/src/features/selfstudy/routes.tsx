// Route module of the self-study area (one lazy chunk): the catalogue, my courses, the lessons and a course's detail.

import { isItemId, pageFrom } from "../../shared/api/url-params.ts";
import { type Loaders, memberLoader, screenLoader } from "../../shared/routing/route-loader.ts";
import { readSession } from "../../shared/session/session-store.ts";
import {
  courseIdFrom,
  courseLessonsQuery,
  myCourseDetailQuery,
  mySelfStudyCoursesQuery,
  selfStudyCatalogueQuery,
} from "./api/selfstudy.ts";

export { CourseDetailPage } from "./components/course-detail-page.tsx";
export { CourseLessonsPage } from "./components/course-lessons-page.tsx";
export { MySelfStudyPage } from "./components/my-self-study-page.tsx";
export { SelfStudyCataloguePage } from "./components/self-study-catalogue-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /selfstudy: the catalogue's page (a member's prices).
  selfStudy: screenLoader(({ client, url }) => [
    client.ensureQueryData(selfStudyCatalogueQuery(pageFrom(url.searchParams), readSession().user?.Id ?? null)),
  ]),
  // /myselfstudy: the member's courses with their progress.
  mySelfStudy: memberLoader(({ client }) => [client.ensureQueryData(mySelfStudyCoursesQuery())]),
  // /myselfstudy/subjectcourses and /coursesdetail are public pages, but what they show is the member's own place
  // in the course the address names (a visitor is asked to log in, and the server renders that prompt).
  mySelfStudySubjectCourses: memberLoader(({ client, url }) => {
    const courseId = courseIdFrom(url.searchParams);
    return isItemId(courseId) ? [client.ensureQueryData(courseLessonsQuery(courseId))] : [];
  }),
  coursesDetail: memberLoader(({ client, url }) => {
    const courseId = courseIdFrom(url.searchParams);
    return isItemId(courseId) ? [client.ensureQueryData(myCourseDetailQuery(courseId))] : [];
  }),
};
