import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "../../../shared/api/client.ts";
import { membershipKeys } from "./keys.ts";

/** What to show about the stored card and the next automatic charge. */
export interface BillingInfo {
  HasBillingDetails: boolean;
  CardHolderName: string | null;
  CardBrand: string | null;
  Last4: string | null;
  /** MM/YY. */
  ExpiryDate: string | null;
  IsExpired: boolean;
  ExpiresBeforeRenewal: boolean;
  AutoRenew: boolean;
  NextRenewalDate: string | null;
  /** Dollars. */
  NextRenewalAmount: number | null;
}

/** GET UserBillingDetail/GetBillingDetailsInfoByUserId?userId. */
export function getBillingDetailsInfoByUserId(userId: number): Promise<BillingInfo> {
  return apiData<BillingInfo>("UserBillingDetail/GetBillingDetailsInfoByUserId", { query: { userId } });
}

export const billingInfoQuery = (userId: number) =>
  queryOptions({ queryKey: membershipKeys.billingInfo(userId), queryFn: () => getBillingDetailsInfoByUserId(userId) });

export function useBillingInfo(userId: number) {
  return useQuery(billingInfoQuery(userId));
}
