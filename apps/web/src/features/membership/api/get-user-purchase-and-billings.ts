import type { Purchase, PurchasePage } from "@haa/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiData } from "../../../shared/api/client.ts";

export type { Purchase };

export const PURCHASES_PAGE_SIZE = 10;

/** GET User/GetUserPurchaseAndBillings?UserId&page&pageSize: every payment of the member, newest first. */
export function getUserPurchases(userId: number, page: number): Promise<PurchasePage> {
  return apiData("User/GetUserPurchaseAndBillings", {
    query: { UserId: userId, page, pageSize: PURCHASES_PAGE_SIZE },
  });
}

export function useUserPurchases(userId: number, page: number) {
  return useQuery({
    queryKey: ["purchases", userId, page],
    queryFn: () => getUserPurchases(userId, page),
    placeholderData: keepPreviousData,
  });
}
