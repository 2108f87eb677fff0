import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The forum area's routes: the app's registry is made of every area's, and features link with `forumRoutes.to`. */
export const forumRoutes = defineRoutes({
  forum: route(
    "/forum",
    { title: "nav.forum", description: "forum.lead" },
    { nav: [{ menu: "site", group: "community", rank: 20 }] },
  ),
  howForum: route(
    "/howforum",
    { title: "footer.howForum", description: "forumHow.lead" },
    { nav: [{ menu: "footer", group: "legal", rank: 50 }] },
  ),
  forumPostDetail: route("/forum/postdetail/:id", { title: "nav.forum", description: "forum.lead" }),
  adminForum: route(
    "/admin/forum",
    { title: "adminNav.links.forum" },
    { nav: [{ menu: "admin", group: "content", rank: 50 }] },
  ),
});

const pages = chunk("features/forum/routes.tsx", () => import("./routes.tsx"), ["forum", "teasers"]);
const admin = chunk("features/forum/routes-admin.tsx", () => import("./routes-admin.tsx"), [
  "forum",
  "teasers",
  "translations",
]);

/** The screen each of the forum area's routes shows, from its chunk. */
export const forumArea = defineArea(forumRoutes, {
  forum: screen(pages, (m) => m.ForumPage),
  howForum: screen(pages, (m) => m.HowForumPage),
  forumPostDetail: screen(pages, (m) => m.PostDetailPage),
  adminForum: screen(admin, (m) => m.AdminForumPage),
});
