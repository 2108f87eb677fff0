import { and, eq, inArray, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { pageWindow } from "../../db/paging.ts";
import { qualified } from "../../db/sql.ts";
import type { Db } from "../../db/types.ts";
import { donations } from "../donations/donations.schema.ts";
import { orderItems, orders } from "../orders/orders.schema.ts";
import { payments } from "./billing.schema.ts";

/** One row of a member's purchase history, whichever table it comes from. */
export interface PurchaseRow {
  source: "payment" | "order" | "donation";
  id: number;
  createdAt: Date;
  /** Payments: the kind; orders: the kind (store, instructor); donations: the frequency. */
  kind: string;
  /** Payments: the item's title; orders: the lines' titles; donations: null. */
  title: string | null;
  /** Payments: the plan level paid for. */
  levelId: number | null;
  reference: string;
  totalCents: number;
  currency: string;
  status: PurchaseStatus;
}

/**
 * What the history lists: completed payments (paid; store orders also shipped) and refunded ones. A store
 * checkout that is still pending, was declined (cancelled) or died (expired) took no money and is no purchase;
 * payments and donations are written only once charged, so they are always paid or refunded.
 */
export const PURCHASE_STATUSES = ["paid", "shipped", "refunded"] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
const LISTED_ORDER_STATUSES = [...PURCHASE_STATUSES];

/**
 * Reads billing's payments and, read-only, the orders and donations tables (their modules own them): the one
 * place that sees every payment of a member. Each branch walks its own (user_id, created_at) index.
 */
export const purchasesRepository = {
  async listByUser(db: Db, userId: number, page: { page: number; pageSize: number }) {
    const fromPayments = db
      .select({
        source: sql<string>`'payment'`.as("source"),
        id: payments.id,
        createdAt: payments.createdAt,
        kind: sql<string>`${payments.kind}`.as("kind"),
        title: sql<string | null>`${payments.itemTitle}`.as("title"),
        levelId: sql<number | null>`${payments.membershipId}`.as("level_id"),
        reference: sql<string>`${payments.invoiceNumber}`.as("reference"),
        totalCents: sql<number>`${payments.totalCents}`.as("total_cents"),
        currency: sql<string>`${payments.currency}`.as("currency"),
        status: sql<PurchaseStatus>`${payments.status}`.as("status"),
      })
      .from(payments)
      .where(eq(payments.userId, userId));
    const fromOrders = db
      .select({
        source: sql<string>`'order'`.as("source"),
        id: orders.id,
        createdAt: orders.createdAt,
        kind: sql<string>`${orders.kind}`.as("kind"),
        title: sql<
          string | null
        >`(select string_agg(${qualified(orderItems.title)}, ', ' order by ${qualified(orderItems.id)}) from ${orderItems} where ${qualified(orderItems.orderId)} = ${qualified(orders.id)})`.as(
          "title",
        ),
        levelId: sql<number | null>`null::int`.as("level_id"),
        reference: sql<string>`${orders.orderNumber}`.as("reference"),
        totalCents: sql<number>`${orders.totalCents}`.as("total_cents"),
        currency: sql<string>`${orders.currency}`.as("currency"),
        status: sql<PurchaseStatus>`${orders.status}`.as("status"),
      })
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.status, LISTED_ORDER_STATUSES)));
    const fromDonations = db
      .select({
        source: sql<string>`'donation'`.as("source"),
        id: donations.id,
        createdAt: donations.createdAt,
        kind: sql<string>`${donations.frequency}`.as("kind"),
        title: sql<string | null>`null::text`.as("title"),
        levelId: sql<number | null>`null::int`.as("level_id"),
        reference: sql<string>`${donations.donationNumber}`.as("reference"),
        totalCents: sql<number>`${donations.amountCents}`.as("total_cents"),
        currency: sql<string>`${donations.currency}`.as("currency"),
        status: sql<PurchaseStatus>`${donations.status}`.as("status"),
      })
      .from(donations)
      .where(eq(donations.userId, userId));
    const { limit, offset } = pageWindow(page);
    const [list, [counts]] = await Promise.all([
      unionAll(fromPayments, fromOrders, fromDonations)
        .orderBy(sql`created_at desc`, sql`source`, sql`id desc`)
        .limit(limit)
        .offset(offset),
      db
        .select({
          n: sql<number>`(select count(*) from ${payments} where ${payments.userId} = ${userId})::int
            + (select count(*) from ${orders} where ${qualified(orders.userId)} = ${userId} and ${inArray(qualified(orders.status), LISTED_ORDER_STATUSES)})::int
            + (select count(*) from ${donations} where ${donations.userId} = ${userId})::int`,
        })
        .from(sql`(select 1) as one`),
    ]);
    return {
      list: list.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }) as PurchaseRow),
      total: counts?.n ?? 0,
    };
  },
};
