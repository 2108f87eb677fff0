import { contract } from "@haa/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api/call.ts";
import { membershipKeys } from "./keys.ts";

/** PUT Membership/CancelUserMembership?userID: auto-renewal off, access until EndDateTime. */
export function cancelUserMembership(userId: number) {
  return callApi(contract.membership.cancelUserMembership, { query: { userID: userId } });
}

export function useCancelUserMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelUserMembership,
    onSuccess: (result, userId) => {
      queryClient.setQueryData(membershipKeys.current(userId), result.Data);
      return queryClient.invalidateQueries({ queryKey: membershipKeys.member(userId) });
    },
  });
}
