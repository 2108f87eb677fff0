import { z } from "zod";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { listDataSchema } from "../shared/list.ts";

/** What a payment was for. */
export const paymentKindSchema = z.enum([
  "signup",
  "renewal",
  "levelChange",
  "instructorRenewal",
  "autoRenewal",
  // A seminar place or a self-study course (issue 8, ADR 0031).
  "seminar",
  "course",
  // A digital manual bought on /manualcheckout (ADR 0039).
  "manual",
]);

/** One line of an invoice; Description is already in the reader's language, Amount in dollars (discounts negative). */
export const invoiceLineSchema = z.object({
  Kind: z.enum([
    "membership",
    "licensingFee",
    "credits",
    "coupon",
    "countryDiscount",
    "proratedAdjustment",
    "seminar",
    "course",
    "retakeDiscount",
    "manual",
  ]),
  Description: z.string(),
  Amount: z.number(),
});
export type InvoiceLineView = z.infer<typeof invoiceLineSchema>;

/** One invoice of Invoices/GetMembershipInvoicesByUserId; amounts in dollars. */
export const invoiceSchema = z.object({
  Id: z.number().int(),
  InvoiceNumber: z.string(),
  Date: isoDateTimeSchema,
  Kind: paymentKindSchema,
  MembershipId: z.number().int(),
  MembershipName: z.string(),
  PeriodStart: isoDateTimeSchema.nullable(),
  PeriodEnd: isoDateTimeSchema.nullable(),
  Lines: z.array(invoiceLineSchema),
  Subtotal: z.number(),
  Discount: z.number(),
  Total: z.number(),
  Currency: z.string(),
  CouponCode: z.string().nullable(),
  CardBrand: z.string().nullable(),
  Last4: z.string().nullable(),
  Status: z.enum(["Paid", "Refunded"]),
  /** Invoices/DownloadInvoicePdf/{id}: needs the API key and the bearer token like every other call. */
  PdfUrl: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListSchema = listDataSchema(invoiceSchema);
export type InvoicePage = z.infer<typeof invoiceListSchema>;

/**
 * The body of Invoices/DownloadInvoicePdf: the PDF's bytes. Fastify sends bytes as they are, never through a
 * serializer, so this only types the handler and describes the file in OpenAPI (a binary string).
 */
export const pdfFileSchema = z
  .custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array)
  .meta({ type: "string", format: "binary" });
