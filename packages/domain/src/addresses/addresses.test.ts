import { describe, expect, it } from "vitest";
import { addAddressSchema, addressFieldsSchema, formatAddressLines, isKnownCountry, isPrintable } from "./addresses.ts";

const valid = {
  FullName: "Maria Keller",
  Line1: "Lindenstraße 12",
  City: "Freiburg im Breisgau",
  PostalCode: "79098",
  CountryCode: "de",
};

function firstMessage(input: Record<string, unknown>) {
  const result = addressFieldsSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
}

describe("address fields", () => {
  it("accepts a full address and normalises the country code", () => {
    const parsed = addressFieldsSchema.parse({ ...valid, Phone: "+49 761 555-0101" });
    expect(parsed.CountryCode).toBe("DE");
    expect(parsed.Line2).toBe("");
    expect(parsed.State).toBe("");
  });

  it.each([
    ["missing name", { FullName: "" }, "address.fullNameRequired"],
    ["blank street", { Line1: "   " }, "address.line1Required"],
    ["missing city", { City: undefined }, "address.cityRequired"],
    ["long name", { FullName: "x".repeat(101) }, "address.fullNameMax"],
    ["long street", { Line1: "x".repeat(121) }, "address.line1Max"],
    ["long postal code", { PostalCode: "1".repeat(21) }, "address.postalCodeMax"],
    ["postal code with symbols", { PostalCode: "79098<script>" }, "address.postalCodeInvalid"],
    ["unknown country", { CountryCode: "XX" }, "address.countryInvalid"],
    ["country name instead of code", { CountryCode: "Germany" }, "address.countryInvalid"],
    ["no country", { CountryCode: "" }, "address.countryRequired"],
    ["new line in the street", { Line1: "Lindenstraße 12\nBCC: x" }, "address.invalidCharacters"],
    ["NUL in the city", { City: "Frei\u0000burg" }, "address.invalidCharacters"],
    ["bidi override in the name", { FullName: "Maria \u202eKeller" }, "address.invalidCharacters"],
    ["letters as phone", { Phone: "call me" }, "address.phoneInvalid"],
  ])("refuses %s", (_name, change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it("reads IsDefault from form values and defaults it to false", () => {
    expect(addAddressSchema.parse({ ...valid, UserId: "4" }).IsDefault).toBe(false);
    expect(addAddressSchema.parse({ ...valid, UserId: 4, IsDefault: "true" }).IsDefault).toBe(true);
  });

  it.each([
    ["DE", true],
    ["us", true],
    ["XX", false],
    ["", false],
  ])("knows country %s: %s", (code, known) => {
    expect(isKnownCountry(code)).toBe(known);
  });

  it("keeps accented and non-Latin letters printable", () => {
    expect(isPrintable("東京都千代田区 1-1")).toBe(true);
    expect(isPrintable("São Paulo")).toBe(true);
    expect(isPrintable("tab\there")).toBe(false);
  });

  it("formats label lines without empty parts", () => {
    expect(formatAddressLines(addressFieldsSchema.parse(valid))).toEqual([
      "Maria Keller",
      "Lindenstraße 12",
      "79098 Freiburg im Breisgau",
      "Germany",
    ]);
  });
});
