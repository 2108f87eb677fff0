import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/client.ts";

export interface LoginBody {
  Email: string;
  Password: string;
  AccountType: 1;
}

/** Account/Login answer (the fields spec 000 §3 reads, plus names and language). */
export interface LoginResult {
  Id: number;
  Username: string;
  Email: string;
  FirstName: string;
  LastName: string;
  AccountType: number;
  MembershipId: number | null;
  ProfileImage: string | null;
  Language?: string | null;
  LoginTokenResponseModel: { access_token: string; token_type?: string; expires_in?: number };
  UserMemeberships?: { MembershipId: number | null; EndDateTime?: string | null } | null;
}

/** POST Account/Login. */
export function login(body: LoginBody) {
  return apiRequest<LoginResult>("Account/Login", { method: "POST", json: body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
