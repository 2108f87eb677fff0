import { contract, type SavedBillingDetails } from "@haa/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callData } from "../../../shared/api/call.ts";
import { membershipKeys } from "./keys.ts";

/** The stored auto-renewal card as the billing form shows it: number, expiry and CVV masked with `*`. */
export type { SavedBillingDetails };

/** GET Membership/GetBillingDetailsByUserId?userId (null when no card is stored). */
export function getBillingDetailsByUserId(userId: number, signal?: AbortSignal): Promise<SavedBillingDetails | null> {
  return callData(contract.membership.getBillingDetailsByUserId, { query: { userId }, signal });
}

export const billingDetailsQuery = (userId: number) =>
  queryOptions({
    queryKey: membershipKeys.billingDetails(userId),
    queryFn: ({ signal }) => getBillingDetailsByUserId(userId, signal),
  });

export function useBillingDetails(userId: number) {
  return useQuery(billingDetailsQuery(userId));
}
