import { login, type StoredUser } from "../src/shared/session/session-store.ts";

/** Logs a member in the way the login dialog stores them. */
export function logInAs(overrides: Partial<StoredUser> = {}): StoredUser {
  const user: StoredUser = {
    Id: 4,
    Username: "emily",
    Email: "emily@example.org",
    AccountType: 1,
    MembershipId: 3,
    ProfileImage: null,
    Access_Token: "token-4",
    MemberShipId: 3,
    FirstName: "Emily",
    LastName: "Carter",
    ...overrides,
  };
  login(user, user.Access_Token);
  return user;
}
