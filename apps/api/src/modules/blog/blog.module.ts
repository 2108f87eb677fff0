import type { ApiModule } from "../../http/module.ts";
import { blogRoutes } from "./blog.routes.ts";
import { createBlogService } from "./blog.service.ts";

/** The blog: posts for everyone, comments for members, writing for administrators (ADR 0023). */
export const blogModule: ApiModule = {
  name: "blog",
  register(app, deps) {
    blogRoutes(app, deps, createBlogService(deps));
  },
};
