// Route module of the media administration (its own chunk): categories, groups, uploads; and its loader.

import { adminLoader, type Loaders } from "../../shared/routing/route-loader.ts";
import { ADMIN_VIEWER, FIRST_ADMIN_VIDEOS, videoCategoriesQuery, webVideosQuery } from "./api/media.ts";

export { AdminMediaPage } from "./components/media-admin-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /admin/media: the videos tab, which opens first (the downloads tab reads its groups when chosen).
  adminMedia: adminLoader(({ client }) => [
    client.ensureQueryData(videoCategoriesQuery(ADMIN_VIEWER)),
    client.ensureQueryData(webVideosQuery(FIRST_ADMIN_VIDEOS, ADMIN_VIEWER)),
  ]),
};
