import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { outbox } from "../../platform/mail/mail.schema.ts";
import { users } from "../account/account.schema.ts";

/** Named lists a reader subscribes to (ADR 0027). */
export const newsletters = pgTable("newsletters", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  /** Languages its issues are written in (interface language codes). */
  languages: jsonb("languages").$type<string[]>().notNull(),
  /** The one a sign-up's SubscribeToNewsletter flag subscribes to. */
  isDefault: boolean("is_default").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One reader's address: a member (user_id) or a visitor. A visitor's subscriptions count only once confirmed
 * through the mailed link (double opt-in); a member's login address is already confirmed.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The language the reader wants issues in (a member's communication language by default). */
    language: text("language").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_idx").on(t.email),
    uniqueIndex("newsletter_subscribers_user_idx").on(t.userId),
  ],
);

/** Which newsletters a reader receives; an unsubscribe keeps the row (and the issue it came from) for counts. */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    newsletterId: integer("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    active: boolean("active").notNull().default(true),
    /** Null while a visitor's request waits for the mailed link (double opt-in). */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** The issue whose link was used, for the per-issue unsubscribe count. */
    unsubscribedIssueId: integer("unsubscribed_issue_id"),
  },
  (t) => [
    primaryKey({ columns: [t.subscriberId, t.newsletterId] }),
    // The send job walks a newsletter's active subscribers in id order.
    index("newsletter_subscriptions_active_idx").on(t.newsletterId, t.subscriberId).where(sql`${t.active}`),
    index("newsletter_subscriptions_unsub_issue_idx").on(t.unsubscribedIssueId),
  ],
);

export interface StoredTranslation {
  language: string;
  subject: string;
  body: string;
}

/** An issue: a draft until sent; once sent, part of the public archive. Bodies are sanitised HTML. */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: serial("id").primaryKey(),
    newsletterId: integer("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    language: text("language").notNull().default("en"),
    translations: jsonb("translations").$type<StoredTranslation[]>().notNull().default([]),
    status: text("status", { enum: ["draft", "sending", "sent"] })
      .notNull()
      .default("draft"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    // The public archive: sent issues, newest first (all, or one newsletter's).
    index("newsletter_issues_archive_idx").on(t.sentAt, t.id).where(sql`${t.status} = 'sent'`),
    index("newsletter_issues_newsletter_idx").on(t.newsletterId, t.sentAt),
    index("newsletter_issues_created_idx").on(t.createdAt, t.id),
  ],
);

/** One mail of one issue to one reader: UNIQUE, so a retried batch never mails anyone twice. */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: serial("id").primaryKey(),
    issueId: integer("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    outboxId: integer("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("newsletter_deliveries_issue_subscriber_idx").on(t.issueId, t.subscriberId),
    index("newsletter_deliveries_outbox_idx").on(t.outboxId),
  ],
);
