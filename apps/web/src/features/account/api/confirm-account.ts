import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/client.ts";

export interface ConfirmAccountInput {
  token: string;
  userId: string;
}

/** POST Account/ConfirmUserAccount?token&userId. */
export function confirmAccount({ token, userId }: ConfirmAccountInput) {
  return apiRequest<null>("Account/ConfirmUserAccount", { method: "POST", query: { token, userId } });
}

export function useConfirmAccount() {
  return useMutation({ mutationFn: confirmAccount });
}
