import { type BillingUpdateResult, contract } from "@haa/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api/call.ts";
import { membershipKeys } from "./keys.ts";
import type { ChargeRequest } from "./membership-payment.ts";

/** The billing-details update (spec 000 §3): the card fields plus Id, BillingType 1, CardType, PayPalEmail. */
export interface UpdateBillingBody {
  Id: number | null;
  UserId: number;
  CardHolderName: string;
  CardNumber: string;
  ExpiryDate: string;
  CVV: string;
  BillingType: 1;
  CardType: "Pay with Card";
  PayPalEmail: null;
}

/** The stored (masked) card, whether an open renewal was retried with it and how: the shared schema's type. */
export type { BillingUpdateResult };

/** PUT Membership/UpdateBillingDetails (it may retry an open renewal charge, hence the Idempotency-Key). */
export function updateBillingDetails({ body, idempotencyKey }: ChargeRequest<UpdateBillingBody>) {
  return callApi(contract.membership.updateBillingDetails, { body, headers: { "Idempotency-Key": idempotencyKey } });
}

export function useUpdateBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBillingDetails,
    onSuccess: (_result, { body }) => queryClient.invalidateQueries({ queryKey: membershipKeys.member(body.UserId) }),
  });
}
