import { z } from "zod";
import { isValidName } from "../account/rules.ts";
import type { MessageRef } from "./messages.ts";

/**
 * Card rules of the membership payment form and the billing-details update (spec 000 §5 "Payment form",
 * §9). Each field reports only its first failing rule, as an i18n key under `billing.` (see `MessageRef`).
 * Card number and CVV are never stored (the gateway keeps a token), so these rules are all the server
 * ever checks about them before the gateway call.
 */

export const CARD_NUMBER_MIN = 15;
export const CARD_NUMBER_MAX = 16;
export const EXPIRY_LENGTH = 5;
/** Not in the spec: a bound so the server never forwards unbounded text to the gateway. */
export const CARD_HOLDER_MAX = 100;

/** The character that saved card details are masked with. */
export const MASK_CHAR = "*";

// Digits, or asterisks where saved details are shown masked (spec: "digits or asterisks only").
const CARD_NUMBER_CHARS = /^[0-9*]+$/;
const DIGITS = /^[0-9]+$/;
const EXPIRY_PATTERN = /^(\d{2})\/(\d{2})$/;

export type CardBrand = "visa" | "mastercard" | "amex" | "discover" | "other";
export type CardField = "CardHolderName" | "CardNumber" | "ExpiryDate" | "CVV";
export type CardDetailsInput = Record<CardField, string>;

const ref = (key: string, params?: Record<string, string | number>): MessageRef =>
  params ? { key: `billing.${key}`, params } : { key: `billing.${key}` };

