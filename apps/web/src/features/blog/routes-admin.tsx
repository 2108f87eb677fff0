// Route module of the blog's administration (its own chunk: visitors never download the editor), and its loader.

import { isItemId } from "../../shared/api/url-params.ts";
import { adminLoader, type Loaders } from "../../shared/routing/route-loader.ts";
import { adminBlogsQuery, adminBlogView, FIRST_ADMIN_BLOG_PAGE } from "./api/admin.ts";
import { blogPostQuery } from "./api/posts.ts";

export { AdminBlogPage } from "./admin/admin-blog-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /admin/blog: the post the address opens in the editor, or else the table's first page (a new post reads nothing).
  adminBlog: adminLoader(({ client, url }) => {
    const { creating, editId } = adminBlogView(url.searchParams);
    if (creating) return [];
    if (editId > 0) return isItemId(editId) ? [client.ensureQueryData(blogPostQuery(editId))] : [];
    return [client.ensureQueryData(adminBlogsQuery(FIRST_ADMIN_BLOG_PAGE))];
  }),
};
