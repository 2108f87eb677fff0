import { contract, type PaymentQuote } from "@haa/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callData } from "../../../shared/api/call.ts";
import { membershipKeys } from "./keys.ts";

export type { PaymentQuote };

/** What a membership payment is for, as the quote calls take it (the server decides renewal or level change). */
export type QuoteRequest =
  | { for: "signup"; levelId: number }
  | { for: "membership"; userId: number; levelId: number }
  | { for: "instructor"; userId: number };

/**
 * GET Membership/GetSignupQuote or Membership/GetPaymentQuote: the amount the payment will charge and its lines,
 * priced by the server with the function the payment runs (ADR 0068). The page shows it; it never recomputes it.
 */
export function paymentQuoteQuery(request: QuoteRequest, coupon: string | null) {
  const code = coupon ?? "";
  const withCoupon = code ? { Coupon: code } : {};
  if (request.for === "signup") {
    return queryOptions<PaymentQuote, Error, PaymentQuote, readonly unknown[]>({
      queryKey: membershipKeys.signupQuote(request.levelId, code),
      queryFn: ({ signal }) =>
        callData(contract.membership.getSignupQuote, {
          query: { MembershipId: request.levelId, ...withCoupon },
          signal,
        }),
    });
  }
  const levelId = request.for === "membership" ? request.levelId : 0;
  return queryOptions<PaymentQuote, Error, PaymentQuote, readonly unknown[]>({
    queryKey: membershipKeys.quote(request.userId, request.for, levelId, code),
    queryFn: ({ signal }) =>
      callData(contract.membership.getPaymentQuote, {
        signal,
        query: {
          userId: request.userId,
          For: request.for,
          ...(request.for === "membership" ? { MembershipId: request.levelId } : {}),
          ...withCoupon,
        },
      }),
  });
}

/** The quote, keeping the previous one on screen while a new coupon is priced; null for no request. */
export function usePaymentQuote(request: QuoteRequest | null, coupon: string | null) {
  return useQuery({
    ...paymentQuoteQuery(request ?? { for: "signup", levelId: 0 }, coupon),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    // A refused quote (a period already paid, a plan that may not change) says so at once.
    retry: false,
  });
}
