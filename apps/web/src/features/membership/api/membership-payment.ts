import { contract, type PaymentReceipt } from "@haa/domain";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api/call.ts";
import { membershipKeys } from "./keys.ts";

/** The payment form of spec 000 §3; amounts in dollars. The server recomputes every amount. */
export interface MembershipPaymentBody {
  UserId: number;
  AmountPaid: number;
  CheckoutType: number;
  MembershipId: number;
  UserMembershipId: number | null;
  CardHolderName: string;
  CardNumber: string;
  ExpiryDate: string;
  CVV: string;
  Coupon: string | null;
  proratedAdjustment: number;
  MembershipLocation: string | null;
  LocationDiscount: number;
  LicensingFee: number;
  TotalCreditsEarned: number;
}

/** A successful payment's answer: the shared schema's type. */
export type { PaymentReceipt };

export interface ChargeRequest<T> {
  body: T;
  /** One per submit attempt; the same for a retry of the same submit. */
  idempotencyKey: string;
}

/** POST Membership/MembershipPayment: a renewal or a level change. */
export function membershipPayment({ body, idempotencyKey }: ChargeRequest<MembershipPaymentBody>) {
  return callApi(contract.membership.membershipPayment, { body, headers: { "Idempotency-Key": idempotencyKey } });
}

/**
 * After a paid renewal, level change or instructor renewal: everything about the member is read again except the
 * payment's quotes. The quote on screen priced the payment just made, which the server now refuses to price (409:
 * the period is paid, the level is already the member's), so fetching it again while the success dialog waits for
 * the reload only logs an error. The quotes are marked stale instead, for whichever screen reads one next.
 */
export function refreshAfterPayment(queryClient: QueryClient, userId: number): Promise<unknown> {
  const quotes = membershipKeys.quotes(userId);
  const isQuote = (queryKey: readonly unknown[]) => quotes.every((part, index) => queryKey[index] === part);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: quotes, refetchType: "none" }),
    queryClient.invalidateQueries({
      queryKey: membershipKeys.member(userId),
      predicate: (query) => !isQuote(query.queryKey),
    }),
  ]);
}

export function useMembershipPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: membershipPayment,
    onSuccess: (_result, { body }) => refreshAfterPayment(queryClient, body.UserId),
  });
}
