import type { SavedBillingDetails } from "@haa/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "../../../shared/api/client.ts";
import { membershipKeys } from "./keys.ts";

/** The stored auto-renewal card as the billing form shows it: number, expiry and CVV masked with `*`. */
export type { SavedBillingDetails };

/** GET Membership/GetBillingDetailsByUserId?userId (null when no card is stored). */
export function getBillingDetailsByUserId(userId: number): Promise<SavedBillingDetails | null> {
  return apiData<SavedBillingDetails | null>("Membership/GetBillingDetailsByUserId", { query: { userId } });
}

export const billingDetailsQuery = (userId: number) =>
  queryOptions({ queryKey: membershipKeys.billingDetails(userId), queryFn: () => getBillingDetailsByUserId(userId) });

export function useBillingDetails(userId: number) {
  return useQuery(billingDetailsQuery(userId));
}
