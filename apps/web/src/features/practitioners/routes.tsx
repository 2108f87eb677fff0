// Route module of the practitioner directory (one lazy chunk): the shared list screen and the public profile, and
// their loaders.

import { isItemId } from "../../shared/api/url-params.ts";
import { regionsQuery } from "../../shared/geography/geography.ts";
import { type Loaders, screenLoader } from "../../shared/routing/route-loader.ts";
import { directoryOf, directoryQuery, directoryTypeOf, practitionerQuery } from "./api/practitioners.ts";

export { PractitionerDetailPage } from "./components/practitioner-detail-page.tsx";
export { PractitionersPage } from "./components/practitioners-page.tsx";

/** A directory: the page the URL names of the type the path names, and the regions of the place filter. */
const practitionersLoader = screenLoader(({ client, url }) => [
  client.ensureQueryData(directoryQuery(directoryOf(url.searchParams).list, directoryTypeOf(url.pathname))),
  client.ensureQueryData(regionsQuery()),
]);

/** /practitioner/practitionerdetail/{id}: the practitioner's public profile. */
const practitionerDetailLoader = screenLoader(({ client, params }) => {
  const userId = Number(params.id);
  return isItemId(userId) ? [client.ensureQueryData(practitionerQuery(userId))] : [];
});

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  practitioners: practitionersLoader,
  animalPractitioners: practitionersLoader,
  advancedPractitioners: practitionersLoader,
  paramaPractitioners: practitionersLoader,
  instructors: practitionersLoader,
  breakthroughPractitioners: practitionersLoader,
  practitionerDetail: practitionerDetailLoader,
};
