import type { ApiModule } from "../../http/module.ts";
import { courseRoutes } from "./courses.routes.ts";
import { createCourseService } from "./courses.service.ts";

/** Courses: the catalogue, categories, prerequisites, plan prices and their administration (ADR 0029). */
export const coursesModule: ApiModule = {
  name: "courses",
  register(app, deps) {
    courseRoutes(app, deps, createCourseService(deps));
  },
};
