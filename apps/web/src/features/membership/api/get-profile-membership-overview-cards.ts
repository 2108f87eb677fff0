import { contract, type ProfileOverviewCardsData } from "@haa/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callData } from "../../../shared/api/call.ts";
import { membershipKeys } from "./keys.ts";

/** Every card, each once, in display order: the shared schema's type. */
export type OverviewCards = ProfileOverviewCardsData;

/** GET User/GetProfileMembershipOveriewCardsByUserId?userId (the spec's spelling): every card, in order. */
export function getProfileMembershipOverviewCards(userId: number, signal?: AbortSignal): Promise<OverviewCards> {
  return callData(contract.membership.getProfileMembershipOveriewCardsByUserId, { query: { userId }, signal });
}

export const overviewCardsQuery = (userId: number) =>
  queryOptions({
    queryKey: membershipKeys.overviewCards(userId),
    queryFn: ({ signal }) => getProfileMembershipOverviewCards(userId, signal),
  });

export function useOverviewCards(userId: number) {
  return useQuery(overviewCardsQuery(userId));
}
