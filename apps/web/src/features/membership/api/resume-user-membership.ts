import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/client.ts";
import type { CurrentMembership } from "./get-membership-by-user-id.ts";
import { membershipKeys } from "./keys.ts";

/** PUT Membership/ResumeUserMembership?userID: auto-renewal on again (not in the spec; undoes a cancel). */
export function resumeUserMembership(userId: number) {
  return apiRequest<CurrentMembership>("Membership/ResumeUserMembership", {
    method: "PUT",
    query: { userID: userId },
  });
}

export function useResumeUserMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeUserMembership,
    onSuccess: (result, userId) => {
      queryClient.setQueryData(membershipKeys.current(userId), result.Data);
      return queryClient.invalidateQueries({ queryKey: membershipKeys.member(userId) });
    },
  });
}
