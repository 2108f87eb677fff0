import { describe, expect, it } from "vitest";
import {
  CataloguePrice,
  COUPONLESS_COUNTRIES,
  couponBaseCents,
  couponDiscountCents,
  DEFAULT_LEVEL_CHANGE_PRICE_CENTS,
  findLocationPricing,
  hidesCouponField,
  INSTRUCTOR_MEMBERSHIP_CENTS,
  LOCATION_PRICING_SEED,
  type LocationPricing,
  levelPriceCents,
  locationDiscountCents,
  type PaymentQuoteInput,
  type PriceBreakdown,
  quoteMembershipPayment,
  renewalChargeCents,
} from "./pricing.ts";

const BR = findLocationPricing("BR");
const JP = findLocationPricing("JP");
const PERCENT_10 = { DiscountType: 1, DiscountValue: 10 };
const FIXED_12_50 = { DiscountType: 2, DiscountValue: 12.5 };

describe("level prices (spec 000 §9)", () => {
  it.each([
    [1, "Starter", 0],
    [2, "Access", 4000],
    [3, "Standard", 15000],
    [4, "Practitioner", 30000],
    [5, "Instructor", 30000],
  ])("level %i (%s) costs %i cents a year, also on auto-renewal", (id, _name, cents) => {
    expect(levelPriceCents(id)).toBe(cents);
    expect(renewalChargeCents(id)).toBe(cents);
  });

  it.each([0, 6, -1, 2.5, Number.NaN])("level %d is unknown", (id) => {
    expect(() => levelPriceCents(id)).toThrow(RangeError);
  });

  it("names the instructor base and the default level-change price", () => {
    expect(INSTRUCTOR_MEMBERSHIP_CENTS).toBe(30000);
    expect(DEFAULT_LEVEL_CHANGE_PRICE_CENTS).toBe(15000);
  });

  it("keeps the catalogue reading as read-only display data (ADR 0004)", () => {
    expect(CataloguePrice).toEqual({ 1: 0, 2: 5, 3: 12.5, 4: 25 });
    expect(Object.isFrozen(CataloguePrice)).toBe(true);
  });
});

describe("couponDiscountCents", () => {
  it.each([
    ["10% of 150", 1, 10, 15000, 1500],
    ["12.5% of 300", 1, 12.5, 30000, 3750],
    ["33.33% of 40, rounded", 1, 33.33, 4000, 1333],
    ["0.5% of 9.99, half-up", 1, 0.5, 999, 5],
    ["100% of 150", 1, 100, 15000, 15000],
    ["150% is capped at the base", 1, 150, 15000, 15000],
    ["a percentage of nothing", 1, 50, 0, 0],
    ["a negative percentage", 1, -10, 15000, 0],
    ["fixed 12.5 dollars (type 2)", 2, 12.5, 15000, 1250],
    ["fixed 20 dollars (type 0)", 0, 20, 15000, 2000],
    ["fixed 0.29 dollars, no float drift", 3, 0.29, 15000, 29],
    ["fixed as decimal text", 2, "12.50", 15000, 1250],
    ["fixed above the base is capped", 2, 200, 15000, 15000],
    ["a negative fixed amount", 2, -5, 15000, 0],
  ])("%s", (_name, discountType, discountValue, baseCents, expected) => {
    expect(couponDiscountCents({ discountType, discountValue, baseCents })).toBe(expected);
  });

  it.each([
    ["instructorRenewal", 45000, 30000],
    ["levelChange", 30000, 30000],
    ["signup", 4000, 4000],
    ["renewal", 15000, 15000],
  ] as const)("a %s coupon applies to %i → %i", (kind, price, base) => {
    expect(couponBaseCents(kind, price)).toBe(base);
  });
});

describe("location discounts", () => {
  it.each([
    [BR, 1, 0],
    [BR, 2, 0],
    [BR, 3, 5000],
    [BR, 4, 10000],
    [BR, 5, 10000],
    [JP, 2, 0],
    [JP, 3, 3000],
    [JP, 4, 6000],
    [JP, 5, 6000],
    [undefined, 3, 0],
    [null, 4, 0],
  ])("%o, level %i → %i cents", (pricing, levelId, cents) => {
    expect(locationDiscountCents(pricing, levelId)).toBe(cents);
  });

  it("converts fractional dollars and ignores negative ones", () => {
    const pricing: LocationPricing = {
      Country: "XX",
      StandardDiscount: 12.5,
      PractitionerDiscount: -5,
      InstructorDiscount: 0.29,
    };
    expect(locationDiscountCents(pricing, 3)).toBe(1250);
    expect(locationDiscountCents(pricing, 4)).toBe(0);
    expect(locationDiscountCents(pricing, 5)).toBe(29);
  });

  it.each([
    ["BR", "BR"],
    ["br", "BR"],
    [" JP ", "JP"],
    ["US", undefined],
    ["", undefined],
    [null, undefined],
    [undefined, undefined],
  ])("findLocationPricing(%j) → %s", (code, country) => {
    expect(findLocationPricing(code)?.Country).toBe(country);
  });

  it("looks in the table it is given", () => {
    const table = [{ Country: "PT", StandardDiscount: 10, PractitionerDiscount: 20, InstructorDiscount: 20 }];
    expect(findLocationPricing("pt", table)?.StandardDiscount).toBe(10);
    expect(findLocationPricing("BR", table)).toBeUndefined();
  });

  it("seeds Brazil and Japan only", () => {
    expect(LOCATION_PRICING_SEED.map((row) => row.Country)).toEqual(["BR", "JP"]);
    expect(COUPONLESS_COUNTRIES).toEqual(["BR", "JP"]);
  });

  it.each([
    ["BR", true],
    ["JP", true],
    ["jp", true],
    [" br ", true],
    ["US", false],
    ["PT", false],
    ["Brazil", false],
    ["", false],
    [null, false],
    [undefined, false],
  ])("hidesCouponField(%j) → %s", (code, expected) => {
    expect(hidesCouponField(code)).toBe(expected);
  });
});

