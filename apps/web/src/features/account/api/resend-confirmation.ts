import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/client.ts";

/** POST Account/ResendEmailConfirmationLink?email (URL-encoded by the query builder). */
export function resendConfirmation(email: string) {
  return apiRequest<null>("Account/ResendEmailConfirmationLink", { method: "POST", query: { email } });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
