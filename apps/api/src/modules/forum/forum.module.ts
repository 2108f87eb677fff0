import type { ApiModule } from "../../http/module.ts";
import { forumRepository } from "./forum.repository.ts";
import { forumRoutes } from "./forum.routes.ts";
import { createForumService } from "./forum.service.ts";
import { forumExport } from "./forum-export.repository.ts";
import { forumPostHead, forumSitemap } from "./forum-pages.repository.ts";

/** The forum: boards for everyone, posts and comments for members (ADR 0026). */
export const forumModule: ApiModule = {
  name: "forum",
  pageHeads: { forumPostDetail: forumPostHead },
  sitemaps: [forumSitemap],
  register(app, deps) {
    // Boards can be read in the reader's language (ADR 0097); posts stay as their authors wrote them.
    deps.translations.register("forumBoard", { source: (db, id) => forumRepository.boardSource(db, id) });
    // Posts and comments stay after an erasure, shown as a former member's (ADR 0089).
    deps.personalData.registerExport("forumPosts", forumExport.posts);
    deps.personalData.registerExport("forumComments", forumExport.comments);
    deps.personalData.registerExport("forumFollows", forumExport.follows);
    deps.personalData.registerExport("forumViews", forumExport.views);
    deps.personalData.register("forum", async (tx, userId) => {
      await forumExport.eraseFollowsAndViews(tx, userId);
      return undefined;
    });
    forumRoutes(app, deps, createForumService(deps));
  },
};
