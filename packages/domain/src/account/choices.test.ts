import { describe, expect, it } from "vitest";
import { canonicalCommunicationLanguage, canonicalCountryName } from "./choices.ts";
import { signupPayloadSchema } from "./schemas.ts";

describe("sign-up Language: the code or the English name, any case, stored as the code", () => {
  it.each([
    ["en", "en"],
    ["EN", "en"],
    ["ja", "ja"],
    ["De", "de"],
    ["pt", "pt"],
    ["English", "en"],
    ["english", "en"],
    ["JAPANESE", "ja"],
    ["German", "de"],
    ["portuguese", "pt"],
    ["  German  ", "de"],
    ["fr", null],
    ["French", null],
    ["Deutsch", null],
    ["", null],
  ])("%j → %j", (input, expected) => {
    expect(canonicalCommunicationLanguage(input)).toBe(expected);
  });
});

describe("sign-up Country: the English name or the ISO 3166 alpha-2 code, any case, stored as the name", () => {
  it.each([
    ["United States", "United States"],
    ["united states", "United States"],
    ["UNITED KINGDOM", "United Kingdom"],
    ["US", "United States"],
    ["us", "United States"],
    ["br", "Brazil"],
    ["JP", "Japan"],
    ["åland islands", "Åland Islands"],
    [" Canada ", "Canada"],
    ["USA", null],
    ["Atlantis", null],
    ["XX", null],
    ["", null],
  ])("%j → %j", (input, expected) => {
    expect(canonicalCountryName(input)).toBe(expected);
  });
});

describe("sign-up payload", () => {
  const payload = {
    FirstName: "Ana",
    LastName: "Souza",
    Email: "ana@example.org",
    Phone: "+1 (555) 010-2030",
    Password: "Correct-horse-9",
    MembershipId: "1",
    AcceptTermCondittions: "true",
  };

  it.each([
    ["Japanese", "jp", "ja", "Japan"],
    ["EN", "united states", "en", "United States"],
    ["de", "DE", "de", "Germany"],
  ])("Language %j and Country %j are stored as %j and %j", (Language, Country, language, country) => {
    const result = signupPayloadSchema.safeParse({ ...payload, Language, Country });
    expect(result.success && [result.data.Language, result.data.Country]).toEqual([language, country]);
  });

  it("still refuses what is neither a code nor a name", () => {
    const result = signupPayloadSchema.safeParse({ ...payload, Language: "Klingon", Country: "Narnia" });
    expect(result.success).toBe(false);
  });
});
