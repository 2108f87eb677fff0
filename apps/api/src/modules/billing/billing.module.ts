import type { ApiModule } from "../../http/module.ts";
import { billingRoutes } from "./billing.routes.ts";
import { createInvoiceService } from "./billing.service.ts";
import { createPruneHandler, PRUNE_IDEMPOTENCY_JOB, schedulePrune } from "./idempotency.ts";

/** Invoices (list and PDF); the gateway port and idempotency live here too and are used by the payers. */
export const billingModule: ApiModule = {
  name: "billing",
  // Receipt mails link to invoice PDFs signed for their owner (?token=).
  signedLinks: [{ path: /^\/api\/invoices\/downloadinvoicepdf\/\d+\/?$/i, param: "token" }],
  register(app, deps) {
    billingRoutes(app, createInvoiceService(deps), deps);
  },
  jobs: (deps) => ({ [PRUNE_IDEMPOTENCY_JOB]: createPruneHandler(deps) }),
  // The daily prune reschedules itself; this makes sure the chain exists.
  onStart: (deps) => schedulePrune(deps.db, deps.clock.now()),
};
