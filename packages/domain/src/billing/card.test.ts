import { describe, expect, it } from "vitest";
import { translate } from "../i18n/translate.ts";
import {
  cardBrand,
  cardFieldErrors,
  cardHolderNameError,
  cardNumberError,
  cardNumberInput,
  cvvError,
  cvvLengthFor,
  expiryDateError,
  formatExpiryInput,
  isExpiryCurrent,
  isLuhnValid,
  lastFour,
  makeCardDetailsSchema,
  maskCardNumber,
  maskedFields,
  maskedFieldsMessage,
  parseExpiry,
} from "./card.ts";
import { type MessageRef, translateMessage } from "./messages.ts";

const VISA = "4242424242424242";
const AMEX = "378282246310005";
const NOW = new Date("2025-06-15T12:00:00Z");

/** The English text of a rule's result, or null: what the reader of the form sees. */
const english = (message: MessageRef | null) => (message ? translateMessage("en", message) : null);

describe("spec messages, word for word (spec 000 §5 Payment form)", () => {
  it.each([
    ["billing.cardHolderNameRequired", {}, "Card holder name is required"],
    ["billing.cardHolderNameAlphabetic", {}, "Only alphabetical characters are allowed."],
    ["billing.cardNumberRequired", {}, "Card number is required"],
    ["billing.digitsOnly", {}, "Only numeric digits are allowed"],
    ["billing.cardNumberMin", {}, "Minimum of 15 digits are required"],
    ["billing.cardNumberInvalid", {}, "Invalid card number."],
    ["billing.expiryRequired", {}, "Expiration date is required"],
    ["billing.expiryInvalid", {}, "Invalid Expiration date."],
    ["billing.cvvRequired", {}, "CVV is required"],
    ["billing.cvvLength", { n: 3 }, "CVV must be 3 digits long"],
    ["billing.cvvLength", { n: 4 }, "CVV must be 4 digits long"],
    ["billing.pleaseUpdate", { fields: "Card Number" }, "Please update: Card Number"],
  ])("%s %o reads %j", (key, params, text) => {
    expect(translate("en", key, params)).toBe(text);
  });
});

describe("cardHolderNameError", () => {
  it.each([
    ["", "Card holder name is required"],
    ["   ", "Card holder name is required"],
    ["Jane Doe", null],
    ["  Jane Doe  ", null],
    ["José Ñúñez-García", null],
    ["O'Brien Jr.", null],
    ["山田 太郎", null],
    ["やまだ　たろう", null],
    ["李小龙", null],
    ["Jane123", "Only alphabetical characters are allowed."],
    ["Jane@Doe", "Only alphabetical characters are allowed."],
    ["...", "Only alphabetical characters are allowed."],
    ["a".repeat(100), null],
    ["a".repeat(101), "Card holder name may be at most 100 characters."],
  ])("%j → %j", (value, expected) => {
    expect(english(cardHolderNameError(value))).toBe(expected);
  });
});

describe("cardNumberError", () => {
  it.each([
    ["", "Card number is required"],
    ["  ", "Card number is required"],
    // Spaces and dashes between the groups are stripped (issue "One coherent product"); anything else is refused.
    ["4242 4242 4242 4242", null],
    ["4242-4242-4242-4242", null],
    [" 4242 4242-4242  4242 ", null],
    ["3782 822463 10005", null],
    ["4242 4242 4242 42", "Minimum of 15 digits are required"],
    ["4242 4242 4242 4241", "Invalid card number."],
    ["4242.4242.4242.4242", "Only numeric digits are allowed"],
    ["4242/4242/4242/4242", "Only numeric digits are allowed"],
    ["4242_4242_4242_4242", "Only numeric digits are allowed"],
    ["4242 4242 4242 424x", "Only numeric digits are allowed"],
    ["-", "Card number is required"],
    ["abcd", "Only numeric digits are allowed"],
    ["42424242424242", "Minimum of 15 digits are required"],
    ["****", "Minimum of 15 digits are required"],
    ["42424242424242424", "Invalid card number."],
    ["424242424242424242", "Invalid card number."],
    ["4242424242424241", "Invalid card number."],
    ["378282246310006", "Invalid card number."],
    [VISA, null],
    [` ${VISA} `, null],
    [AMEX, null],
    ["5555555555554444", null],
    ["4000000000000002", null],
    // Saved details come back masked; they pass here and are reported by maskedFieldsMessage instead.
    ["************4242", null],
    ["***********0005", null],
    ["****************", null],
  ])("%j → %j", (value, expected) => {
    expect(english(cardNumberError(value))).toBe(expected);
  });
});

