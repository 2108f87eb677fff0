import { contract } from "@haa/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api/call.ts";
import { membershipKeys } from "./keys.ts";

export interface DowngradeRequest {
  userId: number;
  /** The lower level from the next renewal on; the current level clears a scheduled downgrade. */
  membershipId: number;
}

/** PUT Membership/DowngradeUserMembership?userID&MemberShipID. */
export function downgradeUserMembership({ userId, membershipId }: DowngradeRequest) {
  return callApi(contract.membership.downgradeUserMembership, {
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
