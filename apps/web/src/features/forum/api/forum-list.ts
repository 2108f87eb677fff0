import { FORUM_PAGE_SIZE } from "@haa/domain";
import { filterIdFrom, pageFrom } from "../../../shared/api/url-params.ts";
import type { ForumFilter, ForumListParams } from "./forum.ts";

// Apart from forum.ts, which the home page loads for its latest posts: only the forum's chunk needs this.

/**
 * The list as its URL says (?page, ?search, ?board, ?show) for its reader (`userId`: the signed-in member, or
 * null): the screen and its route loader work it out alike, so they read the same query. A visitor has no posts
 * of their own and follows nothing, so "mine" and "following" show them everything.
 */
export function forumListParams(params: URLSearchParams, userId: number | null): ForumListParams {
  const show = params.get("show");
  const filter: ForumFilter = userId !== null && (show === "mine" || show === "following") ? show : "all";
  return {
    page: pageFrom(params),
    pageSize: FORUM_PAGE_SIZE,
    search: params.get("search") ?? "",
    categoryId: filterIdFrom(params.get("board")),
    filter,
    userId: filter === "all" ? null : userId,
  };
}
