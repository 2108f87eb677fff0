import { z } from "zod";
import { firstNameField, lastNameField, phoneField } from "../account/rules.ts";
import { COMMUNICATION_LANGUAGES } from "../i18n/languages.ts";
import { recordIdSchema } from "../shared/ids.ts";

/** Limits of the profile's free text (ADR 0045); the sign-up payload's bounds are the outer limit. */
export const PROFILE_LIMITS = {
  bio: 4000,
  intro: 500,
  specializations: 500,
  webpage: 300,
  languages: 10,
  city: 120,
} as const;

/**
 * Languages a member can say they work in (ISO 639-1): the eight interface languages and the most common others
 * among the association's members. Names come from the browser (`Intl.DisplayNames`), so no catalogue lists them.
 */
export const PROFILE_LANGUAGES = [
  "en",
  "es",
  "pt",
  "de",
  "cs",
  "ja",
  "fr",
  "no",
  "it",
  "nl",
  "sv",
  "da",
  "fi",
  "pl",
  "ru",
  "zh",
  "ko",
  "he",
  "ar",
  "hi",
] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

export function isProfileLanguage(value: string): value is ProfileLanguage {
  return (PROFILE_LANGUAGES as readonly string[]).includes(value);
}

const LABEL = "[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?";
/** Scheme, host name (letters of any script), optional port, then anything but whitespace. */
const WEBPAGE = new RegExp(`^https?://${LABEL}(?:\\.${LABEL})*(?::\\d{1,5})?(?:[/?#]\\S*)?$`, "iu");

/**
 * A webpage is an absolute http or https address (a `javascript:` or `data:` link on a public profile would run
 * or show whatever its author chose). Empty means none.
 */
export function isSafeWebpage(value: string): boolean {
  return value === "" || WEBPAGE.test(value);
}

const text = (max: number, key: string) => z.string().trim().max(max, key).default("");

/** "en,ja" or ["en","ja"] (a multipart form repeats or joins the field): unique known codes, at most ten. */
const languagesField = z
  .preprocess(
    (value) =>
      Array.isArray(value)
        ? value.map(String)
        : typeof value === "string"
          ? value
              .split(",")
              .map((v) => v.trim())
              .filter(Boolean)
          : value === undefined
            ? []
            : value,
    z.array(z.string(), { error: "profileRules.languageInvalid" }),
  )
  .check((ctx) => {
    if (ctx.value.some((code) => !isProfileLanguage(code)))
      ctx.issues.push({ code: "custom", message: "profileRules.languageInvalid", input: ctx.value });
    else if (new Set(ctx.value).size > PROFILE_LIMITS.languages)
      ctx.issues.push({ code: "custom", message: "profileRules.languagesTooMany", input: ctx.value });
  })
  .transform((codes) => [...new Set(codes)] as ProfileLanguage[]);

/**
 * `Account/UpdateUsers` (multipart; spec 001 §7, the sign-up payload's profile fields plus the directory's):
 * names and phone by the sign-up rules, plain-text bio, intro and specializations, an http(s) webpage, the
 * languages, and the practice place as geography ids (the server looks up the names and coordinates).
 */
export const updateProfileSchema = z.object({
  FirstName: firstNameField,
  LastName: lastNameField,
  Phone: phoneField,
  Bio: text(PROFILE_LIMITS.bio, "profileRules.bioTooLong"),
  IntroDescription: text(PROFILE_LIMITS.intro, "profileRules.introTooLong"),
  Specializations: text(PROFILE_LIMITS.specializations, "profileRules.specializationsTooLong"),
  WebpageURL: text(PROFILE_LIMITS.webpage, "profileRules.webpageTooLong").refine(
    isSafeWebpage,
    "profileRules.webpageInvalid",
  ),
  Languages: languagesField,
  /** ISO 3166-1 alpha-2 code of the geography; empty clears the place. */
  CountryId: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, "profileRules.countryInvalid")
    .default(""),
  StateId: z.string().trim().max(20, "profileRules.stateInvalid").default(""),
  CityName: text(PROFILE_LIMITS.city, "profileRules.cityTooLong"),
});
export type UpdateProfileInput = z.output<typeof updateProfileSchema>;
export type UpdateProfileForm = z.input<typeof updateProfileSchema>;

const placeShape = {
  CountryId: z.string().nullable(),
  CountryName: z.string().nullable(),
  StateId: z.string().nullable(),
  StateName: z.string().nullable(),
  CityName: z.string().nullable(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
};

/** What `Account/UpdateUsers` answers: the saved profile. */
export const memberProfileSchema = z.object({
  UserId: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  Phone: z.string(),
  Bio: z.string(),
  IntroDescription: z.string(),
  Specializations: z.string(),
  WebpageURL: z.string(),
  ProfileImage: z.string().nullable(),
  Languages: z.array(z.string()),
  ...placeShape,
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

const COMMUNICATION_CODES = COMMUNICATION_LANGUAGES.map((l) => l.code) as [string, ...string[]];

/** `User/UpdateAccountSetting` (JSON): the communication language, the listing and what the profile shows. */
export const updateAccountSettingSchema = z.object({
  UserId: recordIdSchema(),
  Language: z.enum(COMMUNICATION_CODES, { error: "profileRules.languageRequired" }),
  Listed: z.boolean({ error: "profileRules.flagInvalid" }),
  ShowEmail: z.boolean({ error: "profileRules.flagInvalid" }),
  ShowPhone: z.boolean({ error: "profileRules.flagInvalid" }),
  ShowWebpage: z.boolean({ error: "profileRules.flagInvalid" }),
});
export type UpdateAccountSettingInput = z.infer<typeof updateAccountSettingSchema>;

/**
 * `User/GetUserAccountSettings` and the answer of `UpdateAccountSetting`. `Listed` is the member's choice;
 * `CanBeListed` whether their plan allows 'Practitioner Profile'; `IsListed` whether the directory shows them
 * (choice, plan, and no administrator's unlisting). Languages and place are here too: the bio screen reads them.
 */
export const accountSettingsSchema = z.object({
  UserId: z.number().int(),
  Language: z.string(),
  Listed: z.boolean(),
  ListedAt: z.string().nullable(),
  CanBeListed: z.boolean(),
  IsListed: z.boolean(),
  UnlistedByAdmin: z.boolean(),
  ShowEmail: z.boolean(),
  ShowPhone: z.boolean(),
  ShowWebpage: z.boolean(),
  OffersRemoteSessions: z.boolean(),
  Languages: z.array(z.string()),
  ...placeShape,
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** `User/ToggleRemoteSessions?userId[&value]`: without `value` it flips; with it, it sets (a retry is safe). */
export const toggleRemoteSessionsQuerySchema = z.object({
  userId: recordIdSchema(),
  value: z.enum(["true", "false"], { error: "profileRules.flagInvalid" }).optional(),
});
export const remoteSessionsSchema = z.object({ OffersRemoteSessions: z.boolean() });
export type RemoteSessions = z.infer<typeof remoteSessionsSchema>;

/** `User/GetInstructorLicensingDetails?InstructorId`: the licence that feeds the instructor renewal. */
export const licensingDetailsSchema = z.object({
  InstructorId: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  LicenceNumber: z.string().nullable(),
  InstructorLevel: z.string(),
  /** USD, two decimals. */
  LicensingFee: z.number(),
  /** The instructor membership's end: the licence is renewed with it (ADR 0045). */
  RenewalDate: z.string().nullable(),
  IsCurrent: z.boolean(),
});
export type LicensingDetails = z.infer<typeof licensingDetailsSchema>;
