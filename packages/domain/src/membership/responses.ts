import { z } from "zod";
import { envelopeSchema, isoDateTimeSchema } from "../shared/envelope.ts";
import { profileOverviewCardSchema } from "./overview-cards.ts";
import { PLAN_PERMISSIONS } from "./plans.ts";

/** What the membership page shows (ADR 0007; `membershipDisplayStatus`). */
export const membershipStatusSchema = z.enum(["Active", "Cancelled", "PastDue", "Lapsed"]);

/**
 * Data of Membership/GetMembershipByUserId, and the membership every other membership call answers with
 * (spec 000 §3 "Current membership response": Name, EndDateTime, InstructorPreviousRecord.InstructorLevel).
 * Amounts are dollars.
 */
export const membershipViewSchema = z.object({
  UserMembershipId: z.number().int(),
  UserId: z.number().int(),
  MembershipId: z.number().int(),
  Name: z.string(),
  StartDateTime: isoDateTimeSchema,
  EndDateTime: isoDateTimeSchema,
  Status: membershipStatusSchema,
  /** Whether the member has access now: active, cancelled before its end, or in dunning. */
  IsActive: z.boolean(),
  AutoRenew: z.boolean(),
  CancelledAt: isoDateTimeSchema.nullable(),
  /** A downgrade scheduled for the next renewal. */
  PendingMembershipId: z.number().int().nullable(),
  PendingName: z.string().nullable(),
  /** The country the membership was bought in, and its discount on this level: the base of a proration. */
  MembershipLocation: z.string().nullable(),
  MembershipLocationDiscount: z.number(),
  /** The level's annual price. */
  Price: z.number(),
  /** When and how much the next automatic renewal charges; null when none will run. */
  NextRenewalDate: isoDateTimeSchema.nullable(),
  NextRenewalAmount: z.number().nullable(),
  InstructorPreviousRecord: z
    .object({
      InstructorLevel: z.string(),
      LicensingFee: z.number(),
      TotalCreditsEarned: z.number(),
    })
    .nullable(),
});
export type MembershipView = z.infer<typeof membershipViewSchema>;

/** Data of Membership/CheckUserMembershipExpiration; an account without a membership counts as expired. */
export const membershipExpirationSchema = z.object({
  IsExpired: z.boolean(),
  EndDateTime: isoDateTimeSchema.nullable(),
  DaysRemaining: z.number().int().min(0),
  Status: membershipStatusSchema.nullable(),
  AutoRenew: z.boolean(),
  MembershipId: z.number().int().nullable(),
});
export type MembershipExpiration = z.infer<typeof membershipExpirationSchema>;

/**
 * Data of a successful payment (MembershipPayment, InstructorMembershipPayment, the paid part of a sign-up).
 * The spec reads only Status and Message; the rest is what the success dialog and the receipt link need.
 */
