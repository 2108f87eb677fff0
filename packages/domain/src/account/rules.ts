import { z } from "zod";

/**
 * Field rules of the sign-up and login forms (spec 000 §5). Every message is an i18n key of the shared
 * catalogues (`packages/domain/src/i18n/locales`), so the web and the server show the same words in the
 * reader's language. Each field reports only its first failing rule: the checks run in order and stop at
 * the first failure. Issues stay non-aborting, so cross-field rules (passwords match) still run.
 */

// Latin letters with accents, Japanese (kana, kanji, prolonged sound mark, middle dot), Chinese, combining
// marks, spaces (including the ideographic space) and common punctuation in names.
const NAME_PATTERN = /^[\p{Script=Latin}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{M}ー・ 　.,'’\-()]+$/u;
const NAME_HAS_LETTER = /[\p{Script=Latin}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
// Pragmatic address check (what browsers accept for type=email, plus a dot in the domain).
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const PHONE_PATTERN = /^[0-9+\-\s()]+$/;

export const NAME_MAX = 50;
export const EMAIL_MAX = 254;
export const PHONE_MIN = 7;
export const PHONE_MAX = 17;
export const PASSWORD_MIN = 8;
/** Argon2 is costly on long input; 128 characters is far beyond any passphrase people type. */
export const PASSWORD_MAX = 128;

export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value) && NAME_HAS_LETTER.test(value);
}

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

type Check = [ok: (value: string) => boolean, message: string];

/** A trimmed string field that reports the first failing check only. */
function field(required: string, checks: Check[]) {
  return z
    .string({ error: required })
    .trim()
    .check((ctx) => {
      if (ctx.value.length === 0) {
        ctx.issues.push({ code: "custom", message: required, input: ctx.value });
        return;
      }
      for (const [ok, message] of checks) {
        if (!ok(ctx.value)) {
          ctx.issues.push({ code: "custom", message, input: ctx.value });
          return;
        }
      }
    });
}

export const firstNameField = field("validation.firstNameRequired", [
  [isValidName, "validation.firstNameAlphabetic"],
  [(v) => v.length <= NAME_MAX, "validation.firstNameTooLong"],
]);

export const lastNameField = field("validation.lastNameRequired", [
  [isValidName, "validation.lastNameAlphabetic"],
  [(v) => v.length <= NAME_MAX, "validation.lastNameTooLong"],
]);

export const signupEmailField = field("validation.emailRequired", [[isValidEmail, "validation.emailInvalid"]]);

export const phoneField = field("validation.phoneRequired", [
  [(v) => PHONE_PATTERN.test(v), "validation.phoneNumeric"],
  // Digits, not characters: "-------" is seven characters but no phone number.
  [(v) => v.replace(/\D/g, "").length >= PHONE_MIN, "validation.phoneMin"],
  [(v) => v.length <= PHONE_MAX, "validation.phoneMax"],
]);

/** Passwords are never trimmed: spaces are legitimate characters of a passphrase. */
function passwordField(required: string, min: string, max: string) {
  return z.string({ error: required }).check((ctx) => {
    const issue = (message: string) => ctx.issues.push({ code: "custom", message, input: ctx.value });
    if (ctx.value.length === 0) issue(required);
    else if (ctx.value.length < PASSWORD_MIN) issue(min);
    else if (ctx.value.length > PASSWORD_MAX) issue(max);
  });
}

export const signupPasswordField = passwordField(
  "validation.passwordRequired",
  "validation.passwordMin",
  "validation.passwordMax",
);

export const loginEmailField = field("validation.emailRequired", [[isValidEmail, "validation.loginEmailInvalid"]]);
export const loginPasswordField = passwordField(
  "validation.passwordRequired",
  "validation.loginPasswordMin",
  "validation.passwordMax",
);
