import { contract, type ValidCoupon } from "@haa/domain";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../shared/api/call.ts";

/** Coupon response Data (spec 000 §3): the shared schema's type, the same the server answers with. */
export type { ValidCoupon };

/**
 * GET Coupon/ValidateCoupon?Code&Type=Membership. A usable code answers Status true with the message
 * 'Valid Coupon' (in the reader's language); any other code throws ApiError with the server's message.
 */
export function validateCoupon(code: string) {
  return callApi(contract.coupons.validateCoupon, { query: { Code: code.trim(), Type: "Membership" } });
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
