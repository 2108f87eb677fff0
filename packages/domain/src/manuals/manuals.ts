import { z } from "zod";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { listDataSchema, listQuerySchema } from "../shared/list.ts";

/**
 * Digital manuals (spec 001 §7 `DigitalManual/GetDigitalManualByUserId`, `DigitalManual/GetDigitalManualInBinary`;
 * the rest is ours, ADR 0032). Messages are i18n keys under `manual.` (namespace `manuals`).
 */

export const MANUAL_SOURCES = ["purchase", "course", "admin"] as const;
export type ManualSource = (typeof MANUAL_SOURCES)[number];
/** Largest source PDF an administrator may upload. */
export const MANUAL_PDF_MAX_BYTES = 20 * 1024 * 1024;
export const MANUAL_TITLE_MAX = 150;
export const MANUAL_DESCRIPTION_MAX = 2000;

/**
 * `filter` of the member's list: a source (`purchase`, `course`, `admin`), a language code, or empty/`all`.
 */
export const manualFilterSchema = z
  .string()
  .trim()
  .max(20, "manual.filterInvalid")
  .optional()
  .transform((value, context) => {
    const text = (value ?? "").toLowerCase();
    if (text === "" || text === "all") return { kind: "all" as const };
    if ((MANUAL_SOURCES as readonly string[]).includes(text))
      return { kind: "source" as const, source: text as ManualSource };
    if (/^[a-z]{2}$/.test(text)) return { kind: "language" as const, language: text };
    context.addIssue({ code: "custom", message: "manual.filterInvalid" });
    return z.NEVER;
  });
export type ManualFilter = z.output<typeof manualFilterSchema>;

export const myManualsQuerySchema = listQuerySchema({ defaultPageSize: 12, maxPageSize: 50 }).extend({
  userId: z.coerce.number({ error: "manual.userRequired" }).int("manual.userRequired").positive("manual.userRequired"),
  filter: manualFilterSchema,
});

/** One manual a member owns (the copy: its Id is what GetDigitalManualInBinary takes). */
export const myManualSchema = z.object({
  Id: z.number(),
  ManualId: z.number(),
  Title: z.string(),
  Description: z.string(),
  Language: z.string(),
  Thumbnail: z.string().nullable(),
  /** The personalised PDF's call (bearer). */
  File: z.string(),
  PurchaseId: z.string(),
  Source: z.enum(MANUAL_SOURCES),
  GrantedAt: isoDateTimeSchema,
  CourseId: z.number().nullable(),
});
export type MyManual = z.infer<typeof myManualSchema>;
export const myManualListSchema = listDataSchema(myManualSchema);
export type MyManualList = z.infer<typeof myManualListSchema>;

export const manualBinaryQuerySchema = z.object({
  Id: z.coerce.number({ error: "manual.notFound" }).int("manual.notFound").positive("manual.notFound"),
  // Accepted for the spec's callers; the watermark always names the account holder (ADR 0032).
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
});

/** Administrators: the manual's details (multipart with the PDF on create, JSON on edit). */
export const manualDetailsSchema = z.object({
  Title: z
    .string({ error: "manual.titleRequired" })
    .trim()
    .min(3, "manual.titleRequired")
    .max(MANUAL_TITLE_MAX, "manual.titleMax"),
  Description: z.string().trim().max(MANUAL_DESCRIPTION_MAX, "manual.descriptionMax").default(""),
  Language: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, "manual.languageInvalid")
    .default("en"),
  Price: z.coerce
    .number({ error: "manual.priceInvalid" })
    .min(0, "manual.priceInvalid")
    .max(10_000, "manual.priceInvalid")
    .default(0),
  CourseId: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.coerce
      .number({ error: "manual.courseInvalid" })
      .int("manual.courseInvalid")
      .positive("manual.courseInvalid")
      .optional(),
  ),
});
export type ManualDetails = z.output<typeof manualDetailsSchema>;

export const grantManualSchema = z.object({
  UserId: z.coerce.number({ error: "manual.userRequired" }).int("manual.userRequired").positive("manual.userRequired"),
  ManualId: z.coerce.number({ error: "manual.notFound" }).int("manual.notFound").positive("manual.notFound"),
});

export const adminManualSchema = z.object({
  Id: z.number(),
  Title: z.string(),
  Description: z.string(),
  Language: z.string(),
  Price: z.number(),
  CourseId: z.number().nullable(),
  Thumbnail: z.string().nullable(),
  Owners: z.number(),
  CreatedAt: isoDateTimeSchema,
});
export type AdminManual = z.infer<typeof adminManualSchema>;
export const adminManualListSchema = z.object({ List: z.array(adminManualSchema), TotalCount: z.number() });
export const manualGrantReceiptSchema = z.object({ Id: z.number(), PurchaseId: z.string() });

/** A purchase id as members see it on their copy: `M-<year>-<six digits>` (e.g. M-2026-000123). */
export function manualPurchaseId(year: number, sequence: number): string {
  return `M-${year}-${String(sequence).padStart(6, "0")}`;
}

