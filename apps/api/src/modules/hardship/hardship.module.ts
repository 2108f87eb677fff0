import type { ApiModule } from "../../http/module.ts";
import { hardshipRepository } from "./hardship.repository.ts";
import { hardshipRoutes } from "./hardship.routes.ts";
import { createHardshipService } from "./hardship.service.ts";
import { hardshipExport } from "./hardship-export.repository.ts";

/** Hardship applications for a reduced membership fee. */
export const hardshipModule: ApiModule = {
  name: "hardship",
  register(app, deps) {
    deps.personalData.registerExport("hardshipApplications", hardshipExport.applications);
    // A deleted account's applications keep their amounts and status for the books, not their free text.
    deps.personalData.register("hardship", async (tx, userId) => {
      await hardshipRepository.eraseTexts(tx, userId);
      return undefined;
    });
    hardshipRoutes(app, createHardshipService(deps));
  },
};
