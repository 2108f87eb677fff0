import { BLOG_PAGE_SIZE } from "@haa/domain";
import { pageFrom } from "../../../shared/api/url-params.ts";
import type { BlogListParams } from "./posts.ts";

// Apart from posts.ts, which the home page loads for its latest posts: only the blog's chunk needs this.

/**
 * The list as its URL says (?page, ?search, ?tag): the screen and its route loader work it out alike, so they
 * read the same query.
 */
export function blogListParams(params: URLSearchParams): BlogListParams {
  return {
    page: pageFrom(params),
    pageSize: BLOG_PAGE_SIZE,
    search: params.get("search") ?? "",
    tag: params.get("tag") ?? "",
  };
}
