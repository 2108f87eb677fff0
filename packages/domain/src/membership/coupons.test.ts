import { describe, expect, it } from "vitest";
import { translate } from "../i18n/translate.ts";
import {
  type Coupon,
  type CouponType,
  couponCodesMatch,
  evaluateCoupon,
  findCoupon,
  normalizeCouponCode,
  shouldValidateCoupon,
} from "./coupons.ts";

const NOW = new Date("2025-06-01T12:00:00.000Z");
const coupon: Coupon = {
  Code: "WELCOME10",
  DiscountType: 1,
  DiscountValue: 10,
  Type: "Membership",
  ExpiresAt: new Date("2025-12-31T00:00:00.000Z"),
  MaxUses: 100,
  TimesUsed: 5,
};

describe("coupon messages", () => {
  it.each([
    ["coupon.valid", "Valid Coupon"],
    ["coupon.unknown", "Invalid coupon code."],
    ["coupon.inactive", "This coupon is no longer active."],
    ["coupon.expired", "This coupon has expired."],
    ["coupon.exhausted", "This coupon has reached its usage limit."],
    ["coupon.notForMembership", "This coupon cannot be used for memberships."],
    ["coupon.notForStore", "This coupon cannot be used in the store."],
  ])("%s reads %j", (key, text) => {
    expect(translate("en", key)).toBe(text);
  });
});

describe("evaluateCoupon", () => {
  it.each<[string, Coupon | null | undefined, CouponType, string | null, string]>([
    ["a usable membership coupon", coupon, "Membership", null, "Valid Coupon"],
    ["no coupon with that code", undefined, "Membership", "unknown", "Invalid coupon code."],
    ["null from the repository", null, "Membership", "unknown", "Invalid coupon code."],
    ["switched off", { ...coupon, IsActive: false }, "Membership", "inactive", "This coupon is no longer active."],
    ["switched on", { ...coupon, IsActive: true }, "Membership", null, "Valid Coupon"],
    [
      "a store coupon on a membership",
      { ...coupon, Type: "Store" },
      "Membership",
      "wrongType",
      "This coupon cannot be used for memberships.",
    ],
    ["a membership coupon in the store", coupon, "Store", "wrongType", "This coupon cannot be used in the store."],
    ["a store coupon in the store", { ...coupon, Type: "Store" }, "Store", null, "Valid Coupon"],
    [
      "expired yesterday",
      { ...coupon, ExpiresAt: new Date("2025-05-31T12:00:00.000Z") },
      "Membership",
      "expired",
      "This coupon has expired.",
    ],
    ["expires exactly now", { ...coupon, ExpiresAt: NOW }, "Membership", "expired", "This coupon has expired."],
    [
      "expires a millisecond from now",
      { ...coupon, ExpiresAt: new Date(NOW.getTime() + 1) },
      "Membership",
      null,
      "Valid Coupon",
    ],
    ["never expires", { ...coupon, ExpiresAt: null }, "Membership", null, "Valid Coupon"],
    ["one use left", { ...coupon, MaxUses: 5, TimesUsed: 4 }, "Membership", null, "Valid Coupon"],
    [
      "usage limit reached",
      { ...coupon, MaxUses: 5, TimesUsed: 5 },
      "Membership",
      "exhausted",
      "This coupon has reached its usage limit.",
    ],
    [
      "a limit of zero",
      { ...coupon, MaxUses: 0, TimesUsed: 0 },
      "Membership",
      "exhausted",
      "This coupon has reached its usage limit.",
    ],
    ["unlimited uses", { ...coupon, MaxUses: null, TimesUsed: 1_000_000 }, "Membership", null, "Valid Coupon"],
    // The first failing rule wins, in the order unknown, inactive, wrong type, expired, exhausted.
    [
      "inactive and expired",
      { ...coupon, IsActive: false, ExpiresAt: new Date(0) },
      "Membership",
      "inactive",
      "This coupon is no longer active.",
    ],
    [
      "wrong type and expired",
      { ...coupon, Type: "Store", ExpiresAt: new Date(0) },
      "Membership",
      "wrongType",
      "This coupon cannot be used for memberships.",
    ],
    [
      "expired and used up",
      { ...coupon, ExpiresAt: new Date(0), MaxUses: 1, TimesUsed: 1 },
      "Membership",
      "expired",
      "This coupon has expired.",
    ],
  ])("%s", (_name, candidate, type, reason, text) => {
    const result = evaluateCoupon(candidate, { type, now: NOW });
    expect(result.valid ? null : result.reason).toBe(reason);
    expect(translate("en", result.message)).toBe(text);
  });

  it("hands back the coupon when it is valid", () => {
    const result = evaluateCoupon(coupon, { type: "Membership", now: NOW });
    expect(result).toEqual({ valid: true, coupon, message: "coupon.valid" });
  });
});

describe("coupon codes", () => {
  it.each([
    ["", false],
    ["   ", false],
    [null, false],
    [undefined, false],
    ["a", true],
    [" SAVE10 ", true],
  ])("shouldValidateCoupon(%j) → %s", (code, expected) => {
    expect(shouldValidateCoupon(code)).toBe(expected);
  });

  it.each([
    [" save10 ", "SAVE10"],
    ["Welcome10", "WELCOME10"],
    ["WELCOME10", "WELCOME10"],
  ])("normalizeCouponCode(%j) → %j", (code, expected) => {
    expect(normalizeCouponCode(code)).toBe(expected);
  });

  it.each([
    ["Save10", " SAVE10 ", true],
    ["save10", "SAVE10", true],
    ["SAVE10", "SAVE1", false],
    ["SAVE 10", "SAVE10", false],
  ])("couponCodesMatch(%j, %j) → %s", (a, b, expected) => {
    expect(couponCodesMatch(a, b)).toBe(expected);
  });

  it("finds a coupon by a code typed in any case", () => {
    expect(findCoupon([coupon], "  welcome10")).toBe(coupon);
    expect(findCoupon([coupon], "WELCOME")).toBeUndefined();
    expect(findCoupon([], "WELCOME10")).toBeUndefined();
  });
});
