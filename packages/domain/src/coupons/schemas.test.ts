import { describe, expect, it } from "vitest";
import { addCouponSchema, couponFormSchema, dayFromExpiry, expiryFromDay } from "./schemas.ts";

const typed = {
  Code: "AUTUMN10",
  Type: "Membership" as const,
  DiscountType: "2",
  DiscountValue: "10",
  ExpiresAt: "",
  MaxUses: "",
  IsActive: true,
};
const messages = (values: unknown) =>
  couponFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("couponFormSchema", () => {
  it("turns the typed fields into AdminAddCoupon's body: blank expiry and usage limit are null", () => {
    const body = couponFormSchema.parse(typed);
    expect(body).toEqual({
      Code: "AUTUMN10",
      Type: "Membership",
      DiscountType: 2,
      DiscountValue: 10,
      ExpiresAt: null,
      MaxUses: null,
      IsActive: true,
    });
    expect(addCouponSchema.parse(body)).toEqual(body);
  });

  it("ends a picked day at its last second and takes the usage limit as a number", () => {
    const body = couponFormSchema.parse({ ...typed, ExpiresAt: "2026-12-31", MaxUses: "50" });
    expect(body.ExpiresAt).toBe(expiryFromDay("2026-12-31"));
    expect(body.MaxUses).toBe(50);
  });

  it("refuses with the wire schema's messages", () => {
    expect(messages({ ...typed, Code: "a!" })).toEqual([["Code", "couponAdmin.codeInvalid"]]);
    expect(messages({ ...typed, DiscountType: "1", DiscountValue: "150" })).toEqual([
      ["DiscountValue", "couponAdmin.valueInvalid"],
    ]);
    expect(messages({ ...typed, DiscountValue: "" })).toEqual([["DiscountValue", "couponAdmin.valueInvalid"]]);
    expect(messages({ ...typed, ExpiresAt: "not-a-day", MaxUses: "0" })).toEqual([
      ["ExpiresAt", "couponAdmin.expiresInvalid"],
      ["MaxUses", "couponAdmin.maxUsesInvalid"],
    ]);
  });
});

describe("coupon expiry day", () => {
  it.each([
    ["", null],
    ["not-a-day", null],
  ])("%j → %j", (day, expected) => expect(expiryFromDay(day)).toBe(expected));

  it("round-trips a day through the end-of-day instant", () => {
    const iso = expiryFromDay("2026-12-31");
    expect(iso).not.toBeNull();
    expect(dayFromExpiry(iso)).toBe("2026-12-31");
    expect(dayFromExpiry(null)).toBe("");
  });
});
