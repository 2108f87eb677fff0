import { contract } from "@haa/domain";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../shared/api/call.ts";

export interface ConfirmAccountInput {
  token: string;
  userId: string;
}

/** POST Account/ConfirmUserAccount?token&userId. */
export function confirmAccount({ token, userId }: ConfirmAccountInput) {
  return callApi(contract.account.confirmUserAccount, { query: { token, userId } });
}

export function useConfirmAccount() {
  return useMutation({ mutationFn: confirmAccount });
}
