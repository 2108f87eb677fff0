import { contract } from "@haa/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api/call.ts";
import { membershipKeys } from "./keys.ts";

/** PUT Membership/ResumeUserMembership?userID: auto-renewal on again (not in the spec; undoes a cancel). */
export function resumeUserMembership(userId: number) {
  return callApi(contract.membership.resumeUserMembership, { query: { userID: userId } });
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
