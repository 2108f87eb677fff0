import type { ApiModule } from "../../http/module.ts";
import { membershipRoutes } from "./membership.routes.ts";
import { createMembershipService } from "./membership.service.ts";
import { membershipExport } from "./membership-export.repository.ts";
import {
  createRenewalScanHandler,
  createRenewalService,
  ensureScanScheduled,
  RENEWAL_SCAN_JOB,
} from "./renewals.service.ts";

/** Memberships: payments, level changes, renewals and dunning, billing details, the profile overview. */
export const membershipModule: ApiModule = {
  name: "membership",
  register(app, deps) {
    deps.personalData.registerExport("memberships", membershipExport.memberships);
    membershipRoutes(app, deps, createMembershipService(deps, createRenewalService(deps)));
  },
  jobs: (deps, report) => ({
    [RENEWAL_SCAN_JOB]: createRenewalScanHandler(createRenewalService(deps), deps.db, deps.clock, (scan) =>
      report(RENEWAL_SCAN_JOB, scan),
    ),
  }),
  // The hourly renewal scan reschedules itself; this makes sure the chain exists (one job per hour slot).
  onStart: (deps) => ensureScanScheduled(deps.db, deps.clock.now()),
};
