import type { ApiModule } from "../../http/module.ts";
import { profileRoutes } from "./profiles.routes.ts";
import { createProfileService } from "./profiles.service.ts";
import { profilesExport } from "./profiles-export.repository.ts";

/** The member's profile and account settings (ADR 0045) over `member_profiles` (ADR 0043) and `users`. */
export const profilesModule: ApiModule = {
  name: "profiles",
  register(app, deps) {
    deps.personalData.registerExport("directoryProfile", profilesExport.directoryProfile);
    deps.personalData.register("profiles", async (tx, userId) => {
      await profilesExport.erase(tx, userId);
      return undefined;
    });
    profileRoutes(app, deps, createProfileService(deps));
  },
};
