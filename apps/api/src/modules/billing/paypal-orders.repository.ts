import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { type PaypalItemKind, paypalOrders } from "./billing.schema.ts";

export type PaypalOrderRow = typeof paypalOrders.$inferSelect;
export type NewPaypalOrder = typeof paypalOrders.$inferInsert;

/** The one PayPal orders table (ADR 0077), whatever the order buys. */
export const paypalOrdersRepository = {
  async byOrderId(db: Db, orderId: string): Promise<PaypalOrderRow | undefined> {
    const [row] = await db.select().from(paypalOrders).where(eq(paypalOrders.orderId, orderId));
    return row;
  },

  /** The order locked: one capture result, one cancel or one expiry is recorded, once. */
  async lock(db: Db, orderId: string): Promise<PaypalOrderRow | undefined> {
    const [row] = await db.select().from(paypalOrders).where(eq(paypalOrders.orderId, orderId)).for("update");
    return row;
  },

  /** The pending order of a buying module's record (a held place), if any. */
  async pendingOfRef(db: Db, kind: PaypalItemKind, refId: number): Promise<PaypalOrderRow | undefined> {
    const [row] = await db
      .select()
      .from(paypalOrders)
      .where(and(eq(paypalOrders.kind, kind), eq(paypalOrders.refId, refId), eq(paypalOrders.status, "pending")));
    return row;
  },

  /** The buyer's pending orders for an item (at most one: the partial unique index). */
  async pendingOf(db: Db, userId: number, kind: PaypalItemKind, itemId: number): Promise<PaypalOrderRow[]> {
    return db
      .select()
      .from(paypalOrders)
      .where(
        and(
          eq(paypalOrders.userId, userId),
          eq(paypalOrders.kind, kind),
          eq(paypalOrders.itemId, itemId),
          eq(paypalOrders.status, "pending"),
        ),
      );
  },

  async insert(db: Db, values: NewPaypalOrder): Promise<PaypalOrderRow> {
    const [row] = await db.insert(paypalOrders).values(values).returning();
    if (!row) throw new Error("paypal order insert returned nothing");
    return row;
  },

  async update(db: Db, id: number, values: Partial<NewPaypalOrder>): Promise<PaypalOrderRow> {
    const [row] = await db.update(paypalOrders).set(values).where(eq(paypalOrders.id, id)).returning();
    if (!row) throw new Error("paypal order update returned nothing");
    return row;
  },

  /** Ends a still-pending order (conditional, so a capture that completed it first keeps it completed). */
  async endIfPending(
    db: Db,
    id: number,
    status: "cancelled" | "expired",
    now: Date,
  ): Promise<PaypalOrderRow | undefined> {
    const [row] = await db
      .update(paypalOrders)
      .set({ status, updatedAt: now })
      .where(and(eq(paypalOrders.id, id), eq(paypalOrders.status, "pending")))
      .returning();
    return row;
  },
};
