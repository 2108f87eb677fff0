import type { ErrorCode } from "@haa/domain";
import { ApiError, hasCode } from "../../shared/api/client.ts";

/** How a failed sign-up is shown (spec 000 §8). Texts are catalogue keys, or the server's own Message. */
export type SignupFailure =
  | { kind: "popup"; key: "signup.emailLinked" | "signup.emailExists" | "signup.paymentFailed" }
  | { kind: "fields"; errors: Record<string, string> }
  | { kind: "toast"; message: string | null };

/** Maps the server's field names onto the form's (the payload and the form name two fields differently). */
const FIELD_NAMES: Record<string, string> = {
  MembershipId: "membership",
  AcceptTermCondittions: "TermsAndConditions",
};

/** A discount code's refusals: every `COUPON_` code of the API. */
const COUPON_REFUSALS = [
  "COUPON_UNKNOWN",
  "COUPON_INACTIVE",
  "COUPON_WRONG_TYPE",
  "COUPON_EXPIRED",
  "COUPON_EXHAUSTED",
  "COUPON_NOT_AVAILABLE",
  "COUPON_NOT_FOUND",
  "COUPON_CODE_TAKEN",
] as const satisfies readonly ErrorCode[];

/**
 * 409/500 are the e-mail popups; a 400 is the 'Payment failed…' popup, unless it names fields to correct: a
 * VALIDATION answer, or a discount code that cannot be used (expired or used up since it was applied), which
 * show on the fields instead. A refused amount (the price changed since the page loaded) is the server's
 * message, not a gateway failure.
 */
export function classifySignupFailure(error: unknown): SignupFailure {
  if (!(error instanceof ApiError)) return { kind: "toast", message: null };
  if (error.status === 409 || error.status === 500) {
    const text = `${error.message} ${error.exceptionMessage ?? ""}`.toLowerCase();
    const linked = hasCode(error, "EMAIL_EXISTS") || text.includes("email already exist");
    return { kind: "popup", key: linked ? "signup.emailLinked" : "signup.emailExists" };
  }
  if (error.status === 400) {
    if (hasCode(error, "AMOUNT_MISMATCH")) return { kind: "toast", message: error.message || null };
    const hasFields = Object.keys(error.errors).length > 0;
    if (!hasCode(error, "VALIDATION") && !(hasCode(error, ...COUPON_REFUSALS) && hasFields)) {
      return { kind: "popup", key: "signup.paymentFailed" };
    }
    const errors: Record<string, string> = {};
    for (const [field, message] of Object.entries(error.errors)) errors[FIELD_NAMES[field] ?? field] = message;
    return { kind: "fields", errors };
  }
  if (error.isNetworkError) return { kind: "toast", message: null };
  return { kind: "toast", message: error.message || null };
}
