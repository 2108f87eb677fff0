// Route module of the CE credits administration (its own chunk: members never download it), and its loader.
import { adminLoader, type Loaders } from "../../shared/routing/route-loader.ts";
import { ceCycleQuery, creditsAdminTab } from "./api/credits.ts";

export { AdminCreditsPage } from "./admin/admin-credits-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /admin/credits: the cycle in force when the address opens its tab, the first one; the other tabs are not the
  // first paint's, and read when shown.
  adminCredits: adminLoader(({ client, url }) =>
    creditsAdminTab(url.searchParams) === "cycle" ? [client.ensureQueryData(ceCycleQuery())] : [],
  ),
};
