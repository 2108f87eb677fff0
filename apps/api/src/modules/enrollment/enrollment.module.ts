import type { ApiModule } from "../../http/module.ts";
import { createManualPaypal } from "../manuals/manual-paypal.ts";
import { createReleaseHoldsHandler, RELEASE_HOLDS_JOB, scheduleReleaseHolds } from "./enrollment.jobs.ts";
import { enrollmentRoutes } from "./enrollment.routes.ts";
import { seedDemoEnrollments } from "./enrollment.seed.ts";
import { createEnrollmentService } from "./enrollment.service.ts";
import { paypalSandboxRoutes } from "./paypal-sandbox.routes.ts";

/**
 * Enrolment in seminars and self-study courses: eligibility, card and PayPal checkout, a student's places; the
 * `enrollment.releaseHolds` job gives back the seats of abandoned PayPal checkouts (ADR 0063).
 */
export const enrollmentModule: ApiModule = {
  name: "enrollment",
  register(app, deps) {
    // A manual bought with PayPal shares the PayPal calls (ADR 0051); the manuals module owns its rules.
    enrollmentRoutes(app, deps, createEnrollmentService(deps), createManualPaypal(deps));
    if (deps.paypal.sandbox) paypalSandboxRoutes(app, deps.paypal.sandbox);
  },
  jobs: (deps, report) => ({ [RELEASE_HOLDS_JOB]: createReleaseHoldsHandler(deps, report) }),
  onStart: (deps) => scheduleReleaseHolds(deps, deps.clock.now()),
  seedDemo: seedDemoEnrollments,
};
