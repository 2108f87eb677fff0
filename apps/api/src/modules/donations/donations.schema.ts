import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../account/account.schema.ts";

export const DONATION_FREQUENCIES = ["oneOff", "yearly"] as const;
export type DonationFrequency = (typeof DONATION_FREQUENCIES)[number];

/**
 * A yearly donation (ADR 0038): the gateway's stored card is charged again on `next_charge_at` by the
 * background job until the donor cancels (from the receipt page's signed link or the profile). Card number and
 * CVV are never stored; only the gateway token and what may be shown.
 */
export const donationPlans = pgTable(
  "donation_plans",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id),
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** The donor's language for receipts and reminders. */
    language: text("language").notNull(),
    amountCents: integer("amount_cents").notNull(),
    gatewayToken: text("gateway_token").notNull(),
    cardBrand: text("card_brand").notNull(),
    last4: text("last4").notNull(),
    status: text("status", { enum: ["active", "cancelled", "failed"] })
      .notNull()
      .default("active"),
    nextChargeAt: timestamp("next_charge_at", { withTimezone: true }).notNull(),
    /** Failed yearly charges in a row; the plan stops (`failed`) after the third. */
    failures: integer("failures").notNull().default(0),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("donation_plans_due_idx").on(t.status, t.nextChargeAt),
    index("donation_plans_user_idx").on(t.userId, t.createdAt),
  ],
);

/** One donation that was charged: a one-off gift or one year of a yearly donation; its receipt is its invoice. */
export const donations = pgTable(
  "donations",
  {
    id: serial("id").primaryKey(),
    /** DON-2026-000123, printed on the receipt and the invoice. */
    donationNumber: text("donation_number").notNull(),
    userId: integer("user_id").references(() => users.id),
    planId: integer("plan_id").references(() => donationPlans.id),
    email: text("email").notNull(),
    name: text("name").notNull(),
    language: text("language").notNull(),
    frequency: text("frequency", { enum: DONATION_FREQUENCIES }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    cardBrand: text("card_brand"),
    last4: text("last4"),
    gatewayChargeId: text("gateway_charge_id"),
    status: text("status", { enum: ["paid", "refunded"] })
      .notNull()
      .default("paid"),
    /** Set with the status by the refund's claim (ADR 0052); cleared again when the gateway refuses. */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("donations_number_key").on(t.donationNumber),
    // The administrator's list is newest first, filtered by frequency and/or status (ADR 0052).
    index("donations_frequency_created_idx").on(t.frequency, t.createdAt),
    index("donations_status_created_idx").on(t.status, t.createdAt),
    index("donations_user_created_idx").on(t.userId, t.createdAt),
    index("donations_created_idx").on(t.createdAt),
    index("donations_email_idx").on(t.email),
    index("donations_plan_idx").on(t.planId),
  ],
);
