import { describe, expect, it } from "vitest";
import { hasPdfMagic, manualFilterSchema, manualPurchaseId, manualWatermark } from "./manuals.ts";

describe("manuals rules", () => {
  it.each([
    [2026, 123, "M-2026-000123"],
    [2027, 1, "M-2027-000001"],
    [2026, 1234567, "M-2026-1234567"],
  ])("purchase id of %d #%d is %s", (year, sequence, id) => {
    expect(manualPurchaseId(year, sequence)).toBe(id);
  });

  it.each([
    ["%PDF-1.7\n", true],
    ["%PDF", false],
    ["<html>", false],
    ["", false],
  ])("%j looks like a PDF: %s", (text, expected) => {
    const bytes = Uint8Array.from(text, (char) => char.charCodeAt(0));
    expect(hasPdfMagic(bytes)).toBe(expected);
  });

  it.each([
    [undefined, { kind: "all" }],
    ["all", { kind: "all" }],
    ["Purchase", { kind: "source", source: "purchase" }],
    ["course", { kind: "source", source: "course" }],
    ["de", { kind: "language", language: "de" }],
  ])("filter %j reads as %j", (filter, expected) => {
    expect(manualFilterSchema.parse(filter)).toEqual(expected);
  });

  it("refuses an unknown filter", () => {
    expect(manualFilterSchema.safeParse("bestsellers").error?.issues[0]?.message).toBe("manual.filterInvalid");
  });

  it("writes the watermark with the name and the purchase id", () => {
    expect(manualWatermark("Ana Souza", "M-2026-000123")).toBe("Ana Souza · M-2026-000123");
  });
});
