import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The blog area's routes: the app's registry is made of every area's, and features link with `blogRoutes.to`. */
export const blogRoutes = defineRoutes({
  blog: route(
    "/blog",
    { title: "nav.blog", description: "blog.lead" },
    { nav: [{ menu: "site", group: "community", rank: 10 }] },
  ),
  article: route("/article/:id", { title: "nav.blog", description: "blog.lead" }),
  adminBlog: route(
    "/admin/blog",
    { title: "adminNav.links.blog" },
    { nav: [{ menu: "admin", group: "content", rank: 10 }] },
  ),
});

const pages = chunk("features/blog/routes.tsx", () => import("./routes.tsx"), ["blog", "teasers"]);
const admin = chunk("features/blog/routes-admin.tsx", () => import("./routes-admin.tsx"), ["blog", "teasers"]);

/** The screen each of the blog area's routes shows, from its chunk. */
export const blogArea = defineArea(blogRoutes, {
  blog: screen(pages, (m) => m.BlogPage),
  article: screen(pages, (m) => m.ArticlePage),
  adminBlog: screen(admin, (m) => m.AdminBlogPage),
});
