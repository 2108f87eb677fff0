import { contract, type PaymentReceipt } from "@haa/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
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

export function useMembershipPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: membershipPayment,
    onSuccess: (_result, { body }) => queryClient.invalidateQueries({ queryKey: membershipKeys.member(body.UserId) }),
  });
}
