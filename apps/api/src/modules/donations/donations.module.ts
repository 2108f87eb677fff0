import type { ApiModule } from "../../http/module.ts";
import { createYearlyDonationsHandler, scheduleYearlyDonations, YEARLY_DONATIONS_JOB } from "./donations.jobs.ts";
import { donationRoutes } from "./donations.routes.ts";
import { createDonationService } from "./donations.service.ts";

/** Donations (ADR 0038): one-off and yearly gifts by card, their receipts and invoices, the yearly charge job. */
export const donationsModule: ApiModule = {
  name: "donations",
  // The receipt mail's donation invoice link is signed for the donor (?token=), who may be a visitor.
  signedLinks: [{ path: /^\/api\/donation\/downloaddonationinvoicepdf\/\d+\/?$/i, param: "token" }],
  register(app, deps) {
    donationRoutes(app, deps, createDonationService(deps));
  },
  jobs: (deps, report) => ({ [YEARLY_DONATIONS_JOB]: createYearlyDonationsHandler(deps, report) }),
  onStart: (deps) => scheduleYearlyDonations(deps, deps.clock.now()),
};
