import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../account/account.schema.ts";

/** Hardship applications (HardshipApplication/SubmitHardshipApplication); one pending application per member. */
export const hardshipApplications = pgTable(
  "hardship_applications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    membershipId: integer("membership_id").notNull(),
    reason: text("reason").notNull(),
    incomeDetails: text("income_details").notNull().default(""),
    requestedAmountCents: integer("requested_amount_cents"),
    status: text("status", { enum: ["pending", "approved", "declined"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    index("hardship_applications_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("hardship_applications_one_pending_key").on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);