/** Whether bytes start like a PDF (`%PDF-`), before any parser sees them. */
export function hasPdfMagic(bytes: Uint8Array): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);
}

/** The watermark line of a personalised copy. */
export function manualWatermark(name: string, purchaseId: string): string {
  return `${name} · ${purchaseId}`;
}

/** The card fields of the checkout form (the enrolment checkout's, spec 000 §3). */
const manualCardFields = {
  CardHolderName: z.string().max(200).nullish(),
  CardNumber: z.string().max(40).nullish(),
  ExpiryDate: z.string().max(10).nullish(),
  CVV: z.string().max(10).nullish(),
};

/**
 * DigitalManual/PurchaseManual (ours, ADR 0039): the caller buys a manual by card on `/manualcheckout`.
 * AmountPaid must equal the manual's price; the card may be left empty when the manual is free.
 */
export const manualPurchaseInputSchema = z.object({
  ManualId: z.coerce.number({ error: "manual.notFound" }).int("manual.notFound").positive("manual.notFound"),
  AmountPaid: z.union([z.number(), z.string().max(20)]).optional(),
  ...manualCardFields,
});
export type ManualPurchaseInput = z.infer<typeof manualPurchaseInputSchema>;

export const manualForSaleQuerySchema = z.object({
  manualId: z.coerce.number({ error: "manual.notFound" }).int("manual.notFound").positive("manual.notFound"),
});

/** A manual as the shop window shows it to a member: its price and whether they already own it. */
export const manualForSaleSchema = z.object({
  Id: z.number(),
  Title: z.string(),
  Description: z.string(),
  Language: z.string(),
  Price: z.number().describe("dollars"),
  CourseId: z.number().nullable(),
  Thumbnail: z.string().nullable(),
  Owned: z.boolean(),
});
export type ManualForSale = z.infer<typeof manualForSaleSchema>;
export const manualsForSaleSchema = z.array(manualForSaleSchema);

/** What a manual purchase answers: the member's copy and the invoice. */
export const manualPurchaseReceiptSchema = z.object({
  ManualId: z.number(),
  CopyId: z.number(),
  PurchaseId: z.string(),
  Title: z.string(),
  AmountPaid: z.number(),
  InvoiceId: z.number().nullable(),
  InvoiceNumber: z.string().nullable(),
  PdfUrl: z.string().nullable(),
});
export type ManualPurchaseReceipt = z.infer<typeof manualPurchaseReceiptSchema>;

const paymentId = z.coerce
  .number({ error: "manualRefund.notFound" })
  .int("manualRefund.notFound")
  .positive("manualRefund.notFound")
  .max(2_147_483_647, "manualRefund.notFound");

/** DigitalManual/AdminGetManualPurchases (ours, ADR 0051): who holds copies of one manual. */
export const adminManualPurchasesQuerySchema = z.object({
  manualId: z.coerce.number({ error: "manual.notFound" }).int("manual.notFound").positive("manual.notFound"),
});

/** One copy of a manual as administrators see it, with the payment that bought it (if any). */
export const adminManualPurchaseSchema = z.object({
  CopyId: z.number(),
  PurchaseId: z.string(),
  UserId: z.number(),
  Name: z.string(),
  Email: z.string(),
  Source: z.enum(MANUAL_SOURCES),
  GrantedAt: isoDateTimeSchema,
  /** The billing payment; null for a copy given by an administrator or a course, or bought free. */
  PaymentId: z.number().nullable(),
  InvoiceNumber: z.string().nullable(),
  Amount: z.number().nullable().describe("dollars"),
  Method: z.enum(["card", "paypal"]).nullable(),
});
export type AdminManualPurchase = z.infer<typeof adminManualPurchaseSchema>;
export const adminManualPurchaseListSchema = z.object({
  List: z.array(adminManualPurchaseSchema),
  TotalCount: z.number(),
});
export type AdminManualPurchaseList = z.infer<typeof adminManualPurchaseListSchema>;

/** DigitalManual/AdminRefundManual (ours, ADR 0051): the manual payment to give back. */
export const manualRefundInputSchema = z.object({ PaymentId: paymentId });
export type ManualRefundInput = z.infer<typeof manualRefundInputSchema>;

/** What a refund answers: the payment, whether money went back through a port, and the copy taken back. */
export const manualRefundReceiptSchema = z.object({
  PaymentId: z.number(),
  InvoiceNumber: z.string(),
  Title: z.string(),
  Amount: z.number().describe("dollars"),
  Method: z.enum(["card", "paypal"]),
  Status: z.literal("refunded"),
  /** True when the gateway gave the money back; false for PayPal (the port has no refund: recorded only). */
  RefundedThroughGateway: z.boolean(),
  /** The purchase id of the copy the member lost, or null when none was left. */
  RevokedPurchaseId: z.string().nullable(),
});
export type ManualRefundReceipt = z.infer<typeof manualRefundReceiptSchema>;
