import type { ApiModule } from "../../http/module.ts";
import { createReleaseHoldsHandler, RELEASE_HOLDS_JOB, scheduleReleaseHolds } from "./enrollment.jobs.ts";
import { enrollmentRoutes } from "./enrollment.routes.ts";
import { createEnrollmentService } from "./enrollment.service.ts";
import { enrollmentExport } from "./enrollment-export.repository.ts";

/**
 * Enrolment in seminars and self-study courses: eligibility, card and PayPal checkout, a student's places; the
 * `enrollment.releaseHolds` job gives back the seats of abandoned PayPal checkouts (ADR 0063).
 */
export const enrollmentModule: ApiModule = {
  name: "enrollment",
  register(app, deps) {
    deps.personalData.registerExport("enrollments", enrollmentExport.enrollments);
    const enrollment = createEnrollmentService(deps);
    // Billing's one PayPal flow holds, commits and releases seminar places and self-study courses through it.
    deps.paypalItems.register(["seminar", "course"], enrollment.paypalItem);
    enrollmentRoutes(app, deps, enrollment);
  },
  jobs: (deps, report) => ({ [RELEASE_HOLDS_JOB]: createReleaseHoldsHandler(deps, report) }),
  onStart: (deps) => scheduleReleaseHolds(deps, deps.clock.now()),
};
