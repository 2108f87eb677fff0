import type { EmailChangeRequested, EmailChangeResult } from "@haa/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/client.ts";

export interface ChangeEmailInput {
  userId: number;
  email: string;
  password: string;
}

/** POST User/ChangeUserEmail?userId&email with the current password; the link goes to the new address. */
export function changeEmail({ userId, email, password }: ChangeEmailInput) {
  return apiRequest<EmailChangeRequested>("User/ChangeUserEmail", {
    method: "POST",
    query: { userId, email },
    json: { Password: password },
  });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}

/** The answer of a completed change: the spec's Data.Token (a new access token) and the user. */
export type { EmailChangeResult };

/** POST User/ConfirmUserEmailChange?token&userId, from the link mailed to the new address. */
export function confirmEmailChange({ token, userId }: { token: string; userId: string }) {
  return apiRequest<EmailChangeResult>("User/ConfirmUserEmailChange", { method: "POST", query: { token, userId } });
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
