import type { Invoice, InvoicePage } from "@haa/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "../../../shared/api/client.ts";
import { membershipKeys } from "./keys.ts";

/** The shared schemas' types; an invoice's PdfUrl needs the API key and the bearer token: download it with `apiBlob`. */
export type { Invoice, InvoicePage };

/** GET Invoices/GetMembershipInvoicesByUserId/{id}, newest first. */
export function getMembershipInvoicesByUserId(userId: number, page = 1, pageSize = 20): Promise<InvoicePage> {
  return apiData<InvoicePage>(`Invoices/GetMembershipInvoicesByUserId/${encodeURIComponent(userId)}`, {
    query: { page, pageSize },
  });
}

export const invoicesQuery = (userId: number) =>
  queryOptions({ queryKey: membershipKeys.invoices(userId), queryFn: () => getMembershipInvoicesByUserId(userId) });

export function useMembershipInvoices(userId: number) {
  return useQuery(invoicesQuery(userId));
}
