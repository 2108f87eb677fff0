// Route module of the announcements area (one lazy chunk): the public list and page, with their loaders.

import { type Loaders, screenLoader } from "../../shared/routing/route-loader.ts";
import {
  announcementListParams,
  announcementQuery,
  announcementsQuery,
  isAnnouncementId,
} from "./api/get-announcement.ts";

export { AnnouncementPage, AnnouncementsPage } from "./components/announcements-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098): the page of announcements, one of them. */
export const loaders: Loaders = {
  announcement: screenLoader(({ client, url }) => [
    client.ensureQueryData(announcementsQuery(announcementListParams(url.searchParams))),
  ]),
  newAnnouncement: screenLoader(({ client, params }) => {
    const id = Number(params.id);
    return isAnnouncementId(id) ? [client.ensureQueryData(announcementQuery(id))] : [];
  }),
};
