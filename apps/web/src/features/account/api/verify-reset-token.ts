import { contract } from "@haa/domain";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../shared/api/call.ts";

/** POST User/EmailVerificationforReset?token: is the reset link still good? */
export function verifyResetToken(token: string) {
  return callApi(contract.account.emailVerificationforReset, { query: { token } });
}

export function useVerifyResetToken() {
  return useMutation({ mutationFn: verifyResetToken });
}
