import type { ApiModule } from "../../http/module.ts";
import { addressRoutes } from "./addresses.routes.ts";
import { createAddressService } from "./addresses.service.ts";

/** The member's address book (ADR 0038): shipping addresses the store checkout offers. */
export const addressesModule: ApiModule = {
  name: "addresses",
  register(app, deps) {
    addressRoutes(app, createAddressService(deps));
  },
};
