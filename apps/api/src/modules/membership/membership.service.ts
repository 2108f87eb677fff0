import type { Ports } from "../../deps.ts";
import { createCheckoutService } from "./checkout.service.ts";
import { createLifecycleService } from "./lifecycle.service.ts";
import { createMembershipShared } from "./membership.shared.ts";
import { createOverviewService } from "./overview.service.ts";
import type { RenewalService } from "./renewals.service.ts";

export type { PaymentInput, SignupPaymentPlan } from "./checkout.service.ts";
export type { BillingUpdateInput } from "./lifecycle.service.ts";
export type { CardFields, PaymentRequest } from "./membership.shared.ts";

/**
 * The membership area's use cases, composed from three services that share one set of helpers: checkout
 * (payments), lifecycle (cancel, resume, downgrade, billing update) and overview (reads).
 */
export function createMembershipService(deps: Ports, renewals: RenewalService) {
  const shared = createMembershipShared(deps);
  return {
    ...createOverviewService(deps, shared),
    ...createCheckoutService(deps, shared),
    ...createLifecycleService(deps, renewals, shared),
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
