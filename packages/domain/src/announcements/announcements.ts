import { z } from "zod";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { listDataSchema, listQuerySchema } from "../shared/list.ts";
import {
  missingLanguageFilterSchema,
  shownLanguageSchema,
  translationLanguageSchema,
} from "../translations/translations.ts";
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_BODY_MIN,
  ANNOUNCEMENT_PAGE_SIZE,
  ANNOUNCEMENT_TITLE_MAX,
  ANNOUNCEMENT_TITLE_MIN,
} from "./rules.ts";

/**
 * Announcements' calls (spec 001 §7 "Announcements", ADR 0024): what an administrator writes and what the lists
 * answer. Messages are i18n keys under `announcementRules.`; the limits and the body's rules are in `rules.ts`.
 */

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
