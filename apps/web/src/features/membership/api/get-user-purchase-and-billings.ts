import { contract, type Purchase, type PurchasePage } from "@haa/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callData } from "../../../shared/api/call.ts";

export type { Purchase };

export const PURCHASES_PAGE_SIZE = 10;

/** Every payment of the member, newest first, one page. */
export function getUserPurchases(userId: number, page: number, signal?: AbortSignal): Promise<PurchasePage> {
  return callData(contract.billing.getUserPurchaseAndBillings, {
    query: { UserId: userId, page, pageSize: PURCHASES_PAGE_SIZE },
    signal,
  });
}

export const userPurchasesQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: ["purchases", userId, page],
    queryFn: ({ signal }) => getUserPurchases(userId, page, signal),
  });

export function useUserPurchases(userId: number, page: number) {
  return useQuery({ ...userPurchasesQuery(userId, page), placeholderData: keepPreviousData });
}
