import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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

/** A member's membership period; the newest row per user is the current one. */
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
    status: text("status", { enum: ["active", "lapsed", "cancelled"] })
      .notNull()
      .default("active"),
    autoRenew: boolean("auto_renew").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("user_memberships_user_idx").on(t.userId, t.createdAt),
    index("user_memberships_end_idx").on(t.endDateTime),
  ],
);

/** Country discounts (spec: Brazil and Japan), in cents per level. */
export const locationDiscounts = pgTable("location_discounts", {
  countryCode: text("country_code").primaryKey(),
  standardDiscountCents: integer("standard_discount_cents").notNull().default(0),
  practitionerDiscountCents: integer("practitioner_discount_cents").notNull().default(0),
  instructorDiscountCents: integer("instructor_discount_cents").notNull().default(0),
});
