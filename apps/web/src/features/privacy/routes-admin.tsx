// Route module of the administrator's list of members' data exports and erasure requests (one lazy chunk), and its
// loader.

import { adminLoader, type Loaders } from "../../shared/routing/route-loader.ts";
import { privacyListParams, privacyRequestsQuery } from "./api/privacy.ts";

export { AdminPrivacyPage } from "./components/admin-privacy-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /admin/privacy: the page of requests the address names, under its kind, status and search.
  adminPrivacy: adminLoader(({ client, url }) => [
    client.ensureQueryData(privacyRequestsQuery(privacyListParams(url.searchParams))),
  ]),
};
