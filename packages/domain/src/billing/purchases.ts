import { z } from "zod";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { listDataSchema, listQuerySchema } from "../shared/list.ts";

/**
 * User/GetUserPurchaseAndBillings (spec 001 §7): every payment of a member, newest first, from the three places
 * money is recorded: billing's payments (memberships, seminars, courses, manuals), store orders and donations
 * (ADR 0038). Only completed payments and refunded ones are purchases: a store checkout that is pending, was
 * declined (cancelled) or expired took no money and is not listed.
 */
export const purchaseSourceSchema = z.enum(["Membership", "Seminar", "Course", "Manual", "StoreOrder", "Donation"]);
export type PurchaseSource = z.infer<typeof purchaseSourceSchema>;

export const purchaseSchema = z.object({
  /** Unique across sources: `payment-12`, `order-5`, `donation-3`. */
  Key: z.string(),
  Id: z.number().int(),
  Source: purchaseSourceSchema,
  Date: isoDateTimeSchema,
  /** What was bought: the plan's name, the seminar's or course's title, the order's own lines, "Donation". */
  Title: z.string(),
  /** The invoice, order or donation number. */
  Reference: z.string(),
  /** Dollars. */
  Amount: z.number(),
  Currency: z.string(),
  /** The payment's own status: Paid, Shipped (store orders only) or Refunded. */
  Status: z.enum(["Paid", "Shipped", "Refunded"]),
  /**
   * The PDF (API path): memberships, seminars, courses, manuals and donations need the API key and the bearer;
   * a store order's is its signed link (Store/GetOrderInvoicePdf), valid a year.
   */
  InvoiceUrl: z.string().nullable(),
  /** A web page with the details (store orders: /purchasedetail?orderId=…). */
  DetailUrl: z.string().nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const purchaseListSchema = listDataSchema(purchaseSchema);
export type PurchasePage = z.infer<typeof purchaseListSchema>;

export const purchaseListQuerySchema = listQuerySchema({ defaultPageSize: 10, maxPageSize: 50 }).extend({
  UserId: z.coerce.number({ error: "errors.userNotFound" }).int().positive().max(2_147_483_647),
});
