import { z } from "zod";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { listDataSchema, listQuerySchema } from "../shared/list.ts";
import {
  missingLanguageFilterSchema,
  shownLanguageSchema,
  translationLanguageSchema,
} from "../translations/translations.ts";

/**
 * Announcements (spec 001 §7 "Announcements", routes /announcement and /newannouncement/{id}; ADR 0024). The
 * body is plain text: paragraphs separated by blank lines, rendered as escaped paragraphs (no rich text until
 * the shared sanitiser exists). Messages are i18n keys under `announcementRules.`.
 */
export const ANNOUNCEMENT_TITLE_MIN = 3;
export const ANNOUNCEMENT_TITLE_MAX = 150;
export const ANNOUNCEMENT_BODY_MIN = 10;
export const ANNOUNCEMENT_BODY_MAX = 10_000;
export const ANNOUNCEMENT_PAGE_SIZE = 10;

/** The paragraphs of a plain-text body: split on blank lines, single line breaks kept inside a paragraph. */
export function announcementParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** A short plain-text excerpt for lists and notifications (whole words, an ellipsis when cut). */
export function announcementExcerpt(body: string, max = 200): string {
  const text = announcementParagraphs(body).join(" ").replace(/\s+/g, " ");
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

export type AnnouncementState = "scheduled" | "published" | "expired";

/** Where an announcement stands at `now`: before its date it is scheduled; after its expiry it is expired. */
export function announcementState(
  announcement: { publishedAt: Date; expiresAt: Date | null },
  now: Date,
): AnnouncementState {
  if (announcement.publishedAt.getTime() > now.getTime()) return "scheduled";
  if (announcement.expiresAt && announcement.expiresAt.getTime() <= now.getTime()) return "expired";
  return "published";
}

const optionalDate = (message: string) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.coerce.date({ error: message }).optional(),
  );

/** What an administrator writes (Announcement/AddAnnouncement; EditAnnouncement adds the Id). */
export const announcementInputSchema = z
  .object({
    Title: z
      .string({ error: "announcementRules.titleRequired" })
      .trim()
      .min(1, "announcementRules.titleRequired")
      .min(ANNOUNCEMENT_TITLE_MIN, "announcementRules.titleTooShort")
      .max(ANNOUNCEMENT_TITLE_MAX, "announcementRules.titleTooLong"),
    Body: z
      .string({ error: "announcementRules.bodyRequired" })
      .trim()
      .min(1, "announcementRules.bodyRequired")
      .min(ANNOUNCEMENT_BODY_MIN, "announcementRules.bodyTooShort")
      .max(ANNOUNCEMENT_BODY_MAX, "announcementRules.bodyTooLong"),
    /** Absent: now. A future date schedules it (members are told when it comes). */
    PublishedAt: optionalDate("announcementRules.publishedAtInvalid"),
    ExpiresAt: optionalDate("announcementRules.expiresAtInvalid"),
    IsPinned: z.boolean({ error: "announcementRules.pinnedInvalid" }).default(false),
  })
  .superRefine((value, context) => {
    // Without a publication date the server compares with its own clock (the caller's may be wrong).
    if (value.ExpiresAt && value.PublishedAt && value.ExpiresAt.getTime() <= value.PublishedAt.getTime()) {
      context.addIssue({ code: "custom", path: ["ExpiresAt"], message: "announcementRules.expiresBeforePublished" });
    }
  });
export type AnnouncementInput = z.output<typeof announcementInputSchema>;
export type AnnouncementForm = z.input<typeof announcementInputSchema>;

export const announcementIdSchema = z.coerce
  .number({ error: "announcementRules.idInvalid" })
  .int("announcementRules.idInvalid")
  .positive("announcementRules.idInvalid")
  .max(2_147_483_647, "announcementRules.idInvalid");

/** GET Announcement/GetAnnouncement?page&pageSize. */
export const announcementListQuerySchema = listQuerySchema({ defaultPageSize: ANNOUNCEMENT_PAGE_SIZE });

/** An announcement as members and visitors read it. */
export const announcementSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  /** Plain text; paragraphs separated by blank lines. */
  Body: z.string(),
  Excerpt: z.string(),
  PublishedAt: isoDateTimeSchema,
  ExpiresAt: isoDateTimeSchema.nullable(),
  IsPinned: z.boolean(),
  /** The language of the title and body as shown: the reader's where translated (ADR 0097). */
  Lang: shownLanguageSchema.optional(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementListSchema = listDataSchema(announcementSchema);

/** The administrator's row: every announcement, with its state. */
export const adminAnnouncementSchema = announcementSchema.extend({
  State: z.enum(["scheduled", "published", "expired"]),
  CreatedAt: isoDateTimeSchema,
  UpdatedAt: isoDateTimeSchema,
  /** When members were told (null until the publication date has come and the notices went out). */
  NotifiedAt: isoDateTimeSchema.nullable(),
  /** The languages the announcement is translated into (the administrator's list). */
  Languages: z.array(translationLanguageSchema).optional(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;
export const adminAnnouncementListSchema = listDataSchema(adminAnnouncementSchema);

/** `filters` of the administrator's list: the announcements not yet translated into a language (ADR 0097). */
export const adminAnnouncementFiltersSchema = z.object({ MissingLanguage: missingLanguageFilterSchema }).default({});
export const adminAnnouncementListQuerySchema = listQuerySchema({
  defaultPageSize: 20,
  filters: adminAnnouncementFiltersSchema,
});
