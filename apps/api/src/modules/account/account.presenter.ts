import type { AdminUser, LoginResult, PublicUser, UserProfile } from "@haa/domain";
import type { UserRow } from "./account.repository.ts";

interface MembershipLike {
  membershipId: number;
  endDateTime: Date;
}

/** The user as the login response and the stored web session read it (spec 000 §3). */
export function presentLogin(
  user: UserRow,
  membership: MembershipLike | undefined,
  token: { accessToken: string; expiresAt: Date; now: Date },
): LoginResult {
  return {
    ...presentUser(user, membership),
    LoginTokenResponseModel: {
      access_token: token.accessToken,
      token_type: "Bearer",
      expires_in: Math.floor((token.expiresAt.getTime() - token.now.getTime()) / 1000),
    },
  };
}

/** The allow-listed public shape of a user; password hashes and internal flags never leave the server. */
export function presentUser(user: UserRow, membership: MembershipLike | undefined): PublicUser {
  return {
    Id: user.id,
    Username: user.username,
    Email: user.email,
    FirstName: user.firstName,
    LastName: user.lastName,
    AccountType: user.accountType,
    MembershipId: membership?.membershipId ?? null,
    ProfileImage: user.profileImage,
    Language: user.language,
    UserMemeberships: membership
      ? { MembershipId: membership.membershipId, EndDateTime: membership.endDateTime.toISOString() }
      : null,
  };
}

/** The full profile for the user themself or an administrator (Account/GetUserWeb). */
export function presentUserProfile(user: UserRow, membership: MembershipLike | undefined): UserProfile {
  return {
    ...presentUser(user, membership),
    Phone: user.phone,
    Country: user.country,
    WebpageURL: user.webpageUrl,
    Specializations: user.specializations,
    Bio: user.bio,
    IntroDescription: user.introDescription,
    SubscribeToNewsletter: user.subscribeToNewsletter,
    IsEmailConfirmed: user.emailConfirmedAt !== null,
    CreatedAt: user.createdAt.toISOString(),
  };
}

/** A row of the administrator's user list. */
export function presentAdminUser({ user, membershipId }: { user: UserRow; membershipId: number | null }): AdminUser {
  return {
    Id: user.id,
    Email: user.email,
    FirstName: user.firstName,
    LastName: user.lastName,
    AccountType: user.accountType,
    MembershipId: membershipId,
    IsLocked: user.lockedAt !== null,
    IsConfirmed: user.emailConfirmedAt !== null,
    CreatedAt: user.createdAt.toISOString(),
    LockedAt: user.lockedAt?.toISOString() ?? null,
    LockReason: user.lockedAt ? user.lockReason : null,
  };
}
