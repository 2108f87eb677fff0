import type { ApiModule } from "../../http/module.ts";
import { billingRoutes } from "./billing.routes.ts";
import { createInvoiceService } from "./billing.service.ts";
import { createPruneHandler, PRUNE_IDEMPOTENCY_JOB, schedulePrune } from "./idempotency.ts";
import { paypalRoutes } from "./paypal.routes.ts";
import { createPaypalCheckout } from "./paypal-checkout.ts";
import { paypalSandboxRoutes } from "./paypal-sandbox.routes.ts";

/**
 * Invoices (list and PDF); the gateway and PayPal ports, the card pipeline and idempotency live here too and are
 * used by the payers. The PayPal calls and the built-in sandbox's approval pages are served here: one PayPal flow
 * for every kind of item the other modules register with `deps.paypalItems` (ADR 0077).
 */
export const billingModule: ApiModule = {
  name: "billing",
  // Receipt mails link to invoice PDFs signed for their owner (?token=).
  signedLinks: [{ path: /^\/api\/invoices\/downloadinvoicepdf\/\d+\/?$/i, param: "token" }],
  register(app, deps) {
    billingRoutes(app, createInvoiceService(deps), deps);
    paypalRoutes(app, deps, createPaypalCheckout(deps));
    if (deps.paypal.sandbox) paypalSandboxRoutes(app, deps.paypal.sandbox);
  },
  jobs: (deps) => ({ [PRUNE_IDEMPOTENCY_JOB]: createPruneHandler(deps) }),
  // The daily prune reschedules itself; this makes sure the chain exists.
  onStart: (deps) => schedulePrune(deps.db, deps.clock.now()),
};
