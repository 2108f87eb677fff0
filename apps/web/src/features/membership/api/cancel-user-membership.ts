import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/client.ts";
import type { CurrentMembership } from "./get-membership-by-user-id.ts";
import { membershipKeys } from "./keys.ts";

/** PUT Membership/CancelUserMembership?userID: auto-renewal off, access until EndDateTime. */
export function cancelUserMembership(userId: number) {
  return apiRequest<CurrentMembership>("Membership/CancelUserMembership", {
    method: "PUT",
    query: { userID: userId },
  });
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
