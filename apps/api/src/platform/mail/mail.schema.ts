import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Transactional outbox: written in the same transaction as the change that causes the mail. */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** Extra headers (newsletters' RFC 8058 List-Unsubscribe pair); null for transactional mail. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** What the mail is about (`announcement:3`), so that withdrawing it cancels the mails not sent yet. */
    source: text("source"),
  },
  // The mails whose address and content are still kept, oldest first: what the daily prune forgets (`forgetOldMail`).
  (t) => [
    index("outbox_kept_idx").on(t.createdAt).where(sql`${t.to} <> ''`),
    index("outbox_unsent_source_idx").on(t.source).where(sql`${t.sentAt} is null and ${t.source} is not null`),
  ],
);