export const paymentReceiptSchema = z.object({
  InvoiceId: z.number().int(),
  InvoiceNumber: z.string(),
  AmountPaid: z.number(),
  Currency: z.string(),
  UserMembershipId: z.number().int(),
  MembershipId: z.number().int(),
  Name: z.string(),
  StartDateTime: isoDateTimeSchema,
  EndDateTime: isoDateTimeSchema,
  AutoRenew: z.boolean(),
  CardBrand: z.string().nullable(),
  Last4: z.string().nullable(),
  /** Needs the API key and the bearer token, like every other call. */
  InvoicePdfUrl: z.string(),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

/**
 * Data of Membership/GetPaymentQuote and Membership/GetSignupQuote: what a membership payment will charge and
 * the lines that lead to it, in dollars, computed by the same function the payment runs (ADR 0068). The form
 * shows it and sends Total back as AmountPaid.
 */
export const paymentQuoteSchema = z.object({
  Kind: z.enum(["signup", "renewal", "levelChange", "instructorRenewal"]),
  MembershipId: z.number().int(),
  Base: z.number(),
  LicensingFee: z.number(),
  Credits: z.number(),
  ProratedAdjustment: z.number(),
  CouponDiscount: z.number(),
  CountryDiscount: z.number(),
  /** What the card is charged; never below zero. */
  Total: z.number(),
  /** The applied discount code, as stored; null without one. */
  Coupon: z.string().nullable(),
  /** The country that priced the payment (the caller's IP country); null when unknown. */
  Country: z.string().nullable(),
  /** Brazil and Japan: no Discount Code field, the country discount instead (spec 000 §6). */
  HideCoupon: z.boolean(),
  /** A level change over a running paid membership: how the adjustment is reached. */
  Proration: z
    .object({
      Months: z.number().int(),
      NewPrice: z.number(),
      OldPrice: z.number(),
      OldDiscount: z.number(),
      /** What the old level cost after its discount: the amount the proration is taken from. */
      OldPaid: z.number(),
      Monthly: z.number(),
    })
    .nullable(),
});
export type PaymentQuote = z.infer<typeof paymentQuoteSchema>;

/** The country discounts of spec 000 §3 "Location-pricing response", in dollars. */
export const locationDiscountSchema = z.object({
  StandardDiscount: z.number(),
  PractitionerDiscount: z.number(),
  InstructorDiscount: z.number(),
});
export type LocationDiscount = z.infer<typeof locationDiscountSchema>;

/** One level's sign-up price in the caller's country. */
export const levelPriceSchema = z.object({
  MembershipId: z.number().int(),
  Name: z.string(),
  Price: z.number(),
  CountryDiscount: z.number(),
  PriceAfterDiscount: z.number(),
});
export type LevelPrice = z.infer<typeof levelPriceSchema>;

/** Data of Membership/GetMembershipPriceByLocation: the caller's IP country and what it changes. */
export const visitorPricingSchema = z.object({
  /** ISO code of the country of the caller's IP; null when unknown. */
  Country: z.string().nullable(),
  Discount: locationDiscountSchema,
  /** Brazil and Japan: no Discount Code field, the country discount instead (spec 000 §6). */
  HideCoupon: z.boolean(),
  Levels: z.array(levelPriceSchema),
});
export type VisitorPricing = z.infer<typeof visitorPricingSchema>;

/**
 * The whole answer of Membership/GetMembershipPriceByLocation: the spec reads Country and Discount at the top
 * level and, in a second reading, under Data, so both are sent (HideCoupon too).
 */
export const visitorPricingEnvelopeSchema = envelopeSchema(visitorPricingSchema).extend({
  Country: visitorPricingSchema.shape.Country,
  Discount: locationDiscountSchema,
  HideCoupon: z.boolean(),
});

/**
 * What to show about the stored auto-renewal card and the next automatic charge
 * (UserBillingDetail/GetBillingDetailsInfoByUserId, and BillingDetails of the overview).
 */
export const billingInfoSchema = z.object({
  HasBillingDetails: z.boolean(),
  CardHolderName: z.string().nullable(),
  CardBrand: z.string().nullable(),
  Last4: z.string().nullable(),
  /** MM/YY. */
  ExpiryDate: z.string().nullable(),
  IsExpired: z.boolean(),
  ExpiresBeforeRenewal: z.boolean(),
  BillingType: z.number().int().nullable(),
  CardType: z.string().nullable(),
  PayPalEmail: z.string().nullable(),
  AutoRenew: z.boolean(),
  NextRenewalDate: isoDateTimeSchema.nullable(),
  NextRenewalAmount: z.number().nullable(),
});
export type BillingInfo = z.infer<typeof billingInfoSchema>;

/**
 * The stored auto-renewal card as the billing form shows it (Membership/GetBillingDetailsByUserId): number,
 * expiry and CVV masked with `*`, so they must be typed again before submitting (spec 000 §5).
 */
export const savedBillingDetailsSchema = z.object({
  Id: z.number().int(),
  UserId: z.number().int(),
  CardHolderName: z.string(),
  CardNumber: z.string(),
  ExpiryDate: z.string(),
  CVV: z.string(),
  BillingType: z.number().int(),
  CardType: z.string(),
  PayPalEmail: z.string().nullable(),
  CardBrand: z.string(),
  Last4: z.string(),
  UpdatedAt: isoDateTimeSchema,
});
export type SavedBillingDetails = z.infer<typeof savedBillingDetailsSchema>;

/** How the open renewal retried with the new card went (Membership/UpdateBillingDetails). */
export const renewalRetryStatusSchema = z.enum(["Paid", "Failed", "Lapsed", "Ended", "Skipped"]);
export type RenewalRetryStatus = z.infer<typeof renewalRetryStatusSchema>;

/** Data of Membership/UpdateBillingDetails. */
export const billingUpdateResultSchema = z.object({
  BillingDetails: savedBillingDetailsSchema,
  /** Whether an open (failed) renewal was retried with the new card at once, and how it went. */
  RenewalRetried: z.boolean(),
  RenewalStatus: renewalRetryStatusSchema.nullable(),
  Membership: membershipViewSchema.nullable(),
});
export type BillingUpdateResult = z.infer<typeof billingUpdateResultSchema>;

/** Data of User/GetMembershipOverviewByUserId: the profile's membership overview in one answer. */
export const membershipOverviewSchema = z.object({
  Membership: membershipViewSchema.nullable(),
  BillingDetails: billingInfoSchema.nullable(),
  LastPayment: z
    .object({
      InvoiceId: z.number().int(),
      InvoiceNumber: z.string(),
      Date: isoDateTimeSchema,
      Total: z.number(),
    })
    .nullable(),
  InvoiceCount: z.number().int().min(0),
  /** The plan matrix of spec 001 §3 for the member's level; all false without access. */
  Permissions: z.array(z.object({ Name: z.enum(PLAN_PERMISSIONS), IsAllowed: z.boolean() })),
  Cards: z.array(profileOverviewCardSchema),
});
export type MembershipOverview = z.infer<typeof membershipOverviewSchema>;
