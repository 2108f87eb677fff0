import { type Coupon, normalizeCouponCode } from "@haa/domain";
import { and, desc, eq, ilike, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { coupons } from "./coupons.schema.ts";

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

/** The coupon as the domain rules read it. */
export function toDomainCoupon(row: CouponRow): Coupon {
  return {
    Code: row.code,
    DiscountType: row.discountType,
    DiscountValue: row.discountValue,
    Type: row.type,
    ExpiresAt: row.expiresAt,
    MaxUses: row.maxUses,
    TimesUsed: row.timesUsed,
    IsActive: row.isActive,
  };
}

/** Only this module touches the coupon table. */
export const couponsRepository = {
  async findByCode(db: Db, code: string): Promise<CouponRow | undefined> {
    const [row] = await db
      .select()
      .from(coupons)
      .where(eq(sql`upper(${coupons.code})`, normalizeCouponCode(code)));
    return row;
  },

  async insert(db: Db, coupon: NewCoupon): Promise<CouponRow> {
    const [row] = await db
      .insert(coupons)
      .values({ ...coupon, code: normalizeCouponCode(coupon.code) })
      .returning();
    if (!row) throw new Error("coupon insert returned nothing");
    return row;
  },

  /**
   * Counts one use, only while the coupon is still active, unexpired and under its limit: under a race for the
   * last use exactly one caller gets true.
   */
  async redeem(db: Db, id: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(coupons)
      .set({ timesUsed: sql`${coupons.timesUsed} + 1`, updatedAt: now })
      .where(
        and(
          eq(coupons.id, id),
          eq(coupons.isActive, true),
          or(isNull(coupons.maxUses), lt(coupons.timesUsed, coupons.maxUses)),
          or(isNull(coupons.expiresAt), sql`${coupons.expiresAt} > ${now}`),
        ),
      )
      .returning({ id: coupons.id });
    return rows.length === 1;
  },

  /** Gives back a use reserved by `redeem` for a payment that did not go through. */
  async unredeem(db: Db, id: number, now: Date): Promise<void> {
    await db
      .update(coupons)
      .set({ timesUsed: sql`greatest(${coupons.timesUsed} - 1, 0)`, updatedAt: now })
      .where(eq(coupons.id, id));
  },

  async findById(db: Db, id: number): Promise<CouponRow | undefined> {
    const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
    return row;
  },

  async update(db: Db, id: number, change: Partial<NewCoupon>): Promise<CouponRow | undefined> {
    const values = change.code ? { ...change, code: normalizeCouponCode(change.code) } : change;
    const [row] = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning();
    return row;
  },

  /** A page of coupons, newest first, optionally filtered by type and code. */
  async list(
    db: Db,
    options: { page: number; pageSize: number; search: string; type?: CouponRow["type"] | undefined },
  ) {
    const pattern = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = and(
      options.type ? eq(coupons.type, options.type) : undefined,
      options.search ? ilike(coupons.code, pattern) : undefined,
    );
    const [list, [total]] = await Promise.all([
      db
        .select()
        .from(coupons)
        .where(where)
        .orderBy(desc(coupons.createdAt), desc(coupons.id))
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize),
      db.select({ n: sql<number>`count(*)::int` }).from(coupons).where(where),
    ]);
    return { list, total: total?.n ?? 0 };
  },
};
