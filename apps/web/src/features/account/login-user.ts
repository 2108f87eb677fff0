import type { EmailChangeResult, LoginResult, PublicUser } from "@haa/domain";
import { ApiError, hasCode } from "../../shared/api/client.ts";
import type { StoredUser } from "../../shared/session/session-store.ts";

/** The locally stored user built from the login answer (spec 000 §3, "Login response fields read"). */
export function toStoredUser(
  data: PublicUser & { LoginTokenResponseModel: Pick<LoginResult["LoginTokenResponseModel"], "access_token"> },
): StoredUser {
  return {
    Id: data.Id,
    Username: data.Username,
    Email: data.Email,
    AccountType: data.AccountType,
    MembershipId: data.MembershipId,
    ProfileImage: data.ProfileImage,
    Access_Token: data.LoginTokenResponseModel.access_token,
    MemberShipId: data.UserMemeberships?.MembershipId ?? null,
    FirstName: data.FirstName,
    LastName: data.LastName,
  };
}

/** The stored user after an e-mail change completed: the new address and the new token (spec: Data.Token). */
export function storedUserAfterEmailChange(data: EmailChangeResult): StoredUser {
  return toStoredUser({ ...data.User, LoginTokenResponseModel: { access_token: data.Token } });
}

/** Login refused because the e-mail address is not confirmed yet. */
export function isEmailNotConfirmed(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (hasCode(error, "EMAIL_NOT_CONFIRMED") || error.message.trim() === "Email not confirmed.")
  );
}
