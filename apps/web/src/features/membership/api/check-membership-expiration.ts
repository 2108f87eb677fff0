import { contract, type MembershipExpiration } from "@haa/domain";
import { queryOptions } from "@tanstack/react-query";
import { callData } from "../../../shared/api/call.ts";
import { membershipKeys } from "./keys.ts";

/** GET Membership/CheckUserMembershipExpiration?userId (answer body not shown in the spec; ours is declared). */
export function checkMembershipExpiration(userId: number, signal?: AbortSignal): Promise<MembershipExpiration> {
  return callData(contract.membership.checkUserMembershipExpiration, { query: { userId }, signal });
}

export const membershipExpirationQuery = (userId: number) =>
  queryOptions({
    queryKey: membershipKeys.expiration(userId),
    queryFn: ({ signal }) => checkMembershipExpiration(userId, signal),
  });
