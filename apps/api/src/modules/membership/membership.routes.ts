import { contract, formatLongDate, translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps.ts";
import { publicAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { publicRead } from "../../http/public-cache.ts";
import { route } from "../../http/route.ts";
import { idempotentCall } from "../billing/idempotency.ts";
import { levelName } from "../billing/invoices.ts";
import { onMembershipOf } from "./membership.policy.ts";
import type { MembershipService } from "./membership.service.ts";

const IDEMPOTENCY_NOTE =
  " Send an Idempotency-Key header: a retry with the same key returns the first answer (header Idempotent-Replayed: true) and never charges twice; the same key with a different body is 409 (card number, CVV and expiry are not compared). One payment per member at a time (409 PAYMENT_IN_PROGRESS); 10 declined cards per IP or account in 15 minutes answer 429.";

export function membershipRoutes(app: FastifyInstance, deps: Deps, memberships: MembershipService) {
  const tags = ["Membership"];

  route(
    app,
    contract.membership.getMembershipPriceByLocation,
    {
      access: publicAccess(),
      tags,
      summary:
        "Country discounts for the caller's IP country (dollars), in both readings: top-level Country/Discount and Data.Country/Data.Discount; HideCoupon is true in Brazil and Japan",
    },
    async (request, reply) => {
      const country = deps.location(request.ip);
      // The same answer for every visitor from one country: the country is part of the cache key.
      return publicRead(
        deps.publicCache,
        request,
        reply,
        async () => {
          const data = await memberships.priceByLocation(country);
          return { ...ok(data), Country: data.Country, Discount: data.Discount, HideCoupon: data.HideCoupon };
        },
        country ?? "",
      );
    },
  );

  route(
    app,
    contract.membership.getPaymentQuote,
    {
      access: onMembershipOf("pay", { in: "query", name: "userId" }),
      tags,
      summary:
        "What MembershipPayment (For=membership, with MembershipId) or InstructorMembershipPayment (For=instructor) would charge now, with its lines in dollars; refused as the payment would be (PAYMENT_NOT_ALLOWED, PERIOD_ALREADY_PAID, a bad Coupon). The forms show it and send Total as AmountPaid.",
    },
    async (request) => {
      const { userId, For, MembershipId, Coupon } = request.query;
      const quote = await memberships.quote(
        userId,
        { kind: For, levelId: MembershipId, coupon: Coupon },
        deps.location(request.ip),
      );
      return ok(quote);
    },
  );

  route(
    app,
    contract.membership.getSignupQuote,
    {
      access: publicAccess(),
      tags,
      summary:
        "What a paid sign-up at MembershipId costs a visitor from the caller's IP country, with its lines in dollars; a bad Coupon is 400 with the coupon's message. The sign-up form shows it and sends Total as AmountPaid.",
    },
    async (request) => {
      const { MembershipId, Coupon } = request.query;
      return ok(await memberships.signupQuote({ levelId: MembershipId, coupon: Coupon }, deps.location(request.ip)));
    },
  );

  route(
    app,
    contract.membership.membershipPayment,
    {
      access: onMembershipOf("pay", { in: "body", name: "UserId" }),
      idempotency: { scope: "membership.payment" },
      tags,
      summary: `Pay a membership renewal (same level, within 30 days of the end date or after it, else 409 PERIOD_ALREADY_PAID) or level change (higher level, prorated); the card becomes the auto-renewal card.${IDEMPOTENCY_NOTE}`,
    },
    async (request, reply) => {
      const result = await idempotentCall(deps, request, reply, (idem) =>
        memberships.pay(
          request.body.UserId,
          { ...request.body, MembershipId: request.body.MembershipId ?? undefined },
          { country: deps.location(request.ip), ip: request.ip },
          idem,
        ),
      );
      return ok(result, translate(request.language, "membership.paymentSuccessful"));
    },
  );

  route(
    app,
    contract.membership.instructorMembershipPayment,
    {
      access: onMembershipOf("pay", { in: "body", name: "UserId" }),
      idempotency: { scope: "membership.instructorPayment" },
      tags,
      summary: `Renew the Instructor Membership: 300 + licence fee − credits earned − coupon − country discount.${IDEMPOTENCY_NOTE}`,
    },
    async (request, reply) => {
      const result = await idempotentCall(deps, request, reply, (idem) =>
        memberships.payInstructor(
          request.body.UserId,
          { ...request.body, MembershipId: undefined },
          { country: deps.location(request.ip), ip: request.ip },
          idem,
        ),
      );
      return ok(result, translate(request.language, "membership.instructorRenewed"));
    },
  );

  route(
    app,
    contract.membership.updateBillingDetails,
    {
      access: onMembershipOf("manage", { in: "body", name: "UserId" }),
      idempotency: { scope: "membership.billing" },
      tags,
      summary: `Replace the auto-renewal card (masked saved fields must be typed again); retries an open renewal at once.${IDEMPOTENCY_NOTE}`,
    },
    async (request, reply) => {
      const result = await idempotentCall(deps, request, reply, (idem) =>
        memberships.updateBilling(
          request.body.UserId,
          request.body,
          { country: deps.location(request.ip), ip: request.ip },
          idem,
        ),
      );
      return ok(result, translate(request.language, "membership.billingUpdated"));
    },
  );

  route(
    app,
    contract.membership.getBillingDetailsByUserId,
    {
      access: onMembershipOf("read", { in: "query", name: "userId" }),
      tags,
      summary: "The stored auto-renewal card, masked as the billing form shows it (Data null when none)",
    },
    async (request) => {
      return ok(await memberships.billingDetails(request.query.userId));
    },
  );

  route(
    app,
    contract.membership.getMembershipByUserId,
    {
      access: onMembershipOf("read", { in: "query", name: "userId" }),
      tags,
      summary:
        "The current membership: Name, EndDateTime, InstructorPreviousRecord.InstructorLevel, Status, AutoRenew, pending downgrade, next renewal; Data null for an account without a membership",
    },
    async (request) => {
      return ok(await memberships.membership(request.query.userId));
    },
  );

  route(
    app,
    contract.membership.checkUserMembershipExpiration,
    {
      access: onMembershipOf("read", { in: "query", name: "userId" }),
      tags,
      summary: "Whether the membership has expired (IsExpired, EndDateTime, DaysRemaining, Status)",
    },
    async (request) => {
      return ok(await memberships.expiration(request.query.userId));
    },
  );

  route(
    app,
    contract.membership.cancelUserMembership,
    {
      access: onMembershipOf("manage", { in: "query", name: "userID" }),
      tags,
      summary: "Switch auto-renewal off; access stays until EndDateTime, then the membership lapses without a charge",
    },
    async (request) => {
      const membership = await memberships.cancel(request.query.userID);
      return ok(
        membership,
        translate(request.language, "membership.cancelled", {
          date: formatLongDate(new Date(membership.EndDateTime), request.language),
        }),
      );
    },
  );

  route(
    app,
    contract.membership.resumeUserMembership,
    {
      access: onMembershipOf("manage", { in: "query", name: "userID" }),
      tags,
      summary: "Switch auto-renewal back on for a cancelled membership that has not ended (not in the spec)",
    },
    async (request) => {
      return ok(await memberships.resume(request.query.userID), translate(request.language, "membership.resumed"));
    },
  );

  route(
    app,
    contract.membership.downgradeUserMembership,
    {
      access: onMembershipOf("manage", { in: "query", name: "userID" }),
      tags,
      summary:
        "Schedule a move to a lower level at the next renewal (MemberShipID = the current level clears a scheduled downgrade)",
    },
    async (request) => {
      const { membership, cleared } = await memberships.downgrade(request.query.userID, request.query.MemberShipID);
      const message = cleared
        ? translate(request.language, "membership.downgradeCleared")
        : translate(request.language, "membership.downgradeScheduled", {
            level: levelName(request.query.MemberShipID),
            date: formatLongDate(new Date(membership.EndDateTime), request.language),
          });
      return ok(membership, message);
    },
  );

  const userTags = ["User"];
  route(
    app,
    contract.membership.getMembershipOverviewByUserId,
    {
      access: onMembershipOf("read", { in: "query", name: "userId" }),
      tags: userTags,
      summary: "The profile's membership overview: membership, card, last payment, invoice count, permissions, cards",
    },
    async (request) => {
      return ok(await memberships.overview(request.query.userId));
    },
  );

  route(
    app,
    contract.membership.getProfileMembershipOveriewCardsByUserId,
    {
      access: onMembershipOf("read", { in: "query", name: "userId" }),
      tags: userTags,
      summary: "Which membership overview cards the member shows, in order (every card, visible by default)",
    },
    async (request) => {
      return ok(await memberships.overviewCards(request.query.userId));
    },
  );

  route(
    app,
    contract.membership.updateProfileMembershipOveriewCards,
    {
      access: onMembershipOf("manage", { in: "body", name: "UserId" }),
      tags: userTags,
      summary: "Show, hide and order the membership overview cards: { UserId, Cards: [{ Key, IsVisible, SortOrder }] }",
    },
    async (request) => {
      return ok(
        await memberships.saveOverviewCards(request.body.UserId, request.body.Cards),
        translate(request.language, "membership.overviewCardsSaved"),
      );
    },
  );

  route(
    app,
    contract.membership.getBillingDetailsInfoByUserId,
    {
      access: onMembershipOf("read", { in: "query", name: "userId" }),
      tags: ["UserBillingDetail"],
      summary: "What to show about the stored card (brand, last four, expiry) and the next automatic charge",
    },
    async (request) => {
      return ok(await memberships.billingInfo(request.query.userId));
    },
  );
}