describe("isLuhnValid", () => {
  it.each([
    [VISA, true],
    [AMEX, true],
    ["6011111111111117", true],
    ["0", true],
    ["4242424242424241", false],
    ["", false],
    ["4242 4242", false],
  ])("%j → %s", (digits, expected) => {
    expect(isLuhnValid(digits)).toBe(expected);
  });
});

describe("expiryDateError (now = 2025-06-15)", () => {
  it.each([
    ["", "Expiration date is required"],
    [" ", "Expiration date is required"],
    ["12/30", null],
    ["06/25", null],
    [" 07/25 ", null],
    ["12/99", null],
    ["05/25", "Invalid Expiration date."],
    ["12/24", "Invalid Expiration date."],
    ["13/25", "Invalid Expiration date."],
    ["00/26", "Invalid Expiration date."],
    ["1/26", "Invalid Expiration date."],
    ["01/2026", "Invalid Expiration date."],
    ["12-30", "Invalid Expiration date."],
    ["1230", "Invalid Expiration date."],
    ["ab/cd", "Invalid Expiration date."],
    ["**/**", "Invalid Expiration date."],
  ])("%j → %j", (value, expected) => {
    expect(english(expiryDateError(value, NOW))).toBe(expected);
  });
});

describe("isExpiryCurrent: a card is valid through the end of its month", () => {
  it.each([
    ["06/25", "2025-06-01T00:00:00Z", true],
    ["06/25", "2025-06-30T23:59:59Z", true],
    // Until the month has ended in every time zone (UTC−12): 12:00 UTC on the 1st of the next month.
    ["06/25", "2025-07-01T11:59:59.999Z", true],
    ["06/25", "2025-07-01T12:00:00Z", false],
    ["12/25", "2025-12-31T23:00:00Z", true],
    ["12/25", "2026-01-01T12:00:00Z", false],
    ["02/28", "2028-02-29T12:00:00Z", true],
  ])("%s at %s → %s", (value, now, expected) => {
    expect(isExpiryCurrent(value, new Date(now))).toBe(expected);
  });

  it.each([
    ["01/26", { month: 1, year: 2026 }],
    ["12/00", { month: 12, year: 2000 }],
    ["13/26", null],
    ["00/26", null],
    ["1/26", null],
  ])("parseExpiry(%j) → %o", (value, expected) => {
    expect(parseExpiry(value)).toEqual(expected);
  });
});

describe("cvvError", () => {
  it.each([
    ["", VISA, "CVV is required"],
    ["  ", AMEX, "CVV is required"],
    ["12a", VISA, "Only numeric digits are allowed"],
    ["***", VISA, "Only numeric digits are allowed"],
    ["12 3", VISA, "Only numeric digits are allowed"],
    ["123", VISA, null],
    [" 123 ", VISA, null],
    ["12", VISA, "CVV must be 3 digits long"],
    ["1234", VISA, "CVV must be 3 digits long"],
    ["1234", AMEX, null],
    ["123", AMEX, "CVV must be 4 digits long"],
    ["12345", AMEX, "CVV must be 4 digits long"],
    ["1234", "***********0005", null],
    ["123", "", null],
    ["1234", "4242", "CVV must be 3 digits long"],
  ])("%j for %j → %j", (cvv, cardNumber, expected) => {
    expect(english(cvvError(cvv, cardNumber))).toBe(expected);
  });

  it.each([
    [AMEX, 4],
    [` ${AMEX} `, 4],
    ["3782 822463 10005", 4],
    ["4242 4242 4242 4242", 3],
    [VISA, 3],
    ["", 3],
  ])("cvvLengthFor(%j) → %i", (cardNumber, expected) => {
    expect(cvvLengthFor(cardNumber)).toBe(expected);
  });

  it("carries n as a parameter of one key", () => {
    expect(cvvError("1", AMEX)).toEqual({ key: "billing.cvvLength", params: { n: 4 } });
  });
});

describe("masked saved details", () => {
  it.each([
    [{ CardNumber: VISA, ExpiryDate: "12/30", CVV: "123" }, null],
    [{}, null],
    [{ CardHolderName: "***" }, null],
    [{ CardNumber: "************4242", CVV: "123" }, "Please update: Card Number"],
    [{ CardNumber: "************4242", ExpiryDate: "12/30", CVV: "***" }, "Please update: Card Number, CVV"],
    [
      { CardNumber: "************4242", ExpiryDate: "**/**", CVV: "***" },
      "Please update: Card Number, Expiration Date, CVV",
    ],
    [{ CVV: "***", CardNumber: null }, "Please update: CVV"],
  ])("%o → %j", (values, expected) => {
    expect(english(maskedFieldsMessage(values))).toBe(expected);
  });

  it("returns keys for the web and the server to translate", () => {
    expect(maskedFields({ CardNumber: "****4242", CVV: "***" })).toEqual(["CardNumber", "CVV"]);
    expect(maskedFieldsMessage({ CardNumber: "****4242", CVV: "***" })).toEqual({
      key: "billing.pleaseUpdate",
      keyLists: { fields: ["billing.fields.cardNumber", "billing.fields.cvv"] },
    });
  });
});

