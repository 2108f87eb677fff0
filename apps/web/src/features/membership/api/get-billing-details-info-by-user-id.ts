import { type BillingInfo, contract } from "@haa/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callData } from "../../../shared/api/call.ts";
import { membershipKeys } from "./keys.ts";

/** What to show about the stored card and the next automatic charge. */
export type { BillingInfo };

/** GET UserBillingDetail/GetBillingDetailsInfoByUserId?userId. */
export function getBillingDetailsInfoByUserId(userId: number, signal?: AbortSignal): Promise<BillingInfo> {
  return callData(contract.membership.getBillingDetailsInfoByUserId, { query: { userId }, signal });
}

export const billingInfoQuery = (userId: number) =>
  queryOptions({
    queryKey: membershipKeys.billingInfo(userId),
    queryFn: ({ signal }) => getBillingDetailsInfoByUserId(userId, signal),
  });

export function useBillingInfo(userId: number) {
  return useQuery(billingInfoQuery(userId));
}
