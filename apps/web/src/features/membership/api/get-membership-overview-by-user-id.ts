import type { MembershipOverview } from "@haa/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "../../../shared/api/client.ts";
import { membershipKeys } from "./keys.ts";

/** The profile's membership overview in one answer: the shared schema's type. */
export type { MembershipOverview };

/** GET User/GetMembershipOverviewByUserId?userId. */
export function getMembershipOverviewByUserId(userId: number): Promise<MembershipOverview> {
  return apiData<MembershipOverview>("User/GetMembershipOverviewByUserId", { query: { userId } });
}

export const membershipOverviewQuery = (userId: number) =>
  queryOptions({ queryKey: membershipKeys.overview(userId), queryFn: () => getMembershipOverviewByUserId(userId) });

export function useMembershipOverview(userId: number) {
  return useQuery(membershipOverviewQuery(userId));
}
