import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../account/account.schema.ts";

export const membershipLevels = pgTable("membership_levels", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  priceCents: integer("price_cents").notNull(),
  /** The built-in catalogue's second price reading; display only (ADR 0004). */
  catalogueCents: integer("catalogue_cents"),
  isInstructor: boolean("is_instructor").notNull().default(false),
  offeredAtSignup: boolean("offered_at_signup").notNull().default(false),
});

export const planPermissions = pgTable(
  "plan_permissions",
  {
    id: serial("id").primaryKey(),
    membershipId: integer("membership_id")
      .notNull()
      .references(() => membershipLevels.id),
    membershipModuleId: integer("membership_module_id").notNull(),
    name: text("name").notNull(),
    isAllowed: boolean("is_allowed").notNull(),
    limitType: integer("limit_type").notNull().default(0),
  },
  (t) => [uniqueIndex("plan_permissions_key").on(t.membershipId, t.membershipModuleId)],
);

/**
 * A member's membership; the newest row per user is the current one. Renewals and level changes update the
 * row (a renewal moves EndDateTime on by a year); invoices keep the history.
 * Status: `active`; `cancelled` = auto-renewal switched off, access until EndDateTime; `past_due` = the renewal
 * charge failed and is being retried, access kept; `lapsed` = ended (ADR 0007).
 */
export const userMemberships = pgTable(
  "user_memberships",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    membershipId: integer("membership_id")
      .notNull()
      .references(() => membershipLevels.id),
    startDateTime: timestamp("start_date_time", { withTimezone: true }).notNull(),
    endDateTime: timestamp("end_date_time", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["active", "past_due", "lapsed", "cancelled"] })
      .notNull()
      .default("active"),
    autoRenew: boolean("auto_renew").notNull().default(true),
    /** A downgrade scheduled for the next renewal (DowngradeUserMembership). */
    pendingMembershipId: integer("pending_membership_id").references(() => membershipLevels.id),
    /** The country (ISO code) whose location discount the member paid with, for later prorations. */
    countryCode: text("country_code"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    lapsedAt: timestamp("lapsed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("user_memberships_user_idx").on(t.userId, t.createdAt),
    index("user_memberships_end_idx").on(t.endDateTime),
    index("user_memberships_status_end_idx").on(t.status, t.endDateTime),
  ],
);

/** An instructor's renewal data (spec 000 §3 InstructorPreviousRecord, §9 instructor renewal total). */
export const instructorRecords = pgTable("instructor_records", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id),
  instructorLevel: text("instructor_level").notNull(),
  licensingFeeCents: integer("licensing_fee_cents").notNull().default(0),
  /** Credits earned since the last renewal, in cents; a renewal uses them up. */
  totalCreditsEarnedCents: integer("total_credits_earned_cents").notNull().default(0),
  /** The association's licence number, shown on the licensing details (issue 10 profiles, ADR 0045). */
  licenceNumber: text("licence_number"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One automatic renewal of one membership period (ADR 0007). The UNIQUE (membership, period end) key is
 * inserted before the gateway is called, and the gateway's idempotency key is derived from the row and the
 * try number, so no period is ever charged twice, whatever runs twice or crashes.
 */
export const renewalCharges = pgTable(
  "renewal_charges",
  {
    id: serial("id").primaryKey(),
    userMembershipId: integer("user_membership_id")
      .notNull()
      .references(() => userMemberships.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** The EndDateTime being renewed. */
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    state: text("state", {
      enum: ["due", "charging", "retrying", "paid", "failed", "superseded", "cancelled"],
    })
      .notNull()
      .default("due"),
    /** Tries started so far; the try in progress (state `charging`) included. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    amountCents: integer("amount_cents"),
    levelId: integer("level_id"),
    lastError: text("last_error"),
    /** The invoice (payments.id) of a paid renewal. */
    paymentId: integer("payment_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("renewal_charges_period_key").on(t.userMembershipId, t.periodEnd),
    index("renewal_charges_due_idx").on(t.state, t.nextAttemptAt),
    index("renewal_charges_user_idx").on(t.userId),
  ],
);

/** E-mails sent once per membership period (reminders, card expiry, end): the unique key makes them exactly-once. */
export const membershipNotices = pgTable(
  "membership_notices",
  {
    id: serial("id").primaryKey(),
    userMembershipId: integer("user_membership_id")
      .notNull()
      .references(() => userMemberships.id),
    kind: text("kind", { enum: ["renewalReminder", "cardExpiry", "ended"] }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("membership_notices_key").on(t.userMembershipId, t.kind, t.periodEnd)],
);

/** Which membership overview cards a member shows on the profile, in which order. */
export const profileOverviewCards = pgTable("profile_overview_cards", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id),
  cards: jsonb("cards").$type<{ Key: string; IsVisible: boolean; SortOrder: number }[]>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Country discounts (spec: Brazil and Japan), in cents per level. */
export const locationDiscounts = pgTable("location_discounts", {
  countryCode: text("country_code").primaryKey(),
  standardDiscountCents: integer("standard_discount_cents").notNull().default(0),
  practitionerDiscountCents: integer("practitioner_discount_cents").notNull().default(0),
  instructorDiscountCents: integer("instructor_discount_cents").notNull().default(0),
});
