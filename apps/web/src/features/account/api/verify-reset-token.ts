import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/client.ts";

/** POST User/EmailVerificationforReset?token: is the reset link still good? */
export function verifyResetToken(token: string) {
  return apiRequest<null>("User/EmailVerificationforReset", { method: "POST", query: { token } });
}

export function useVerifyResetToken() {
  return useMutation({ mutationFn: verifyResetToken });
}
