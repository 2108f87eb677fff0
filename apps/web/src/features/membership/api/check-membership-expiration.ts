import type { MembershipExpiration } from "@haa/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiData } from "../../../shared/api/client.ts";
import { membershipKeys } from "./keys.ts";

/** GET Membership/CheckUserMembershipExpiration?userId (answer body not shown in the spec; ours is declared). */
export function checkMembershipExpiration(userId: number): Promise<MembershipExpiration> {
  return apiData<MembershipExpiration>("Membership/CheckUserMembershipExpiration", { query: { userId } });
}

export const membershipExpirationQuery = (userId: number) =>
  queryOptions({ queryKey: membershipKeys.expiration(userId), queryFn: () => checkMembershipExpiration(userId) });
