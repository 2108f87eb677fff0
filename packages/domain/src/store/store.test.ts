import { describe, expect, it } from "vitest";
import { digitalFileKind, formatLocalPrice, localPrice, stockState, storeProductFiltersSchema } from "./store.ts";
import { currencyUpdateSchema, storeProductEditorSchema, storeProductInputSchema } from "./store-admin.ts";

describe("localPrice", () => {
  it.each([
    ["US dollar is the price itself", 2500, 1, 2, 25],
    ["euro at 0.92", 2500, 0.92, 2, 23],
    ["rounds half up to cents", 1250, 0.9, 2, 11.25],
    ["rounds 0.005 up", 1, 0.5, 2, 0.01],
    ["yen has no decimals", 2500, 154.2, 0, 3855],
    ["yen rounds to the whole unit", 999, 154.2, 0, 1540],
    ["krone keeps two decimals", 1999, 11.05, 2, 220.89],
    ["free stays free", 0, 23.4, 2, 0],
    ["a large amount stays exact", 10_000_000, 1.39, 2, 139_000],
  ])("%s", (_label, cents, rate, decimals, expected) => {
    expect(localPrice(cents, rate, decimals)).toBe(expected);
  });

  it("formats in the interface language with the currency's decimals", () => {
    expect(formatLocalPrice(2500, { CurrencyCode: "EUR", Rate: 0.92, Decimals: 2 }, "en")).toBe("€23.00");
    expect(formatLocalPrice(2500, { CurrencyCode: "JPY", Rate: 154.2, Decimals: 0 }, "en")).toBe("¥3,855");
  });
});

describe("stockState", () => {
  it.each([
    [null, "unlimited"],
    [0, "out_of_stock"],
    [-1, "out_of_stock"],
    [1, "low_stock"],
    [5, "low_stock"],
    [6, "in_stock"],
    [500, "in_stock"],
  ] as const)("stock %s is %s", (stock, expected) => {
    expect(stockState(stock)).toBe(expected);
  });
});

describe("store schemas", () => {
  const product = {
    Title: "Protocol Chart",
    CategoryId: 2,
    Kind: "physical",
    Price: 48,
  };

  it.each([
    ["a plain physical product", product, true],
    ["unlimited stock", { ...product, Stock: null }, true],
    ["a manual without its manual", { ...product, Kind: "manual" }, false],
    ["a manual with its manual", { ...product, Kind: "manual", ManualId: 3 }, true],
    ["a price with three decimals", { ...product, Price: 1.005 }, false],
    ["a negative stock", { ...product, Stock: -1 }, false],
    ["an unknown kind", { ...product, Kind: "service" }, false],
    ["an empty title", { ...product, Title: "  " }, false],
  ])("%s", (_label, input, valid) => {
    expect(storeProductInputSchema.safeParse(input).success).toBe(valid);
  });

  it.each([
    [{}, true],
    [{ Category: 2, Kind: "digital", InStock: true, Audience: "instructors" }, true],
    [{ Kind: "service" }, false],
    [{ InStock: "yes" }, false],
    [{ Price: 3 }, false],
  ])("filters %j valid: %s", (filters, valid) => {
    expect(storeProductFiltersSchema.safeParse(filters).success).toBe(valid);
  });

  it("takes a rate as a positive number and a three-letter code", () => {
    expect(currencyUpdateSchema.safeParse({ CurrencyCode: "EUR", Rate: 0.93, IsActive: true }).success).toBe(true);
    expect(currencyUpdateSchema.safeParse({ CurrencyCode: "EUR", Rate: 0, IsActive: true }).success).toBe(false);
    expect(currencyUpdateSchema.safeParse({ CurrencyCode: "eur", Rate: 1, IsActive: true }).success).toBe(false);
  });
});

describe("digitalFileKind", () => {
  const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
  const zip = new Uint8Array([
    0x50,
    0x4b,
    0x03,
    0x04,
    ...new Array(30).fill(0),
    0x50,
    0x4b,
    0x05,
    0x06,
    ...new Array(18).fill(0),
  ]);
  it.each([
    ["a PDF", bytes("%PDF-1.7\n1 0 obj\n%%EOF\n"), "pdf"],
    ["a truncated PDF", bytes("%PDF-1.7\n1 0 obj\n"), null],
    ["a ZIP", zip, "zip"],
    ["a ZIP header without a directory", zip.subarray(0, 30), null],
    ["HTML named .pdf", bytes("<html><script>alert(1)</script></html>"), null],
    ["empty", new Uint8Array(), null],
  ])("%s", (_label, input, expected) => {
    expect(digitalFileKind(input)).toBe(expected);
  });
});

describe("storeProductEditorSchema (the administrator's form)", () => {
  const fields = {
    Title: "Chart",
    Summary: "",
    Description: "",
    CategoryId: "2",
    Kind: "physical",
    Audience: "everyone",
    Price: "48",
    InstructorPrice: "",
    Stock: " ",
    WeightGrams: "600",
    ManualId: "",
    IsPublished: true,
  };

  it("reads empty optional numbers as none, and the rest as the wire schema does", () => {
    const parsed = storeProductEditorSchema.parse(fields);
    expect(parsed).toMatchObject({ CategoryId: 2, Price: 48, InstructorPrice: null, Stock: null, ManualId: null });
    expect(storeProductInputSchema.parse(parsed)).toEqual(parsed);
  });

  it("keeps the wire schema's messages: an empty price is missing, a manual product names its manual", () => {
    const messages = (input: Record<string, unknown>) =>
      storeProductEditorSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(messages({ ...fields, Price: "" })).toEqual([["Price", "storeForm.priceRequired"]]);
    expect(messages({ ...fields, Kind: "manual" })).toEqual([["ManualId", "storeForm.manualRequired"]]);
  });
});
