import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import { MAX_RECORD_ID, recordIdSchema } from "../shared/ids.ts";
import { profileOverviewCardsDataSchema, profileOverviewCardsSchema } from "./overview-cards.ts";
import { SIGNUP_PLANS } from "./plans.ts";
import {
  billingInfoSchema,
  billingUpdateResultSchema,
  membershipExpirationSchema,
  membershipOverviewSchema,
  membershipViewSchema,
  paymentQuoteSchema,
  paymentReceiptSchema,
  savedBillingDetailsSchema,
  visitorPricingEnvelopeSchema,
  visitorPricingSchema,
} from "./responses.ts";

/** A member's id in the query; its refusals keep zod's own messages, as these calls always answered. */
const memberId = recordIdSchema();
const userIdQuery = z.object({ userId: memberId });
/** The spec spells it userID on the cancel, resume and downgrade calls (query names match case-insensitively). */
const userIDQuery = z.object({ userID: memberId });
const cardText = z.string().max(200).nullish();
const moneyText = z.union([z.number(), z.string().max(30)]).nullish();

/** The payment form of spec 000 §3; the amounts the client computed are informative, the server recomputes. */
const paymentBody = z.object({
  UserId: z.coerce.number({ error: "membership.userRequired" }).int().positive().max(MAX_RECORD_ID),
  AmountPaid: z.union([z.number(), z.string().max(30)], { error: "membership.amountRequired" }),
  CheckoutType: z.coerce.number().int().nullish(),
  MembershipId: z.coerce
    .number({ error: "validation.membershipRequired" })
    .int("validation.membershipRequired")
    .positive("validation.membershipRequired")
    .max(100, "validation.membershipRequired")
    .nullish(),
  UserMembershipId: memberId.nullish(),
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
  UserId: z.coerce.number({ error: "membership.userRequired" }).int().positive().max(MAX_RECORD_ID),
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

export const getMembershipPriceByLocation = defineCall({
  method: "GET",
  path: "/api/Membership/GetMembershipPriceByLocation",
  data: visitorPricingSchema,
  answer: visitorPricingEnvelopeSchema,
});

/** The quote of a member's next payment: a renewal or level change to MembershipId, or the instructor renewal. */
export const getPaymentQuote = defineCall({
  method: "GET",
  path: "/api/Membership/GetPaymentQuote",
  query: z.object({
    userId: memberId,
    For: z.enum(["membership", "instructor"]).default("membership"),
    MembershipId: levelQuery.optional(),
    Coupon: couponQuery,
  }),
  data: paymentQuoteSchema,
});

/** The quote of a paid sign-up at one of the levels offered at sign-up. */
export const getSignupQuote = defineCall({
  method: "GET",
  path: "/api/Membership/GetSignupQuote",
  query: z.object({
    MembershipId: levelQuery.refine(
      (level) => SIGNUP_PLANS.some((plan) => plan.id === level),
      "validation.membershipRequired",
    ),
    Coupon: couponQuery,
  }),
  data: paymentQuoteSchema,
});

export const membershipPayment = defineCall({
  method: "POST",
  path: "/api/Membership/MembershipPayment",
  body: paymentBody,
  data: paymentReceiptSchema,
});

export const instructorMembershipPayment = defineCall({
  method: "PUT",
  path: "/api/Membership/InstructorMembershipPayment",
  body: paymentBody,
  data: paymentReceiptSchema,
});

export const updateBillingDetails = defineCall({
  method: "PUT",
  path: "/api/Membership/UpdateBillingDetails",
  body: billingBody,
  data: billingUpdateResultSchema,
});

export const getBillingDetailsByUserId = defineCall({
  method: "GET",
  path: "/api/Membership/GetBillingDetailsByUserId",
  query: userIdQuery,
  data: savedBillingDetailsSchema.nullable(),
});

export const getMembershipByUserId = defineCall({
  method: "GET",
  path: "/api/Membership/GetMembershipByUserId",
  query: userIdQuery,
  data: membershipViewSchema.nullable(),
});

export const checkUserMembershipExpiration = defineCall({
  method: "GET",
  path: "/api/Membership/CheckUserMembershipExpiration",
  query: userIdQuery,
  data: membershipExpirationSchema,
});

export const cancelUserMembership = defineCall({
  method: "PUT",
  path: "/api/Membership/CancelUserMembership",
  query: userIDQuery,
  data: membershipViewSchema,
});

export const resumeUserMembership = defineCall({
  method: "PUT",
  path: "/api/Membership/ResumeUserMembership",
  query: userIDQuery,
  data: membershipViewSchema,
});

export const downgradeUserMembership = defineCall({
  method: "PUT",
  path: "/api/Membership/DowngradeUserMembership",
  query: z.object({ userID: memberId, MemberShipID: memberId }),
  data: membershipViewSchema,
});

export const getMembershipOverviewByUserId = defineCall({
  method: "GET",
  path: "/api/User/GetMembershipOverviewByUserId",
  query: userIdQuery,
  data: membershipOverviewSchema,
});

/** The spec's spelling (Overiew) of the overview-cards calls. */
export const getProfileMembershipOveriewCardsByUserId = defineCall({
  method: "GET",
  path: "/api/User/GetProfileMembershipOveriewCardsByUserId",
  query: userIdQuery,
  data: profileOverviewCardsDataSchema,
});

export const updateProfileMembershipOveriewCards = defineCall({
  method: "POST",
  path: "/api/User/UpdateProfileMembershipOveriewCards",
  body: profileOverviewCardsSchema,
  data: profileOverviewCardsDataSchema,
});

export const getBillingDetailsInfoByUserId = defineCall({
  method: "GET",
  path: "/api/UserBillingDetail/GetBillingDetailsInfoByUserId",
  query: userIdQuery,
  data: billingInfoSchema,
});
