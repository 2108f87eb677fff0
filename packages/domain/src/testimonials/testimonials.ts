import { z } from "zod";
import { INTERFACE_LANGUAGES } from "../i18n/languages.ts";
import { MEMBERSHIP_LEVELS, type MembershipLevel } from "../membership/plans.ts";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { requiredFlag } from "../shared/flag.ts";
import { listDataSchema, listQuerySchema } from "../shared/list.ts";

/**
 * Testimonials (spec 001 §7 `Testimonial/AddTestimonial`, `Testimonial/GetTestimonials`; the rules beyond the
 * call names are ours, ADR 0025). Messages are i18n keys under `testimonial.` (namespace `testimonials`).
 */

export const TESTIMONIAL_TEXT_MIN = 30;
export const TESTIMONIAL_TEXT_MAX = 1500;
export const TESTIMONIAL_NAME_MAX = 80;
export const TESTIMONIAL_LOCATION_MAX = 80;
export const TESTIMONIAL_REASON_MIN = 3;
export const TESTIMONIAL_REASON_MAX = 500;
/** Testimonials one member may submit in any 24 hours (ADR 0025). */
export const TESTIMONIALS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : undefined));

/** Body of Testimonial/AddTestimonial: plain text, stored as sent (trimmed) and escaped wherever it is shown. */
export const addTestimonialSchema = z.object({
  Text: z
    .string({ error: "testimonial.textRequired" })
    .trim()
    .min(1, "testimonial.textRequired")
    .min(TESTIMONIAL_TEXT_MIN, "testimonial.textMin")
    .max(TESTIMONIAL_TEXT_MAX, "testimonial.textMax"),
  DisplayName: optionalText(TESTIMONIAL_NAME_MAX, "testimonial.displayNameMax"),
  Location: optionalText(TESTIMONIAL_LOCATION_MAX, "testimonial.locationMax"),
});
export type AddTestimonialForm = z.input<typeof addTestimonialSchema>;
export type AddTestimonial = z.output<typeof addTestimonialSchema>;

/** Body of the administrator's rejection: the reason is kept and told to the author. */
export const rejectTestimonialSchema = z.object({
  Reason: z
    .string({ error: "testimonial.reasonRequired" })
    .trim()
    .min(1, "testimonial.reasonRequired")
    .min(TESTIMONIAL_REASON_MIN, "testimonial.reasonRequired")
    .max(TESTIMONIAL_REASON_MAX, "testimonial.reasonMax"),
});
export type RejectTestimonial = z.output<typeof rejectTestimonialSchema>;

/** Body of Testimonial/FeatureTestimonial: IsFeatured true features it, false unfeatures it. */
export const featureTestimonialSchema = z.preprocess(
  // A missing body then fails on the field, so the caller is told which one to send.
  (body) => body ?? {},
  z.object({ IsFeatured: requiredFlag("testimonial.featuredRequired") }),
);

/**
 * The `filter` of Testimonial/GetTestimonials (spec 001 §7 names it, singular): `featured`, a plan level's name
 * (`Starter`, `Access`, `Standard`, `Practitioner`, `Instructor`) or its id, case-insensitive; empty or `all`
 * for no filter.
 */
export type TestimonialFilter = { kind: "all" } | { kind: "featured" } | { kind: "level"; membershipId: number };

export function parseTestimonialFilter(raw: string | undefined): TestimonialFilter | undefined {
  const text = (raw ?? "").trim().toLowerCase();
  if (text === "" || text === "all") return { kind: "all" };
  if (text === "featured") return { kind: "featured" };
  const level = MEMBERSHIP_LEVELS.find(
    (candidate: MembershipLevel) => candidate.name.toLowerCase() === text || String(candidate.id) === text,
  );
  return level ? { kind: "level", membershipId: level.id } : undefined;
}

export const testimonialFilterSchema = z
  .string()
  .max(40, "testimonial.filterInvalid")
  .optional()
  .transform((raw, context) => {
    const filter = parseTestimonialFilter(raw);
    if (!filter) {
      context.addIssue({ code: "custom", message: "testimonial.filterInvalid" });
      return z.NEVER;
    }
    return filter;
  });

