import type { ApiModule } from "../../http/module.ts";
import { eventRoutes } from "./events.routes.ts";
import { createEventService } from "./events.service.ts";

/** Events and study groups: hosted by instructors, listed by month, answered by members, exported as .ics. */
export const eventsModule: ApiModule = {
  name: "events",
  register(app, deps) {
    eventRoutes(app, deps, createEventService(deps));
  },
};
