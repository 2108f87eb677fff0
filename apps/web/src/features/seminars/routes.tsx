// Route module of the seminars area (one lazy chunk): the public list and pages, the instructor's tools, and the
// loaders of the public list, a seminar's page, the instructor's tools and the administrators' list.

import { isItemId } from "../../shared/api/url-params.ts";
import { adminLoader, type Loaders, memberLoader, screenLoader } from "../../shared/routing/route-loader.ts";
import { readSession } from "../../shared/session/session-store.ts";
import {
  FIRST_SEMINARS_PAGE,
  mySeminarsQuery,
  seminarCoursesQuery,
  seminarForReaderQuery,
  seminarGroupsQuery,
  seminarListOf,
  seminarQuery,
  studentsQuery,
} from "./api/seminars.ts";

export { SeminarDetailPage, SeminarIbaPage } from "./components/seminar-detail-page.tsx";
export {
  AdminSeminarsPage,
  InstructorSeminarsPage,
  ProfileStudentsPage,
  StudentsPage,
} from "./components/seminar-pages.tsx";
export { SeminarsPage } from "./components/seminars-page.tsx";

/** /seminars: the first groups of the filtered list (a member's prices are their own) and the course filter. */
const seminarsLoader = screenLoader(({ client, url }) => [
  client.ensureInfiniteQueryData(
    seminarGroupsQuery(seminarListOf(url.searchParams).filters, readSession().user?.Id ?? null),
  ),
  client.ensureQueryData(seminarCoursesQuery()),
]);

/** /courses/{seminarID}: the seminar as its reader sees it (a member's place and link are their own). */
const courseSeminarLoader = screenLoader(({ client, params }) => {
  const id = Number(params.seminarID);
  return isItemId(id) ? [client.ensureQueryData(seminarForReaderQuery(id, readSession().user?.Id ?? null))] : [];
});

/**
 * /profile/profilestudents/{id} and /students/{id}: the seminar (its course names the page) and all its students,
 * for its instructor, a coordinator or an administrator alike (the server answers each with what they may see).
 */
const studentsLoader = memberLoader(({ client, params }) => {
  const id = Number(params.id);
  return isItemId(id) ? [client.ensureQueryData(seminarQuery(id)), client.ensureQueryData(studentsQuery(id))] : [];
});

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  seminars: seminarsLoader,
  courseSeminar: courseSeminarLoader,
  // /profile/instructor: the first page of the instructor's seminars (a member who is not one is refused, and the
  // screen says so).
  profileInstructor: memberLoader(({ client }) => [client.ensureQueryData(mySeminarsQuery(FIRST_SEMINARS_PAGE))]),
  profileStudents: studentsLoader,
  students: studentsLoader,
  // /admin/seminars: the first page of every seminar (an administrator's list is all of them).
  adminSeminars: adminLoader(({ client }) => [client.ensureQueryData(mySeminarsQuery(FIRST_SEMINARS_PAGE))]),
};
