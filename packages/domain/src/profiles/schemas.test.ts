import { describe, expect, it } from "vitest";
import { firstErrorPerField } from "../account/schemas.ts";
import { XSS_PAYLOADS } from "../testing/xss-payloads.ts";
import {
  isSafeWebpage,
  PROFILE_LIMITS,
  toggleRemoteSessionsQuerySchema,
  updateAccountSettingSchema,
  updateProfileSchema,
} from "./schemas.ts";

const base = { FirstName: "Ana", LastName: "Silva", Phone: "+351 912 345 678" };
const errorsOf = (input: Record<string, unknown>) => {
  const parsed = updateProfileSchema.safeParse({ ...base, ...input });
  return parsed.success ? {} : firstErrorPerField(parsed.error);
};

describe("webpage addresses", () => {
  it.each([
    ["", true],
    ["https://ana-silva.example", true],
    ["http://example.org/path?q=1", true],
    ["HTTPS://EXAMPLE.ORG", true],
    ["javascript:alert(1)", false],
    ["JaVaScRiPt:alert(1)", false],
    ["data:text/html,<script>alert(1)</script>", false],
    ["vbscript:msgbox(1)", false],
    ["ftp://example.org", false],
    ["//example.org", false],
    ["example.org", false],
    ["https://", false],
    ["http:// spaced.example", false],
    ["https://例え.jp/プロフィール", true],
    ["https://example.org:8443/a b", false],
    ["https://user@evil.example", false],
  ])("%s → %s", (value, safe) => {
    expect(isSafeWebpage(value)).toBe(safe);
    expect(errorsOf({ WebpageURL: value }).WebpageURL).toBe(safe ? undefined : "profileRules.webpageInvalid");
  });
});

describe("profile fields", () => {
  it.each([
    ["Bio", PROFILE_LIMITS.bio, "profileRules.bioTooLong"],
    ["IntroDescription", PROFILE_LIMITS.intro, "profileRules.introTooLong"],
    ["Specializations", PROFILE_LIMITS.specializations, "profileRules.specializationsTooLong"],
    ["CityName", PROFILE_LIMITS.city, "profileRules.cityTooLong"],
  ])("%s accepts %i characters and refuses one more", (field, max, key) => {
    expect(errorsOf({ [field]: "a".repeat(max) })[field]).toBeUndefined();
    expect(errorsOf({ [field]: "a".repeat(max + 1) })[field]).toBe(key);
  });

  it("keeps names and phone to the sign-up rules", () => {
    expect(errorsOf({ FirstName: "" }).FirstName).toBe("validation.firstNameRequired");
    expect(errorsOf({ LastName: "<b>x</b>" }).LastName).toBe("validation.lastNameAlphabetic");
    expect(errorsOf({ Phone: "12" }).Phone).toBeDefined();
  });

  it("keeps hostile text as plain text (escaped when shown, never refused for its content)", () => {
    for (const payload of XSS_PAYLOADS.slice(0, 5)) {
      const parsed = updateProfileSchema.parse({ ...base, Bio: payload });
      expect(parsed.Bio).toBe(payload.trim());
    }
  });

  it.each([
    ["en,ja", ["en", "ja"]],
    [
      ["de", "de", "pt"],
      ["de", "pt"],
    ],
    ["", []],
    [undefined, []],
  ])("languages %j → %j", (value, codes) => {
    expect(updateProfileSchema.parse({ ...base, Languages: value }).Languages).toEqual(codes);
  });

  it.each([
    ["xx", "profileRules.languageInvalid"],
    ["en,EN", "profileRules.languageInvalid"],
    ["english", "profileRules.languageInvalid"],
    ["en,es,pt,de,cs,ja,fr,no,it,nl,sv", "profileRules.languagesTooMany"],
  ])("languages %s → %s", (value, key) => {
    expect(errorsOf({ Languages: value }).Languages).toBe(key);
  });

  it.each([
    ["jp", "JP", undefined],
    ["", "", undefined],
    ["JPN", undefined, "profileRules.countryInvalid"],
    ["1A", undefined, "profileRules.countryInvalid"],
  ])("country %s", (value, stored, key) => {
    const parsed = updateProfileSchema.safeParse({ ...base, CountryId: value });
    if (key) expect(parsed.success ? undefined : firstErrorPerField(parsed.error).CountryId).toBe(key);
    else expect(parsed.success && parsed.data.CountryId).toBe(stored);
  });
});

describe("account settings", () => {
  const settings = { UserId: 4, Language: "ja", Listed: true, ShowEmail: false, ShowPhone: true, ShowWebpage: true };
  it("accepts the communication languages only", () => {
    expect(updateAccountSettingSchema.safeParse(settings).success).toBe(true);
    for (const Language of ["xx", "es", ""])
      expect(updateAccountSettingSchema.safeParse({ ...settings, Language }).success).toBe(false);
  });
  it("wants real booleans", () => {
    expect(updateAccountSettingSchema.safeParse({ ...settings, Listed: "yes" }).success).toBe(false);
  });
  it("reads the remote-sessions value as true, false or absent", () => {
    expect(toggleRemoteSessionsQuerySchema.parse({ userId: "3" })).toEqual({ userId: 3 });
    expect(toggleRemoteSessionsQuerySchema.parse({ userId: "3", value: "true" }).value).toBe("true");
    expect(toggleRemoteSessionsQuerySchema.safeParse({ userId: "3", value: "1" }).success).toBe(false);
  });
});
