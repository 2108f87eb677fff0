import type { AccountSettings, LicensingDetails, MemberProfile } from "@haa/domain";
import type { Account } from "../account/accounts.port.ts";
import type { InstructorRecord } from "../membership/member-plan.ts";
import type { ProfileRow } from "./profiles.repository.ts";

function presentPlace(profile: ProfileRow | undefined) {
  return {
    CountryId: profile?.countryCode ?? null,
    CountryName: profile?.countryName ?? null,
    StateId: profile?.stateId ?? null,
    StateName: profile?.stateName ?? null,
    CityName: profile?.city ?? null,
    Latitude: profile?.latitude ?? null,
    Longitude: profile?.longitude ?? null,
  };
}

export function presentMemberProfile(user: Account, profile: ProfileRow | undefined): MemberProfile {
  return {
    UserId: user.id,
    FirstName: user.firstName,
    LastName: user.lastName,
    Phone: user.phone,
    Bio: user.bio,
    IntroDescription: user.introDescription,
    Specializations: user.specializations,
    WebpageURL: user.webpageUrl,
    ProfileImage: user.profileImage,
    Languages: profile?.languages ?? [],
    ...presentPlace(profile),
  };
}

/** A member without a profile row reads the table's defaults (ADR 0043: the row is created on the first save). */
export function presentAccountSettings(
  user: Account,
  profile: ProfileRow | undefined,
  canBeListed: boolean,
): AccountSettings {
  const listed = profile?.listed ?? false;
  const unlisted = Boolean(profile?.unlistedByAdminAt);
  return {
    UserId: user.id,
    Language: user.language,
    Listed: listed,
    ListedAt: profile?.listedAt?.toISOString() ?? null,
    CanBeListed: canBeListed,
    IsListed: listed && canBeListed && !unlisted,
    UnlistedByAdmin: unlisted,
    ShowEmail: profile?.showEmail ?? false,
    ShowPhone: profile?.showPhone ?? false,
    ShowWebpage: profile?.showWebpage ?? true,
    OffersRemoteSessions: profile?.offersRemoteSessions ?? false,
    Languages: profile?.languages ?? [],
    ...presentPlace(profile),
  };
}

export function presentLicensing(
  user: Account,
  record: InstructorRecord | undefined,
  renewal: { endDateTime: Date; current: boolean } | undefined,
): LicensingDetails {
  return {
    InstructorId: user.id,
    FirstName: user.firstName,
    LastName: user.lastName,
    LicenceNumber: record?.licenceNumber ?? null,
    InstructorLevel: record?.instructorLevel ?? "",
    LicensingFee: (record?.licensingFeeCents ?? 0) / 100,
    RenewalDate: renewal?.endDateTime.toISOString() ?? null,
    IsCurrent: renewal?.current ?? false,
  };
}
