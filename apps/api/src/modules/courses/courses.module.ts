import type { ApiModule } from "../../http/module.ts";
import { coursesRepository as repo } from "./courses.repository.ts";
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
    // Their words in other languages (ADR 0097): the English source of each is the course's own row.
    deps.translations.register("course", {
      async source(db, id) {
        const course = await repo.find(db, id);
        return (
          course && {
            Title: course.title,
            Summary: course.summary,
            Description: course.description,
            Duration: course.duration,
          }
        );
      },
    });
    deps.translations.register("courseCategory", {
      async source(db, id) {
        const category = await repo.findCategory(db, id);
        return category && { Name: category.name, Description: category.description };
      },
    });
  },
};
