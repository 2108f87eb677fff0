import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { type ExportRow, pagedRows } from "../account/personal-data.port.ts";
import { donationPlans, donations } from "./donations.schema.ts";

/**
 * The donations' part of a member's data export (ADR 0089): the gifts charged while signed in, and the yearly
 * plans. What may be shown of the card (brand, last four), never the gateway's token or charge id. Gifts made as
 * a visitor carry no account, so they are not the member's rows here (an address alone proves no one).
 */
export const donationsExport = {
  donations(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select()
        .from(donations)
        .where(and(eq(donations.userId, userId), gt(donations.id, afterId)))
        .orderBy(asc(donations.id))
        .limit(limit);
      return rows.map((row) => ({
        Id: row.id,
        DonationNumber: row.donationNumber,
        PlanId: row.planId,
        Name: row.name,
        Email: row.email,
        Frequency: row.frequency,
        Amount: row.amountCents / 100,
        Currency: row.currency,
        CardBrand: row.cardBrand,
        Last4: row.last4,
        Status: row.status,
        RefundedAt: row.refundedAt?.toISOString() ?? null,
        CreatedAt: row.createdAt.toISOString(),
      }));
    });
  },

  plans(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select()
        .from(donationPlans)
        .where(and(eq(donationPlans.userId, userId), gt(donationPlans.id, afterId)))
        .orderBy(asc(donationPlans.id))
        .limit(limit);
      return rows.map((row) => ({
        Id: row.id,
        Name: row.name,
        Email: row.email,
        Language: row.language,
        Amount: row.amountCents / 100,
        CardBrand: row.cardBrand,
        Last4: row.last4,
        Status: row.status,
        NextChargeAt: row.nextChargeAt.toISOString(),
        CancelledAt: row.cancelledAt?.toISOString() ?? null,
        CreatedAt: row.createdAt.toISOString(),
      }));
    });
  },
};

/**
 * A member erased (ADR 0003, ADR 0089): their yearly plans stop, so the job never charges the card of someone who
 * is gone, and every plan's gateway token is cleared and returned for the module to forget at the gateway after the
 * commit. The gifts already made stay, as invoices do, for the association's accounts.
 */
export async function stopPlansOf(db: Db, userId: number, now: Date): Promise<string[]> {
  const plans = await db
    .select({ id: donationPlans.id, token: donationPlans.gatewayToken })
    .from(donationPlans)
    .where(eq(donationPlans.userId, userId));
  if (plans.length === 0) return [];
  await db
    .update(donationPlans)
    .set({ status: "cancelled", cancelledAt: now })
    .where(and(eq(donationPlans.userId, userId), eq(donationPlans.status, "active")));
  await db.update(donationPlans).set({ gatewayToken: "" }).where(eq(donationPlans.userId, userId));
  return plans.map((plan) => plan.token).filter(Boolean);
}
