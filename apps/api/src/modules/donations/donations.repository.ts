import { and, desc, eq, gte, ilike, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { containsPattern, pageWindow } from "../../db/paging.ts";
import type { Db } from "../../db/types.ts";
import { type DonationFrequency, donationPlans, donations } from "./donations.schema.ts";

export type DonationRow = typeof donations.$inferSelect;
export type NewDonation = typeof donations.$inferInsert;
export type DonationPlanRow = typeof donationPlans.$inferSelect;
export type NewDonationPlan = typeof donationPlans.$inferInsert;

/** The administrator's filters; days are UTC calendar days, both ends inclusive. */
export interface DonationFilter {
  frequency?: DonationFrequency | undefined;
  status?: "paid" | "refunded" | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000);

function filterOf(filter: DonationFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.frequency) parts.push(eq(donations.frequency, filter.frequency));
  if (filter.status) parts.push(eq(donations.status, filter.status));
  if (filter.from) parts.push(gte(donations.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) parts.push(lt(donations.createdAt, nextDay(filter.to)));
  const search = filter.search?.trim();
  if (search) {
    // Names and e-mails are short: a contains-match over the (already filtered) rows, as the user list does.
    const pattern = containsPattern(search);
    parts.push(or(ilike(donations.name, pattern), ilike(donations.email, pattern)));
  }
  return parts.length ? and(...parts) : undefined;
}

/** Only this module touches donations and yearly donation plans. */
export const donationsRepository = {
  /** The next id, taken first so the donation number (DON-2026-000123) is written with the row. */
  async nextDonationId(db: Db): Promise<number> {
    const [row] = await db
      .select({ id: sql<number>`nextval(pg_get_serial_sequence('donations', 'id'))::int` })
      .from(sql`(select 1) as one`);
    if (!row) throw new Error("no donation id");
    return row.id;
  },

  async insert(db: Db, donation: NewDonation): Promise<DonationRow> {
    const [row] = await db.insert(donations).values(donation).returning();
    if (!row) throw new Error("donation insert returned nothing");
    return row;
  },

  async findById(db: Db, id: number): Promise<DonationRow | undefined> {
    const [row] = await db.select().from(donations).where(eq(donations.id, id));
    return row;
  },

  /**
   * The newest gift like this one (same e-mail, amount, frequency and card) made since `since`, if any: the
   * donation e-mail index narrows it to one donor's few gifts.
   */
  async latestIdentical(
    db: Db,
    gift: { email: string; amountCents: number; frequency: DonationRow["frequency"]; cardBrand: string; last4: string },
    since: Date,
  ): Promise<DonationRow | undefined> {
    const [row] = await db
      .select()
      .from(donations)
      .where(
        and(
          eq(donations.email, gift.email),
          eq(donations.amountCents, gift.amountCents),
          eq(donations.frequency, gift.frequency),
          eq(donations.cardBrand, gift.cardBrand),
          eq(donations.last4, gift.last4),
          gte(donations.createdAt, since),
        ),
      )
      .orderBy(desc(donations.createdAt), desc(donations.id))
      .limit(1);
    return row;
  },

  async insertPlan(db: Db, plan: NewDonationPlan): Promise<DonationPlanRow> {
    const [row] = await db.insert(donationPlans).values(plan).returning();
    if (!row) throw new Error("donation plan insert returned nothing");
    return row;
  },

  async findPlan(db: Db, id: number): Promise<DonationPlanRow | undefined> {
    const [row] = await db.select().from(donationPlans).where(eq(donationPlans.id, id));
    return row;
  },

  /** The plan locked until the caller's transaction ends: the yearly charge writes its outcome under it. */
  async planForUpdate(db: Db, id: number): Promise<DonationPlanRow | undefined> {
    const [row] = await db.select().from(donationPlans).where(eq(donationPlans.id, id)).for("update");
    return row;
  },

  async updatePlan(db: Db, id: number, change: Partial<NewDonationPlan>): Promise<DonationPlanRow | undefined> {
    const [row] = await db.update(donationPlans).set(change).where(eq(donationPlans.id, id)).returning();
    return row;
  },

  /** Cancels an active plan; false when it was not active (already cancelled or stopped). */
  async cancelPlan(db: Db, id: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(donationPlans)
      .set({ status: "cancelled", cancelledAt: now })
      .where(and(eq(donationPlans.id, id), eq(donationPlans.status, "active")))
      .returning({ id: donationPlans.id });
    return rows.length === 1;
  },

  plansOfUser(db: Db, userId: number): Promise<DonationPlanRow[]> {
    return db
      .select()
      .from(donationPlans)
      .where(eq(donationPlans.userId, userId))
      .orderBy(desc(donationPlans.createdAt), desc(donationPlans.id));
  },

  /** Active plans due at `now`, oldest due first, at most `limit` (the job takes them in batches). */
  duePlans(db: Db, now: Date, limit: number): Promise<DonationPlanRow[]> {
    return db
      .select()
      .from(donationPlans)
      .where(and(eq(donationPlans.status, "active"), lte(donationPlans.nextChargeAt, now)))
      .orderBy(donationPlans.nextChargeAt, donationPlans.id)
      .limit(limit);
  },

  /**
   * The refund's claim (ADR 0052): moves a paid donation to refunded in one guarded UPDATE, so of two parallel
   * calls exactly one gets the row back and goes on to the gateway.
   */
  async claimRefund(db: Db, id: number, now: Date): Promise<DonationRow | undefined> {
    const [row] = await db
      .update(donations)
      .set({ status: "refunded", refundedAt: now })
      .where(and(eq(donations.id, id), eq(donations.status, "paid")))
      .returning();
    return row;
  },

  /** Gives the claim back when the gateway refused the refund. */
  async releaseRefund(db: Db, id: number): Promise<void> {
    await db.update(donations).set({ status: "paid", refundedAt: null }).where(eq(donations.id, id));
  },

  /** The administrator's page, newest first, with the totals of everything the filter matches. */
  async list(db: Db, options: { page: number; pageSize: number } & DonationFilter) {
    const where = filterOf(options);
    const { limit, offset } = pageWindow(options);
    const [list, [totals], [plans]] = await Promise.all([
      db
        .select({ donation: donations, planStatus: donationPlans.status })
        .from(donations)
        .leftJoin(donationPlans, eq(donationPlans.id, donations.planId))
        .where(where)
        .orderBy(desc(donations.createdAt), desc(donations.id))
        .limit(limit)
        .offset(offset),
      db
        .select({
          n: sql<number>`count(*)::int`,
          total: sql<number>`coalesce(sum(${donations.amountCents}) filter (where ${donations.status} = 'paid'), 0)::int`,
          oneOff: sql<number>`coalesce(sum(${donations.amountCents}) filter (where ${donations.status} = 'paid' and ${donations.frequency} = 'oneOff'), 0)::int`,
          yearly: sql<number>`coalesce(sum(${donations.amountCents}) filter (where ${donations.status} = 'paid' and ${donations.frequency} = 'yearly'), 0)::int`,
          refunded: sql<number>`coalesce(sum(${donations.amountCents}) filter (where ${donations.status} = 'refunded'), 0)::int`,
        })
        .from(donations)
        .where(where),
      db.select({ n: sql<number>`count(*)::int` }).from(donationPlans).where(eq(donationPlans.status, "active")),
    ]);
    return {
      list,
      total: totals?.n ?? 0,
      totalCents: totals?.total ?? 0,
      oneOffCents: totals?.oneOff ?? 0,
      yearlyCents: totals?.yearly ?? 0,
      refundedCents: totals?.refunded ?? 0,
      activePlans: plans?.n ?? 0,
    };
  },

  /** Every donation the filter matches, newest first, at most `limit` (the CSV export). */
  exportRows(db: Db, filter: DonationFilter, limit: number) {
    return db
      .select({ donation: donations, planStatus: donationPlans.status })
      .from(donations)
      .leftJoin(donationPlans, eq(donationPlans.id, donations.planId))
      .where(filterOf(filter))
      .orderBy(desc(donations.createdAt), desc(donations.id))
      .limit(limit);
  },
};
