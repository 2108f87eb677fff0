import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../account/account.schema.ts";
import { courses } from "../courses/courses.schema.ts";

/** Digital manuals: the source PDF lives in the storage port's private folder, never served as it is. */
export const manuals = pgTable(
  "manuals",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    language: text("language").notNull().default("en"),
    /** A public picture (storage URL) or null. */
    thumbnailUrl: text("thumbnail_url"),
    /** The source PDF (a private storage URL). */
    fileUrl: text("file_url").notNull(),
    priceCents: integer("price_cents").notNull().default(0),
    courseId: integer("course_id").references(() => courses.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("manuals_created_idx").on(t.createdAt)],
);

/**
 * A member's copy of a manual: one per member and manual. The personalised PDF (watermarked with the owner's
 * name and the purchase id) is made once by a job and kept in private storage (ADR 0032).
 */
export const manualOwners = pgTable(
  "manual_owners",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    manualId: integer("manual_id")
      .notNull()
      .references(() => manuals.id),
    purchaseId: text("purchase_id").notNull(),
    source: text("source", { enum: ["purchase", "course", "admin"] }).notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
    personalisedUrl: text("personalised_url"),
    /** The name the personalised copy carries: a changed name makes a new copy. */
    personalisedName: text("personalised_name"),
    /** The billing payment that bought this copy (ADR 0051): a refund finds the copy to take back by it. */
    paymentId: integer("payment_id"),
  },
  (t) => [
    uniqueIndex("manual_owners_user_manual_key").on(t.userId, t.manualId),
    uniqueIndex("manual_owners_purchase_key").on(t.purchaseId),
    index("manual_owners_user_idx").on(t.userId, t.grantedAt),
    index("manual_owners_payment_idx").on(t.paymentId),
    index("manual_owners_manual_idx").on(t.manualId, t.grantedAt),
  ],
);
