import { dollarsToCents, percentOfCents } from "../billing/money.ts";
import { findLevel, MEMBERSHIP_LEVELS, MembershipId } from "./plans.ts";

/**
 * What a membership payment costs (spec 000 §5 "Coupon", §9). Every amount is integer US cents; dollars
 * from the wire (coupon values, location discounts) are converted exactly by `dollarsToCents`. Charges use
 * the sign-up/level prices of `MEMBERSHIP_LEVELS`, never the catalogue reading (ADR 0004).
 */

/** The Instructor Membership price, also the coupon base of an instructor renewal: 300.00 USD. */
export const INSTRUCTOR_MEMBERSHIP_CENTS = 30000;
/** The level-change price used before a level is chosen: 150 USD (Standard). */
export const DEFAULT_LEVEL_CHANGE_PRICE_CENTS = 15000;
/** Coupon DiscountType 1 is a percentage; every other value is a fixed amount in dollars. */
export const DISCOUNT_TYPE_PERCENTAGE = 1;

/** The annual price of a level in cents; an unknown id is a programming error. */
export function levelPriceCents(levelId: number): number {
  const level = findLevel(levelId);
  if (!level) throw new RangeError(`Unknown membership level: ${levelId}`);
  return level.priceCents;
}

/**
 * The built-in catalogue's price in dollars per level (0, 5, 12.5, 25), kept for display parity with the
 * original's plan catalogue only; it is never charged (ADR 0004). The Instructor level has no entry.
 */
export const CataloguePrice: Readonly<Partial<Record<MembershipId, number>>> = Object.freeze(
  Object.fromEntries(
    MEMBERSHIP_LEVELS.filter((level) => level.catalogueCents !== null).map((level) => [
      level.id,
      (level.catalogueCents ?? 0) / 100,
    ]),
  ),
);

/** What an auto-renewal charges: the full level price, because discounts apply to the first year only. */
export function renewalChargeCents(levelId: number): number {
  return levelPriceCents(levelId);
}

/** A coupon's discount in cents: a percentage of the base (half-up) or a fixed dollar amount, within [0, base]. */
export function couponDiscountCents(input: {
  discountType: number;
  discountValue: number | string;
  baseCents: number;
}): number {
  const { discountType, discountValue, baseCents } = input;
  assertCents("baseCents", baseCents);
  const discount =
    discountType === DISCOUNT_TYPE_PERCENTAGE
      ? percentOfCents(baseCents, discountValue)
      : dollarsToCents(discountValue);
  return clamp(discount, 0, baseCents);
}

/** The kinds of membership payment, each with its own total formula (spec 000 §9). */
export type PaymentKind = "signup" | "renewal" | "levelChange" | "instructorRenewal";

/**
 * The amount a percentage coupon applies to: 300 for an instructor renewal, the membership price for a level
 * change, otherwise AmountPaid, which is the price being paid for the level.
 */
export function couponBaseCents(kind: PaymentKind, priceCents: number): number {
  return kind === "instructorRenewal" ? INSTRUCTOR_MEMBERSHIP_CENTS : priceCents;
}

/** The location-pricing data (spec 000 §3): discounts in dollars per level for one country (ISO code). */
export interface LocationPricing {
  Country: string;
  StandardDiscount: number;
  PractitionerDiscount: number;
  InstructorDiscount: number;
}

/** Default seed of the countries with a location discount, in dollars; the database may change them. */
export const LOCATION_PRICING_SEED: readonly LocationPricing[] = [
  { Country: "BR", StandardDiscount: 50, PractitionerDiscount: 100, InstructorDiscount: 100 },
  { Country: "JP", StandardDiscount: 30, PractitionerDiscount: 60, InstructorDiscount: 60 },
];

/** Visitors in these countries get a country discount instead of a Discount Code field (spec 000 §6). */
export const COUPONLESS_COUNTRIES: readonly string[] = ["BR", "JP"];

const countryKey = (code: string | null | undefined) => (code ?? "").trim().toUpperCase();

