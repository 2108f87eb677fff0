import { z } from "zod";
import { findLevel } from "../membership/plans.ts";
import { flagSchema } from "../shared/flag.ts";
import { recordIdSchema } from "../shared/ids.ts";

/**
 * A hardship application (spec 001 §1, /hardshipapplication; the form's fields are not shown in the spec, so
 * these are ours): the level asked for, why, optional details and amount, and a truthfulness declaration.
 * Messages are i18n keys under `hardship.`.
 */

export const HARDSHIP_REASON_MIN = 30;
export const HARDSHIP_REASON_MAX = 4000;
export const HARDSHIP_DETAILS_MAX = 2000;

export const hardshipApplicationSchema = z.object({
  UserId: recordIdSchema().optional(),
  /** The paid level (2 to 5) the member cannot afford. */
  MembershipId: z.coerce
    .number({ error: "hardship.membershipRequired" })
    .int("hardship.membershipRequired")
    .refine((id) => (findLevel(id)?.priceCents ?? 0) > 0, "hardship.membershipRequired"),
  Reason: z
    .string({ error: "hardship.reasonRequired" })
    .trim()
    .min(1, "hardship.reasonRequired")
    .min(HARDSHIP_REASON_MIN, "hardship.reasonTooShort")
    .max(HARDSHIP_REASON_MAX, "hardship.reasonTooLong"),
  IncomeDetails: z.string().trim().max(HARDSHIP_DETAILS_MAX, "hardship.detailsTooLong").optional(),
  /** What the member could pay, in dollars; optional. */
  RequestedAmount: z.coerce
    .number({ error: "hardship.amountInvalid" })
    .min(0, "hardship.amountInvalid")
    .max(100_000, "hardship.amountInvalid")
    .optional(),
  AgreeDeclaration: flagSchema.default(false).refine((v) => v, "hardship.declarationRequired"),
});
export type HardshipApplicationForm = z.input<typeof hardshipApplicationSchema>;
export type HardshipApplication = z.output<typeof hardshipApplicationSchema>;

/** Data of HardshipApplication/SubmitHardshipApplication: the stored application's reference. */
export const hardshipReceiptSchema = z.object({
  Id: z.number().int(),
  Reference: z.string(),
  MembershipId: z.number().int(),
  Status: z.literal("Pending"),
  CreatedAt: z.string(),
});
export type HardshipReceipt = z.infer<typeof hardshipReceiptSchema>;