describe("cardBrand, lastFour, maskCardNumber", () => {
  it.each([
    [VISA, "visa"],
    ["4", "visa"],
    [AMEX, "amex"],
    ["341111111111111", "amex"],
    ["5555555555554444", "mastercard"],
    ["5105105105105100", "mastercard"],
    ["2223003122003222", "mastercard"],
    ["2720990000000000", "mastercard"],
    ["2721000000000000", "other"],
    ["5600000000000000", "other"],
    ["6011111111111117", "discover"],
    ["6500000000000000", "discover"],
    ["6440000000000000", "discover"],
    ["6221260000000000", "discover"],
    ["6200000000000005", "other"],
    ["3530111333300000", "other"],
    ["4242 4242 4242 4242", "visa"],
    ["4242********4242", "visa"],
    ["************4242", "other"],
    ["", "other"],
  ])("cardBrand(%j) → %s", (number, expected) => {
    expect(cardBrand(number)).toBe(expected);
  });

  it.each([
    [VISA, "4242"],
    [AMEX, "0005"],
    ["************1881", "1881"],
    ["4242 4242 4242 4242", "4242"],
    ["12", "12"],
    ["", ""],
  ])("lastFour(%j) → %j", (number, expected) => {
    expect(lastFour(number)).toBe(expected);
  });

  it.each([
    [VISA, "************4242"],
    [AMEX, "***********0005"],
    ["4242 4242 4242 4242", "************4242"],
    ["************4242", "************4242"],
    ["4242", "4242"],
  ])("maskCardNumber(%j) → %j", (number, expected) => {
    expect(maskCardNumber(number)).toBe(expected);
  });

  it("a masked number still passes the card-number rule and is reported as masked", () => {
    expect(cardNumberError(maskCardNumber(VISA))).toBeNull();
    expect(maskedFields({ CardNumber: maskCardNumber(VISA) })).toEqual(["CardNumber"]);
  });
});

describe("cardNumberInput", () => {
  it.each([
    ["", ""],
    [VISA, VISA],
    [AMEX, AMEX],
    // Separators typed or pasted between the groups go at once, so a grouped number fits the 16 characters.
    ["4242 4242 4242 4242", VISA],
    ["4242-4242-4242-4242", VISA],
    [" 4242\t4242 - 4242 4242 ", VISA],
    ["3782 822463 10005", AMEX],
    // At most 16 characters stay (spec 000 §5 "at most 16 may be entered", §9 "maximum 16").
    ["42424242424242424242", VISA],
    ["4242 4242 4242 4242 4242", VISA],
    // Masked saved details and letters stay, for the rules to judge.
    ["************4242", "************4242"],
    ["4242abcd", "4242abcd"],
    ["4242.4242", "4242.4242"],
  ])("%j → %j", (raw, expected) => {
    expect(cardNumberInput(raw)).toBe(expected);
  });

  it("keeps letters so the rules still report them", () => {
    expect(english(cardNumberError(cardNumberInput("4242 abcd 4242 4242")))).toBe("Only numeric digits are allowed");
  });
});

describe("formatExpiryInput", () => {
  it.each([
    // typing
    ["", "", ""],
    ["1", "", "1"],
    ["12", "1", "12/"],
    ["12/3", "12/", "12/3"],
    ["12/34", "12/3", "12/34"],
    ["12/345", "12/34", "12/34"],
    ["0", "", "0"],
    ["ab", "", ""],
    ["1a2", "1a", "12/"],
    // pasting
    ["1234", "", "12/34"],
    ["12345678", "", "12/34"],
    ["12/2030", "", "12/30"],
    ["12 / 2030", "", "12/30"],
    // deleting
    ["12", "12/", "12"],
    ["1", "12", "1"],
    ["12/", "12/3", "12/"],
    ["", "1", ""],
    ["1234", "12/34", "12/34"],
    ["1/34", "12/34", "13/4"],
  ])("%j after %j → %j", (raw, previous, expected) => {
    expect(formatExpiryInput(raw, previous)).toBe(expected);
  });

  it("never returns more than 5 characters", () => {
    for (const raw of ["123456789", "99/99/99", "12/34567", "1".repeat(40)]) {
      expect(formatExpiryInput(raw).length).toBeLessThanOrEqual(5);
    }
  });
});

