import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { ApiError } from "./client.ts";
import { errorMessage } from "./error-message.ts";

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe("errorMessage", () => {
  it("shows the server's Message", () => {
    expect(errorMessage(t, new ApiError(409, "The seminar is full.", { code: "SEMINAR_FULL" }))).toBe(
      "The seminar is full.",
    );
  });

  it("says a form was refused when the problems are named field by field (shown under the fields)", () => {
    const error = new ApiError(400, "DiscountValue: Enter a percentage from 1 to 100.", {
      code: "VALIDATION",
      errors: { DiscountValue: "Enter a percentage from 1 to 100." },
    });
    expect(errorMessage(t, error)).toBe("t:validation.invalidRequest");
  });

  it("falls back to the unexpected-error text for anything else", () => {
    expect(errorMessage(t, new Error("boom"))).toBe("t:common.unexpectedError");
  });
});
