import type { ApiModule } from "../../http/module.ts";
import { forumRoutes } from "./forum.routes.ts";
import { createForumService } from "./forum.service.ts";

/** The forum: boards for everyone, posts and comments for members (ADR 0026). */
export const forumModule: ApiModule = {
  name: "forum",
  register(app, deps) {
    forumRoutes(app, deps, createForumService(deps));
  },
};
