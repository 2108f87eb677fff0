import { and, desc, eq, lte, sql } from "drizzle-orm";
import { pageWindow } from "../../db/paging.ts";
import type { Db } from "../../db/types.ts";
import { type DonationFrequency, donationPlans, donations } from "./donations.schema.ts";

export type DonationRow = typeof donations.$inferSelect;
export type NewDonation = typeof donations.$inferInsert;
export type DonationPlanRow = typeof donationPlans.$inferSelect;
export type NewDonationPlan = typeof donationPlans.$inferInsert;

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

  async insertPlan(db: Db, plan: NewDonationPlan): Promise<DonationPlanRow> {
    const [row] = await db.insert(donationPlans).values(plan).returning();
    if (!row) throw new Error("donation plan insert returned nothing");
    return row;
  },

  async findPlan(db: Db, id: number): Promise<DonationPlanRow | undefined> {
    const [row] = await db.select().from(donationPlans).where(eq(donationPlans.id, id));
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

  /** The administrator's page, newest first, with the totals of everything the filter matches. */
  async list(db: Db, options: { page: number; pageSize: number; frequency?: DonationFrequency | undefined }) {
    const where = options.frequency ? eq(donations.frequency, options.frequency) : undefined;
    const { limit, offset } = pageWindow(options);
    const [list, [totals], [plans]] = await Promise.all([
      db
        .select()
        .from(donations)
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
      activePlans: plans?.n ?? 0,
    };
  },
};
