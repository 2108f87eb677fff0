// Route module of the announcements' administration (one lazy chunk of its own): the editor and its translations,
// which the public pages' readers never load.

import { adminLoader, type Loaders } from "../../shared/routing/route-loader.ts";
import { adminAnnouncementParams, adminAnnouncementsQuery } from "./api/admin-announcements.ts";

export { AdminAnnouncementsPage } from "./components/admin-announcements-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /admin/announcements: the page the address names, before any language filter is chosen.
  adminAnnouncements: adminLoader(({ client, url }) => [
    client.ensureQueryData(adminAnnouncementsQuery(adminAnnouncementParams(url.searchParams))),
  ]),
};
