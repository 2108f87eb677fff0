import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { anyOf } from "../../db/sql.ts";
import type { Db } from "../../db/types.ts";
import { billingDetails, idempotencyKeys, paymentClaims, payments } from "./billing.schema.ts";

export type BillingDetailsRow = typeof billingDetails.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Only this module touches billing details, payments and idempotency records. */
export const billingRepository = {
  async findBillingDetails(db: Db, userId: number): Promise<BillingDetailsRow | undefined> {
    const [row] = await db.select().from(billingDetails).where(eq(billingDetails.userId, userId));
    return row;
  },

  /** Stores the card auto-renewals are charged to, replacing the previous one. */
  async saveBillingDetails(
    db: Db,
    userId: number,
    details: Omit<typeof billingDetails.$inferInsert, "id" | "userId" | "createdAt" | "updatedAt">,
    now: Date,
  ): Promise<BillingDetailsRow> {
    const [row] = await db
      .insert(billingDetails)
      .values({ ...details, userId, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: billingDetails.userId, set: { ...details, updatedAt: now } })
      .returning();
    if (!row) throw new Error("billing details upsert returned nothing");
    return row;
  },

  /** Erases a member's stored card (token, brand, last four, holder): the account is being deleted. */
  async deleteBillingDetails(db: Db, userId: number): Promise<void> {
    await db.delete(billingDetails).where(eq(billingDetails.userId, userId));
  },

  /** Idempotency records created before `before` (done, or pending long after their owner gave up). */
  async deleteIdempotencyKeysBefore(db: Db, before: Date): Promise<number> {
    const removed = await db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, before))
      .returning({ id: idempotencyKeys.id });
    return removed.length;
  },

  /** Takes the next payment id first, so the invoice number can carry it. */
  async nextPaymentId(db: Db): Promise<number> {
    const result = (await db.execute(
      sql`select nextval(pg_get_serial_sequence('payments', 'id'))::int as id`,
    )) as unknown as { rows: { id: number }[] };
    const id = result.rows[0]?.id;
    if (!id) throw new Error("no payment id");
    return Number(id);
  },

  async insertPayment(db: Db, payment: NewPayment): Promise<PaymentRow> {
    const [row] = await db.insert(payments).values(payment).returning();
    if (!row) throw new Error("payment insert returned nothing");
    return row;
  },

  async findPayment(db: Db, id: number): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id));
    return row;
  },

  async latestPayment(db: Db, userId: number): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(1);
    return row;
  },

  /** A user's invoices, newest first. */
  async listPayments(db: Db, userId: number, options: { page: number; pageSize: number }) {
    const [list, [total]] = await Promise.all([
      db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize),
      db.select({ n: sql<number>`count(*)::int` }).from(payments).where(eq(payments.userId, userId)),
    ]);
    return { list, total: total?.n ?? 0 };
  },

  /** What these payments bought: each one's kind and course (a page of the purchase history names them). */
  async boughtCourses(db: Db, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return db
      .select({ id: payments.id, kind: payments.kind, courseId: payments.courseId })
      .from(payments)
      .where(anyOf(payments.id, ids));
  },

  async markRefunded(db: Db, id: number): Promise<void> {
    await db.update(payments).set({ status: "refunded" }).where(eq(payments.id, id));
  },

  /** Claims an idempotency key; undefined when a record for it already exists. */
  async claimIdempotencyKey(
    db: Db,
    record: { scope: string; principal: string; key: string; requestHash: string; now: Date },
  ): Promise<IdempotencyRow | undefined> {
    const [row] = await db
      .insert(idempotencyKeys)
      .values({
        scope: record.scope,
        principal: record.principal,
        key: record.key,
        requestHash: record.requestHash,
        state: "pending",
        lockedAt: record.now,
        createdAt: record.now,
      })
      .onConflictDoNothing()
      .returning();
    return row;
  },

  async findIdempotencyKey(db: Db, scope: string, principal: string, key: string) {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(
        and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.principal, principal), eq(idempotencyKeys.key, key)),
      );
    return row;
  },

  /** Takes over a pending record whose owner stopped answering; only one caller wins. */
  async takeOverIdempotencyKey(db: Db, id: number, staleBefore: Date, now: Date): Promise<boolean> {
    const rows = await db
      .update(idempotencyKeys)
      .set({ lockedAt: now })
      .where(
        and(
          eq(idempotencyKeys.id, id),
          eq(idempotencyKeys.state, "pending"),
          lt(idempotencyKeys.lockedAt, staleBefore),
        ),
      )
      .returning({ id: idempotencyKeys.id });
    return rows.length === 1;
  },

  async completeIdempotencyKey(db: Db, id: number, response: unknown, now: Date): Promise<void> {
    await db
      .update(idempotencyKeys)
      .set({ state: "done", response, completedAt: now })
      .where(eq(idempotencyKeys.id, id));
  },

  /** Frees a key whose request failed before it charged anything, so a corrected retry may use it. */
  async releaseIdempotencyKey(db: Db, id: number): Promise<void> {
    await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.state, "pending")));
  },

  /**
   * Claims `key` for one checkout; a claim older than `staleBefore` (its owner crashed), or held under the same
   * `token` (a killed run of the same keyed request, whose record the caller has just taken over), is taken over.
   */
  async claimPayment(db: Db, key: string, token: string, now: Date, staleBefore: Date): Promise<boolean> {
    const inserted = await db
      .insert(paymentClaims)
      .values({ key, token, claimedAt: now })
      .onConflictDoNothing()
      .returning({ key: paymentClaims.key });
    if (inserted.length === 1) return true;
    const taken = await db
      .update(paymentClaims)
      .set({ token, claimedAt: now })
      .where(
        and(eq(paymentClaims.key, key), or(lt(paymentClaims.claimedAt, staleBefore), eq(paymentClaims.token, token))),
      )
      .returning({ key: paymentClaims.key });
    return taken.length === 1;
  },

  async releasePayment(db: Db, key: string, token: string): Promise<void> {
    await db.delete(paymentClaims).where(and(eq(paymentClaims.key, key), eq(paymentClaims.token, token)));
  },
};
