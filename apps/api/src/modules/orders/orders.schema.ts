import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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

export const ORDER_STATUSES = ["paid", "shipped", "refunded"] as const;
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
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    index("orders_guest_created_idx").on(t.guestId, t.createdAt),
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
