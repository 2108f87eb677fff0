import type { ApiModule } from "../../http/module.ts";
import { mediaRoutes } from "./media.routes.ts";
import { createMediaService } from "./media.service.ts";

/** Videos and downloads: libraries gated by the plan matrix, files in private storage (ADR 0041). */
export const mediaModule: ApiModule = {
  name: "media",
  register(app, deps) {
    mediaRoutes(app, deps, createMediaService(deps));
  },
};
