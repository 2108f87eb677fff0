import type { ProfileOverviewCardsData } from "@haa/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "../../../shared/api/client.ts";
import { membershipKeys } from "./keys.ts";

/** Every card, each once, in display order: the shared schema's type. */
export type OverviewCards = ProfileOverviewCardsData;

/** GET User/GetProfileMembershipOveriewCardsByUserId?userId (the spec's spelling): every card, in order. */
export function getProfileMembershipOverviewCards(userId: number): Promise<OverviewCards> {
  return apiData<OverviewCards>("User/GetProfileMembershipOveriewCardsByUserId", { query: { userId } });
}

export const overviewCardsQuery = (userId: number) =>
  queryOptions({
    queryKey: membershipKeys.overviewCards(userId),
    queryFn: () => getProfileMembershipOverviewCards(userId),
  });

export function useOverviewCards(userId: number) {
  return useQuery(overviewCardsQuery(userId));
}
