import { z } from "zod";
import {
  paypalCreateInputSchema,
  paypalOrderSchema,
  paypalReturnQuerySchema,
  paypalReturnReceiptSchema,
} from "../enrollment/enrollment.ts";
import { defineCall } from "../shared/contract.ts";
import { recordIdSchema } from "../shared/ids.ts";
import { listQuerySchema } from "../shared/list.ts";
import { purchaseListQuerySchema, purchaseListSchema } from "./purchases.ts";
import { invoiceListSchema } from "./responses.ts";

export const getMembershipInvoicesByUserId = defineCall({
  method: "GET",
  path: "/api/Invoices/GetMembershipInvoicesByUserId/:id",
  params: z.object({ id: recordIdSchema() }),
  query: listQuerySchema(),
  data: invoiceListSchema,
});

/** The invoice's PDF; the receipt mail's signed link (`token`) works without the API key and bearer. */
export const downloadInvoicePdf = defineCall({
  method: "GET",
  path: "/api/Invoices/DownloadInvoicePdf/:invoiceId",
  params: z.object({ invoiceId: recordIdSchema() }),
  query: z.object({ token: z.string().max(200).optional() }),
  file: "application/pdf",
  data: z.null(),
});

export const getUserPurchaseAndBillings = defineCall({
  method: "GET",
  path: "/api/User/GetUserPurchaseAndBillings",
  query: purchaseListQuerySchema,
  data: purchaseListSchema,
});

/** Starts a PayPal payment of a seminar, a self-study course or a manual (ADR 0077). */
export const createPaymentAsync = defineCall({
  method: "POST",
  path: "/api/PayPal/CreatePaymentAsync",
  body: paypalCreateInputSchema,
  data: paypalOrderSchema,
});

/** The URL PayPal sent the browser back to: captures (or cancels) the order once. */
export const getPaymentDetailsFromURL = defineCall({
  method: "POST",
  path: "/api/PayPal/GetPaymentDetailsFromURL",
  query: paypalReturnQuerySchema,
  data: paypalReturnReceiptSchema,
});
