import { contract, type MembershipOverview } from "@haa/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callData } from "../../../shared/api/call.ts";
import { membershipKeys } from "./keys.ts";

/** The profile's membership overview in one answer: the shared schema's type. */
export type { MembershipOverview };

/** GET User/GetMembershipOverviewByUserId?userId. */
export function getMembershipOverviewByUserId(userId: number, signal?: AbortSignal): Promise<MembershipOverview> {
  return callData(contract.membership.getMembershipOverviewByUserId, { query: { userId }, signal });
}

export const membershipOverviewQuery = (userId: number) =>
  queryOptions({
    queryKey: membershipKeys.overview(userId),
    queryFn: ({ signal }) => getMembershipOverviewByUserId(userId, signal),
  });

export function useMembershipOverview(userId: number) {
  return useQuery(membershipOverviewQuery(userId));
}
