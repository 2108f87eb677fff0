// Route module of the CE credits area (one lazy chunk): the member's ledger and transcripts, and the profile's
// credentials section, and the ledger's loader.
import { type Loaders, memberLoader } from "../../shared/routing/route-loader.ts";
import { ceuFiltersOf, NO_CEU_FILTERS, userCeusQuery, userExamsQuery } from "./api/credits.ts";

export { CredentialsPage } from "./components/credentials-page.tsx";
export { MyCeusPage } from "./components/my-ceus-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /myceus: the member's ledger under the address's filters, and their exams.
  myCeus: memberLoader(({ client, url, userId }) => [
    client.ensureQueryData(userCeusQuery(userId, ceuFiltersOf(url.searchParams))),
    client.ensureQueryData(userExamsQuery(userId)),
  ]),
  // /profile/credentials: the whole ledger.
  profileCredentials: memberLoader(({ client, userId }) => [
    client.ensureQueryData(userCeusQuery(userId, NO_CEU_FILTERS)),
  ]),
};
