import { contract } from "@haa/domain";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../shared/api/call.ts";

/** POST User/SendLinkforResetPassword?email. */
export function sendResetLink(email: string) {
  return callApi(contract.account.sendLinkforResetPassword, { query: { email } });
}

export function useSendResetLink() {
  return useMutation({ mutationFn: sendResetLink });
}
