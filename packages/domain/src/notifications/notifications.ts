import { z } from "zod";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { listDataSchema, listQuerySchema } from "../shared/list.ts";
import { nextDailyAt } from "../shared/schedule.ts";

/**
 * Notifications (spec 001 §7 "Events and notifications", ADR 0024). A notification has a kind; each kind
 * says who may turn what off. A new producer (forum replies, blog comment replies, approved testimonials)
 * adds its kind here with its defaults, its texts under `notificationTexts.<kind>` (server namespace) and its
 * label under `notifications.kinds.<kind>` (web namespace); nothing else changes.
 */
export const NOTIFICATION_KINDS = [
  "announcement",
  "membershipRenewed",
  "renewalFailed",
  "cardExpiring",
  "testimonialApproved",
  "blogComment",
  "forumComment",
  "forumReply",
  "forumNewPost",
  "forumModerated",
  "surveyInvitation",
  "ceCycleReminder",
  "seminarCancelled",
  "refundFailed",
  "coordinatorInvited",
  "coordinatorAccepted",
  "coordinatorRejected",
  "coordinatorAgreementDue",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationKindRule {
  /** The settings form groups kinds by this. */
  group: "community" | "membership";
  defaults: { inApp: boolean; email: boolean };
  /**
   * The producer already sends its own transactional mail (a payment or card notice the member must get):
   * the notification adds the in-app entry only, and the e-mail choice cannot be turned off.
   */
  producerMails: boolean;
}

export const NOTIFICATION_KIND_RULES: Record<NotificationKind, NotificationKindRule> = {
  announcement: { group: "community", defaults: { inApp: true, email: true }, producerMails: false },
  membershipRenewed: { group: "membership", defaults: { inApp: true, email: true }, producerMails: true },
  renewalFailed: { group: "membership", defaults: { inApp: true, email: true }, producerMails: true },
  cardExpiring: { group: "membership", defaults: { inApp: true, email: true }, producerMails: true },
  // The testimonials module mails the approval itself (ADR 0025).
  testimonialApproved: { group: "community", defaults: { inApp: true, email: true }, producerMails: true },
  // Blog authors are the association's writers: a comment is worth a look, not an interruption by mail.
  blogComment: { group: "community", defaults: { inApp: true, email: false }, producerMails: false },
  // Forum activity (ADR 0026): in-app by default; a busy board would flood the inbox, so mail is opt-in.
  forumComment: { group: "community", defaults: { inApp: true, email: false }, producerMails: false },
  forumReply: { group: "community", defaults: { inApp: true, email: false }, producerMails: false },
  forumNewPost: { group: "community", defaults: { inApp: true, email: false }, producerMails: false },
  // A moderator's decision about my words: the author is told why (ADR 0026), by e-mail too by default.
  forumModerated: { group: "community", defaults: { inApp: true, email: true }, producerMails: false },
  // The day after a seminar ends, its students are asked for an evaluation (ADR 0033); once, so mail is fine.
  surveyInvitation: { group: "community", defaults: { inApp: true, email: true }, producerMails: false },
  // The credits module mails the CE reminder itself, in the member's language (ADR 0032).
  ceCycleReminder: { group: "membership", defaults: { inApp: true, email: true }, producerMails: true },
  // The seminars module mails every student of a cancelled seminar itself (ADR 0030): in-app entry only.
  seminarCancelled: { group: "membership", defaults: { inApp: true, email: true }, producerMails: true },
  // To administrators: a seminar refund the gateway kept refusing after every retry (ADR 0049) needs a person.
  refundFailed: { group: "membership", defaults: { inApp: true, email: true }, producerMails: false },
  // The coordinators module mails the invitation itself (it carries the single-use link, ADR 0046).
  coordinatorInvited: { group: "community", defaults: { inApp: true, email: true }, producerMails: true },
  // The instructor hears the answer; the new coordinator is reminded to sign the agreement.
  coordinatorAccepted: { group: "community", defaults: { inApp: true, email: true }, producerMails: false },
  coordinatorRejected: { group: "community", defaults: { inApp: true, email: true }, producerMails: false },
  coordinatorAgreementDue: { group: "community", defaults: { inApp: true, email: false }, producerMails: false },
};

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** What a member chose for one kind. */
export interface KindChoice {
  inApp: boolean;
  email: boolean;
}

/** A member's stored settings: any kind missing takes its defaults (kinds added later included). */
export interface StoredNotificationSettings {
  dailyDigest: boolean;
  kinds: Partial<Record<string, Partial<KindChoice>>>;
}

/** The settings in force for every kind: stored choices over defaults; producer-mailed kinds always e-mail. */
export function effectiveSettings(stored: StoredNotificationSettings | undefined): {
  dailyDigest: boolean;
  kinds: Record<NotificationKind, KindChoice>;
} {
  const kinds = {} as Record<NotificationKind, KindChoice>;
  for (const kind of NOTIFICATION_KINDS) {
    const rule = NOTIFICATION_KIND_RULES[kind];
    const chosen = stored?.kinds[kind] ?? {};
    kinds[kind] = {
      inApp: chosen.inApp ?? rule.defaults.inApp,
      email: rule.producerMails ? true : (chosen.email ?? rule.defaults.email),
    };
  }
  return { dailyDigest: stored?.dailyDigest ?? false, kinds };
}

/**
 * How one notification reaches its member: `inApp` = listed under /notifications; `mail` = "now" (one mail
 * at once), "digest" (in the next daily digest) or "none" (no mail from us: off, or the producer mails).
 */
export interface Delivery {
  inApp: boolean;
  mail: "now" | "digest" | "none";
}

export function deliveryFor(kind: NotificationKind, stored: StoredNotificationSettings | undefined): Delivery {
  const settings = effectiveSettings(stored);
  const choice = settings.kinds[kind];
  const mail =
    NOTIFICATION_KIND_RULES[kind].producerMails || !choice.email ? "none" : settings.dailyDigest ? "digest" : "now";
  return { inApp: choice.inApp, mail };
}

/** Whether a delivery leaves anything to store (a row is kept for the list or for the digest). */
export const needsRow = (delivery: Delivery) => delivery.inApp || delivery.mail === "digest";

/** Hour (UTC) of the daily digest: early morning in Europe, late evening the day before in the Americas. */
export const DIGEST_HOUR_UTC = 6;

/** The next digest run strictly after `now`. */
export function nextDigestAt(now: Date): Date {
  return nextDailyAt(now, DIGEST_HOUR_UTC);
}

/** The digest of the day containing `now` (its key names the day). */
export function digestSlot(now: Date): Date {
  const slot = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC));
  if (slot.getTime() > now.getTime()) slot.setUTCDate(slot.getUTCDate() - 1);
  return slot;
}

