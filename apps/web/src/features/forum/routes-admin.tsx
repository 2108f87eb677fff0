// Route module of the forum's administration (its own lazy chunk, so members never download it), and its loader.

import { adminLoader, type Loaders } from "../../shared/routing/route-loader.ts";
import {
  ADMIN_FORUM_POSTS,
  adminCategoriesQuery,
  auditLogQuery,
  FIRST_FORUM_AUDIT_PAGE,
  FIRST_HIDDEN_POSTS_PAGE,
  hiddenPostsQuery,
  moderationStateQuery,
} from "./admin/api.ts";
import { forumListQuery } from "./api/forum.ts";

export { AdminForumPage } from "./admin/admin-forum-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /admin/forum: its panels are on one page, so their reads are asked together.
  adminForum: adminLoader(({ client }) => [
    client.ensureQueryData(adminCategoriesQuery()),
    client.ensureQueryData(forumListQuery(ADMIN_FORUM_POSTS)),
    client.ensureQueryData(hiddenPostsQuery(FIRST_HIDDEN_POSTS_PAGE)),
    client.ensureQueryData(moderationStateQuery()),
    client.ensureQueryData(auditLogQuery(FIRST_FORUM_AUDIT_PAGE)),
  ]),
};
