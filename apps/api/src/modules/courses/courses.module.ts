import type { ApiModule } from "../../http/module.ts";
import { seedDemoCourses } from "./courses.seed.ts";

/** Courses: the catalogue, categories, prerequisites, plan prices and self-study lessons (issue 8). */
export const coursesModule: ApiModule = {
  name: "courses",
  register() {},
  seedDemo: seedDemoCourses,
};
