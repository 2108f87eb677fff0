import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/client.ts";

export interface ResetPasswordBody {
  Token: string;
  Password: string;
  ConfirmPassword: string;
}

/** POST User/ResetPassword. */
export function resetPassword(body: ResetPasswordBody) {
  return apiRequest<null>("User/ResetPassword", { method: "POST", json: body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