/** The most notifications one page shows; the bell reads the first page. */
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_MAX_PAGE_SIZE = 50;
/** Mark-all accepts at most this many ids at once (a page or a few); without ids it marks every unread one. */
export const MARK_ALL_MAX_IDS = 500;

const idSchema = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const userIdSchema = idSchema("notificationRules.userRequired");

/** GET Notification/GetNotificationsByUserId?userId&page&pageSize&filters={"unread":true}. */
export const notificationListQuerySchema = listQuerySchema({
  defaultPageSize: NOTIFICATION_PAGE_SIZE,
  maxPageSize: NOTIFICATION_MAX_PAGE_SIZE,
  filters: z.object({ unread: z.boolean().optional() }).strict().optional(),
}).extend({ userId: userIdSchema });

/** PUT Notification/MarkNotificationAsRead and DeleteUserNotification (spec: body notificationID, userID). */
export const notificationRefSchema = z.object({
  notificationID: idSchema("notificationRules.notificationRequired"),
  userID: userIdSchema,
});
export type NotificationRef = z.output<typeof notificationRefSchema>;

/** PUT Notification/MarkAllNotificationAsRead (spec: body notificationIDs, userID). */
export const markAllSchema = z.object({
  notificationIDs: z
    .array(idSchema("notificationRules.notificationIdsInvalid"), { error: "notificationRules.notificationIdsInvalid" })
    .max(MARK_ALL_MAX_IDS, "notificationRules.notificationIdsTooMany")
    .optional(),
  userID: userIdSchema,
});
export type MarkAllInput = z.output<typeof markAllSchema>;

const kindSchema = z.string().refine(isNotificationKind, "notificationRules.kindUnknown");

/** POST Notification/PostNotificationSetting: the whole form (kinds not sent keep what they had). */
export const notificationSettingInputSchema = z.object({
  userID: userIdSchema,
  DailyDigest: z.boolean({ error: "notificationRules.flagInvalid" }),
  Kinds: z
    .array(
      z.object({
        Kind: kindSchema,
        InApp: z.boolean({ error: "notificationRules.flagInvalid" }),
        Email: z.boolean({ error: "notificationRules.flagInvalid" }),
      }),
      { error: "notificationRules.kindsInvalid" },
    )
    .max(NOTIFICATION_KINDS.length, "notificationRules.kindsInvalid")
    .refine((kinds) => new Set(kinds.map((k) => k.Kind)).size === kinds.length, "notificationRules.kindsInvalid"),
});
export type NotificationSettingInput = z.output<typeof notificationSettingInputSchema>;
export type NotificationSettingForm = z.input<typeof notificationSettingInputSchema>;

/** One notification as the member reads it, in the caller's language. */
export const notificationItemSchema = z.object({
  /** Spec 001 §3 names these two fields so, as the mark and delete calls' bodies do. */
  notificationID: z.number().int(),
  userID: z.number().int(),
  Kind: z.enum(NOTIFICATION_KINDS),
  Title: z.string(),
  Body: z.string(),
  /** A path inside the web app (e.g. /newannouncement/3), or null. */
  Link: z.string().nullable(),
  IsRead: z.boolean(),
  CreatedAt: isoDateTimeSchema,
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationListSchema = listDataSchema(notificationItemSchema).extend({
  UnreadCount: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** Data of the mark/delete calls: what is left unread, so the bell updates without another call. */
export const notificationCountSchema = z.object({
  UnreadCount: z.number().int().min(0),
  /** How many notifications the call changed. */
  Changed: z.number().int().min(0),
});
export type NotificationCount = z.infer<typeof notificationCountSchema>;

export const notificationSettingSchema = z.object({
  UserID: z.number().int(),
  DailyDigest: z.boolean(),
  Kinds: z.array(
    z.object({
      Kind: z.enum(NOTIFICATION_KINDS),
      Group: z.enum(["community", "membership"]),
      InApp: z.boolean(),
      Email: z.boolean(),
      /** The e-mail is a payment or card notice the member always gets. */
      EmailLocked: z.boolean(),
    }),
  ),
});
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;
