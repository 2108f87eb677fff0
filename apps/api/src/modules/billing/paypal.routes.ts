import { contract, translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps.ts";
import { actorOf, memberAccess, ownerAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { forbidden } from "../../http/errors.ts";
import { route } from "../../http/route.ts";
import { idempotentCall } from "./idempotency.ts";
import type { PaypalCheckout } from "./paypal-checkout.ts";

/** The PayPal calls of every purchase (ADR 0077): thin handlers over billing's one PayPal flow. */
export function paypalRoutes(app: FastifyInstance, deps: Deps, checkout: PaypalCheckout) {
  route(
    app,
    contract.billing.createPaymentAsync,
    {
      access: ownerAccess({ in: "body", name: "UserId" }),
      // The scope keeps its first name: stored keys of earlier requests still answer.
      idempotency: { scope: "enrollment.paypal" },
      tags: ["PayPal"],
      summary:
        "Starts a PayPal payment for a seminar (SeminarId) or self-study course (CourseId): holds the seat for 30 minutes as a pending place and answers the PayPal approval URL (CheckUserEligibleForSeminar answers it again as PendingPayment while the hold lasts; the enrollment.releaseHolds job gives the seat back after it). Same rules and AmountPaid check as EnrollCourseOrSeminar; Idempotency-Key supported. With ManualId instead (ADR 0051) the caller buys a digital manual for themselves: AmountPaid must equal its price; an owned manual answers 409 MANUAL_ALREADY_OWNED before PayPal is asked",
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await idempotentCall(deps, request, reply, (idem) => {
        const { UserId, SeminarId, CourseId, ManualId, AmountPaid } = request.body;
        if (ManualId === undefined) {
          return SeminarId !== undefined
            ? checkout.create("seminar", UserId, SeminarId, AmountPaid, idem)
            : checkout.create("course", UserId, CourseId ?? 0, AmountPaid, idem);
        }
        // Nobody buys a manual for someone else (ADR 0039); an administrator gives one instead.
        if (UserId !== actor.user.id) throw forbidden();
        return checkout.create("manual", UserId, ManualId, AmountPaid, idem);
      });
      return ok(result);
    },
  );

  route(
    app,
    contract.billing.getPaymentDetailsFromURL,
    {
      // The order in the URL names its buyer; the flow answers 404 to anyone else.
      access: memberAccess,
      tags: ["PayPal"],
      summary:
        "The URL PayPal sent the browser back to. /confirmpaypalpayment?token=…&PayerID=…: captures the order once and enrols (a repeat, even in parallel, answers the same receipt); after the 30-minute hold ran out (or was released) nothing is captured: 409 PAYPAL_HOLD_EXPIRED; a cancelled payment answers 409 PAYPAL_ORDER_CANCELLED; /cancelpaypalpayment?token=…: gives the held seat back. A manual's order (Kind manual) is captured once and grants the copy (Status bought); its cancel grants nothing",
    },
    async (request) => {
      const actor = actorOf(request);
      const result = await checkout.complete(actor.user.id, actor.isAdmin, request.query.url);
      const message =
        result.Kind === "manual"
          ? result.Status === "bought"
            ? "manualMessages.bought"
            : "manualMessages.paypalCancelled"
          : result.Status === "enrolled"
            ? "enrollmentSuccess.enrolled"
            : "enrollmentSuccess.released";
      return ok(result, translate(request.language, message));
    },
  );
}
