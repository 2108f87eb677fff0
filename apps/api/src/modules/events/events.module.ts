import type { ApiModule } from "../../http/module.ts";
import { eventsRepository } from "./events.repository.ts";
import { eventRoutes } from "./events.routes.ts";
import { createEventService } from "./events.service.ts";
import { eventsExport } from "./events-export.repository.ts";

/** Events and study groups: hosted by instructors, listed by month, answered by members, exported as .ics. */
export const eventsModule: ApiModule = {
  name: "events",
  register(app, deps) {
    deps.personalData.registerExport("eventRsvps", eventsExport.rsvps);
    deps.personalData.registerExport("eventsHosted", eventsExport.hosted);
    deps.personalData.register("events", async (tx, userId) => {
      await eventsExport.eraseRsvps(tx, userId);
      return undefined;
    });
    deps.translations.register("event", { source: (db, id) => eventsRepository.words(db, id) });
    eventRoutes(app, deps, createEventService(deps));
  },
};
