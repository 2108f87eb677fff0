import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "../../../shared/api/client.ts";
import { membershipKeys } from "./keys.ts";

export type MembershipStatus = "Active" | "Cancelled" | "PastDue" | "Lapsed";

/** Current membership (spec 000 §3: Name, EndDateTime, InstructorPreviousRecord.InstructorLevel, and more). */
export interface CurrentMembership {
  UserMembershipId: number;
  UserId: number;
  MembershipId: number;
  Name: string;
  StartDateTime: string;
  EndDateTime: string | null;
  Status: MembershipStatus;
  /** Whether the member has access now (active, cancelled before its end, or in dunning). */
  IsActive: boolean;
  AutoRenew: boolean;
  CancelledAt: string | null;
  /** A downgrade scheduled for the next renewal. */
  PendingMembershipId: number | null;
  PendingName: string | null;
  /** The level's annual price, dollars. */
  Price: number;
  NextRenewalDate: string | null;
  /** Dollars. */
  NextRenewalAmount: number | null;
  /** Country the membership was bought in, and its discount on the current level in dollars. */
  MembershipLocation?: string | null;
  MembershipLocationDiscount?: number;
  InstructorPreviousRecord: {
    InstructorLevel: string | number | null;
    /** Dollars. */
    LicensingFee: number;
    /** Dollars. */
    TotalCreditsEarned: number;
  } | null;
}

/** GET Membership/GetMembershipByUserId?userId (null for an account without a membership). */
export function getMembershipByUserId(userId: number): Promise<CurrentMembership | null> {
  return apiData<CurrentMembership | null>("Membership/GetMembershipByUserId", { query: { userId } });
}

export const membershipByUserQuery = (userId: number) =>
  queryOptions({ queryKey: membershipKeys.current(userId), queryFn: () => getMembershipByUserId(userId) });

export function useMembershipByUserId(userId: number | undefined) {
  return useQuery({ ...membershipByUserQuery(userId ?? 0), enabled: userId !== undefined, retry: false });
}