/** Whether a string of digits passes the Luhn checksum every card number carries. */
export function isLuhnValid(digits: string): boolean {
  if (!DIGITS.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The card number as the rules and the gateway see it: spaces and dashes people type between the groups
 * ("4242 4242 4242 4242", "4242-4242-4242-4242") are removed; any other character stays and is refused by
 * `cardNumberError` ('Only numeric digits are allowed').
 */
export function normalizeCardNumber(value: string | null | undefined): string {
  return (value ?? "").replace(/[\s-]/g, "");
}

/**
 * What the card number input holds after a keystroke or a paste: the separators of a number typed or pasted in
 * groups are dropped at once, so the field never holds more than the 16 characters the spec lets in (§5, §9)
 * and "4242 4242 4242 4242" still fits. Letters stay, so the rules can say 'Only numeric digits are allowed'.
 */
export function cardNumberInput(raw: string): string {
  return normalizeCardNumber(raw).slice(0, CARD_NUMBER_MAX);
}

/** Whether a value holds masked characters, i.e. it is a saved detail shown back, not something typed. */
export function isMasked(value: string | null | undefined): boolean {
  return (value ?? "").includes(MASK_CHAR);
}

/** The first failing rule of the card holder name, or null. */
export function cardHolderNameError(value: string): MessageRef | null {
  const name = value.trim();
  if (name.length === 0) return ref("cardHolderNameRequired");
  if (!isValidName(name)) return ref("cardHolderNameAlphabetic");
  if (name.length > CARD_HOLDER_MAX) return ref("cardHolderNameTooLong", { max: CARD_HOLDER_MAX });
  return null;
}

/** The first failing rule of the card number, or null; a masked number skips Luhn (see maskedFieldsMessage). */
export function cardNumberError(value: string): MessageRef | null {
  const number = normalizeCardNumber(value);
  if (number.length === 0) return ref("cardNumberRequired");
  if (!CARD_NUMBER_CHARS.test(number)) return ref("digitsOnly");
  if (number.length < CARD_NUMBER_MIN) return ref("cardNumberMin");
  // The input stops at 16 digits; anything longer did not come from the form and is simply invalid.
  if (number.length > CARD_NUMBER_MAX) return ref("cardNumberInvalid");
  if (!isMasked(number) && !isLuhnValid(number)) return ref("cardNumberInvalid");
  return null;
}

/** Month (1–12) and four-digit year of an `MM/YY` expiry, or null when the text is not that shape. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = EXPIRY_PATTERN.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

// UTC−12 is the last time zone to leave a month, so a card stays valid until 12:00 UTC on the 1st of the
// next month: the web (in the reader's zone) and the server (UTC) then never disagree about "the past".
const LAST_TIME_ZONE_OFFSET_MS = 12 * 60 * 60 * 1000;

/** Whether an `MM/YY` card is still valid at `now`: it is valid through the end of its month. */
export function isExpiryCurrent(value: string, now: Date): boolean {
  const expiry = parseExpiry(value);
  if (!expiry) return false;
  // Date.UTC with month index `expiry.month` is the first instant of the following month.
  const validUntil = Date.UTC(expiry.year, expiry.month, 1) + LAST_TIME_ZONE_OFFSET_MS;
  return now.getTime() < validUntil;
}

/** The first failing rule of the expiry date (`MM/YY`, month 1–12, not in the past), or null. */
export function expiryDateError(value: string, now: Date): MessageRef | null {
  const expiry = value.trim();
  if (expiry.length === 0) return ref("expiryRequired");
  if (expiry.length > EXPIRY_LENGTH || !isExpiryCurrent(expiry, now)) return ref("expiryInvalid");
  return null;
}

/** The CVV length a card number asks for: 4 for 15-digit (American Express) numbers, otherwise 3. */
export function cvvLengthFor(cardNumber: string): 3 | 4 {
  return normalizeCardNumber(cardNumber).length === CARD_NUMBER_MIN ? 4 : 3;
}

/** CVV rules that do not depend on the card number: required, digits only. */
function cvvFormatError(cvv: string): MessageRef | null {
  if (cvv.length === 0) return ref("cvvRequired");
  if (!DIGITS.test(cvv)) return ref("digitsOnly");
  return null;
}

/** The first failing rule of the CVV for the given card number, or null. */
export function cvvError(value: string, cardNumber: string): MessageRef | null {
  const cvv = value.trim();
  const formatError = cvvFormatError(cvv);
  if (formatError) return formatError;
  const n = cvvLengthFor(cardNumber);
  return cvv.length === n ? null : ref("cvvLength", { n });
}

/** Every field's first failing rule; an empty object means the card details are acceptable. */
export function cardFieldErrors(values: CardDetailsInput, now: Date): Partial<Record<CardField, MessageRef>> {
  const errors: Partial<Record<CardField, MessageRef>> = {};
  const found: [CardField, MessageRef | null][] = [
    ["CardHolderName", cardHolderNameError(values.CardHolderName)],
    ["CardNumber", cardNumberError(values.CardNumber)],
    ["ExpiryDate", expiryDateError(values.ExpiryDate, now)],
    ["CVV", cvvError(values.CVV, values.CardNumber)],
  ];
  for (const [field, error] of found) if (error) errors[field] = error;
  return errors;
}

/** Saved details come back masked; these are the fields that must be typed again before a payment. */
export const MASKABLE_FIELDS = ["CardNumber", "ExpiryDate", "CVV"] as const;
export type MaskableField = (typeof MASKABLE_FIELDS)[number];

/** The i18n key of each maskable field's label in the "Please update: …" message. */
export const MASKABLE_FIELD_LABEL_KEYS: Readonly<Record<MaskableField, string>> = {
  CardNumber: "billing.fields.cardNumber",
  ExpiryDate: "billing.fields.expiryDate",
  CVV: "billing.fields.cvv",
};

/** The fields whose value still holds mask characters, in form order. */
export function maskedFields(values: Partial<Record<CardField, string | null>>): MaskableField[] {
  return MASKABLE_FIELDS.filter((field) => isMasked(values[field]));
}

/** 'Please update: ' followed by the fields still masked (e.g. "Card Number, CVV"), or null when none are. */
export function maskedFieldsMessage(values: Partial<Record<CardField, string | null>>): MessageRef | null {
  const fields = maskedFields(values);
  if (fields.length === 0) return null;
  return { key: "billing.pleaseUpdate", keyLists: { fields: fields.map((field) => MASKABLE_FIELD_LABEL_KEYS[field]) } };
}

/** The card network by the number's leading digits (IIN ranges); masked or unknown prefixes are "other". */
export function cardBrand(number: string): CardBrand {
  // Only the leading run of digits counts: a masked number may still show its first digits.
  const digits = /^\d*/.exec(number.replace(/[\s-]/g, ""))?.[0] ?? "";
  const prefix = (length: number) => (digits.length >= length ? Number(digits.slice(0, length)) : Number.NaN);
  if (prefix(2) === 34 || prefix(2) === 37) return "amex";
  if (digits.startsWith("4")) return "visa";
  if ((prefix(2) >= 51 && prefix(2) <= 55) || (prefix(4) >= 2221 && prefix(4) <= 2720)) return "mastercard";
  if (
    digits.startsWith("6011") ||
    digits.startsWith("65") ||
    (prefix(3) >= 644 && prefix(3) <= 649) ||
    (prefix(6) >= 622126 && prefix(6) <= 622925)
  ) {
    return "discover";
  }
  return "other";
}

/** The last four digits of a card number, the only part of it we keep. */
export function lastFour(number: string): string {
  return number.replace(/\D/g, "").slice(-4);
}

/** The number as saved details show it: every character but the last four replaced by `*`, length kept. */
export function maskCardNumber(number: string): string {
  const compact = number.replace(/[\s-]/g, "");
  if (compact.length <= 4) return compact;
  return MASK_CHAR.repeat(compact.length - 4) + compact.slice(-4);
}

/**
 * Formats the expiry field as it is typed: a slash after the month, at most `MM/YY`. Pass the previous value
 * so deleting works: while characters are being removed no slash is added, so "12/" backspace gives "12".
 */
export function formatExpiryInput(raw: string, previous = ""): string {
  // A pasted "MM/YYYY" keeps its month and the year's last two digits.
  const longYear = /^\s*(\d{2})\s*\/\s*\d{2}(\d{2})\s*$/.exec(raw);
  if (longYear) return `${longYear[1]}/${longYear[2]}`;
  const digits = raw.replace(/\D/g, "").slice(0, 4);
  const deleting = raw.length < previous.length;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && (!deleting || raw.trimEnd().endsWith("/"))) return `${digits}/`;
  return digits;
}

type Rule = (value: string) => MessageRef | null;

/** A trimmed (or otherwise normalised) string field that reports its rule's message key (and parameters). */
function cardField(required: string, rule: Rule, normalize: (value: string) => string = (value) => value.trim()) {
  return z
    .string({ error: `billing.${required}` })
    .transform(normalize)
    .check((ctx) => {
      const error = rule(ctx.value);
      if (error)
        ctx.issues.push({ code: "custom", message: error.key, params: error.params, input: ctx.value, abort: true });
    });
}

/**
 * The card details of the payment and billing forms. `now` decides which expiry dates are in the past, so
 * callers pass their clock. The CVV length depends on the card number and is checked once both are strings.
 */
export function makeCardDetailsSchema(now: Date) {
  return z
    .object({
      CardHolderName: cardField("cardHolderNameRequired", cardHolderNameError),
      CardNumber: cardField("cardNumberRequired", cardNumberError, normalizeCardNumber),
      ExpiryDate: cardField("expiryRequired", (value) => expiryDateError(value, now)),
      CVV: cardField("cvvRequired", cvvFormatError),
    })
    .superRefine(
      (value, ctx) => {
        const error = cvvError(value.CVV, value.CardNumber);
        if (error) ctx.addIssue({ code: "custom", path: ["CVV"], message: error.key, params: error.params });
      },
      // Runs even when other fields failed (the first failure per field is what the form shows), but not
      // when the CVV itself already reported a problem or the card number is missing altogether.
      {
        when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === "CVV") && isStringRecord(payload.value),
      },
    );
}

function isStringRecord(value: unknown): value is { CardNumber: string; CVV: string } {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.CardNumber === "string" && typeof record.CVV === "string";
}

export type CardDetailsSchema = ReturnType<typeof makeCardDetailsSchema>;
export type CardDetails = z.output<CardDetailsSchema>;
