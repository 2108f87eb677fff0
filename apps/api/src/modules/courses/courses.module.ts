import type { ApiModule } from "../../http/module.ts";
import { courseRoutes } from "./courses.routes.ts";
import { createCourseService } from "./courses.service.ts";
import { courseHead, coursesSitemap } from "./courses-pages.repository.ts";

/** Courses: the catalogue, categories, prerequisites, plan prices and their administration (ADR 0029). */
export const coursesModule: ApiModule = {
  name: "courses",
  pageHeads: { courseDetail: courseHead },
  sitemaps: [coursesSitemap],
  register(app, deps) {
    courseRoutes(app, deps, createCourseService(deps));
  },
};
