import { describe, expect, it } from "vitest";
import {
  buyable,
  formatOrderNumber,
  inStock,
  lineCap,
  MAX_CART_LINES,
  mergeCartLines,
  needsShipping,
  orderTotals,
  type ShippingZoneRule,
  shippingCents,
  zoneFor,
} from "./rules.ts";

const zones: ShippingZoneRule[] = [
  {
    id: 1,
    countries: ["US"],
    isFallback: false,
    rates: [
      { maxWeightGrams: 500, priceCents: 595 },
      { maxWeightGrams: 2000, priceCents: 995 },
    ],
  },
  { id: 2, countries: ["IE", "DE"], isFallback: false, rates: [{ maxWeightGrams: 1000, priceCents: 1200 }] },
  { id: 3, countries: [], isFallback: true, rates: [{ maxWeightGrams: 2000, priceCents: 2500 }] },
];

describe("order numbers", () => {
  it.each([
    [1, "HA-2026-000001"],
    [123, "HA-2026-000123"],
    [1_234_567, "HA-2026-1234567"],
  ])("sequence %i → %s", (sequence, expected) => {
    expect(formatOrderNumber(new Date("2026-11-21T10:00:00Z"), sequence)).toBe(expected);
  });
  it("refuses a sequence below 1", () => expect(() => formatOrderNumber(new Date(), 0)).toThrow(RangeError));
});

describe("shipping", () => {
  it.each([
    ["US", 0, 0],
    ["US", 300, 595],
    ["US", 500, 595],
    ["US", 501, 995],
    ["us", 2000, 995],
    ["US", 4500, 3 * 995],
    ["DE", 900, 1200],
    ["BR", 100, 2500],
    ["JP", 2001, 2 * 2500],
  ] as const)("%s, %i g → %i cents", (country, grams, cents) => {
    expect(shippingCents(zones, country, grams)).toBe(cents);
  });
  it("finds the zone that lists a country, else the fallback, else none", () => {
    expect(zoneFor(zones, "IE")?.id).toBe(2);
    expect(zoneFor(zones, "NZ")?.id).toBe(3);
    expect(zoneFor(zones.slice(0, 2), "NZ")).toBeNull();
    expect(shippingCents(zones.slice(0, 2), "NZ", 100)).toBeNull();
  });
  it.each([
    [[{ kind: "digital" }, { kind: "manual" }], false],
    [[{ kind: "digital" }, { kind: "physical" }], true],
    [[], false],
  ] as const)("needsShipping(%j) = %s", (lines, expected) => expect(needsShipping(lines)).toBe(expected));
});

describe("totals", () => {
  it.each([
    [{ subtotalCents: 6000, shippingCents: 995, discountCents: 600 }, 6395, 600],
    [{ subtotalCents: 6000, shippingCents: 995, discountCents: 9000 }, 995, 6000],
    [{ subtotalCents: 6000, shippingCents: 0, discountCents: -5 }, 6000, 0],
  ])("%j → total %i, discount %i", (input, total, discount) => {
    const totals = orderTotals(input);
    expect(totals.totalCents).toBe(total);
    expect(totals.discountCents).toBe(discount);
  });
});

describe("cart lines", () => {
  it.each([
    [null, 20],
    [50, 20],
    [3, 3],
    [0, 0],
    [-2, 0],
  ])("stock %s caps a line at %i", (stock, cap) => expect(lineCap(stock)).toBe(cap));

  it("merges a guest cart: quantities add, capped by stock and the line limit", () => {
    const stock = new Map<number, number | null>([
      [1, 4],
      [2, null],
      [3, null],
    ]);
    const merged = mergeCartLines(
      [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 15 },
      ],
      [
        { productId: 1, quantity: 3 },
        { productId: 2, quantity: 10 },
        { productId: 3, quantity: 1 },
      ],
      (id) => stock.get(id) ?? null,
    );
    expect(merged).toEqual([
      { productId: 1, quantity: 4 },
      { productId: 2, quantity: 20 },
      { productId: 3, quantity: 1 },
    ]);
  });

  it("leaves out guest lines that do not fit in a full cart and sold-out lines", () => {
    const member = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ productId: i + 1, quantity: 1 }));
    const merged = mergeCartLines(
      member,
      [
        { productId: 999, quantity: 1 },
        { productId: 1, quantity: 1 },
      ],
      () => null,
    );
    expect(merged).toHaveLength(MAX_CART_LINES);
    expect(merged[0]).toEqual({ productId: 1, quantity: 2 });
    expect(mergeCartLines([], [{ productId: 7, quantity: 2 }], () => 0)).toEqual([]);
  });
});

describe("what a cart may hold", () => {
  it.each([
    [null, true],
    [1, true],
    [20, true],
    [0, false],
    [-2, false],
  ])("stock %s is in stock: %s", (stock, expected) => {
    expect(inStock({ stock })).toBe(expected);
  });

  it.each([
    [true, "everyone", true],
    [false, "everyone", false],
    [true, "instructors", false],
    [false, "instructors", false],
  ])("published %s for %s is buyable in a normal cart: %s", (published, audience, expected) => {
    expect(buyable({ published, audience })).toBe(expected);
  });
});
