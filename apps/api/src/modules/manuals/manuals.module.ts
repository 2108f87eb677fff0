import type { ApiModule } from "../../http/module.ts";
import { createManualCheckout } from "./manual-checkout.ts";
import { createManualPaypalItem } from "./manual-paypal.ts";
import { createManualRefund } from "./manual-refund.ts";
import { manualRoutes } from "./manuals.routes.ts";
import { createManualsService, createPersonaliseHandler, PERSONALISE_JOB } from "./manuals.service.ts";
import { manualsExport } from "./manuals-export.repository.ts";

/** Digital manuals: members' copies, personalised PDFs made by a job, the administrators' catalogue (ADR 0032). */
export const manualsModule: ApiModule = {
  name: "manuals",
  register(app, deps) {
    deps.personalData.registerExport("manuals", manualsExport.copies);
    // Billing's one PayPal flow sells manuals through this kind (ADR 0051, 0077).
    deps.paypalItems.register(["manual"], createManualPaypalItem(deps));
    manualRoutes(app, deps, createManualsService(deps), createManualCheckout(deps), createManualRefund(deps));
  },
  jobs: (deps) => ({ [PERSONALISE_JOB]: createPersonaliseHandler(deps) }),
};
