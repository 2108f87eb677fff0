import { describe, expect, it } from "vitest";
import { firstProblem } from "./errors.ts";

describe("firstProblem: a validation error's Message", () => {
  it.each([
    [{ Quantity: "Must be at least 1." }, "Quantity: Must be at least 1."],
    [{ Email: "Please enter a valid e-mail address." }, "Please enter a valid e-mail address."],
    [{ CardHolderName: "Card holder name is required" }, "Card holder name is required"],
    [{ FirstName: "First Name is required", Email: "Email is required" }, "First Name is required"],
    [{ "Lines.0.Quantity": "Must be at least 1" }, "Lines.0.Quantity: Must be at least 1"],
    [{ CVV: "CVV must be 3 digits long" }, "CVV must be 3 digits long"],
    [{ Email: "メールアドレスを入力してください。" }, "Email: メールアドレスを入力してください。"],
  ])("%j → %s", (errors, message) => {
    expect(firstProblem(errors)).toBe(message);
  });

  it("has nothing to say without a field error", () => {
    expect(firstProblem({})).toBeUndefined();
  });
});
