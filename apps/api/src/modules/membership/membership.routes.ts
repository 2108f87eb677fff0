import {
  billingInfoSchema,
  billingUpdateResultSchema,
  envelopeSchema,
  formatLongDate,
  membershipExpirationSchema,
  membershipOverviewSchema,
  membershipViewSchema,
  paymentQuoteSchema,
  paymentReceiptSchema,
  profileOverviewCardsDataSchema,
  profileOverviewCardsSchema,
  SIGNUP_PLANS,
  savedBillingDetailsSchema,
  translate,
  visitorPricingEnvelopeSchema,
} from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { publicAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { publicRead } from "../../http/public-cache.ts";
import { idempotentCall } from "../billing/idempotency.ts";
import { levelName } from "../billing/invoices.ts";
import { onMembershipOf } from "./membership.policy.ts";
import type { MembershipService } from "./membership.service.ts";

const id = z.coerce.number().int().positive().max(2_147_483_647);
const userIdQuery = z.object({ userId: id });
/** The spec spells it userID on the cancel and downgrade calls (query names match case-insensitively anyway). */
const userIDQuery = z.object({ userID: id });
const cardText = z.string().max(200).nullish();
const moneyText = z.union([z.number(), z.string().max(30)]).nullish();

/** The payment form of spec 000 §3; the amounts the client computed are informative, the server recomputes. */
const paymentBody = z.object({
  UserId: z.coerce.number({ error: "membership.userRequired" }).int().positive().max(2_147_483_647),
  AmountPaid: z.union([z.number(), z.string().max(30)], { error: "membership.amountRequired" }),
  CheckoutType: z.coerce.number().int().nullish(),
  MembershipId: z.coerce
    .number({ error: "validation.membershipRequired" })
    .int("validation.membershipRequired")
    .positive("validation.membershipRequired")
    .max(100, "validation.membershipRequired")
    .nullish(),
  UserMembershipId: id.nullish(),
  CardHolderName: cardText,
  CardNumber: cardText,
  ExpiryDate: cardText,
  CVV: cardText,
  Coupon: z.string().max(50).nullish(),
  proratedAdjustment: moneyText,
  MembershipLocation: z.string().max(100).nullish(),
  LocationDiscount: moneyText,
  LicensingFee: moneyText,
  TotalCreditsEarned: moneyText,
});

/** The billing-details update of spec 000 §3: the card fields plus Id, BillingType, CardType, PayPalEmail. */
const billingBody = z.object({
  Id: z.coerce.number().int().nullish(),
  UserId: z.coerce.number({ error: "membership.userRequired" }).int().positive().max(2_147_483_647),
  CardHolderName: cardText,
  CardNumber: cardText,
  ExpiryDate: cardText,
  CVV: cardText,
  BillingType: z.coerce.number().int().nullish(),
  CardType: z.string().max(50).nullish(),
  PayPalEmail: z.string().max(254).nullish(),
});

const levelQuery = z.coerce
  .number({ error: "validation.membershipRequired" })
  .int("validation.membershipRequired")
  .positive("validation.membershipRequired")
  .max(100, "validation.membershipRequired");
const couponQuery = z.string().max(50).optional();

/** The quote of a member's next payment: a renewal or level change to MembershipId, or the instructor renewal. */
const paymentQuoteQuery = z.object({
  userId: id,
  For: z.enum(["membership", "instructor"]).default("membership"),
  MembershipId: levelQuery.optional(),
  Coupon: couponQuery,
});

/** The quote of a paid sign-up at one of the levels offered at sign-up. */
const signupQuoteQuery = z.object({
  MembershipId: levelQuery.refine(
    (level) => SIGNUP_PLANS.some((plan) => plan.id === level),
    "validation.membershipRequired",
  ),
  Coupon: couponQuery,
});

const quoteAnswer = { 200: envelopeSchema(paymentQuoteSchema) };

const IDEMPOTENCY_NOTE =
  " Send an Idempotency-Key header: a retry with the same key returns the first answer (header Idempotent-Replayed: true) and never charges twice; the same key with a different body is 409 (card number, CVV and expiry are not compared). One payment per member at a time (409 PAYMENT_IN_PROGRESS); 10 declined cards per IP or account in 15 minutes answer 429.";

const receipt = { 200: envelopeSchema(paymentReceiptSchema) };
const membershipAnswer = { 200: envelopeSchema(membershipViewSchema) };
const overviewCardsAnswer = { 200: envelopeSchema(profileOverviewCardsDataSchema) };

export function membershipRoutes(app: FastifyInstance, deps: Deps, memberships: MembershipService) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["Membership"];

  api.get(
    "/api/Membership/GetMembershipPriceByLocation",
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary:
          "Country discounts for the caller's IP country (dollars), in both readings: top-level Country/Discount and Data.Country/Data.Discount; HideCoupon is true in Brazil and Japan",
        response: { 200: visitorPricingEnvelopeSchema },
      },
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

  api.get(
    "/api/Membership/GetPaymentQuote",
    {
      config: { access: onMembershipOf("pay", { in: "query", name: "userId" }) },
      schema: {
        tags,
        summary:
          "What MembershipPayment (For=membership, with MembershipId) or InstructorMembershipPayment (For=instructor) would charge now, with its lines in dollars; refused as the payment would be (PAYMENT_NOT_ALLOWED, PERIOD_ALREADY_PAID, a bad Coupon). The forms show it and send Total as AmountPaid.",
        querystring: paymentQuoteQuery,
        response: quoteAnswer,
      },
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

  api.get(
    "/api/Membership/GetSignupQuote",
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary:
          "What a paid sign-up at MembershipId costs a visitor from the caller's IP country, with its lines in dollars; a bad Coupon is 400 with the coupon's message. The sign-up form shows it and sends Total as AmountPaid.",
        querystring: signupQuoteQuery,
        response: quoteAnswer,
      },
    },
    async (request) => {
      const { MembershipId, Coupon } = request.query;
      return ok(await memberships.signupQuote({ levelId: MembershipId, coupon: Coupon }, deps.location(request.ip)));
    },
  );

  api.post(
    "/api/Membership/MembershipPayment",
    {
      config: {
        access: onMembershipOf("pay", { in: "body", name: "UserId" }),
        idempotency: { scope: "membership.payment" },
      },
      schema: {
        tags,
        summary: `Pay a membership renewal (same level, within 30 days of the end date or after it, else 409 PERIOD_ALREADY_PAID) or level change (higher level, prorated); the card becomes the auto-renewal card.${IDEMPOTENCY_NOTE}`,
        body: paymentBody,
        response: receipt,
      },
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

  api.put(
    "/api/Membership/InstructorMembershipPayment",
    {
      config: {
        access: onMembershipOf("pay", { in: "body", name: "UserId" }),
        idempotency: { scope: "membership.instructorPayment" },
      },
      schema: {
        tags,
        summary: `Renew the Instructor Membership: 300 + licence fee − credits earned − coupon − country discount.${IDEMPOTENCY_NOTE}`,
        body: paymentBody,
        response: receipt,
      },
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

  api.put(
    "/api/Membership/UpdateBillingDetails",
    {
      config: {
        access: onMembershipOf("manage", { in: "body", name: "UserId" }),
        idempotency: { scope: "membership.billing" },
      },
      schema: {
        tags,
        summary: `Replace the auto-renewal card (masked saved fields must be typed again); retries an open renewal at once.${IDEMPOTENCY_NOTE}`,
        body: billingBody,
        response: { 200: envelopeSchema(billingUpdateResultSchema) },
      },
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

  api.get(
    "/api/Membership/GetBillingDetailsByUserId",
    {
      config: { access: onMembershipOf("read", { in: "query", name: "userId" }) },
      schema: {
        tags,
        summary: "The stored auto-renewal card, masked as the billing form shows it (Data null when none)",
        querystring: userIdQuery,
        response: { 200: envelopeSchema(savedBillingDetailsSchema.nullable()) },
      },
    },
    async (request) => {
      return ok(await memberships.billingDetails(request.query.userId));
    },
  );

  api.get(
    "/api/Membership/GetMembershipByUserId",
    {
      config: { access: onMembershipOf("read", { in: "query", name: "userId" }) },
      schema: {
        tags,
        summary:
          "The current membership: Name, EndDateTime, InstructorPreviousRecord.InstructorLevel, Status, AutoRenew, pending downgrade, next renewal; Data null for an account without a membership",
        querystring: userIdQuery,
        response: { 200: envelopeSchema(membershipViewSchema.nullable()) },
      },
    },
    async (request) => {
      return ok(await memberships.membership(request.query.userId));
    },
  );

  api.get(
    "/api/Membership/CheckUserMembershipExpiration",
    {
      config: { access: onMembershipOf("read", { in: "query", name: "userId" }) },
      schema: {
        tags,
        summary: "Whether the membership has expired (IsExpired, EndDateTime, DaysRemaining, Status)",
        querystring: userIdQuery,
        response: { 200: envelopeSchema(membershipExpirationSchema) },
      },
    },
    async (request) => {
      return ok(await memberships.expiration(request.query.userId));
    },
  );

  api.put(
    "/api/Membership/CancelUserMembership",
    {
      config: { access: onMembershipOf("manage", { in: "query", name: "userID" }) },
      schema: {
        tags,
        summary: "Switch auto-renewal off; access stays until EndDateTime, then the membership lapses without a charge",
        querystring: userIDQuery,
        response: membershipAnswer,
      },
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

  api.put(
    "/api/Membership/ResumeUserMembership",
    {
      config: { access: onMembershipOf("manage", { in: "query", name: "userID" }) },
      schema: {
        tags,
        summary: "Switch auto-renewal back on for a cancelled membership that has not ended (not in the spec)",
        querystring: userIDQuery,
        response: membershipAnswer,
      },
    },
    async (request) => {
      return ok(await memberships.resume(request.query.userID), translate(request.language, "membership.resumed"));
    },
  );

  api.put(
    "/api/Membership/DowngradeUserMembership",
    {
      config: { access: onMembershipOf("manage", { in: "query", name: "userID" }) },
      schema: {
        tags,
        summary:
          "Schedule a move to a lower level at the next renewal (MemberShipID = the current level clears a scheduled downgrade)",
        querystring: z.object({ userID: id, MemberShipID: id }),
        response: membershipAnswer,
      },
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
  api.get(
    "/api/User/GetMembershipOverviewByUserId",
    {
      config: { access: onMembershipOf("read", { in: "query", name: "userId" }) },
      schema: {
        tags: userTags,
        summary: "The profile's membership overview: membership, card, last payment, invoice count, permissions, cards",
        querystring: userIdQuery,
        response: { 200: envelopeSchema(membershipOverviewSchema) },
      },
    },
    async (request) => {
      return ok(await memberships.overview(request.query.userId));
    },
  );

  api.get(
    "/api/User/GetProfileMembershipOveriewCardsByUserId",
    {
      config: { access: onMembershipOf("read", { in: "query", name: "userId" }) },
      schema: {
        tags: userTags,
        summary: "Which membership overview cards the member shows, in order (every card, visible by default)",
        querystring: userIdQuery,
        response: overviewCardsAnswer,
      },
    },
    async (request) => {
      return ok(await memberships.overviewCards(request.query.userId));
    },
  );

  api.post(
    "/api/User/UpdateProfileMembershipOveriewCards",
    {
      config: { access: onMembershipOf("manage", { in: "body", name: "UserId" }) },
      schema: {
        tags: userTags,
        summary:
          "Show, hide and order the membership overview cards: { UserId, Cards: [{ Key, IsVisible, SortOrder }] }",
        body: profileOverviewCardsSchema,
        response: overviewCardsAnswer,
      },
    },
    async (request) => {
      return ok(
        await memberships.saveOverviewCards(request.body.UserId, request.body.Cards),
        translate(request.language, "membership.overviewCardsSaved"),
      );
    },
  );

  api.get(
    "/api/UserBillingDetail/GetBillingDetailsInfoByUserId",
    {
      config: { access: onMembershipOf("read", { in: "query", name: "userId" }) },
      schema: {
        tags: ["UserBillingDetail"],
        summary: "What to show about the stored card (brand, last four, expiry) and the next automatic charge",
        querystring: userIdQuery,
        response: { 200: envelopeSchema(billingInfoSchema) },
      },
    },
    async (request) => {
      return ok(await memberships.billingInfo(request.query.userId));
    },
  );
}
