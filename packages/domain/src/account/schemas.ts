import { z } from "zod";
import type { MessageRef } from "../billing/messages.ts";
import { COUNTRIES } from "../countries/countries.ts";
import { COMMUNICATION_LANGUAGES } from "../i18n/languages.ts";
import { MEMBERSHIP_LEVELS } from "../membership/plans.ts";
import { flagSchema } from "../shared/flag.ts";
import { canonicalCommunicationLanguage, canonicalCountryName } from "./choices.ts";
import {
  firstNameField,
  lastNameField,
  loginEmailField,
  loginPasswordField,
  phoneField,
  signupEmailField,
  signupPasswordField,
} from "./rules.ts";

/**
 * "Passwords do not match" on the confirmation field. It runs even when other fields failed (`when`), so the
 * form shows every field's first problem at once, as the spec's screen does.
 */
function passwordsMatch<K extends string, C extends string>(password: K, confirmation: C) {
  return z.refine<Record<string, unknown>>((value) => !value[confirmation] || value[password] === value[confirmation], {
    message: "validation.passwordsDoNotMatch",
    path: [confirmation],
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.[password] === "string" && typeof value?.[confirmation] === "string";
    },
  });
}

const COUNTRY_NAMES = new Set(COUNTRIES.map((c) => c.name));
const LANGUAGE_CODES = new Set<string>(COMMUNICATION_LANGUAGES.map((l) => l.code));
const SIGNUP_PLAN_IDS = new Set(MEMBERSHIP_LEVELS.filter((l) => l.offeredAtSignup).map((l) => String(l.id)));

const requiredChoice = (required: string, allowed: Set<string>) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => allowed.has(v), required);

/** A choice given by any of its accepted spellings, turned into the stored form (or refused as missing). */
const canonicalChoice = (required: string, canonical: (value: string) => string | null) =>
  z
    .string({ error: required })
    .trim()
    .check((ctx) => {
      if (canonical(ctx.value) === null) ctx.issues.push({ code: "custom", message: required, input: ctx.value });
    })
    .transform((value) => canonical(value) ?? value);

/** The sign-up form as the screen holds it (spec 000 §3, "Sign-up form"). */
export const signupFormSchema = z
  .object({
    FirstName: firstNameField,
    LastName: lastNameField,
    Email: signupEmailField,
    Phone: phoneField,
    Password: signupPasswordField,
    CPassword: z.string({ error: "validation.confirmPasswordRequired" }).min(1, "validation.confirmPasswordRequired"),
    membership: requiredChoice("validation.membershipRequired", SIGNUP_PLAN_IDS),
    Language: requiredChoice("validation.languageRequired", LANGUAGE_CODES),
    Country: requiredChoice("validation.countryRequired", COUNTRY_NAMES),
    SubscribeToNewsletter: z.boolean(),
    TermsAndConditions: z.boolean().refine((v) => v, "validation.termsRequired"),
  })
  .check(passwordsMatch("Password", "CPassword"));
export type SignupForm = z.input<typeof signupFormSchema>;

/**
 * The multipart sign-up payload as the server checks it (spec 000 §3, "Sign-up payload"). Free-text
 * profile fields are optional and bounded; the paid-plan fields are checked by the membership rules.
 */
export const signupPayloadSchema = z.object({
  UserName: z.string().trim().max(254).optional(),
  FirstName: firstNameField,
  LastName: lastNameField,
  Email: signupEmailField,
  Phone: phoneField,
  Password: signupPasswordField,
  Language: canonicalChoice("validation.languageRequired", canonicalCommunicationLanguage),
  Country: canonicalChoice("validation.countryRequired", canonicalCountryName),
  MembershipId: z.coerce
    .number({ error: "validation.membershipRequired" })
    .int("validation.membershipRequired")
    .refine((v) => SIGNUP_PLAN_IDS.has(String(v)), "validation.membershipRequired"),
  AcceptTermCondittions: flagSchema.default(false).refine((v) => v, "validation.termsRequired"),
  SubscribeToNewsletter: flagSchema.optional(),
  WebpageURL: z.string().trim().max(500).optional(),
  Specializations: z.string().trim().max(1000).optional(),
  Bio: z.string().trim().max(5000).optional(),
  IntroDescription: z.string().trim().max(1000).optional(),
  LoginAction: z.string().optional(),
  AccountType: z.coerce.number().int().optional(),
  // Paid sign-up fields (validated by the membership rules when MembershipId > 1).
  AmountPaid: z.string().optional(),
  CardHolderName: z.string().optional(),
  CardNumber: z.string().optional(),
  ExpiryDate: z.string().optional(),
  CVV: z.string().optional(),
  Coupon: z.string().optional(),
  MembershipLocation: z.string().optional(),
  LocationDiscount: z.string().optional(),
});
export type SignupPayload = z.output<typeof signupPayloadSchema>;

export const loginSchema = z.object({
  Email: loginEmailField,
  Password: loginPasswordField,
  AccountType: z.coerce.number().int().optional(),
});
export type LoginForm = z.input<typeof loginSchema>;

export const emailOnlySchema = z.object({ Email: loginEmailField });
export type EmailOnlyForm = z.input<typeof emailOnlySchema>;

/** New credentials at the end of the reset flow. */
export const resetPasswordSchema = z
  .object({
    Token: z.string().trim().min(1, "errors.resetLinkInvalid").max(200, "errors.resetLinkInvalid"),
    Password: signupPasswordField,
    ConfirmPassword: z.string().min(1, "validation.confirmPasswordRequired"),
  })
  .check(passwordsMatch("Password", "ConfirmPassword"));
export type ResetPasswordForm = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    UserId: z.coerce.number().int().positive().optional(),
    OldPassword: z.string().min(1, "validation.currentPasswordRequired").max(128, "validation.passwordMax"),
    NewPassword: signupPasswordField,
    ConfirmPassword: z.string().min(1, "validation.confirmPasswordRequired"),
  })
  .check(passwordsMatch("NewPassword", "ConfirmPassword"));
export type ChangePasswordForm = z.input<typeof changePasswordSchema>;

/** The e-mail change form of the account page: the new address and the current password (ADR 0014). */
export const changeEmailSchema = z.object({
  Email: signupEmailField,
  Password: z.string().min(1, "validation.currentPasswordRequired").max(128, "validation.passwordMax"),
});
export type ChangeEmailForm = z.input<typeof changeEmailSchema>;

/** Flattens zod issues to the envelope's `Errors: { Field: messageKey }`, first issue per field. */
export function firstErrorPerField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    // Zod's own English messages (wrong type, number too big…) have no catalogue key: say it plainly instead.
    if (!(key in errors)) errors[key] = MESSAGE_KEY.test(issue.message) ? issue.message : "validation.invalidRequest";
  }
  return errors;
}

const MESSAGE_KEY = /^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/;

/**
 * Like `firstErrorPerField`, keeping the parameters a custom issue carries (`params`, e.g. a list's own
 * largest page size), so the message can name them. The server's validation answers use this.
 */
export function firstErrorRefPerField(error: z.ZodError): Record<string, string | MessageRef> {
  const keys = firstErrorPerField(error);
  const refs: Record<string, string | MessageRef> = { ...keys };
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "_";
    if (issue.code === "custom" && issue.params && keys[field] === issue.message) {
      refs[field] = { key: issue.message, params: issue.params as Record<string, string | number> };
    }
  }
  return refs;
}
