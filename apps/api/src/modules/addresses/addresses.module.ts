import type { ApiModule } from "../../http/module.ts";
import { addressRoutes } from "./addresses.routes.ts";
import { createAddressService } from "./addresses.service.ts";
import { addressesExport } from "./addresses-export.repository.ts";

/** The member's address book (ADR 0038): shipping addresses the store checkout offers. */
export const addressesModule: ApiModule = {
  name: "addresses",
  register(app, deps) {
    deps.personalData.registerExport("addresses", addressesExport.addresses);
    deps.personalData.register("addresses", async (tx, userId) => {
      await addressesExport.erase(tx, userId);
      return undefined;
    });
    addressRoutes(app, createAddressService(deps));
  },
};