/** Query of Testimonial/GetTestimonials: `page`, `pageSize` (default 9), `search` (full text), `filter`. */
export const testimonialListQuerySchema = listQuerySchema({ defaultPageSize: 9, maxPageSize: 50 }).extend({
  filter: testimonialFilterSchema,
});

export const TESTIMONIAL_STATUSES = ["pending", "approved", "rejected"] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

/** Query of the administrator's list: the same paging and search plus the status (default: pending first). */
export const adminTestimonialListQuerySchema = listQuerySchema({ defaultPageSize: 20 }).extend({
  status: z.enum([...TESTIMONIAL_STATUSES, "all"], { error: "testimonial.statusInvalid" }).default("pending"),
});

/** One published testimonial as visitors see it: no account id, no e-mail. */
export const testimonialSchema = z.object({
  Id: z.number().int(),
  Text: z.string(),
  DisplayName: z.string(),
  Location: z.string().nullable(),
  /** The author's plan level when they wrote it (null: no membership then). */
  MembershipId: z.number().int().nullable(),
  MembershipName: z.string().nullable(),
  ProfileImage: z.string().nullable(),
  IsFeatured: z.boolean(),
  /**
   * The language the text is taken to be in, for the page's `lang` attribute: the author's communication language
   * when they wrote it (the one the search stems it in). Testimonials are free text and not translated.
   */
  Lang: z
    .enum(INTERFACE_LANGUAGES)
    .optional()
    .describe("the author's communication language when they wrote it, which the text is taken to be in"),
  PublishedAt: isoDateTimeSchema,
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialListSchema = listDataSchema(testimonialSchema);

/** Data of Testimonial/AddTestimonial: the stored testimonial waits for approval. */
export const testimonialReceiptSchema = z.object({
  Id: z.number().int(),
  Status: z.literal("Pending"),
  CreatedAt: isoDateTimeSchema,
});
export type TestimonialReceipt = z.infer<typeof testimonialReceiptSchema>;

/** A testimonial in the administrator's queue. */
export const adminTestimonialSchema = testimonialSchema.omit({ PublishedAt: true }).extend({
  Status: z.enum(TESTIMONIAL_STATUSES),
  UserId: z.number().int(),
  AuthorName: z.string(),
  AuthorEmail: z.string(),
  RejectionReason: z.string().nullable(),
  CreatedAt: isoDateTimeSchema,
  ReviewedAt: isoDateTimeSchema.nullable(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;
export const adminTestimonialListSchema = listDataSchema(adminTestimonialSchema);

/** What an administrator may do to a testimonial. */
export type TestimonialAction = "approve" | "reject" | "feature" | "unfeature";

/**
 * Whether `action` applies to a testimonial in `status` (ADR 0025): pending ones are approved or rejected; an
 * approved one may be withdrawn (rejected) and a rejected one reconsidered (approved); only approved ones are
 * featured. Returns the refusal's message key, or null when allowed.
 */
export function testimonialActionRefusal(status: TestimonialStatus, action: TestimonialAction): string | null {
  switch (action) {
    case "approve":
      return status === "approved" ? "testimonial.alreadyApproved" : null;
    case "reject":
      return status === "rejected" ? "testimonial.alreadyRejected" : null;
    case "feature":
      return status === "approved" ? null : "testimonial.featureNeedsApproval";
    case "unfeature":
      return null;
  }
}

/**
 * The daily quota: given when the member's testimonials of the last 24 hours were created, may they add one
 * more at `now`? When not, `retryAfterSeconds` says when the oldest of them leaves the window.
 */
export function testimonialQuota(
  recent: readonly Date[],
  now: Date,
  perDay = TESTIMONIALS_PER_DAY,
): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
  const since = now.getTime() - DAY_MS;
  const inWindow = recent
    .map((date) => date.getTime())
    .filter((time) => time > since && time <= now.getTime())
    .sort((a, b) => a - b);
  if (inWindow.length < perDay) return { allowed: true };
  const freedAt = (inWindow[inWindow.length - perDay] as number) + DAY_MS;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)) };
}

/** The name shown with a testimonial: the one the author chose, else first name and last initial. */
export function testimonialDisplayName(chosen: string | null | undefined, firstName: string, lastName: string) {
  const given = chosen?.trim();
  if (given) return given;
  const initial = lastName.trim().charAt(0);
  return [firstName.trim(), initial ? `${initial}.` : ""].filter(Boolean).join(" ");
}
