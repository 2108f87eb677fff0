import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "../../../shared/api/client.ts";

/** Current membership (spec 000 §3). */
export interface CurrentMembership {
  Name: string;
  EndDateTime: string | null;
  InstructorPreviousRecord?: { InstructorLevel: string | number | null } | null;
}

/** GET Membership/GetMembershipByUserId?userId. */
export function getMembershipByUserId(userId: number): Promise<CurrentMembership | null> {
  return apiData<CurrentMembership | null>("Membership/GetMembershipByUserId", { query: { userId } });
}

export const membershipByUserQuery = (userId: number) =>
  queryOptions({ queryKey: ["membership", "current", userId], queryFn: () => getMembershipByUserId(userId) });

export function useMembershipByUserId(userId: number | undefined) {
  return useQuery({ ...membershipByUserQuery(userId ?? 0), enabled: userId !== undefined, retry: false });
}