/** The location pricing of a country code (case-insensitive), or undefined when it has no discount. */
export function findLocationPricing(
  countryCode: string | null | undefined,
  table: readonly LocationPricing[] = LOCATION_PRICING_SEED,
): LocationPricing | undefined {
  const key = countryKey(countryCode);
  return key ? table.find((row) => countryKey(row.Country) === key) : undefined;
}

/** Whether the payment form hides the Discount Code field for a visitor in this country. */
export function hidesCouponField(countryCode: string | null | undefined): boolean {
  return COUPONLESS_COUNTRIES.includes(countryKey(countryCode));
}

/** The location discount of a level in cents: Standard, Practitioner and Instructor have one, others 0. */
export function locationDiscountCents(pricing: LocationPricing | null | undefined, levelId: number): number {
  if (!pricing) return 0;
  const dollars =
    levelId === MembershipId.Standard
      ? pricing.StandardDiscount
      : levelId === MembershipId.Practitioner
        ? pricing.PractitionerDiscount
        : levelId === MembershipId.Instructor
          ? pricing.InstructorDiscount
          : 0;
  // A negative discount in the data would raise the price; treat it as no discount.
  return Math.max(0, dollarsToCents(dollars ?? 0));
}

/** The coupon as the validation response carries it (spec 000 §3, "Coupon response" Data). */
export interface AppliedCoupon {
  DiscountType: number;
  DiscountValue: number | string;
}

export type PaymentQuoteInput =
  | {
      kind: "signup" | "renewal";
      levelId: number;
      coupon?: AppliedCoupon | null;
      location?: LocationPricing | null;
    }
  | {
      kind: "levelChange";
      /** The level being changed to. */
      levelId: number;
      /** From `proratedAdjustmentCents` (proration.ts). */
      proratedAdjustmentCents: number;
      coupon?: AppliedCoupon | null;
    }
  | {
      kind: "instructorRenewal";
      licensingFeeCents: number;
      /** Total credits earned, in cents. */
      creditsCents: number;
      coupon?: AppliedCoupon | null;
      location?: LocationPricing | null;
    };

/** The lines of a payment, all in integer cents, so the form can show how the total is reached. */
export interface PriceBreakdown {
  base: number;
  couponDiscount: number;
  countryDiscount: number;
  proratedAdjustment: number;
  licensingFee: number;
  credits: number;
  /** Never below zero. */
  total: number;
}

/**
 * The total of a membership payment (spec 000 §9): instructor renewal = 300 + licence fee − credits − coupon
 * − country discount; level change = price − prorated adjustment − coupon; sign-up and renewal = price −
 * coupon − country discount. Whether a coupon is allowed at all (BR/JP) is the caller's check.
 */
export function quoteMembershipPayment(input: PaymentQuoteInput): PriceBreakdown {
  const base = input.kind === "instructorRenewal" ? INSTRUCTOR_MEMBERSHIP_CENTS : levelPriceCents(input.levelId);
  const couponDiscount = input.coupon
    ? couponDiscountCents({
        discountType: input.coupon.DiscountType,
        discountValue: input.coupon.DiscountValue,
        baseCents: couponBaseCents(input.kind, base),
      })
    : 0;
  const lines = { base, couponDiscount, countryDiscount: 0, proratedAdjustment: 0, licensingFee: 0, credits: 0 };

  switch (input.kind) {
    case "instructorRenewal":
      assertCents("licensingFeeCents", input.licensingFeeCents);
      assertCents("creditsCents", input.creditsCents);
      lines.licensingFee = input.licensingFeeCents;
      lines.credits = input.creditsCents;
      lines.countryDiscount = locationDiscountCents(input.location, MembershipId.Instructor);
      break;
    case "levelChange":
      assertCents("proratedAdjustmentCents", input.proratedAdjustmentCents);
      lines.proratedAdjustment = input.proratedAdjustmentCents;
      break;
    default:
      lines.countryDiscount = locationDiscountCents(input.location, input.levelId);
  }

  const total =
    lines.base +
    lines.licensingFee -
    lines.credits -
    lines.couponDiscount -
    lines.countryDiscount -
    lines.proratedAdjustment;
  return { ...lines, total: Math.max(0, total) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function assertCents(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole cents ≥ 0: ${value}`);
}
