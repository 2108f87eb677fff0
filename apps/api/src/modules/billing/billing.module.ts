import type { ApiModule } from "../../http/module.ts";
import { billingRepository } from "./billing.repository.ts";
import { billingRoutes } from "./billing.routes.ts";
import { createInvoiceService } from "./billing.service.ts";
import { billingExport } from "./billing-export.repository.ts";
import { idempotencyPrune } from "./idempotency.ts";
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
    deps.personalData.registerExport("card", billingExport.card);
    deps.personalData.registerExport("payments", billingExport.payments);
    // A deleted account's stored card goes here, and at the gateway once the deletion has committed.
    deps.personalData.register("billing", async (tx, userId) => {
      const card = await billingRepository.findBillingDetails(tx, userId);
      if (!card) return undefined;
      await billingRepository.deleteBillingDetails(tx, userId);
      return () => deps.gateway.forgetCard(card.gatewayToken);
    });
    billingRoutes(app, createInvoiceService(deps), deps);
    paypalRoutes(app, deps, createPaypalCheckout(deps));
    if (deps.paypal.sandbox) paypalSandboxRoutes(app, deps.paypal.sandbox);
  },
  jobs: (deps) => {
    const prune = idempotencyPrune(deps);
    return { [prune.name]: prune.handler };
  },
  // The daily prune reschedules itself; this makes sure the chain exists.
  onStart: (deps) => idempotencyPrune(deps).schedule(deps.clock.now()),
};
