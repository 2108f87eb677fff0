import { contract, type MembershipView } from "@haa/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callData } from "../../../shared/api/call.ts";
import { membershipKeys } from "./keys.ts";

/**
 * Current membership (spec 000 §3: Name, EndDateTime, InstructorPreviousRecord.InstructorLevel, and more): the
 * shared schema's type, the shape every membership call answers with.
 */
export type CurrentMembership = MembershipView;
export type MembershipStatus = MembershipView["Status"];

/** GET Membership/GetMembershipByUserId?userId (null for an account without a membership). */
export function getMembershipByUserId(userId: number, signal?: AbortSignal): Promise<CurrentMembership | null> {
  return callData(contract.membership.getMembershipByUserId, { query: { userId }, signal });
}

export const membershipByUserQuery = (userId: number) =>
  queryOptions({
    queryKey: membershipKeys.current(userId),
    queryFn: ({ signal }) => getMembershipByUserId(userId, signal),
  });

export function useMembershipByUserId(userId: number | undefined) {
  return useQuery({ ...membershipByUserQuery(userId ?? 0), enabled: userId !== undefined, retry: false });
}
