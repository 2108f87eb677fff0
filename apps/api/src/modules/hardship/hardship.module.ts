import type { ApiModule } from "../../http/module.ts";
import { hardshipRoutes } from "./hardship.routes.ts";
import { createHardshipService } from "./hardship.service.ts";

/** Hardship applications for a reduced membership fee. */
export const hardshipModule: ApiModule = {
  name: "hardship",
  register(app, deps) {
    hardshipRoutes(app, createHardshipService(deps));
  },
};
