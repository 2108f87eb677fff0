// Route module of the forum (one lazy chunk): the boards and posts, a post with its thread, how it works, and
// the loaders of the list and the post.

import { isItemId } from "../../shared/api/url-params.ts";
import { type Loaders, screenLoader } from "../../shared/routing/route-loader.ts";
import { isLoggedIn, readSession } from "../../shared/session/session-store.ts";
import {
  alsoCheckOutQuery,
  forumCategoriesQuery,
  forumCommentsQuery,
  forumListQuery,
  forumPostQuery,
} from "./api/forum.ts";
import { forumListParams } from "./api/forum-list.ts";

export { ForumPage } from "./components/forum-page.tsx";
export { HowForumPage } from "./components/how-forum-page.tsx";
export { PostDetailPage } from "./components/post-detail-page.tsx";

/** The signed-in member, whose boards show their follows; null for a visitor (and on the server). */
function memberId(): number | null {
  const session = readSession();
  return isLoggedIn(session) ? session.user.Id : null;
}

/** /forum: the boards and the page of posts the URL names, as the reader sees them. */
const forumLoader = screenLoader(({ client, url }) => {
  const userId = memberId();
  return [
    client.ensureQueryData(forumListQuery(forumListParams(url.searchParams, userId))),
    client.ensureQueryData(forumCategoriesQuery(userId)),
  ];
});

/** A post: "also check out" and the boards for everyone; the post and its thread for a member (they are theirs). */
const forumPostDetailLoader = screenLoader(({ client, params }) => {
  const id = Number(params.id);
  if (!isItemId(id)) return [];
  const userId = memberId();
  const reads = [client.ensureQueryData(alsoCheckOutQuery(id)), client.ensureQueryData(forumCategoriesQuery(userId))];
  if (userId === null) return reads;
  return [...reads, client.ensureQueryData(forumPostQuery(id)), client.ensureQueryData(forumCommentsQuery(id))];
});

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  forum: forumLoader,
  forumPostDetail: forumPostDetailLoader,
};
