import type { ManualFilter, ManualSource } from "@haa/domain";
import { and, desc, eq, ilike, isNull, type SQL, sql } from "drizzle-orm";
import { containsPattern, pageWindow } from "../../db/paging.ts";
import { qualified } from "../../db/sql.ts";
import type { Db } from "../../db/types.ts";
import { users } from "../account/account.schema.ts";
import { payments } from "../billing/billing.schema.ts";
import { manualOwners, manuals } from "./manuals.schema.ts";

export type ManualRow = typeof manuals.$inferSelect;
export type ManualCopyRow = typeof manualOwners.$inferSelect;
export type MyManualRow = ManualCopyRow & { manual: ManualRow };
export type ManualPaymentRow = typeof payments.$inferSelect;

const ADMIN_LIST_CAP = 500;

/** Only this module touches the manual tables. */
export const manualsRepository = {
  async insertManual(db: Db, values: typeof manuals.$inferInsert): Promise<ManualRow> {
    const [row] = await db.insert(manuals).values(values).returning();
    if (!row) throw new Error("manual insert returned nothing");
    return row;
  },

  async updateManual(db: Db, id: number, values: Partial<typeof manuals.$inferInsert>): Promise<ManualRow | undefined> {
    const [row] = await db.update(manuals).set(values).where(eq(manuals.id, id)).returning();
    return row;
  },

  async manualById(db: Db, id: number): Promise<ManualRow | undefined> {
    const [row] = await db.select().from(manuals).where(eq(manuals.id, id));
    return row;
  },

  async adminList(db: Db) {
    return db
      .select({
        manual: manuals,
        owners: sql<number>`(select count(*)::int from ${manualOwners} where ${qualified(manualOwners.manualId)} = ${qualified(manuals.id)})`,
      })
      .from(manuals)
      .orderBy(desc(manuals.createdAt), desc(manuals.id))
      .limit(ADMIN_LIST_CAP);
  },

  /** The member's copies, newest first: search over the title, filter by source or language. */
  async copiesOf(
    db: Db,
    userId: number,
    query: { search: string; filter: ManualFilter; page: number; pageSize: number },
  ): Promise<{ list: MyManualRow[]; total: number }> {
    const parts: (SQL | undefined)[] = [eq(manualOwners.userId, userId)];
    if (query.search) parts.push(ilike(manuals.title, containsPattern(query.search)));
    if (query.filter.kind === "source") parts.push(eq(manualOwners.source, query.filter.source));
    if (query.filter.kind === "language") parts.push(eq(manuals.language, query.filter.language));
    const where = and(...parts);
    const { limit, offset } = pageWindow(query);
    const [rows, [count]] = await Promise.all([
      db
        .select({ copy: manualOwners, manual: manuals })
        .from(manualOwners)
        .innerJoin(manuals, eq(manuals.id, manualOwners.manualId))
        .where(where)
        .orderBy(desc(manualOwners.grantedAt), desc(manualOwners.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(manualOwners)
        .innerJoin(manuals, eq(manuals.id, manualOwners.manualId))
        .where(where),
    ]);
    return { list: rows.map((row) => ({ ...row.copy, manual: row.manual })), total: Number(count?.total ?? 0) };
  },

  async copyOwner(db: Db, copyId: number): Promise<number | undefined> {
    const [row] = await db
      .select({ userId: manualOwners.userId })
      .from(manualOwners)
      .where(eq(manualOwners.id, copyId));
    return row?.userId;
  },

  /** A copy with its manual and the owner's name as the account holds it. */
  async copyForDownload(db: Db, copyId: number) {
    const [row] = await db
      .select({ copy: manualOwners, manual: manuals, firstName: users.firstName, lastName: users.lastName })
      .from(manualOwners)
      .innerJoin(manuals, eq(manuals.id, manualOwners.manualId))
      .innerJoin(users, eq(users.id, manualOwners.userId))
      .where(eq(manualOwners.id, copyId));
    return row;
  },

  async setPersonalised(db: Db, copyId: number, url: string, name: string): Promise<string | null> {
    const [previous] = await db
      .select({ url: manualOwners.personalisedUrl })
      .from(manualOwners)
      .where(eq(manualOwners.id, copyId));
    await db
      .update(manualOwners)
      .set({ personalisedUrl: url, personalisedName: name })
      .where(eq(manualOwners.id, copyId));
    return previous?.url ?? null;
  },

  async copyOf(db: Db, userId: number, manualId: number): Promise<ManualCopyRow | undefined> {
    const [row] = await db
      .select()
      .from(manualOwners)
      .where(and(eq(manualOwners.userId, userId), eq(manualOwners.manualId, manualId)));
    return row;
  },

  /**
   * Grants a copy: the id is drawn first so the purchase id (M-<year>-<id>) is written with the row; a second
   * grant of the same manual to the same member keeps the first copy (UNIQUE user × manual).
   */
  async insertCopy(
    db: Db,
    values: { userId: number; manualId: number; source: ManualSource; grantedAt: Date },
    purchaseIdOf: (id: number) => string,
  ): Promise<ManualCopyRow | undefined> {
    const result = (await db.execute(
      sql`select nextval(pg_get_serial_sequence('manual_owners', 'id'))::int as id`,
    )) as unknown as { rows: { id: number }[] };
    const id = Number(result.rows[0]?.id);
    if (!id) throw new Error("no manual copy id");
    const [row] = await db
      .insert(manualOwners)
      .values({ ...values, id, purchaseId: purchaseIdOf(id) })
      .onConflictDoNothing({ target: [manualOwners.userId, manualOwners.manualId] })
      .returning();
    return row;
  },

  /** The manuals on sale, newest first (the created index), at most `cap`. */
  async catalogue(db: Db, cap: number): Promise<ManualRow[]> {
    return db.select().from(manuals).orderBy(desc(manuals.createdAt), desc(manuals.id)).limit(cap);
  },

  async ownedManualIds(db: Db, userId: number): Promise<number[]> {
    const rows = await db
      .select({ manualId: manualOwners.manualId })
      .from(manualOwners)
      .where(eq(manualOwners.userId, userId));
    return rows.map((row) => row.manualId);
  },

  async userExists(db: Db, userId: number): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    return Boolean(row);
  },

  /** The copy a payment bought (ADR 0051). */
  async setCopyPayment(db: Db, copyId: number, paymentId: number): Promise<void> {
    await db.update(manualOwners).set({ paymentId }).where(eq(manualOwners.id, copyId));
  },

  /** Every copy of one manual with its owner and the payment that bought it, newest first (capped). */
  async purchasesOf(db: Db, manualId: number) {
    return db
      .select({ copy: manualOwners, user: users, payment: payments })
      .from(manualOwners)
      .innerJoin(users, eq(users.id, manualOwners.userId))
      .leftJoin(payments, eq(payments.id, manualOwners.paymentId))
      .where(eq(manualOwners.manualId, manualId))
      .orderBy(desc(manualOwners.grantedAt), desc(manualOwners.id))
      .limit(ADMIN_LIST_CAP);
  },

  /** A manual payment in billing's table (read here, as the seminars module does for its refunds). */
  async manualPayment(db: Db, paymentId: number): Promise<ManualPaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.kind, "manual")));
    return row;
  },

  /**
   * The refund's claim: a guarded UPDATE paid → refunded, so of two parallel refunds exactly one gets the row
   * back and reaches the gateway.
   */
  async claimRefund(db: Db, paymentId: number): Promise<ManualPaymentRow | undefined> {
    const [row] = await db
      .update(payments)
      .set({ status: "refunded" })
      .where(and(eq(payments.id, paymentId), eq(payments.kind, "manual"), eq(payments.status, "paid")))
      .returning();
    return row;
  },

  /** The gateway refused: the payment is paid again and may be refunded later. */
  async releaseRefund(db: Db, paymentId: number): Promise<void> {
    await db.update(payments).set({ status: "paid" }).where(eq(payments.id, paymentId));
  },

  /**
   * The copy a payment bought: linked by payment_id since ADR 0051; a copy bought before has no link, so it is
   * found by the buyer, the purchase source and the manual's title as the payment recorded it.
   */
  async copyOfPayment(db: Db, payment: ManualPaymentRow): Promise<ManualCopyRow | undefined> {
    const [linked] = await db.select().from(manualOwners).where(eq(manualOwners.paymentId, payment.id));
    if (linked) return linked;
    if (!payment.itemTitle) return undefined;
    const [legacy] = await db
      .select({ copy: manualOwners })
      .from(manualOwners)
      .innerJoin(manuals, eq(manuals.id, manualOwners.manualId))
      .where(
        and(
          eq(manualOwners.userId, payment.userId),
          eq(manualOwners.source, "purchase"),
          isNull(manualOwners.paymentId),
          eq(manuals.title, payment.itemTitle),
        ),
      )
      .limit(1);
    return legacy?.copy;
  },

  async deleteCopy(db: Db, copyId: number): Promise<ManualCopyRow | undefined> {
    const [row] = await db.delete(manualOwners).where(eq(manualOwners.id, copyId)).returning();
    return row;
  },
};
