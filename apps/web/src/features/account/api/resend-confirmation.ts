import { contract } from "@haa/domain";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../shared/api/call.ts";

/** POST Account/ResendEmailConfirmationLink?email (URL-encoded by the query builder). */
export function resendConfirmation(email: string) {
  return callApi(contract.account.resendEmailConfirmationLink, { query: { email } });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
