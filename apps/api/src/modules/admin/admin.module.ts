import type { ApiModule } from "../../http/module.ts";
import { createModerationService } from "../account/moderation.service.ts";
import { adminRoutes } from "./admin.routes.ts";

/** Account moderation: the user list, lock, unlock, delete. */
export const adminModule: ApiModule = {
  name: "admin",
  register(app, deps) {
    adminRoutes(
      app,
      createModerationService(deps, (message, error) => app.log.error({ err: error }, message)),
    );
  },
};
