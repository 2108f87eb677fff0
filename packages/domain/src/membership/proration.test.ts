import { describe, expect, it } from "vitest";
import { findLocationPricing, quoteMembershipPayment } from "./pricing.ts";
import { addMonthsUtc, levelChangeProration, monthsRemaining, proratedAdjustmentCents } from "./proration.ts";

const at = (iso: string) => new Date(iso);

describe("addMonthsUtc", () => {
  it.each([
    ["2025-01-15T10:00:00.000Z", 1, "2025-02-15T10:00:00.000Z"],
    ["2025-01-31T00:00:00.000Z", 1, "2025-02-28T00:00:00.000Z"],
    ["2024-01-31T00:00:00.000Z", 1, "2024-02-29T00:00:00.000Z"],
    ["2025-03-31T08:30:00.000Z", 1, "2025-04-30T08:30:00.000Z"],
    ["2025-12-15T00:00:00.000Z", 1, "2026-01-15T00:00:00.000Z"],
    ["2025-01-31T00:00:00.000Z", 12, "2026-01-31T00:00:00.000Z"],
    ["2024-02-29T00:00:00.000Z", 12, "2025-02-28T00:00:00.000Z"],
    ["2025-03-31T00:00:00.000Z", -1, "2025-02-28T00:00:00.000Z"],
    ["2025-05-20T00:00:00.000Z", 0, "2025-05-20T00:00:00.000Z"],
  ])("%s + %i months → %s", (date, months, expected) => {
    expect(addMonthsUtc(at(date), months).toISOString()).toBe(expected);
  });
});

describe("monthsRemaining: whole months, a started month counts, within [0, 12]", () => {
  const now = "2025-01-15T10:00:00.000Z";

  it.each([
    ["end in the past", now, "2024-06-01T00:00:00.000Z", 0],
    ["end a millisecond ago", now, "2025-01-15T09:59:59.999Z", 0],
    ["end exactly now", now, now, 0],
    ["end a millisecond ahead", now, "2025-01-15T10:00:00.001Z", 1],
    ["end tomorrow", now, "2025-01-16T10:00:00.000Z", 1],
    ["exactly 1 month", now, "2025-02-15T10:00:00.000Z", 1],
    ["1 month and a millisecond", now, "2025-02-15T10:00:00.001Z", 2],
    ["just under 6 months", now, "2025-07-15T09:59:00.000Z", 6],
    ["exactly 6 months", now, "2025-07-15T10:00:00.000Z", 6],
    ["6 months and a day", now, "2025-07-16T10:00:00.000Z", 7],
    ["exactly 11 months", now, "2025-12-15T10:00:00.000Z", 11],
    ["11½ months", now, "2025-12-31T00:00:00.000Z", 12],
    ["exactly 12 months", now, "2026-01-15T10:00:00.000Z", 12],
    ["more than 12 months is capped", now, "2026-01-15T10:00:01.000Z", 12],
    ["years ahead is capped", now, "2030-01-01T00:00:00.000Z", 12],
    ["Jan 31 → Feb 28 is one month", "2025-01-31T00:00:00.000Z", "2025-02-28T00:00:00.000Z", 1],
    ["Jan 31 → a second after Feb 28", "2025-01-31T00:00:00.000Z", "2025-02-28T00:00:01.000Z", 2],
    ["Jan 31 → Mar 1", "2025-01-31T00:00:00.000Z", "2025-03-01T00:00:00.000Z", 2],
    ["Jan 31 → Mar 31", "2025-01-31T00:00:00.000Z", "2025-03-31T00:00:00.000Z", 2],
    ["Jan 31 → Feb 29 in a leap year", "2024-01-31T00:00:00.000Z", "2024-02-29T00:00:00.000Z", 1],
    ["Feb 29 → Feb 28 next year", "2024-02-29T00:00:00.000Z", "2025-02-28T00:00:00.000Z", 12],
    ["Feb 28 → Mar 31", "2025-02-28T00:00:00.000Z", "2025-03-31T00:00:00.000Z", 2],
    ["across the new year", "2025-11-30T00:00:00.000Z", "2026-02-28T00:00:00.000Z", 3],
    ["Dec 31 → Jan 1", "2025-12-31T00:00:00.000Z", "2026-01-01T00:00:00.000Z", 1],
    ["an invalid end date", now, "not a date", 0],
  ])("%s → %i", (_name, from, to, expected) => {
    expect(monthsRemaining(at(from), at(to))).toBe(expected);
  });
});

