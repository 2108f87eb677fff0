import { contract } from "@haa/domain";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../shared/api/call.ts";

export interface ResetPasswordBody {
  Token: string;
  Password: string;
  ConfirmPassword: string;
}

/** POST User/ResetPassword. */
export function resetPassword(body: ResetPasswordBody) {
  return callApi(contract.account.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
