import type { ApiModule } from "../../http/module.ts";
import { selfStudyRoutes } from "./selfstudy.routes.ts";
import { createSelfStudyService } from "./selfstudy.service.ts";

/** Self-study courses: lessons, saved progress, handouts and completion of the enrolment (issue 8, ADR 0033). */
export const selfStudyModule: ApiModule = {
  name: "selfstudy",
  register(app, deps) {
    selfStudyRoutes(app, deps, createSelfStudyService(deps));
  },
};
