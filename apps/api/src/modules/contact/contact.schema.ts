import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../account/account.schema.ts";

/** Messages sent through the contact form (Contact/ContactResponse), kept for the association's follow-up. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** The sender's interface language: the acknowledgement was written in it, and so is the reply. */
    language: text("language").notNull().default("en"),
    /** The member who sent it, when they were logged in. */
    userId: integer("user_id").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: integer("handled_by").references(() => users.id),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt, t.id),
    index("contact_messages_open_idx").on(t.createdAt, t.id).where(sql`${t.handledAt} is null`),
    index("contact_messages_handled_idx").on(t.handledAt, t.id).where(sql`${t.handledAt} is not null`),
  ],
);
