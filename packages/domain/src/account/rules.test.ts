import { describe, expect, it } from "vitest";
import { translate } from "../i18n/translate.ts";
import { normalizeEmail, userNameFromEmail } from "./email.ts";
import { isValidEmail, isValidName } from "./rules.ts";
import { firstErrorPerField, loginSchema, resetPasswordSchema, signupFormSchema } from "./schemas.ts";

const validForm = {
  FirstName: "Ana",
  LastName: "Souza",
  Email: "ana@example.org",
  Phone: "+1 (555) 010-2030",
  Password: "Correct-horse-9",
  CPassword: "Correct-horse-9",
  membership: "1",
  Language: "en",
  Country: "United States",
  SubscribeToNewsletter: false,
  TermsAndConditions: true,
};

function signupErrors(overrides: Record<string, unknown>) {
  const result = signupFormSchema.safeParse({ ...validForm, ...overrides });
  return result.success ? {} : firstErrorPerField(result.error);
}

describe("sign-up rules (spec 000 §5), first failing rule per field, exact English text", () => {
  it.each([
    ["FirstName", "", "First Name is required"],
    ["FirstName", "   ", "First Name is required"],
    ["FirstName", "Ann4", "First Name may only contain alphabetic characters."],
    ["FirstName", "<b>", "First Name may only contain alphabetic characters."],
    ["FirstName", "...", "First Name may only contain alphabetic characters."],
    ["LastName", "", "Last Name is required"],
    ["LastName", "Smith_", "Last Name may only contain alphabetic characters."],
    ["Email", "", "Email is required"],
    ["Email", "ann@", "Invalid email address."],
    ["Email", "ann@example", "Invalid email address."],
    ["Email", "a b@example.org", "Invalid email address."],
    ["Phone", "", "Phone number is required"],
    ["Phone", "555-CALL", "Phone number should be only numeric characters"],
    ["Phone", "12345", "Phone number should be minimum of 7 digits"],
    ["Phone", "-------", "Phone number should be minimum of 7 digits"],
    ["Phone", "(12) 34-56", "Phone number should be minimum of 7 digits"],
    ["Phone", "+ ( ) - 123", "Phone number should be minimum of 7 digits"],
    ["Phone", "123456789012345678", "Phone number should be a maximum of 17 characters"],
    ["Password", "", "Password is required"],
    ["Password", "1234567", "Password should be a minimum of 8 characters."],
    ["CPassword", "", "Confirm password is required"],
    ["CPassword", "Correct-horse-8", "Passwords do not match"],
    ["membership", "", "Membership plan is required"],
    ["membership", "4", "Membership plan is required"],
    ["Language", "", "Language field is required"],
    ["Language", "fr", "Language field is required"],
    ["Country", "", "Country field is required"],
    ["TermsAndConditions", false, "Please accept the terms and conditions."],
  ])("%s = %j → %s", (field, value, message) => {
    const errors = signupErrors({ [field]: value });
    expect(translate("en", errors[field] ?? "")).toBe(message);
  });

  it("accepts a valid form, trimming names", () => {
    const result = signupFormSchema.safeParse({ ...validForm, FirstName: "  Ana  " });
    expect(result.success && result.data.FirstName).toBe("Ana");
  });

  it("still reports a password mismatch when other fields fail", () => {
    const errors = signupErrors({ FirstName: "", Password: "short", CPassword: "other" });
    expect(errors).toMatchObject({
      FirstName: "validation.firstNameRequired",
      Password: "validation.passwordMin",
      CPassword: "validation.passwordsDoNotMatch",
    });
  });

  it.each([
    ["Zoë", true],
    ["Łukasz", true],
    ["Núñez-García", true],
    ["O'Brien", true],
    ["St. John", true],
    ["さくら", true],
    ["サトウ・ハナコ", true],
    ["王伟", true],
    ["Ann4", false],
    ["Robert'); DROP TABLE", false],
    ["👍", false],
    ["-", false],
  ])("name %j valid: %s", (name, valid) => {
    expect(isValidName(name)).toBe(valid);
  });

  it.each([
    ["ana@example.org", true],
    ["first.last+tag@sub.example.co.uk", true],
    ["ana@localhost", false],
    ["@example.org", false],
    [`${"a".repeat(250)}@example.org`, false],
  ])("email %j valid: %s", (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it("derives the user name and normalises the address", () => {
    expect(userNameFromEmail("ana.souza@example.org")).toBe("ana.souza");
    expect(normalizeEmail("  Ana@Example.ORG ")).toBe("ana@example.org");
  });
});

describe("login rules (spec 000 §5)", () => {
  it.each([
    [{ Email: "", Password: "Correct-horse-9" }, "Email", "Email is required"],
    [{ Email: "nope", Password: "Correct-horse-9" }, "Email", "Invalid email address"],
    [{ Email: "a@example.org", Password: "" }, "Password", "Password is required"],
    [{ Email: "a@example.org", Password: "short" }, "Password", "Password must be at least 8 characters"],
  ])("%j → %s: %s", (input, field, message) => {
    const result = loginSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(translate("en", firstErrorPerField(result.error)[field] ?? "")).toBe(message);
  });
});

describe("firstErrorPerField", () => {
  it("turns zod's own English messages into a translatable key", () => {
    const result = resetPasswordSchema.safeParse(null);
    expect(result.success).toBe(false);
    if (!result.success) expect(firstErrorPerField(result.error)).toEqual({ _: "validation.invalidRequest" });
  });
});
