// Route module of the seminars area (one lazy chunk): the public list and pages, the instructor's tools, and the
// loaders of the public list, a seminar's page, the instructor's tools and the administrators' list. The seminar
// form offers the instructor's saved venues, which the locations area owns: the two meet here.

import { COUNTRIES, type Location } from "@haa/domain";
import { isItemId } from "../../shared/api/url-params.ts";
import { adminLoader, type Loaders, memberLoader, screenLoader } from "../../shared/routing/route-loader.ts";
import { readSession, useSession } from "../../shared/session/session-store.ts";
import { useAllLocations } from "../locations/api/locations.ts";
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
import { type SavedVenue, SavedVenueSelect, type SavedVenuesProps } from "./components/saved-venue.tsx";
import { InstructorSeminarsPage as InstructorSeminarsScreen } from "./components/seminar-pages.tsx";

export { SeminarDetailPage, SeminarIbaPage } from "./components/seminar-detail-page.tsx";
export { AdminSeminarsPage, ProfileStudentsPage, StudentsPage } from "./components/seminar-pages.tsx";
export { SeminarsPage } from "./components/seminars-page.tsx";

/** A location as the seminar form's place: the country by the English name its select sends. */
function venueOf(location: Location): SavedVenue {
  return {
    id: location.Id,
    venue: location.Name,
    address: location.Address,
    city: location.CityName,
    country: COUNTRIES.find((country) => country.code === location.CountryId)?.name ?? location.CountryName,
  };
}

/** The instructor's active locations, read when the seminar form opens and offered above its place fields. */
function SavedVenues({ onPick }: SavedVenuesProps) {
  const locations = useAllLocations(useSession().user?.Id);
  // A failed read leaves the place to be typed, as before there were saved venues.
  return <SavedVenueSelect venues={locations.data?.List.map(venueOf) ?? []} onPick={onPick} />;
}

export function InstructorSeminarsPage() {
  return <InstructorSeminarsScreen SavedVenues={SavedVenues} />;
}

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
