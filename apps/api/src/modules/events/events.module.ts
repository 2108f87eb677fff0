import type { ApiModule } from "../../http/module.ts";
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
    eventRoutes(app, deps, createEventService(deps));
  },
};
