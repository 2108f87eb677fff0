import type { ApiModule } from "../../http/module.ts";
import { announcementsRepository } from "./announcements.repository.ts";
import { announcementRoutes } from "./announcements.routes.ts";
import { createAnnouncementService, createPublishHandler, PUBLISH_JOB } from "./announcements.service.ts";
import { announcementHead, announcementsSitemap } from "./announcements-pages.repository.ts";

/** Announcements: the public list and page, the administrator's editor; publishing notifies every member. */
export const announcementsModule: ApiModule = {
  name: "announcements",
  pageHeads: { newAnnouncement: announcementHead },
  sitemaps: [announcementsSitemap],
  register(app, deps) {
    deps.translations.register("announcement", { source: (db, id) => announcementsRepository.words(db, id) });
    announcementRoutes(app, deps.clock, createAnnouncementService(deps));
  },
  jobs: (deps) => ({ [PUBLISH_JOB]: createPublishHandler(deps) }),
};
