import { contract } from "@haa/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api/call.ts";
import { type ChargeRequest, type MembershipPaymentBody, refreshAfterPayment } from "./membership-payment.ts";

/** PUT Membership/InstructorMembershipPayment: 300 + licence fee − credits − coupon − country discount. */
export function instructorMembershipPayment({ body, idempotencyKey }: ChargeRequest<MembershipPaymentBody>) {
  return callApi(contract.membership.instructorMembershipPayment, {
    body,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

export function useInstructorMembershipPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: instructorMembershipPayment,
    onSuccess: (_result, { body }) => refreshAfterPayment(queryClient, body.UserId),
  });
}
