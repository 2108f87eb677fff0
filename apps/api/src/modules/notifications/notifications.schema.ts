import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../account/account.schema.ts";

/**
 * A member's notifications (ADR 0024). The texts are not stored: `kind` and `params` are rendered in the
 * reader's language when listed or mailed. A row exists for the list (`in_app`) and/or for the next daily
 * digest (`digest_state` 'pending'); a digest-only row is removed once mailed.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    params: jsonb("params").$type<Record<string, string>>().notNull().default({}),
    /** A path inside the web app, or null. */
    link: text("link"),
    /** What caused it (e.g. `announcement:12`), so withdrawing the cause withdraws its notifications. */
    source: text("source"),
    inApp: boolean("in_app").notNull().default(true),
    digestState: text("digest_state", { enum: ["none", "pending", "sent"] })
      .notNull()
      .default("none"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    // The list (newest first: the index is read backwards, as ORDER BY ... DESC asks) and its unread count.
    index("notifications_user_created_idx").on(t.userId, t.createdAt, t.id).where(sql`${t.inApp}`),
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.inApp} and ${t.readAt} is null`),
    index("notifications_digest_pending_idx").on(t.userId, t.id).where(sql`${t.digestState} = 'pending'`),
    index("notifications_source_idx").on(t.source),
  ],
);

/**
 * The causes withdrawn (ADR 0103): a fan-out still going out to every member reads this before each batch, so an
 * announcement deleted while it goes out reaches nobody more.
 */
export const notificationWithdrawals = pgTable("notification_withdrawals", {
  source: text("source").primaryKey(),
  withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A member's choices; a member without a row has the defaults of every kind. */
export const notificationSettings = pgTable("notification_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  dailyDigest: boolean("daily_digest").notNull().default(false),
  /** `{ [kind]: { inApp, email } }`; kinds missing take their defaults. */
  kinds: jsonb("kinds").$type<Record<string, { inApp?: boolean; email?: boolean }>>().notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
