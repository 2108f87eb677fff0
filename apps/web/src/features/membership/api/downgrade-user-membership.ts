import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/client.ts";
import type { CurrentMembership } from "./get-membership-by-user-id.ts";
import { membershipKeys } from "./keys.ts";

export interface DowngradeRequest {
  userId: number;
  /** The lower level from the next renewal on; the current level clears a scheduled downgrade. */
  membershipId: number;
}

/** PUT Membership/DowngradeUserMembership?userID&MemberShipID. */
export function downgradeUserMembership({ userId, membershipId }: DowngradeRequest) {
  return apiRequest<CurrentMembership>("Membership/DowngradeUserMembership", {
    method: "PUT",
    query: { userID: userId, MemberShipID: membershipId },
  });
}

export function useDowngradeUserMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downgradeUserMembership,
    onSuccess: (result, { userId }) => {
      queryClient.setQueryData(membershipKeys.current(userId), result.Data);
      return queryClient.invalidateQueries({ queryKey: membershipKeys.member(userId) });
    },
  });
}
