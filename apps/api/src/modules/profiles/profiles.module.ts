import type { ApiModule } from "../../http/module.ts";
import { profileRoutes } from "./profiles.routes.ts";
import { createProfileService } from "./profiles.service.ts";

/** The member's profile and account settings (ADR 0045) over `member_profiles` (ADR 0043) and `users`. */
export const profilesModule: ApiModule = {
  name: "profiles",
  register(app, deps) {
    profileRoutes(app, deps, createProfileService(deps));
  },
};
