import { z } from "zod";
import { isPrintable } from "../addresses/addresses.ts";
import { dollarsToCents } from "../billing/money.ts";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { listDataSchema, listQuerySchema } from "../shared/list.ts";

/**
 * Donations (`/donation`, issue 9; the call names and rules are ours, ADR 0038). Messages are i18n keys under
 * `donation.` (namespace `donations`).
 */

/** The smallest gift (issue 9: "minimum 1 USD"). */
export const DONATION_MIN_CENTS = 100;
/**
 * The largest gift by card on the page (ADR 0038): beyond it the association asks for a bank transfer, and a
 * stolen card cannot be emptied in one go.
 */
export const DONATION_MAX_CENTS = 10_000_00;
/** The amounts the page offers as buttons (dollars). */
export const DONATION_PRESETS = [10, 25, 50, 100, 250] as const;
export const DONOR_NAME_MAX = 100;

export const donationFrequencySchema = z.enum(["OneOff", "Yearly"]);
export type DonationFrequencyName = z.infer<typeof donationFrequencySchema>;

export type DonationAmountProblem = "required" | "invalid" | "min" | "max";

/** Reads an amount in dollars (number or text, at most two decimals) as cents, or says what is wrong with it. */
export function parseDonationAmount(
  value: unknown,
): { ok: true; cents: number } | { ok: false; problem: DonationAmountProblem } {
  if (value === undefined || value === null || String(value).trim() === "") return { ok: false, problem: "required" };
  const text = String(value).trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return { ok: false, problem: "invalid" };
  let cents: number;
  try {
    cents = dollarsToCents(text);
  } catch {
    return { ok: false, problem: "invalid" };
  }
  if (cents < DONATION_MIN_CENTS) return { ok: false, problem: "min" };
  if (cents > DONATION_MAX_CENTS) return { ok: false, problem: "max" };
  return { ok: true, cents };
}

const AMOUNT_MESSAGES: Record<DonationAmountProblem, string> = {
  required: "donation.amountRequired",
  invalid: "donation.amountInvalid",
  min: "donation.amountMin",
  max: "donation.amountMax",
};

/** The amount field: dollars in, cents out. */
export const donationAmountSchema = z.union([z.number(), z.string().max(20)]).transform((value, context) => {
  const parsed = parseDonationAmount(value);
  if (!parsed.ok) {
    context.addIssue({ code: "custom", message: AMOUNT_MESSAGES[parsed.problem] });
    return z.NEVER;
  }
  return parsed.cents;
});

const cardFields = {
  CardHolderName: z.string().max(200).nullish(),
  CardNumber: z.string().max(40).nullish(),
  ExpiryDate: z.string().max(10).nullish(),
  CVV: z.string().max(10).nullish(),
};

/** The donor: a visitor types name and e-mail; a member's are prefilled by the page and sent the same way. */
export const donorSchema = z.object({
  Name: z
    .string({ error: "donation.nameRequired" })
    .trim()
    .min(1, "donation.nameRequired")
    .max(DONOR_NAME_MAX, "donation.nameMax")
    .refine(isPrintable, "donation.nameInvalid"),
  Email: z
    .string({ error: "donation.emailRequired" })
    .trim()
    .min(1, "donation.emailRequired")
    .max(254, "donation.emailInvalid")
    .pipe(z.email("donation.emailInvalid")),
});

/** Body of Donation/Donate. */
export const donateInputSchema = donorSchema.extend({
  Amount: donationAmountSchema,
  Frequency: donationFrequencySchema.default("OneOff"),
  ...cardFields,
});
export type DonateInput = z.output<typeof donateInputSchema>;
export type DonateBody = z.input<typeof donateInputSchema>;

/** The donation form before the card (the web's form schema). */
export const donationFormSchema = donorSchema.extend({
  Amount: donationAmountSchema,
  Frequency: donationFrequencySchema,
});
export type DonationForm = z.input<typeof donationFormSchema>;

/** Data of Donation/Donate: what the receipt page shows. */
export const donationReceiptSchema = z.object({
  Id: z.number().int(),
  DonationNumber: z.string(),
  Date: isoDateTimeSchema,
  Name: z.string(),
  Email: z.string(),
  /** Dollars. */
  Amount: z.number(),
  Currency: z.string(),
  Frequency: donationFrequencySchema,
  CardBrand: z.string().nullable(),
  Last4: z.string().nullable(),
  /** The invoice PDF, signed: works without logging in (the receipt mail has the same link). */
  InvoiceUrl: z.string(),
  /** Yearly: the plan, the next charge, and a signed token that cancels it without logging in. */
  PlanId: z.number().int().nullable(),
  NextChargeDate: isoDateTimeSchema.nullable(),
  CancelToken: z.string().nullable(),
});
export type DonationReceipt = z.infer<typeof donationReceiptSchema>;

