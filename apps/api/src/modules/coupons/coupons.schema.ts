import { sql } from "drizzle-orm";
import { boolean, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Discount codes (spec 000 §3 "Coupon response"; expiry and usage limits are ours, ADR 0008). */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    /** Stored upper-case and unique case-insensitively. */
    code: text("code").notNull(),
    type: text("type", { enum: ["Membership", "Store"] }).notNull(),
    /** 1 = percentage; any other value = fixed amount in dollars. */
    discountType: integer("discount_type").notNull(),
    discountValue: numeric("discount_value", { precision: 10, scale: 2, mode: "number" }).notNull(),
    /** Usable strictly before this instant; null = never expires. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** null = unlimited. */
    maxUses: integer("max_uses"),
    timesUsed: integer("times_used").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupons_code_key").on(sql`upper(${t.code})`),
    index("coupons_type_created_idx").on(t.type, t.createdAt),
  ],
);
