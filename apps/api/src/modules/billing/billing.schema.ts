import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../account/account.schema.ts";
import { userMemberships } from "../membership/membership.schema.ts";

/**
 * The card a member's auto-renewals are charged to: a gateway token and what may be shown. Card number and
 * CVV are never stored (architecture "Payments").
 */
export const billingDetails = pgTable("billing_details", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .unique("billing_details_user_key")
    .references(() => users.id),
  gatewayToken: text("gateway_token").notNull(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expMonth: integer("exp_month").notNull(),
  expYear: integer("exp_year").notNull(),
  holderName: text("holder_name").notNull(),
  /** Spec 000 §3 billing-details update: BillingType 1, CardType 'Pay with Card', PayPalEmail null. */
  billingType: integer("billing_type").notNull().default(1),
  cardType: text("card_type").notNull().default("Pay with Card"),
  paypalEmail: text("paypal_email"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One line of an invoice: what it is (rendered per language from `kind`), and its amount in cents. */
export interface InvoiceLine {
  kind:
    | "membership"
    | "licensingFee"
    | "credits"
    | "coupon"
    | "countryDiscount"
    | "proratedAdjustment"
    | "seminar"
    | "course"
    | "retakeDiscount"
    | "manual";
  amountCents: number;
  /** The seminar's or course's title as it was when paid (seminar, course lines). */
  title?: string;
  /** The retake discount's percentage (retakeDiscount lines). */
  percent?: number;
  levelId?: number;
  code?: string;
  country?: string;
  months?: number;
}

export const PAYMENT_KINDS = [
  "signup",
  "renewal",
  "levelChange",
  "instructorRenewal",
  "autoRenewal",
  "seminar",
  "course",
  "manual",
] as const;
export type PaymentKindColumn = (typeof PAYMENT_KINDS)[number];

/** Payments and their invoices: one row per successful charge. */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    invoiceNumber: text("invoice_number").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    userMembershipId: integer("user_membership_id").references(() => userMemberships.id),
    /** The level paid for; for a seminar or course, the payer's plan level whose price applied. */
    membershipId: integer("membership_id").notNull(),
    kind: text("kind", { enum: PAYMENT_KINDS }).notNull(),
    /**
     * What a seminar or course payment bought (ADR 0031): ids without foreign keys, so billing never depends
     * on the education modules, and the title as it was when paid.
     */
    seminarId: integer("seminar_id"),
    courseId: integer("course_id"),
    itemTitle: text("item_title"),
    /** How it was paid: card (the gateway) or PayPal (the order id is in gateway_charge_id). */
    method: text("method", { enum: ["card", "paypal"] })
      .notNull()
      .default("card"),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    couponCode: text("coupon_code"),
    countryCode: text("country_code"),
    cardBrand: text("card_brand"),
    last4: text("last4"),
    gatewayChargeId: text("gateway_charge_id"),
    status: text("status", { enum: ["paid", "refunded"] })
      .notNull()
      .default("paid"),
    periodStart: timestamp("period_start", { withTimezone: true }),
    periodEnd: timestamp("period_end", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_invoice_number_key").on(t.invoiceNumber),
    // A member's payments, newest first (read backwards, the id last: no page sorts).
    index("payments_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("payments_coupon_idx").on(t.couponCode),
  ],
);

/**
 * Idempotency-Key records of charging calls (ADR 0006): the first request with a key runs, later ones with
 * the same key and caller get its stored answer; a different body under the same key is a conflict.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: serial("id").primaryKey(),
    scope: text("scope").notNull(),
    /** Who sent it: `user:<id>` or, for a sign-up, `anonymous`. */
    principal: text("principal").notNull(),
    key: text("key").notNull(),
    /** HMAC of the request body; card data never appears in clear. */
    requestHash: text("request_hash").notNull(),
    state: text("state", { enum: ["pending", "done"] })
      .notNull()
      .default("pending"),
    response: jsonb("response"),
    lockedAt: timestamp("locked_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("idempotency_keys_key").on(t.scope, t.principal, t.key),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

/** The sandbox gateway's stored cards: the behaviour its test number asked for, never the number itself. */
export const gatewaySandboxTokens = pgTable("gateway_sandbox_tokens", {
  token: text("token").primaryKey(),
  behaviour: text("behaviour", { enum: ["succeed", "failLater"] }).notNull(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expMonth: integer("exp_month").notNull(),
  expYear: integer("exp_year").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every sandbox gateway operation by its idempotency key, so a repeated key returns the first result. */
export const gatewaySandboxOperations = pgTable(
  "gateway_sandbox_operations",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull(),
    operation: text("operation", {
      enum: ["authorize", "capture", "charge", "storeCard", "chargeStored", "refund"],
    }).notNull(),
    amountCents: integer("amount_cents"),
    token: text("token"),
    /** The charge or authorization a capture or refund refers to. */
    reference: text("reference"),
    status: text("status", { enum: ["succeeded", "failed", "authorized", "captured", "refunded"] }).notNull(),
    result: jsonb("result").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("gateway_sandbox_operations_key").on(t.idempotencyKey),
    index("gateway_sandbox_operations_reference_idx").on(t.reference),
  ],
);

/**
 * One row per checkout being charged right now (ADR 0011): `member:<userId>` for a member's payment,
 * `signup:<normalised e-mail>` for a paid sign-up. The primary key lets exactly one request charge; the
 * others are refused before they reach the gateway. The row is deleted when the request ends; a row left by
 * a crashed process is taken over once it is stale.
 */
export const paymentClaims = pgTable("payment_claims", {
  key: text("key").primaryKey(),
  /** The owning request, so only it releases the claim. */
  token: text("token").notNull(),
  claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
});

/**
 * The built-in PayPal sandbox's orders (ADR 0031): created by `createOrder`, approved or cancelled on the
 * sandbox's own approval page, captured once. A repeated idempotency key returns the first order.
 */
export const paypalSandboxOrders = pgTable(
  "paypal_sandbox_orders",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    description: text("description").notNull(),
    returnUrl: text("return_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    status: text("status", { enum: ["created", "approved", "cancelled", "completed"] }).notNull(),
    payerId: text("payer_id"),
    captureId: text("capture_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("paypal_sandbox_orders_key").on(t.idempotencyKey)],
);

export const PAYPAL_ITEM_KINDS = ["seminar", "course", "manual"] as const;
export type PaypalItemKind = (typeof PAYPAL_ITEM_KINDS)[number];

/**
 * Our side of every PayPal checkout (ADR 0077): one row per PayPal order, whatever it buys. `kind` and
 * `item_id` name the item (a seminar, a self-study course, a manual; ids without foreign keys, so billing never
 * depends on the buying modules), `ref_id` the buying module's own record (the held place, the granted copy).
 * pending → completed (captured and committed once) | cancelled (the cancel URL, a newer order, the student)
 * | expired (its hold ran out before the capture). At most one pending order per buyer and item.
 */
export const paypalOrders = pgTable(
  "paypal_orders",
  {
    id: serial("id").primaryKey(),
    /** PayPal's order id (the `token` of the return URL). */
    orderId: text("order_id").notNull(),
    kind: text("kind", { enum: PAYPAL_ITEM_KINDS }).notNull(),
    itemId: integer("item_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: ["pending", "completed", "cancelled", "expired"] })
      .notNull()
      .default("pending"),
    /** Where the payer approves the order, so a buyer who left PayPal can go back while the hold lasts. */
    approvalUrl: text("approval_url"),
    /** The end of the item's hold; after it a pending order is never captured (ADR 0063). */
    holdUntil: timestamp("hold_until", { withTimezone: true }).notNull(),
    refId: integer("ref_id"),
    paymentId: integer("payment_id").references(() => payments.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("paypal_orders_order_key").on(t.orderId),
    uniqueIndex("paypal_orders_pending_key").on(t.userId, t.kind, t.itemId).where(sql`${t.status} = 'pending'`),
    index("paypal_orders_ref_idx").on(t.kind, t.refId),
  ],
);

export const PURCHASE_SOURCES = ["payment", "order", "donation"] as const;
export type PurchaseSource = (typeof PURCHASE_SOURCES)[number];
/** A purchase's status in the member's history: only money taken (paid; a store order also shipped) or given back. */
export const PURCHASE_STATUSES = ["paid", "shipped", "refunded"] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/**
 * The member's purchase history (issue 21, ADR 0077 "One purchases model"): one row per purchase that took money,
 * whoever sold it. Payments are copied by the `payments_to_purchases` trigger (billing's own table, also refunded
 * by the manuals and seminars modules); store orders and donations are written by their modules through the
 * `purchases` port, in the transaction of the sale, and their status changes through it too. `source_id` is the
 * seller's row (no foreign key, so billing never depends on the selling modules); the columns are what the
 * history shows, copied when sold, so the list reads this table alone.
 */
export const purchases = pgTable(
  "purchases",
  {
    id: serial("id").primaryKey(),
    source: text("source", { enum: PURCHASE_SOURCES }).notNull(),
    sourceId: integer("source_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** The sale's own time (the payment's, the order's, the donation's): the history's order. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Payments: the kind; orders: store or instructor; donations: the frequency. */
    kind: text("kind").notNull(),
    /** Payments: the item's title; orders: the lines' titles; donations: none. */
    title: text("title"),
    /** Payments: the plan level paid for. */
    levelId: integer("level_id"),
    /** The invoice, order or donation number. */
    reference: text("reference").notNull(),
    totalCents: integer("total_cents").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: PURCHASE_STATUSES }).notNull(),
  },
  (t) => [
    uniqueIndex("purchases_source_key").on(t.source, t.sourceId),
    // The history's page in its exact order (newest first, then the source's name, then the newest row).
    index("purchases_user_created_idx").on(t.userId, t.createdAt.desc(), t.source, t.sourceId.desc()),
  ],
);
