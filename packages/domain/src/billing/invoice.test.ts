import { describe, expect, it } from "vitest";
import { formatInvoiceNumber, formatLongDate, formatUsd } from "./invoice.ts";

describe("invoice numbers and display amounts", () => {
  it.each([
    [1, "HAA-2026-000001"],
    [123, "HAA-2026-000123"],
    [1234567, "HAA-2026-1234567"],
  ])("sequence %i → %s", (sequence, number) => {
    expect(formatInvoiceNumber(new Date("2026-11-21T10:00:00Z"), sequence)).toBe(number);
  });

  it("takes the year in UTC", () => {
    expect(formatInvoiceNumber(new Date("2026-12-31T23:30:00-05:00"), 7)).toBe("HAA-2027-000007");
  });

  it.each([0, -3, 1.5])("refuses sequence %d", (sequence) => {
    expect(() => formatInvoiceNumber(new Date(), sequence)).toThrow(RangeError);
  });

  it.each([
    ["en", 13500, "$135.00"],
    ["de", 13500, "135,00 $"],
    ["ja", 4000, "$40.00"],
    ["en", -2500, "-$25.00"],
  ])("%s: %i cents → %s", (language, cents, text) => {
    expect(formatUsd(cents, language).replace(/\u00a0/g, " ")).toBe(text);
  });

  it("writes dates in the reader's language, in UTC", () => {
    expect(formatLongDate(new Date("2027-11-21T00:30:00Z"), "en")).toBe("November 21, 2027");
    expect(formatLongDate(new Date("2027-11-21T00:30:00Z"), "de")).toBe("21. November 2027");
  });
});
