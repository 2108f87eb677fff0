import { z } from "zod";
import { signupEmailField } from "../account/rules.ts";
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from "../i18n/languages.ts";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { listDataSchema, listQuerySchema } from "../shared/list.ts";
import { NEWSLETTER_HONEYPOT } from "./rules.ts";

/**
 * Newsletters (spec 001 §7 `NewsLetter/AddNewsLetter`, `GetNewsLetterbyUserId`, `UpdateNewsLetter`; the body
 * fields and the administration calls are ours, ADR 0027). Messages are i18n keys under `newsletter.`
 * (namespace `newsletters`) and the shared `validation.` rules.
 */

/** Recipients one send job mails; the job enqueues the next batch (ADR 0027). */
export const NEWSLETTER_BATCH_SIZE = 200;
export const NEWSLETTER_SUBJECT_MAX = 150;
/** Sanitised HTML of one issue body; a long issue with images stays far below this. */
export const NEWSLETTER_BODY_MAX = 100_000;
/** How long a visitor's confirmation link works. */
export const NEWSLETTER_CONFIRM_DAYS = 7;
/** The plan permission that lets a member subscribe (spec 001 §3: every plan). */
export const NEWSLETTER_PERMISSION = "Community Newsletters" as const;

const languageField = z.enum(INTERFACE_LANGUAGES, { error: "newsletter.languageInvalid" });
const idField = z.coerce
  .number({ error: "newsletter.newsletterInvalid" })
  .int("newsletter.newsletterInvalid")
  .positive("newsletter.newsletterInvalid")
  .max(2_147_483_647, "newsletter.newsletterInvalid");
const newsletterIds = z
  .array(idField, { error: "newsletter.newsletterInvalid" })
  .max(20, "newsletter.newsletterInvalid")
  .transform((ids) => [...new Set(ids)]);

/**
 * POST NewsLetter/AddNewsLetter: a visitor names `Email` (double opt-in: a confirmation mail with a signed
 * link); a member with a bearer subscribes themself (`Email` is ignored: their confirmed login address).
 */
export const addNewsLetterSchema = z.object({
  Email: signupEmailField.optional(),
  NewsletterIds: newsletterIds.refine((ids) => ids.length > 0, "newsletter.chooseOne"),
  Language: languageField.default("en"),
  [NEWSLETTER_HONEYPOT]: z.string().max(500).optional(),
});
export type AddNewsLetterForm = z.input<typeof addNewsLetterSchema>;
export type AddNewsLetter = z.output<typeof addNewsLetterSchema>;

/** PUT NewsLetter/UpdateNewsLetter: the complete set of newsletters wanted (empty: none) and their language. */
export const updateNewsLetterSchema = z.object({
  UserId: z.coerce.number({ error: "newsletter.userRequired" }).int().positive().max(2_147_483_647),
  NewsletterIds: newsletterIds,
  Language: languageField,
});
export type UpdateNewsLetterForm = z.input<typeof updateNewsLetterSchema>;

export const newsLetterByUserQuerySchema = z.object({
  userId: z.coerce.number({ error: "newsletter.userRequired" }).int().positive().max(2_147_483_647),
});

/** A signed link's token (confirmation or unsubscribe). */
export const newsletterTokenSchema = z.object({
  Token: z
    .string({ error: "newsletter.linkInvalid" })
    .trim()
    .min(1, "newsletter.linkInvalid")
    .max(500, "newsletter.linkInvalid"),
});

const subjectField = z
  .string({ error: "newsletter.subjectRequired" })
  .trim()
  .min(1, "newsletter.subjectRequired")
  .max(NEWSLETTER_SUBJECT_MAX, "newsletter.subjectMax");
const bodyField = z
  .string({ error: "newsletter.bodyRequired" })
  .trim()
  .min(1, "newsletter.bodyRequired")
  .max(NEWSLETTER_BODY_MAX, "newsletter.bodyMax");

export const issueTranslationSchema = z.object({ Language: languageField, Subject: subjectField, Body: bodyField });
export type IssueTranslation = z.infer<typeof issueTranslationSchema>;

/** Administrators: a new issue (a draft until sent), in its main language plus optional translations. */
export const addNewsletterIssueSchema = z
  .object({
    NewsletterId: idField,
    Subject: subjectField,
    Body: bodyField,
    Language: languageField.default("en"),
    Translations: z.array(issueTranslationSchema).max(INTERFACE_LANGUAGES.length).default([]),
  })
  .superRefine((issue, context) => {
    const seen = new Set<string>([issue.Language]);
    for (const translation of issue.Translations) {
      if (seen.has(translation.Language)) {
        context.addIssue({ code: "custom", path: ["Translations"], message: "newsletter.translationDuplicate" });
        return;
      }
      seen.add(translation.Language);
    }
  });
