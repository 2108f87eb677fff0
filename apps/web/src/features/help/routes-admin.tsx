// Route module of the help centre's administration (its own chunk: visitors never download the editor), and its
// loader.

import { adminLoader, type Loaders } from "../../shared/routing/route-loader.ts";
import { adminHelpArticlesQuery, adminHelpTopicsQuery, FIRST_ADMIN_HELP_ARTICLES } from "./api/admin.ts";

export { AdminHelpPage } from "./admin/admin-help-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /admin/help: the topics and the articles table's first page, both on the page at once.
  adminHelp: adminLoader(({ client }) => [
    client.ensureQueryData(adminHelpTopicsQuery()),
    client.ensureQueryData(adminHelpArticlesQuery(FIRST_ADMIN_HELP_ARTICLES)),
  ]),
};
