import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { shippingRates, shippingZones } from "./orders.schema.ts";

export type ZoneWithRates = typeof shippingZones.$inferSelect & {
  rates: { maxWeightGrams: number; priceCents: number }[];
};

/** The only code touching the shipping table: zones and their weight bands. */
export const shippingRepository = {
  async zones(db: Db): Promise<ZoneWithRates[]> {
    const zones = await db.select().from(shippingZones).orderBy(asc(shippingZones.sortOrder), asc(shippingZones.id));
    const rates = await db.select().from(shippingRates).orderBy(asc(shippingRates.maxWeightGrams));
    return zones.map((zone) => ({
      ...zone,
      rates: rates
        .filter((rate) => rate.zoneId === zone.id)
        .map((rate) => ({ maxWeightGrams: rate.maxWeightGrams, priceCents: rate.priceCents })),
    }));
  },

  async saveZone(
    db: Db,
    id: number | undefined,
    zone: { name: string; countries: string[]; isFallback: boolean },
    rates: { maxWeightGrams: number; priceCents: number }[],
  ): Promise<number | undefined> {
    let zoneId = id;
    if (zoneId !== undefined) {
      const [row] = await db.update(shippingZones).set(zone).where(eq(shippingZones.id, zoneId)).returning();
      if (!row) return undefined;
      await db.delete(shippingRates).where(eq(shippingRates.zoneId, zoneId));
    } else {
      const [row] = await db.insert(shippingZones).values(zone).returning();
      zoneId = row?.id;
    }
    if (zoneId === undefined) return undefined;
    const savedId = zoneId;
    if (rates.length > 0) await db.insert(shippingRates).values(rates.map((rate) => ({ ...rate, zoneId: savedId })));
    if (zone.isFallback) {
      await db
        .update(shippingZones)
        .set({ isFallback: false })
        .where(and(eq(shippingZones.isFallback, true), sql`${shippingZones.id} <> ${savedId}`));
    }
    return savedId;
  },

  async deleteZone(db: Db, id: number): Promise<boolean> {
    const rows = await db.delete(shippingZones).where(eq(shippingZones.id, id)).returning({ id: shippingZones.id });
    return rows.length === 1;
  },

  async insertZoneSeed(
    db: Db,
    zone: typeof shippingZones.$inferInsert,
    rates: { maxWeightGrams: number; priceCents: number }[],
  ) {
    const [row] = await db.insert(shippingZones).values(zone).returning();
    if (!row) throw new Error("zone insert returned nothing");
    await db.insert(shippingRates).values(rates.map((rate) => ({ ...rate, zoneId: row.id })));
    return row;
  },
};
