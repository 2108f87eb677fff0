import type { ApiModule } from "../../http/module.ts";
import { createManualPaypal } from "../manuals/manual-paypal.ts";
import { enrollmentRoutes } from "./enrollment.routes.ts";
import { seedDemoEnrollments } from "./enrollment.seed.ts";
import { createEnrollmentService } from "./enrollment.service.ts";
import { paypalSandboxRoutes } from "./paypal-sandbox.routes.ts";

/** Enrolment in seminars and self-study courses: eligibility, card and PayPal checkout, a student's places. */
export const enrollmentModule: ApiModule = {
  name: "enrollment",
  register(app, deps) {
    // A manual bought with PayPal shares the PayPal calls (ADR 0051); the manuals module owns its rules.
    enrollmentRoutes(app, deps, createEnrollmentService(deps), createManualPaypal(deps));
    if (deps.paypal.sandbox) paypalSandboxRoutes(app, deps.paypal.sandbox);
  },
  seedDemo: seedDemoEnrollments,
};
