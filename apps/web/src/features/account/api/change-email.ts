import { contract, type EmailChangeResult } from "@haa/domain";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../shared/api/call.ts";

export interface ChangeEmailInput {
  userId: number;
  email: string;
  password: string;
}

/** POST User/ChangeUserEmail?userId&email with the current password; the link goes to the new address. */
export function changeEmail({ userId, email, password }: ChangeEmailInput) {
  return callApi(contract.account.changeUserEmail, { query: { userId, email }, body: { Password: password } });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}

/** The answer of a completed change: the spec's Data.Token (a new access token) and the user. */
export type { EmailChangeResult };

/** POST User/ConfirmUserEmailChange?token&userId, from the link mailed to the new address. */
export function confirmEmailChange({ token, userId }: { token: string; userId: string }) {
  return callApi(contract.account.confirmUserEmailChange, { query: { token, userId } });
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
