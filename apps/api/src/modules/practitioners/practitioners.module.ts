import type { ApiModule } from "../../http/module.ts";
import { practitionerHead, practitionersSitemap } from "./practitioners.repository.ts";
import { practitionerRoutes } from "./practitioners.routes.ts";
import { createPractitionerService } from "./practitioners.service.ts";

/** The practitioner directory over `member_profiles` and its administration (ADR 0043, 0044). */
export const practitionersModule: ApiModule = {
  name: "practitioners",
  pageHeads: { practitionerDetail: practitionerHead },
  sitemaps: [practitionersSitemap],
  register(app, deps) {
    practitionerRoutes(app, deps, createPractitionerService(deps));
  },
};
