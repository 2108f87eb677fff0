import { contract, type SignupResult } from "@haa/domain";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../shared/api/call.ts";

/** Account/signup answer: unconfirmed accounts get no token; a paid sign-up carries its receipt. */
export type { SignupResult };

export interface SignupRequest {
  form: FormData;
  /** A paid sign-up charges a card: one key per submit attempt, the same for its retry. */
  idempotencyKey?: string;
}

/** POST Account/signup (multipart, fields of spec 000 §3). */
export function signup({ form, idempotencyKey }: SignupRequest) {
  return callApi(contract.account.signup, {
    form,
    ...(idempotencyKey ? { headers: { "Idempotency-Key": idempotencyKey } } : {}),
  });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
