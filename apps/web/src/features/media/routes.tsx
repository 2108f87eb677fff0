// Route module of the media area (one lazy chunk): the video library and the downloads.

import { type Loaders, screenLoader } from "../../shared/routing/route-loader.ts";
import { readSession } from "../../shared/session/session-store.ts";
import { downloadListParams, videoListParams } from "./api/library-params.ts";
import { downloadGroupsQuery, downloadsQuery, videoCategoriesQuery, webVideosQuery } from "./api/media.ts";

export { DownloadsPage } from "./components/downloads-page.tsx";
export { VideosPage } from "./components/videos-page.tsx";

/** The reader's id: a member's library marks what their plan includes. */
const readerId = () => readSession().user?.Id ?? null;

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  videos: screenLoader(({ client, url }) => [
    client.ensureQueryData(videoCategoriesQuery(readerId())),
    client.ensureQueryData(webVideosQuery(videoListParams(url.searchParams), readerId())),
  ]),
  downloads: screenLoader(({ client, url }) => {
    const userId = readerId();
    const reads = [client.ensureQueryData(downloadsQuery(userId, downloadListParams(url.searchParams)))];
    // The groups filter is a member's (the screen asks for it only then).
    return userId === null ? reads : [...reads, client.ensureQueryData(downloadGroupsQuery(userId))];
  }),
};
