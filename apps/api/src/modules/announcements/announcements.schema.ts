import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../account/account.schema.ts";

/**
 * Announcements (spec 001 §7): plain-text body (ADR 0024), publication date (future = scheduled), optional
 * expiry, pinned flag. `notified_at` is set once members were told, so a repeated job never tells them twice.
 */
export const announcements = pgTable(
  "announcements",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    isPinned: boolean("is_pinned").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The public list: pinned first, newest first (read backwards, as the ORDER BY ... DESC asks).
    index("announcements_listing_idx").on(t.isPinned, t.publishedAt, t.id),
    // The administrator's list: newest publication first.
    index("announcements_published_idx").on(t.publishedAt, t.id),
    index("announcements_expires_idx").on(t.expiresAt).where(sql`${t.expiresAt} is not null`),
  ],
);
