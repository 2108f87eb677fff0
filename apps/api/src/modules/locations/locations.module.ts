import type { ApiModule } from "../../http/module.ts";
import { locationRoutes } from "./locations.routes.ts";
import { createLocationService } from "./locations.service.ts";

/** Geography (regions, countries, states, cities from a data set in memory) and instructors' teaching venues. */
export const locationsModule: ApiModule = {
  name: "locations",
  register(app, deps) {
    locationRoutes(app, deps, createLocationService(deps));
  },
};
