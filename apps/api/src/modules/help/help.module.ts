import type { ApiModule } from "../../http/module.ts";
import { helpRoutes } from "./help.routes.ts";
import { createHelpService } from "./help.service.ts";
import { helpSitemap, helpTopicHead } from "./help-pages.repository.ts";

/** The help centre: topics and articles an administrator writes, read by everyone (ADR 0047). */
export const helpModule: ApiModule = {
  name: "help",
  pageHeads: { helpTopic: helpTopicHead },
  sitemaps: [helpSitemap],
  register(app, deps) {
    helpRoutes(app, deps, createHelpService(deps));
  },
};
