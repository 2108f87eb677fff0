import type { ApiModule } from "../../http/module.ts";
import { blogRoutes } from "./blog.routes.ts";
import { createBlogService } from "./blog.service.ts";
import { blogExport } from "./blog-export.repository.ts";
import { articleHead, blogSitemap } from "./blog-pages.repository.ts";

/** The blog: posts for everyone, comments for members, writing for administrators (ADR 0023). */
export const blogModule: ApiModule = {
  name: "blog",
  pageHeads: { article: articleHead },
  sitemaps: [blogSitemap],
  register(app, deps) {
    deps.personalData.registerExport("blogComments", blogExport.comments);
    blogRoutes(app, deps, createBlogService(deps));
  },
};
