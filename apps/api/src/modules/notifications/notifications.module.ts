import type { ApiModule } from "../../http/module.ts";
import { notificationRoutes } from "./notifications.routes.ts";
import {
  createDigestHandler,
  createFanoutHandler,
  createNotificationService,
  DIGEST_JOB,
  ensureDigestScheduled,
} from "./notifications.service.ts";
import { notificationsExport } from "./notifications-export.repository.ts";
import { FANOUT_JOB } from "./notifier.ts";

/**
 * Notifications: the member's list and settings, the fan-out to all members and the daily digest. Other
 * modules produce notifications through `deps.notifier` (ADR 0024).
 */
export const notificationsModule: ApiModule = {
  name: "notifications",
  register(app, deps) {
    deps.personalData.registerExport("notifications", notificationsExport.notifications);
    deps.personalData.register("notifications", async (tx, userId) => {
      await notificationsExport.erase(tx, userId);
      return undefined;
    });
    notificationRoutes(app, createNotificationService(deps));
  },
  jobs: (deps) => ({
    [FANOUT_JOB]: createFanoutHandler(deps),
    [DIGEST_JOB]: createDigestHandler(deps),
  }),
  // The daily digest reschedules itself; this makes sure the chain exists.
  onStart: (deps) => ensureDigestScheduled(deps.db, deps.clock.now()),
};
