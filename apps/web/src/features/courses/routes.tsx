// Route module of the course catalogue (one lazy chunk): catalogue, beginner courses, library, course page,
// the Parama programme and the instructor and practitioner paths, with the loaders of the screens that show data.

import { idFrom, isItemId } from "../../shared/api/url-params.ts";
import { type Loaders, screenLoader } from "../../shared/routing/route-loader.ts";
import { readSession } from "../../shared/session/session-store.ts";
import {
  beginnerCoursesQuery,
  catalogueParams,
  courseCategoriesQuery,
  courseGroupsQuery,
  courseListQuery,
  courseQuery,
  courseTitlesQuery,
  paramaListParams,
  trackOf,
} from "./api/courses.ts";

export { BecomeInstructorPage, BecomePractitionerPage } from "./components/career-path-pages.tsx";
export { CourseDetailPage } from "./components/course-detail-page.tsx";
export {
  BeginnerCoursesPage,
  CourseLibraryPage,
  CoursesPage,
} from "./components/courses-page.tsx";
export { ParamaCoursesPage, ParamaDetailPage } from "./components/parama-pages.tsx";

/** /courses: the category filter and the page of courses the URL names. */
const coursesLoader = screenLoader(({ client, url }) => [
  client.ensureQueryData(courseCategoriesQuery()),
  client.ensureQueryData(courseListQuery(catalogueParams(url.searchParams))),
]);

const beginnerCoursesLoader = screenLoader(({ client }) => [client.ensureQueryData(beginnerCoursesQuery())]);

const courseLibraryLoader = screenLoader(({ client }) => [client.ensureQueryData(courseGroupsQuery())]);

/** A course page, as its reader sees it (a member's prices are their own). */
const courseDetailLoader = screenLoader(({ client, params }) => {
  const id = idFrom(params.id);
  return isItemId(id) ? [client.ensureQueryData(courseQuery(id, readSession().user?.Id ?? null))] : [];
});

/** The Parama programme: the courses of the track the path names. */
const paramaCoursesLoader = screenLoader(({ client, url }) => [
  client.ensureQueryData(courseListQuery(paramaListParams(trackOf(url.pathname)))),
]);

/** A programme's page of the practitioner and instructor paths links its courses by their titles. */
const careerPathLoader = screenLoader(({ client }) => [client.ensureQueryData(courseTitlesQuery())]);

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  courses: coursesLoader,
  beginnerCourses: beginnerCoursesLoader,
  courseLibrary: courseLibraryLoader,
  courseDetail: courseDetailLoader,
  paramaCourses: paramaCoursesLoader,
  paramaEssentialFounders: paramaCoursesLoader,
  paramaStudyGroups: paramaCoursesLoader,
  paramaSpecialtyCourses: paramaCoursesLoader,
  paramaBreakthroughCourses: paramaCoursesLoader,
  paramaGroupSessions: paramaCoursesLoader,
  // The paths' start pages show no data; each programme's page does.
  becomePractitionerCbp: careerPathLoader,
  becomePractitionerAdvCbp: careerPathLoader,
  becomePractitionerCbpa: careerPathLoader,
  becomeInstructorTbat: careerPathLoader,
  becomeInstructorBat: careerPathLoader,
  becomeInstructorCbi: careerPathLoader,
  becomeInstructorAdvCbi: careerPathLoader,
  becomeInstructorBri: careerPathLoader,
  becomeInstructorMsi: careerPathLoader,
  becomeInstructorCbiA: careerPathLoader,
  becomeInstructorFfi: careerPathLoader,
};
