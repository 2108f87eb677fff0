import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../account/account.schema.ts";
import { PRODUCT_KINDS, products } from "../store/store.schema.ts";

/** The address an order ships to, copied at checkout so editing the address book never rewrites an order. */
export interface ShippingAddress {
  fullName: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  countryCode: string;
  phone: string;
}

/**
 * `pending`: stock taken, card not yet charged (ADR 0037); `cancelled`: the charge failed and the stock went
 * back; `expired`: left pending past its time (the checkout died between stock and charge), released by the
 * `orders.expirePending` job (ADR 0049). Only paid, shipped and refunded orders are shown to buyers.
 */
export const ORDER_STATUSES = ["pending", "cancelled", "expired", "paid", "shipped", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A paid store order (ADR 0035): a member's (`user_id`) or a guest's (`guest_id` plus the e-mail typed at
 * checkout). Amounts are recomputed on the server at checkout and kept in US cents; `kind` says whether it
 * went through `Store/ProcessPayment` or `Store/InstructorCheckout` (instructor prices).
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    orderNumber: text("order_number").notNull(),
    userId: integer("user_id").references(() => users.id),
    guestId: text("guest_id"),
    email: text("email").notNull(),
    kind: text("kind", { enum: ["store", "instructor"] }).notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("paid"),
    subtotalCents: integer("subtotal_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull().default(0),
    discountCents: integer("discount_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    couponCode: text("coupon_code"),
    /** The buyer's language at checkout: a guest's later mails (shipped, refunded) use it. */
    language: text("language").notNull().default("en"),
    /** null when nothing in the order ships (digital goods and manuals only). */
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>(),
    cardBrand: text("card_brand"),
    last4: text("last4"),
    gatewayChargeId: text("gateway_charge_id"),
    trackingNumber: text("tracking_number"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_order_number_key").on(t.orderNumber),
    // A buyer's orders, newest first (read backwards, the id last: no page sorts).
    index("orders_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("orders_guest_created_idx").on(t.guestId, t.createdAt, t.id),
    index("orders_email_idx").on(t.email),
    index("orders_status_created_idx").on(t.status, t.createdAt),
  ],
);

/** One line of an order: the product as it was sold (title, kind and unit price are snapshots). */
export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    title: text("title").notNull(),
    kind: text("kind", { enum: PRODUCT_KINDS }).notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
    /** Digital goods: how many times the signed link was used (the link's limit is the orders module's). */
    downloadCount: integer("download_count").notNull().default(0),
  },
  (t) => [index("order_items_order_idx").on(t.orderId), index("order_items_product_idx").on(t.productId)],
);

/**
 * A shopping cart (ADR 0037): a member's (`user_id`) or a visitor's (`guest_id`, a random UUID the browser
 * keeps). A guest cart merged into a member's at login keeps its rows with `is_original` false, so a replayed
 * sync finds nothing left to merge.
 */
export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id),
    guestId: text("guest_id"),
    isOriginal: boolean("is_original").notNull().default(true),
    mergedAt: timestamp("merged_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("carts_user_key").on(t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex("carts_guest_key").on(t.guestId).where(sql`${t.guestId} is not null`),
  ],
);

/** One product in a cart; the price is read from the product at display and at checkout, never stored. */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_items_cart_product_key").on(t.cartId, t.productId),
    index("cart_items_product_idx").on(t.productId),
  ],
);

/** A shipping zone: the countries it serves, or the rest-of-world fallback (one zone, `is_fallback`). */
export const shippingZones = pgTable(
  "shipping_zones",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** ISO 3166-1 alpha-2 codes, upper case. */
    countries: jsonb("countries").$type<string[]>().notNull().default([]),
    isFallback: boolean("is_fallback").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("shipping_zones_sort_idx").on(t.sortOrder, t.id)],
);

/** A weight band of a zone: parcels up to `max_weight_grams` ship for `price_cents`. */
export const shippingRates = pgTable(
  "shipping_rates",
  {
    id: serial("id").primaryKey(),
    zoneId: integer("zone_id")
      .notNull()
      .references(() => shippingZones.id, { onDelete: "cascade" }),
    maxWeightGrams: integer("max_weight_grams").notNull(),
    priceCents: integer("price_cents").notNull(),
  },
  (t) => [uniqueIndex("shipping_rates_zone_weight_key").on(t.zoneId, t.maxWeightGrams)],
);
