import { and, count, eq } from "drizzle-orm";
import { descNullsLast, pageWindow } from "../../db/paging.ts";
import type { Db } from "../../db/types.ts";
import { type PurchaseSource, type PurchaseStatus, purchases } from "./billing.schema.ts";

export { PURCHASE_STATUSES, type PurchaseSource, type PurchaseStatus } from "./billing.schema.ts";

/** One row of a member's purchase history, as the history reads it: `id` is the selling module's row. */
export interface PurchaseRow {
  source: PurchaseSource;
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

/** What a selling module records when a sale took money (the `purchases` port). */
export type NewPurchase = Omit<PurchaseRow, "id" | "levelId"> & {
  source: Exclude<PurchaseSource, "payment">;
  sourceId: number;
  userId: number;
};

const columns = {
  source: purchases.source,
  id: purchases.sourceId,
  createdAt: purchases.createdAt,
  kind: purchases.kind,
  title: purchases.title,
  levelId: purchases.levelId,
  reference: purchases.reference,
  totalCents: purchases.totalCents,
  currency: purchases.currency,
  status: purchases.status,
};

/**
 * Billing's `purchases` table: the one place that lists every purchase of a member. A checkout that is still
 * pending, was declined or died took no money and is never written; payments and donations are written once
 * charged. `purchases_user_created_idx` serves the page in its order.
 */
export const purchasesRepository = {
  async listByUser(db: Db, userId: number, page: { page: number; pageSize: number }) {
    const { limit, offset } = pageWindow(page);
    const [list, [counted]] = await Promise.all([
      db
        .select(columns)
        .from(purchases)
        .where(eq(purchases.userId, userId))
        // Ties keep the order of the former union: the source's name, then the newest row.
        .orderBy(descNullsLast(purchases.createdAt), purchases.source, descNullsLast(purchases.sourceId))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(purchases).where(eq(purchases.userId, userId)),
    ]);
    return { list: list as PurchaseRow[], total: counted?.n ?? 0 };
  },

  /** Writes a sale once: a repeated record of the same row (a retried commit) keeps the first. */
  async record(db: Db, purchase: NewPurchase): Promise<void> {
    await db
      .insert(purchases)
      .values(purchase)
      .onConflictDoNothing({ target: [purchases.source, purchases.sourceId] });
  },

  /** A shipped, refunded or un-refunded sale; a row never recorded (a guest's order) has nothing to change. */
  async setStatus(db: Db, source: PurchaseSource, sourceId: number, status: PurchaseStatus): Promise<void> {
    await db
      .update(purchases)
      .set({ status })
      .where(and(eq(purchases.source, source), eq(purchases.sourceId, sourceId)));
  },
};
