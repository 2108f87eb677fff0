import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "../../../shared/api/client.ts";
import { membershipKeys } from "./keys.ts";

export interface InvoiceLine {
  Kind: string;
  /** Already in the reader's language. */
  Description: string;
  /** Dollars; discounts are negative. */
  Amount: number;
}

export interface Invoice {
  Id: number;
  InvoiceNumber: string;
  Date: string;
  Kind: string;
  MembershipId: number;
  MembershipName: string;
  PeriodStart: string | null;
  PeriodEnd: string | null;
  Lines: InvoiceLine[];
  Subtotal: number;
  Discount: number;
  Total: number;
  Currency: string;
  CouponCode: string | null;
  CardBrand: string | null;
  Last4: string | null;
  Status: "Paid" | "Refunded";
  /** Needs the API key and the bearer token: download it with `apiBlob`. */
  PdfUrl: string;
}

export interface InvoicePage {
  List: Invoice[];
  TotalCount: number;
  Page: number;
  PageSize: number;
}

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
