import { describe, expect, it } from "vitest";
import { type FieldMessage, firstProblem } from "./errors.ts";

describe("firstProblem: a validation error's Message", () => {
  it.each<[Record<string, FieldMessage>, Record<string, string>, string]>([
    // A field's own message, word for word (spec 000 §5), whichever language it is in.
    [
      { MembershipId: "validation.membershipRequired" },
      { MembershipId: "Membership plan is required" },
      "Membership plan is required",
    ],
    [
      { Email: "validation.loginEmailInvalid" },
      { Email: "Dirección de correo electrónico no válida" },
      "Dirección de correo electrónico no válida",
    ],
    [
      { FirstName: "validation.firstNameRequired", Email: "validation.emailRequired" },
      { FirstName: "First Name is required", Email: "Email is required" },
      "First Name is required",
    ],
    [
      { CVV: { key: "payment.cvvLength", params: { n: 3 } } },
      { CVV: "CVV must be 3 digits long" },
      "CVV must be 3 digits long",
    ],
    // A message every field of its kind shares names the field first.
    [
      { Quantity: "validation.invalidRequest" },
      { Quantity: "The request is not valid." },
      "Quantity: The request is not valid.",
    ],
    [
      { "Lines.0.Quantity": "validation.invalidRequest" },
      { "Lines.0.Quantity": "The request is not valid." },
      "Lines.0.Quantity: The request is not valid.",
    ],
    [
      { IsFeatured: "validation.yesOrNo" },
      { IsFeatured: "Must be true or false." },
      "IsFeatured: Must be true or false.",
    ],
    [
      { id: "validation.recordIdInvalid" },
      { id: "1 から 2147483647 までの整数を指定してください。" },
      "id: 1 から 2147483647 までの整数を指定してください。",
    ],
  ])("%j → %s", (errors, texts, message) => {
    expect(firstProblem(errors, texts)).toBe(message);
  });

  it("has nothing to say without a field error", () => {
    expect(firstProblem({}, {})).toBeUndefined();
  });
});
