import type { ApiModule } from "../../http/module.ts";
import { billingRoutes } from "./billing.routes.ts";
import { createInvoiceService } from "./billing.service.ts";

/** Invoices (list and PDF); the gateway port and idempotency live here too and are used by the payers. */
export const billingModule: ApiModule = {
  name: "billing",
  register(app, deps) {
    billingRoutes(app, createInvoiceService(deps));
  },
};
