import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/client.ts";

/** POST User/SendLinkforResetPassword?email. */
export function sendResetLink(email: string) {
  return apiRequest<null>("User/SendLinkforResetPassword", { method: "POST", query: { email } });
}

export function useSendResetLink() {
  return useMutation({ mutationFn: sendResetLink });
}
