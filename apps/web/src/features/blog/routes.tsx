// Route module of the blog (one lazy chunk): the list and the article with its comments, and their loaders.

import { isItemId } from "../../shared/api/url-params.ts";
import { type Loaders, screenLoader } from "../../shared/routing/route-loader.ts";
import { blogListParams } from "./api/blog-list.ts";
import { blogCommentsQuery } from "./api/comments.ts";
import { blogListQuery, blogPostQuery, blogTagsQuery, featuredBlogQuery } from "./api/posts.ts";

export { ArticlePage } from "./components/article-page.tsx";
export { BlogPage } from "./components/blog-page.tsx";

/** /blog: the page of posts the URL names, the featured post and the tag filter. */
const blogLoader = screenLoader(({ client, url }) => [
  client.ensureQueryData(blogListQuery(blogListParams(url.searchParams))),
  client.ensureQueryData(featuredBlogQuery()),
  client.ensureQueryData(blogTagsQuery()),
]);

/** /article/{id}: the post and its comments, asked together. */
const articleLoader = screenLoader(({ client, params }) => {
  const id = Number(params.id);
  return isItemId(id) ? [client.ensureQueryData(blogPostQuery(id)), client.ensureQueryData(blogCommentsQuery(id))] : [];
});

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  blog: blogLoader,
  article: articleLoader,
};
