import type { FastifyRequest } from "fastify";
import { resourceAccess, selfOrAdmin } from "../../http/access.ts";
import type { Actor } from "../../http/auth.ts";
import { billingRepository } from "./billing.repository.ts";

export type InvoiceAction = "read";

/** The billing policy: invoices belong to the member who paid them; an administrator may read any. */
export function can(actor: Actor, _action: InvoiceAction, invoice: { userId: number }): boolean {
  return selfOrAdmin(actor, invoice.userId);
}

/**
 * An invoice named by `invoiceId` in the path. The receipt mail's link carries its own signature (`?token=`)
 * instead of a bearer; the service verifies that signature.
 */
export const invoiceAccess = {
  ...resourceAccess(
    "invoice",
    { in: "params", name: "invoiceId" },
    async ({ db }, id) => (await billingRepository.findPayment(db, id))?.userId,
    (actor, userId) => can(actor, "read", { userId }),
  ),
  signedLink: (request: FastifyRequest) => {
    const token = (request.query as { token?: unknown } | undefined)?.token;
    return typeof token === "string" && token.length > 0;
  },
};
