import type { FastifyRequest } from "fastify";
import { adminAccess, ownerAccess, resourceAccess, selfOrAdmin } from "../../http/access.ts";
import type { Actor } from "../../http/auth.ts";
import { donationsRepository } from "./donations.repository.ts";

export type DonationAction = "read" | "cancel" | "administer";

/**
 * The donations policy: anyone may give (a visitor's donation belongs to no account); a member's donations and
 * yearly plans are theirs and an administrator's; a visitor reaches their receipt and plan through the signed
 * links of the receipt (the service checks those).
 */
export function can(actor: Actor, _action: DonationAction, owner: { userId: number }): boolean {
  return selfOrAdmin(actor, owner.userId);
}

const tokenIn = (source: unknown) => {
  const token = (source as { token?: unknown; Token?: unknown } | undefined) ?? {};
  const value = token.token ?? token.Token;
  return typeof value === "string" && value.length > 0;
};

/** A donation's invoice by id in the path: the owner, an administrator, or the receipt's signed link. */
export const donationInvoiceAccess = {
  ...resourceAccess(
    "donation",
    { in: "params", name: "donationId" },
    async ({ db }, id) => (await donationsRepository.findById(db, id))?.userId ?? undefined,
    (actor, userId) => can(actor, "read", { userId }),
  ),
  signedLink: (request: FastifyRequest) => tokenIn(request.query),
};

/** A yearly plan by PlanId in the body: its member, an administrator, or the receipt's signed token. */
export const donationPlanAccess = {
  ...resourceAccess(
    "donationPlan",
    { in: "body", name: "PlanId" },
    async ({ db }, id) => (await donationsRepository.findPlan(db, id))?.userId ?? undefined,
    (actor, userId) => can(actor, "cancel", { userId }),
  ),
  signedLink: (request: FastifyRequest) => tokenIn(request.body),
};

export const onDonorOf = (owner: { in: "query"; name: string }) =>
  ownerAccess(owner, (actor, userId) => can(actor, "read", { userId }));

export const donationsAdminAccess = adminAccess;
