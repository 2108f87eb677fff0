import type { ApiModule } from "../../http/module.ts";
import { yearlyDonations } from "./donations.jobs.ts";
import { donationRoutes } from "./donations.routes.ts";
import { createDonationService } from "./donations.service.ts";
import { donationsExport, stopPlansOf } from "./donations-export.repository.ts";

/** Donations (ADR 0038): one-off and yearly gifts by card, their receipts and invoices, the yearly charge job. */
export const donationsModule: ApiModule = {
  name: "donations",
  // The receipt mail's donation invoice link is signed for the donor (?token=), who may be a visitor.
  signedLinks: [{ path: /^\/api\/donation\/downloaddonationinvoicepdf\/\d+\/?$/i, param: "token" }],
  register(app, deps) {
    deps.personalData.registerExport("donations", donationsExport.donations);
    deps.personalData.registerExport("donationPlans", donationsExport.plans);
    // An erased member's yearly plans stop at once and their cards are forgotten at the gateway after the commit.
    deps.personalData.register("donations", async (tx, userId) => {
      const tokens = await stopPlansOf(tx, userId, deps.clock.now());
      if (tokens.length === 0) return undefined;
      return async () => {
        // Each card is forgotten even when another one fails; the failures are reported together.
        const failed = (await Promise.allSettled(tokens.map((token) => deps.gateway.forgetCard(token)))).filter(
          (result) => result.status === "rejected",
        );
        if (failed.length > 0) throw new Error(`${failed.length} of ${tokens.length} donation cards not forgotten`);
      };
    });
    donationRoutes(app, deps, createDonationService(deps));
  },
  jobs: (deps, report) => {
    const run = yearlyDonations(deps, report);
    return { [run.name]: run.handler };
  },
  onStart: (deps) => yearlyDonations(deps).schedule(deps.clock.now()),
};