describe("makeCardDetailsSchema", () => {
  const schema = makeCardDetailsSchema(NOW);
  const valid = { CardHolderName: "Jane Doe", CardNumber: VISA, ExpiryDate: "12/30", CVV: "123" };

  /** Path → English message, one entry per failing field. */
  function errors(input: unknown): Record<string, string> {
    const result = schema.safeParse(input);
    if (result.success) return {};
    const out: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]);
      expect(out[field], `${field} reports its first failure only`).toBeUndefined();
      const params = "params" in issue ? (issue.params as Record<string, number>) : undefined;
      out[field] = translate("en", issue.message, params);
    }
    return out;
  }

  it("accepts and trims valid details", () => {
    const result = schema.safeParse({ ...valid, CardHolderName: " Jane Doe ", CardNumber: ` ${AMEX}`, CVV: "1234 " });
    expect(result.success && result.data).toEqual({ ...valid, CardNumber: AMEX, CVV: "1234" });
  });

  it.each([
    ["4242 4242 4242 4242", VISA, "123"],
    ["4242-4242-4242-4242", VISA, "123"],
    ["3782-822463-10005", AMEX, "1234"],
  ])("sends %j as %j (spaces and dashes stripped, CVV length from the digits)", (typed, sent, cvv) => {
    const result = schema.safeParse({ ...valid, CardNumber: typed, CVV: cvv });
    expect(result.success && result.data.CardNumber).toBe(sent);
  });

  it("still refuses other characters with the spec's message", () => {
    expect(errors({ ...valid, CardNumber: "4242.4242.4242.4242" })).toEqual({
      CardNumber: "Only numeric digits are allowed",
    });
  });

  it.each([
    [
      "everything empty",
      { CardHolderName: "", CardNumber: "", ExpiryDate: "", CVV: "" },
      {
        CardHolderName: "Card holder name is required",
        CardNumber: "Card number is required",
        ExpiryDate: "Expiration date is required",
        CVV: "CVV is required",
      },
    ],
    [
      "everything missing",
      {},
      {
        CardHolderName: "Card holder name is required",
        CardNumber: "Card number is required",
        ExpiryDate: "Expiration date is required",
        CVV: "CVV is required",
      },
    ],
    ["a 15-digit card with a 3-digit CVV", { ...valid, CardNumber: AMEX }, { CVV: "CVV must be 4 digits long" }],
    ["a 16-digit card with a 4-digit CVV", { ...valid, CVV: "1234" }, { CVV: "CVV must be 3 digits long" }],
    ["a CVV with letters", { ...valid, CVV: "1a3" }, { CVV: "Only numeric digits are allowed" }],
    [
      "several fields wrong at once",
      { CardHolderName: "J4ne", CardNumber: "4242424242424241", ExpiryDate: "05/25", CVV: "1234" },
      {
        CardHolderName: "Only alphabetical characters are allowed.",
        CardNumber: "Invalid card number.",
        ExpiryDate: "Invalid Expiration date.",
        CVV: "CVV must be 3 digits long",
      },
    ],
    ["a short number", { ...valid, CardNumber: "4242" }, { CardNumber: "Minimum of 15 digits are required" }],
    ["a masked number", { ...valid, CardNumber: "************4242" }, {}],
    ["an expiry in the past", { ...valid, ExpiryDate: "05/25" }, { ExpiryDate: "Invalid Expiration date." }],
    ["an expiry this month", { ...valid, ExpiryDate: "06/25" }, {}],
    ["a missing card number", { ...valid, CardNumber: undefined }, { CardNumber: "Card number is required" }],
  ])("%s", (_name, input, expected) => {
    expect(errors(input)).toEqual(expected);
  });

  it("agrees with cardFieldErrors", () => {
    const input = { CardHolderName: "", CardNumber: "123", ExpiryDate: "13/30", CVV: "12" };
    const fromRules = Object.fromEntries(
      Object.entries(cardFieldErrors(input, NOW)).map(([field, message]) => [field, english(message)]),
    );
    expect(errors(input)).toEqual(fromRules);
  });

  it("decides the past by the clock it is given", () => {
    const later = makeCardDetailsSchema(new Date("2031-01-01T12:00:00Z"));
    expect(later.safeParse(valid).success).toBe(false);
  });
});
