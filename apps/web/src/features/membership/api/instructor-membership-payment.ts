import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/client.ts";
import { membershipKeys } from "./keys.ts";
import type { ChargeRequest, MembershipPaymentBody, PaymentReceipt } from "./membership-payment.ts";

/** PUT Membership/InstructorMembershipPayment: 300 + licence fee − credits − coupon − country discount. */
export function instructorMembershipPayment({ body, idempotencyKey }: ChargeRequest<MembershipPaymentBody>) {
  return apiRequest<PaymentReceipt>("Membership/InstructorMembershipPayment", {
    method: "PUT",
    json: body,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

export function useInstructorMembershipPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: instructorMembershipPayment,
    onSuccess: (_result, { body }) => queryClient.invalidateQueries({ queryKey: membershipKeys.member(body.UserId) }),
  });
}
