import type { LoginResult } from "@haa/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/client.ts";

export interface LoginBody {
  Email: string;
  Password: string;
  AccountType: 1;
}

/** Account/Login answer (the fields spec 000 §3 reads, plus names and language): the server's declared shape. */
export type { LoginResult };

/** POST Account/Login. */
export function login(body: LoginBody) {
  return apiRequest<LoginResult>("Account/Login", { method: "POST", json: body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
