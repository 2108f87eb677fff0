import type { ApiModule } from "../../http/module.ts";
import { adminRoutes } from "./admin.routes.ts";
import { createAdminService } from "./admin.service.ts";

/** Account moderation: the user list, lock, unlock, delete. */
export const adminModule: ApiModule = {
  name: "admin",
  register(app, deps) {
    adminRoutes(
      app,
      createAdminService(deps, (message, error) => app.log.error({ err: error }, message)),
    );
  },
};
