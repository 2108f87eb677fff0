import {
  type AdminPractitioner,
  isAllowed,
  isListedPractitioner,
  isPractitionerType,
  type PractitionerCard,
  type PractitionerDetail,
} from "@haa/domain";
import type { PractitionerRow } from "./practitioners.repository.ts";

const types = (values: string[]) => values.filter(isPractitionerType);

export function presentCard(row: PractitionerRow): PractitionerCard {
  return {
    UserId: row.userId,
    FirstName: row.firstName,
    LastName: row.lastName,
    ProfileImage: row.profileImage,
    Country: row.countryName,
    CountryCode: row.countryCode,
    State: row.stateName,
    City: row.city,
    Languages: row.languages,
    PractitionerTypes: types(row.practitionerTypes),
    RemoteSessions: row.offersRemoteSessions,
    CredentialsVerified: row.credentialsVerifiedAt !== null,
    DistanceKm: row.distanceKm === null ? null : Math.round(Number(row.distanceKm) * 10) / 10,
  };
}

/** The public profile: contact fields only when the member chose to show them. */
export function presentDetail(row: PractitionerRow): PractitionerDetail {
  const { DistanceKm: _distance, ...card } = presentCard(row);
  return {
    ...card,
    Users: { Bio: row.bio },
    Specializations: row.specializations,
    IntroDescription: row.introDescription,
    Email: row.showEmail ? row.email : null,
    Phone: row.showPhone && row.phone !== "" ? row.phone : null,
    WebpageURL: row.showWebpage && row.webpageUrl !== "" ? row.webpageUrl : null,
    CertifiedBadge: row.membershipId !== null && isAllowed(row.membershipId, "Logo Usage"),
  };
}

export interface AdminRow {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  lockedAt: Date | null;
  hasProfile: boolean;
  listed: boolean;
  unlistedByAdminAt: Date | null;
  practitionerTypes: string[];
  credentialsVerifiedAt: Date | null;
  membershipId: number | null;
}

export function presentAdmin(row: AdminRow): AdminPractitioner {
  return {
    UserId: row.userId,
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    MembershipId: row.membershipId,
    HasProfile: row.hasProfile,
    Listed: row.listed,
    UnlistedByAdmin: row.unlistedByAdminAt !== null,
    Visible: isListedPractitioner({
      listed: row.listed,
      unlistedByAdminAt: row.unlistedByAdminAt,
      lockedAt: row.lockedAt,
      deletedAt: null,
      currentPlanId: row.membershipId,
    }),
    PractitionerTypes: types(row.practitionerTypes),
    CredentialsVerifiedAt: row.credentialsVerifiedAt?.toISOString() ?? null,
  };
}
