import { describe, expect, it } from "vitest";
import { centsToDollars, dollarsToCents, percentOfCents } from "./money.ts";

describe("dollarsToCents", () => {
  it.each([
    [0, 0],
    [1, 100],
    [12.5, 1250],
    ["12.50", 1250],
    [" 40 ", 4000],
    [300, 30000],
    [0.29, 29],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    // Half-up on the decimal as written, not on its binary approximation (1.005 is 1.00499… as a double).
    [1.005, 101],
    [0.125, 13],
    ["0.124", 12],
    [1e-7, 0],
    ["1e2", 10000],
    [-1.5, -150],
    [-0.005, -1],
  ])("%j → %i", (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, "", ".", "abc", "1.2.3", "12,50", "$5", 1e300])(
    "refuses %j",
    (dollars) => {
      expect(() => dollarsToCents(dollars)).toThrow(RangeError);
    },
  );
});

describe("percentOfCents (half-up to the nearest cent)", () => {
  it.each([
    [30000, 10, 3000],
    [30000, 12.5, 3750],
    [15000, 33.333, 5000],
    [4000, 33.33, 1333],
    [999, 50, 500],
    [1, 50, 1],
    [1, 49.9, 0],
    [999, 0.5, 5],
    [4000, 0, 0],
    [0, 50, 0],
    [15000, "15", 2250],
  ])("%i × %j%% → %i", (cents, percent, expected) => {
    expect(percentOfCents(cents, percent)).toBe(expected);
  });

  it("refuses fractional cents", () => {
    expect(() => percentOfCents(10.5, 10)).toThrow(RangeError);
  });
});

describe("centsToDollars", () => {
  it.each([
    [0, 0],
    [1250, 12.5],
    [30000, 300],
    [29, 0.29],
  ])("%i → %d", (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });

  it("refuses fractional cents", () => {
    expect(() => centsToDollars(0.5)).toThrow(RangeError);
  });
});
