import { z } from "zod";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { recordIdSchema } from "../shared/ids.ts";
import { shownLanguageSchema } from "../translations/translations.ts";
import { ELIGIBILITY_CODES } from "./rules.ts";

const id = recordIdSchema();
const optionalId = z.preprocess((value) => (value === "" || value === null ? undefined : value), id.optional());

/** The card fields of the checkout form, the same four the membership payment takes (spec 000 §3). */
const cardFields = {
  CardHolderName: z.string().max(200).nullish(),
  CardNumber: z.string().max(40).nullish(),
  ExpiryDate: z.string().max(10).nullish(),
  CVV: z.string().max(10).nullish(),
};

/**
 * Enrollment/EnrollCourseOrSeminar: a seminar (SeminarId) or a self-study course (CourseId), paid by card.
 * AmountPaid must equal the server's price; the card may be left empty when the price is 0.
 */
export const enrollInputSchema = z
  .object({
    UserId: id,
    SeminarId: optionalId,
    CourseId: optionalId,
    AmountPaid: z.union([z.number(), z.string().max(20)]).optional(),
    ...cardFields,
  })
  .refine((body) => (body.SeminarId === undefined) !== (body.CourseId === undefined), {
    message: "enrollmentErrors.itemRequired",
    path: ["SeminarId"],
  });
export type EnrollInput = z.infer<typeof enrollInputSchema>;

/** PayPal/CreatePaymentAsync: the same item choice, no card; or a digital manual (ManualId, ADR 0051). */
export const paypalCreateInputSchema = z
  .object({
    UserId: id,
    SeminarId: optionalId,
    CourseId: optionalId,
    ManualId: optionalId,
    AmountPaid: z.union([z.number(), z.string().max(20)]).optional(),
  })
  .refine((body) => [body.SeminarId, body.CourseId, body.ManualId].filter((v) => v !== undefined).length === 1, {
    message: "enrollmentErrors.itemRequired",
    path: ["SeminarId"],
  });
export type PaypalCreateInput = z.infer<typeof paypalCreateInputSchema>;

/** A seminar (spec: seminarId), or a self-study course (courseId, which the checkout screen needs too). */
export const eligibilityQuerySchema = z
  .object({ seminarId: optionalId, courseId: optionalId, userId: id })
  .refine((query) => (query.seminarId === undefined) !== (query.courseId === undefined), {
    message: "enrollmentErrors.itemRequired",
    path: ["seminarId"],
  });
export const enrolledQuerySchema = z.object({ userId: id });
export const nonAssociationQuerySchema = z.object({
  seminarId: id,
  userId: id,
  PaidAmount: z.coerce
    .number({ error: "enrollmentErrors.amountInvalid" })
    .min(0, { error: "enrollmentErrors.amountInvalid" })
    .max(100_000, { error: "enrollmentErrors.amountInvalid" }),
});
export const paypalReturnQuerySchema = z.object({ url: z.string().min(1).max(2000) });

/** The price of an item for one student, in dollars (spec style: amounts as numbers). */
export const enrollmentPriceSchema = z.object({
  Price: z.number(),
  RetakePercent: z.number().int(),
  RetakeDiscount: z.number(),
  Total: z.number(),
  IsRetake: z.boolean(),
  Currency: z.string(),
});

/**
 * The student's PayPal payment for the item that is still waiting for them (ADR 0063): the seat is held until
 * HoldUntil; ApprovalUrl goes back to the same PayPal approval, Enrollment/CancelPendingEnrollment gives the
 * seat back at once.
 */
export const pendingPaymentSchema = z.object({
  EnrollmentId: z.number().int(),
  OrderId: z.string(),
  ApprovalUrl: z.string(),
  HoldUntil: isoDateTimeSchema,
});
export type PendingPayment = z.infer<typeof pendingPaymentSchema>;

/** Enrollment/CancelPendingEnrollment: the student's pending PayPal place for a seminar or self-study course. */
export const cancelPendingQuerySchema = eligibilityQuerySchema;