/** Body of Donation/CancelYearlyDonation: the plan, and the receipt's token when the donor is not logged in. */
export const cancelDonationPlanSchema = z.object({
  PlanId: z.coerce.number({ error: "donation.planNotFound" }).int().positive().max(2_147_483_647),
  Token: z.string().max(300).optional(),
});

/** One yearly donation of Donation/GetMyDonationPlans. */
export const donationPlanSchema = z.object({
  Id: z.number().int(),
  Amount: z.number(),
  Status: z.enum(["Active", "Cancelled", "Failed"]),
  NextChargeDate: isoDateTimeSchema.nullable(),
  CardBrand: z.string(),
  Last4: z.string(),
  CreatedAt: isoDateTimeSchema,
});
export type DonationPlan = z.infer<typeof donationPlanSchema>;
export const donationPlanListSchema = z.array(donationPlanSchema);

export const donationStatusSchema = z.enum(["Paid", "Refunded"]);
export const donationPlanStatusSchema = z.enum(["Active", "Cancelled", "Failed"]);

/** One row of the administrator's donation list. */
export const adminDonationSchema = z.object({
  Id: z.number().int(),
  DonationNumber: z.string(),
  Date: isoDateTimeSchema,
  Name: z.string(),
  Email: z.string(),
  UserId: z.number().int().nullable(),
  Amount: z.number(),
  Frequency: donationFrequencySchema,
  Status: donationStatusSchema,
  RefundedAt: isoDateTimeSchema.nullable(),
  /** The yearly plan this gift belongs to and its state (so the list can offer "stop the yearly donation"). */
  PlanId: z.number().int().nullable(),
  PlanStatus: donationPlanStatusSchema.nullable(),
});
export type AdminDonation = z.infer<typeof adminDonationSchema>;

/** Donation/GetDonations: a page plus the totals of everything the filter matches (dollars). */
export const adminDonationListSchema = listDataSchema(adminDonationSchema).extend({
  TotalAmount: z.number(),
  OneOffAmount: z.number(),
  YearlyAmount: z.number(),
  /** Refunded gifts matching the filter (not part of the totals above). */
  RefundedAmount: z.number(),
  ActiveYearlyPlans: z.number().int(),
});
export type AdminDonationPage = z.infer<typeof adminDonationListSchema>;

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 does not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const optionalDay = z
  .string()
  .trim()
  .max(10, "donation.dateInvalid")
  .optional()
  .refine((value) => value === undefined || value === "" || isCalendarDay(value), "donation.dateInvalid")
  .transform((value) => (value ? value : undefined));

/**
 * The administrator's filters (ADR 0052): frequency, status, a date range of UTC days (both inclusive) and
 * `search` over the donor's name and e-mail. The CSV export takes the same filters without paging.
 */
export const adminDonationFiltersSchema = z
  .object({
    Frequency: donationFrequencySchema.optional(),
    Status: donationStatusSchema.optional(),
    From: optionalDay,
    To: optionalDay,
    search: z.string().trim().max(200, "validation.searchTooLong").default(""),
  })
  .refine((q) => !q.From || !q.To || q.From <= q.To, { message: "donation.dateRange", path: ["To"] });
export type AdminDonationFilters = z.output<typeof adminDonationFiltersSchema>;

export const adminDonationListQuerySchema = listQuerySchema({ defaultPageSize: 20, maxPageSize: 100 })
  .extend({
    Frequency: donationFrequencySchema.optional(),
    Status: donationStatusSchema.optional(),
    From: optionalDay,
    To: optionalDay,
  })
  .refine((q) => !q.From || !q.To || q.From <= q.To, { message: "donation.dateRange", path: ["To"] });

/** The most rows one CSV export writes (the filters narrow a larger set). */
export const DONATION_EXPORT_MAX = 10_000;

/** Body of Donation/AdminRefundDonation. */
export const adminRefundDonationSchema = z.object({
  Id: z.coerce.number({ error: "donation.notFound" }).int().positive().max(2_147_483_647),
});

/** Body of Donation/AdminCancelDonationPlan. */
export const adminCancelDonationPlanSchema = z.object({
  PlanId: z.coerce.number({ error: "donation.planNotFound" }).int().positive().max(2_147_483_647),
});
