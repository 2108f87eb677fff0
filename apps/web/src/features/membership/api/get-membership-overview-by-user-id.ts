import type { ProfileOverviewCard } from "@haa/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "../../../shared/api/client.ts";
import type { BillingInfo } from "./get-billing-details-info-by-user-id.ts";
import type { CurrentMembership } from "./get-membership-by-user-id.ts";
import { membershipKeys } from "./keys.ts";

/** The profile's membership overview in one answer. */
export interface MembershipOverview {
  Membership: CurrentMembership | null;
  BillingDetails: BillingInfo | null;
  LastPayment: { InvoiceId: number; InvoiceNumber: string; Date: string; Total: number } | null;
  InvoiceCount: number;
  Permissions: { Name: string; IsAllowed: boolean }[];
  Cards: ProfileOverviewCard[];
}

/** GET User/GetMembershipOverviewByUserId?userId. */
export function getMembershipOverviewByUserId(userId: number): Promise<MembershipOverview> {
  return apiData<MembershipOverview>("User/GetMembershipOverviewByUserId", { query: { userId } });
}

export const membershipOverviewQuery = (userId: number) =>
  queryOptions({ queryKey: membershipKeys.overview(userId), queryFn: () => getMembershipOverviewByUserId(userId) });

export function useMembershipOverview(userId: number) {
  return useQuery(membershipOverviewQuery(userId));
}
