import { contract, type Invoice, type InvoicePage } from "@haa/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callData } from "../../../shared/api/call.ts";
import { membershipKeys } from "./keys.ts";

/** The shared schemas' types; an invoice's PdfUrl needs the API key and the bearer token: download it with `apiBlob`. */
export type { Invoice, InvoicePage };

/** A member's invoices, newest first. */
export function getMembershipInvoicesByUserId(
  userId: number,
  page = 1,
  pageSize = 20,
  signal?: AbortSignal,
): Promise<InvoicePage> {
  return callData(contract.billing.getMembershipInvoicesByUserId, {
    params: { id: userId },
    query: { page, pageSize },
    signal,
  });
}

export const invoicesQuery = (userId: number) =>
  queryOptions({
    queryKey: membershipKeys.invoices(userId),
    queryFn: ({ signal }) => getMembershipInvoicesByUserId(userId, 1, 20, signal),
  });

export function useMembershipInvoices(userId: number) {
  return useQuery(invoicesQuery(userId));
}
