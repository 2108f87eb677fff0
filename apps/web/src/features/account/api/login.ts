import { contract, type LoginResult } from "@haa/domain";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../shared/api/call.ts";

export interface LoginBody {
  Email: string;
  Password: string;
  AccountType: 1;
}

/** Account/Login answer (the fields spec 000 §3 reads, plus names and language): the server's declared shape. */
export type { LoginResult };

/** POST Account/Login. */
export function login(body: LoginBody) {
  return callApi(contract.account.login, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
