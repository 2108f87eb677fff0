// Route module of the announcements area (one lazy chunk): the public list and page, with their loaders.
import {
  announcementListParams,
  announcementQuery,
  announcementsQuery,
  isAnnouncementId,
} from "../../features/announcements/api/get-announcement.ts";
import { type Loaders, screenLoader } from "../route-loader.ts";

export { AnnouncementPage, AnnouncementsPage } from "../../features/announcements/components/announcements-page.tsx";

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