describe("proratedAdjustmentCents = floor((new − old after location discount) / 12) × months", () => {
  it.each([
    ["Standard → Practitioner, 6 months (spec example)", 30000, 15000, 0, 6, 7500],
    ["Standard → Practitioner, 0 months", 30000, 15000, 0, 0, 0],
    ["Standard → Practitioner, 1 month", 30000, 15000, 0, 1, 1250],
    ["Standard → Practitioner, 11 months", 30000, 15000, 0, 11, 13750],
    ["Standard → Practitioner, 12 months", 30000, 15000, 0, 12, 15000],
    ["Access → Standard: 916.67 a month floors to 916", 15000, 4000, 0, 6, 5496],
    ["Access → Practitioner, 1 month", 30000, 4000, 0, 1, 2166],
    ["Starter → Access, 12 months", 4000, 0, 0, 12, 3996],
    ["Standard in Brazil (50 off) → Practitioner", 30000, 15000, 5000, 6, 9996],
    ["Standard in Japan (30 off) → Practitioner", 30000, 15000, 3000, 6, 9000],
    ["a discount larger than the old price", 4000, 0, 5000, 12, 3996],
    ["same level", 15000, 15000, 0, 6, 0],
    ["downgrade Practitioner → Standard is not prorated", 15000, 30000, 0, 6, 0],
    ["cheaper than what was paid after discount", 15000, 30000, 10000, 6, 0],
  ])("%s", (_name, newPriceCents, oldPriceCents, oldLocationDiscountCents, months, expected) => {
    expect(
      proratedAdjustmentCents({ newPriceCents, oldPriceCents, oldLocationDiscountCents, monthsRemaining: months }),
    ).toBe(expected);
  });

  it.each([
    ["13 months", { newPriceCents: 30000, oldPriceCents: 15000, monthsRemaining: 13 }],
    ["-1 months", { newPriceCents: 30000, oldPriceCents: 15000, monthsRemaining: -1 }],
    ["half a month", { newPriceCents: 30000, oldPriceCents: 15000, monthsRemaining: 1.5 }],
    ["a negative price", { newPriceCents: -1, oldPriceCents: 15000, monthsRemaining: 1 }],
    ["fractional cents", { newPriceCents: 30000.5, oldPriceCents: 15000, monthsRemaining: 1 }],
  ])("refuses %s", (_name, input) => {
    expect(() => proratedAdjustmentCents(input)).toThrow(RangeError);
  });
});

describe("a level change from end to end", () => {
  const now = at("2025-01-15T10:00:00.000Z");
  const endDateTime = at("2025-07-15T10:00:00.000Z");

  it.each([
    ["Standard → Practitioner, no discount", 3, 4, undefined, 7500, 22500],
    ["Standard → Practitioner in Brazil", 3, 4, findLocationPricing("BR"), 9996, 20004],
    ["Access → Standard", 2, 3, undefined, 5496, 9504],
    ["Practitioner → Standard", 4, 3, undefined, 0, 15000],
  ])("%s: adjustment %i, total %i", (_name, fromLevelId, toLevelId, location, adjustment, total) => {
    const proratedAdjustmentCents = levelChangeProration({
      fromLevelId,
      toLevelId,
      location,
      now,
      endDateTime,
    }).adjustmentCents;
    expect(proratedAdjustmentCents).toBe(adjustment);
    expect(quoteMembershipPayment({ kind: "levelChange", levelId: toLevelId, proratedAdjustmentCents }).total).toBe(
      total,
    );
  });

  it("shows every step that leads to the adjustment (Standard → Practitioner in Brazil)", () => {
    expect(
      levelChangeProration({ fromLevelId: 3, toLevelId: 4, location: findLocationPricing("BR"), now, endDateTime }),
    ).toEqual({
      months: 6,
      newPriceCents: 30000,
      oldPriceCents: 15000,
      oldDiscountCents: 5000,
      oldPaidCents: 10000,
      monthlyCents: 1666,
      adjustmentCents: 9996,
    });
  });

  it("an expired membership pays the full new price", () => {
    const past = at("2024-12-31T00:00:00.000Z");
    expect(levelChangeProration({ fromLevelId: 3, toLevelId: 4, now, endDateTime: past }).adjustmentCents).toBe(0);
  });
});