export type AddNewsletterIssueForm = z.input<typeof addNewsletterIssueSchema>;
export type AddNewsletterIssue = z.output<typeof addNewsletterIssueSchema>;

export const newsletterIssueListQuerySchema = listQuerySchema({ defaultPageSize: 10, maxPageSize: 50 }).extend({
  newsletterId: idField.optional(),
});

/**
 * Which language a recipient reads an issue in: their own when the issue exists in it, else the issue's main
 * language (ADR 0027).
 */
export function issueLanguageFor(
  recipientLanguage: string,
  mainLanguage: InterfaceLanguage,
  translated: readonly string[],
): InterfaceLanguage {
  const wanted = (INTERFACE_LANGUAGES as readonly string[]).includes(recipientLanguage)
    ? (recipientLanguage as InterfaceLanguage)
    : undefined;
  if (wanted && (wanted === mainLanguage || translated.includes(wanted))) return wanted;
  return mainLanguage;
}

/** What a subscriber's change does: newsletters to start (or resume) and to stop. */
export function subscriptionChanges(current: readonly number[], wanted: readonly number[]) {
  const now = new Set(current);
  const next = new Set(wanted);
  return {
    add: [...next].filter((id) => !now.has(id)).sort((a, b) => a - b),
    remove: [...now].filter((id) => !next.has(id)).sort((a, b) => a - b),
  };
}

// Answers

export const newsletterSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  Languages: z.array(z.string()),
  IsDefault: z.boolean(),
});
export type Newsletter = z.infer<typeof newsletterSchema>;
export const newsletterListSchema = z.array(newsletterSchema);

export const adminNewsletterSchema = newsletterSchema.extend({
  SubscriberCount: z.number().int(),
  PendingCount: z.number().int(),
});
export type AdminNewsletter = z.infer<typeof adminNewsletterSchema>;
export const adminNewsletterListSchema = z.array(adminNewsletterSchema);

/** A member's subscriptions: every newsletter with whether they receive it, and their newsletter language. */
export const memberNewslettersSchema = z.object({
  UserId: z.number().int(),
  Email: z.string(),
  Language: z.string(),
  Newsletters: z.array(newsletterSchema.extend({ Subscribed: z.boolean() })),
});
export type MemberNewsletters = z.infer<typeof memberNewslettersSchema>;

export const addNewsLetterResultSchema = z.object({
  /** `PendingConfirmation`: a visitor must click the mailed link; `Subscribed`: a member, at once. */
  Status: z.enum(["PendingConfirmation", "Subscribed"]),
});
export type AddNewsLetterResult = z.infer<typeof addNewsLetterResultSchema>;

export const unsubscribeResultSchema = z.object({ NewsletterName: z.string() });

export const newsletterIssueSummarySchema = z.object({
  Id: z.number().int(),
  NewsletterId: z.number().int(),
  NewsletterName: z.string(),
  Subject: z.string(),
  Excerpt: z.string(),
  Language: z.string(),
  SentAt: isoDateTimeSchema,
});
export type NewsletterIssueSummary = z.infer<typeof newsletterIssueSummarySchema>;
export const newsletterIssueListSchema = listDataSchema(newsletterIssueSummarySchema);

/** One archived issue in the reader's language when translated: Body is server-sanitised HTML. */
export const newsletterIssueSchema = newsletterIssueSummarySchema.extend({
  Body: z.string(),
  Languages: z.array(z.string()),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;

export const adminNewsletterIssueSchema = z.object({
  Id: z.number().int(),
  NewsletterId: z.number().int(),
  NewsletterName: z.string(),
  Subject: z.string(),
  Body: z.string(),
  Language: z.string(),
  Translations: z.array(issueTranslationSchema.extend({ Language: z.string() })),
  Status: z.enum(["draft", "sending", "sent"]),
  RecipientCount: z.number().int(),
  SentCount: z.number().int(),
  FailedCount: z.number().int(),
  UnsubscribeCount: z.number().int(),
  CreatedAt: isoDateTimeSchema,
  SentAt: isoDateTimeSchema.nullable(),
});
export type AdminNewsletterIssue = z.infer<typeof adminNewsletterIssueSchema>;
export const adminNewsletterIssueListSchema = listDataSchema(adminNewsletterIssueSchema);
