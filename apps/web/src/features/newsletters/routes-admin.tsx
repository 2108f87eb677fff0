// Route module of the newsletters' administration (its own chunk: the composer is for administrators only), and its
// loader.

import { adminLoader, type Loaders } from "../../shared/routing/route-loader.ts";
import { ADMIN_ISSUES_PAGE_SIZE, adminIssuesPage, adminIssuesQuery, adminNewslettersQuery } from "./api/newsletters.ts";

export { AdminNewslettersPage } from "./components/admin-newsletters-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /admin/newsletters: the lists (with their subscribers, which the composer needs) and the page of issues the
  // address names, asked together.
  adminNewsletters: adminLoader(({ client, url }) => [
    client.ensureQueryData(adminNewslettersQuery()),
    client.ensureQueryData(adminIssuesQuery(adminIssuesPage(url.searchParams), ADMIN_ISSUES_PAGE_SIZE)),
  ]),
};
