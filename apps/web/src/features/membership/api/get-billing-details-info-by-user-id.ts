import type { BillingInfo } from "@haa/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "../../../shared/api/client.ts";
import { membershipKeys } from "./keys.ts";

/** What to show about the stored card and the next automatic charge. */
export type { BillingInfo };

/** GET UserBillingDetail/GetBillingDetailsInfoByUserId?userId. */
export function getBillingDetailsInfoByUserId(userId: number): Promise<BillingInfo> {
  return apiData<BillingInfo>("UserBillingDetail/GetBillingDetailsInfoByUserId", { query: { userId } });
}

export const billingInfoQuery = (userId: number) =>
  queryOptions({ queryKey: membershipKeys.billingInfo(userId), queryFn: () => getBillingDetailsInfoByUserId(userId) });

export function useBillingInfo(userId: number) {
  return useQuery(billingInfoQuery(userId));
}