/** Enrollment/CheckUserEligibleForSeminar: whether the student may enrol, which rule fails, and the price. */
export const eligibilitySchema = z.object({
  IsEligible: z.boolean(),
  /** The first failing rule; null when eligible. */
  Code: z.enum(ELIGIBILITY_CODES).nullable(),
  /** The failing rule in the reader's language. */
  Reason: z.string().nullable(),
  MissingCourses: z.array(z.object({ Id: z.number().int(), Title: z.string() })),
  SeatsLeft: z.number().int().nullable(),
  /** The caller's PayPal payment waiting for this item (Code alreadyEnrolled); null (or absent) otherwise. */
  PendingPayment: pendingPaymentSchema.nullish(),
  Item: z.object({
    Kind: z.enum(["seminar", "course"]),
    SeminarId: z.number().int().nullable(),
    CourseId: z.number().int(),
    Title: z.string(),
    Lang: shownLanguageSchema.optional().describe("the language of Title as shown"),
    Level: z.enum(["beginner", "advanced"]),
    FirstDate: isoDateTimeSchema.nullable(),
    LastDate: isoDateTimeSchema.nullable(),
    City: z.string().nullable(),
    Country: z.string().nullable(),
    Format: z.enum(["inPerson", "online", "selfStudy"]),
  }),
  Pricing: enrollmentPriceSchema,
});
export type EligibilityView = z.infer<typeof eligibilitySchema>;

/** What a successful enrolment answers (card, free, PayPal capture or instructor record). */
export const enrollmentReceiptSchema = z.object({
  EnrollmentId: z.number().int(),
  Status: z.enum(["pending", "enrolled", "cancelled", "refunded"]),
  SeminarId: z.number().int().nullable(),
  CourseId: z.number().int(),
  Title: z.string(),
  AmountPaid: z.number(),
  InvoiceId: z.number().int().nullable(),
  InvoiceNumber: z.string().nullable(),
  PdfUrl: z.string().nullable(),
});
export type EnrollmentReceipt = z.infer<typeof enrollmentReceiptSchema>;

/** PayPal/CreatePaymentAsync: where to send the browser, and the held place. */
export const paypalOrderSchema = z.object({
  ApprovalUrl: z.string(),
  OrderId: z.string(),
  /** The held place; null when a manual is bought. */
  EnrollmentId: z.number().int().nullable(),
  /** The manual being bought, or null for a place. */
  ManualId: z.number().int().nullable(),
  HoldUntil: isoDateTimeSchema,
});
export type PaypalOrder = z.infer<typeof paypalOrderSchema>;

/**
 * PayPal/GetPaymentDetailsFromURL: the enrolment receipt, or for a manual (Kind manual, ADR 0051) the copy's
 * purchase id with Status `bought` (or `pending`/`cancelled`).
 */
export const paypalReturnReceiptSchema = enrollmentReceiptSchema.extend({
  Kind: z.enum(["enrollment", "manual"]),
  EnrollmentId: z.number().int().nullable(),
  CourseId: z.number().int().nullable(),
  Status: z.enum(["pending", "enrolled", "cancelled", "refunded", "bought"]),
  ManualId: z.number().int().nullable(),
  PurchaseId: z.string().nullable(),
});
export type PaypalReturnReceipt = z.infer<typeof paypalReturnReceiptSchema>;

/** One enrolled item of Enrollment/GetEnrolledCourseOrSeminarByUserId (spec 001 §4 order). */
export const enrolledItemSchema = z.object({
  EnrollmentId: z.number().int(),
  Kind: z.enum(["seminar", "course"]),
  SeminarId: z.number().int().nullable(),
  CourseId: z.number().int(),
  Title: z.string(),
  Lang: shownLanguageSchema.optional().describe("the language of Title as shown"),
  Status: z.enum(["pending", "enrolled", "cancelled", "refunded"]),
  Source: z.enum(["card", "paypal", "free", "instructor", "nonAssociation"]),
  FirstDate: isoDateTimeSchema.nullable(),
  LastDate: isoDateTimeSchema.nullable(),
  City: z.string().nullable(),
  Country: z.string().nullable(),
  Format: z.enum(["inPerson", "online", "selfStudy"]),
  EnrolledAt: isoDateTimeSchema,
  AmountPaid: z.number(),
  IsRetake: z.boolean(),
  GraduatedAt: isoDateTimeSchema.nullable(),
  CompletedAt: isoDateTimeSchema.nullable(),
  CeCreditsAwarded: z.number().int().nullable(),
  InvoiceId: z.number().int().nullable(),
  PdfUrl: z.string().nullable(),
});
export type EnrolledItem = z.infer<typeof enrolledItemSchema>;
export const enrolledListSchema = z.object({ List: z.array(enrolledItemSchema), TotalCount: z.number().int() });
export type EnrolledList = z.infer<typeof enrolledListSchema>;