describe("quoteMembershipPayment", () => {
  const zero = { couponDiscount: 0, countryDiscount: 0, proratedAdjustment: 0, licensingFee: 0, credits: 0 };

  it.each<[string, PaymentQuoteInput, PriceBreakdown]>([
    ["Starter sign-up", { kind: "signup", levelId: 1 }, { ...zero, base: 0, total: 0 }],
    ["Standard sign-up", { kind: "signup", levelId: 3 }, { ...zero, base: 15000, total: 15000 }],
    [
      "Access sign-up with 10%",
      { kind: "signup", levelId: 2, coupon: PERCENT_10 },
      { ...zero, base: 4000, couponDiscount: 400, total: 3600 },
    ],
    [
      "Standard sign-up with 12.50 off",
      { kind: "signup", levelId: 3, coupon: FIXED_12_50 },
      { ...zero, base: 15000, couponDiscount: 1250, total: 13750 },
    ],
    [
      "Standard sign-up in Brazil",
      { kind: "signup", levelId: 3, location: BR },
      { ...zero, base: 15000, countryDiscount: 5000, total: 10000 },
    ],
    ["Access sign-up in Brazil", { kind: "signup", levelId: 2, location: BR }, { ...zero, base: 4000, total: 4000 }],
    [
      "Practitioner renewal in Japan",
      { kind: "renewal", levelId: 4, location: JP },
      { ...zero, base: 30000, countryDiscount: 6000, total: 24000 },
    ],
    [
      "a coupon worth more than the price",
      { kind: "signup", levelId: 3, coupon: { DiscountType: 2, DiscountValue: 200 } },
      { ...zero, base: 15000, couponDiscount: 15000, total: 0 },
    ],
    [
      "Standard → Practitioner, 6 months left (spec example)",
      { kind: "levelChange", levelId: 4, proratedAdjustmentCents: 7500 },
      { ...zero, base: 30000, proratedAdjustment: 7500, total: 22500 },
    ],
    [
      "level change with 10%: the coupon applies to the membership price",
      { kind: "levelChange", levelId: 4, proratedAdjustmentCents: 7500, coupon: PERCENT_10 },
      { ...zero, base: 30000, couponDiscount: 3000, proratedAdjustment: 7500, total: 19500 },
    ],
    [
      "level change never goes below zero",
      {
        kind: "levelChange",
        levelId: 2,
        proratedAdjustmentCents: 3000,
        coupon: { DiscountType: 1, DiscountValue: 100 },
      },
      { ...zero, base: 4000, couponDiscount: 4000, proratedAdjustment: 3000, total: 0 },
    ],
    [
      "instructor renewal",
      { kind: "instructorRenewal", licensingFeeCents: 5000, creditsCents: 2000 },
      { ...zero, base: 30000, licensingFee: 5000, credits: 2000, total: 33000 },
    ],
    [
      "instructor renewal with 10%: the coupon applies to 300, not to 300 + fee",
      { kind: "instructorRenewal", licensingFeeCents: 5000, creditsCents: 0, coupon: PERCENT_10 },
      { ...zero, base: 30000, licensingFee: 5000, couponDiscount: 3000, total: 32000 },
    ],
    [
      "instructor renewal in Brazil",
      { kind: "instructorRenewal", licensingFeeCents: 5000, creditsCents: 2000, location: BR },
      { ...zero, base: 30000, licensingFee: 5000, credits: 2000, countryDiscount: 10000, total: 23000 },
    ],
    [
      "instructor renewal: every line at once",
      {
        kind: "instructorRenewal",
        licensingFeeCents: 2550,
        creditsCents: 1025,
        location: JP,
        coupon: FIXED_12_50,
      },
      {
        ...zero,
        base: 30000,
        licensingFee: 2550,
        credits: 1025,
        couponDiscount: 1250,
        countryDiscount: 6000,
        total: 24275,
      },
    ],
    [
      "credits above the price leave nothing to pay",
      { kind: "instructorRenewal", licensingFeeCents: 0, creditsCents: 50000 },
      { ...zero, base: 30000, credits: 50000, total: 0 },
    ],
  ])("%s", (_name, input, expected) => {
    expect(quoteMembershipPayment(input)).toEqual(expected);
  });

  it.each<[string, PaymentQuoteInput]>([
    ["an unknown level", { kind: "signup", levelId: 9 }],
    ["a negative licence fee", { kind: "instructorRenewal", licensingFeeCents: -1, creditsCents: 0 }],
    ["fractional credits", { kind: "instructorRenewal", licensingFeeCents: 0, creditsCents: 0.5 }],
    ["a negative adjustment", { kind: "levelChange", levelId: 4, proratedAdjustmentCents: -7500 }],
  ])("refuses %s", (_name, input) => {
    expect(() => quoteMembershipPayment(input)).toThrow(RangeError);
  });
});
