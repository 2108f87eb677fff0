import type { ProfileOverviewCard } from "@haa/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/client.ts";
import type { OverviewCards } from "./get-profile-membership-overview-cards.ts";
import { membershipKeys } from "./keys.ts";

/** POST User/UpdateProfileMembershipOveriewCards (the spec's spelling): which cards show, in which order. */
export function updateProfileMembershipOverviewCards(body: { UserId: number; Cards: ProfileOverviewCard[] }) {
  return apiRequest<OverviewCards>("User/UpdateProfileMembershipOveriewCards", { method: "POST", json: body });
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
