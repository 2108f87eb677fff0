import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/client.ts";

/** Account/signup answer: unconfirmed accounts get no token. */
export interface SignupResult {
  Id: number;
  Email: string;
  Username: string;
  LoginTokenResponseModel: { access_token: string | null };
}

/** POST Account/signup (multipart, fields of spec 000 §3). */
export function signup(form: FormData) {
  return apiRequest<SignupResult>("Account/signup", { method: "POST", form });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
