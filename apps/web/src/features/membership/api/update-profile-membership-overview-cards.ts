import { contract, type ProfileOverviewCard } from "@haa/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api/call.ts";
import { membershipKeys } from "./keys.ts";

/** POST User/UpdateProfileMembershipOveriewCards (the spec's spelling): which cards show, in which order. */
export function updateProfileMembershipOverviewCards(body: { UserId: number; Cards: ProfileOverviewCard[] }) {
  return callApi(contract.membership.updateProfileMembershipOveriewCards, { body });
}

export function useUpdateOverviewCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileMembershipOverviewCards,
    onSuccess: (result, { UserId }) => {
      queryClient.setQueryData(membershipKeys.overviewCards(UserId), result.Data);
      return queryClient.invalidateQueries({ queryKey: membershipKeys.overview(UserId) });
    },
  });
}
