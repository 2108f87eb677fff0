import type { ApiModule } from "../../http/module.ts";
import { coordinatorRoutes } from "./coordinators.routes.ts";
import { createCoordinatorService } from "./coordinators.service.ts";

/** Instructors and their coordinators: invitations, the coordinator agreement, preferences (ADR 0046). */
export const coordinatorsModule: ApiModule = {
  name: "coordinators",
  register(app, deps) {
    coordinatorRoutes(app, deps, createCoordinatorService(deps));
  },
};
