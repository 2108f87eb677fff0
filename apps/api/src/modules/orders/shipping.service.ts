import { type SaveShippingZoneInput, type ShippingZone, shippingCents, zoneFor } from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { Ports } from "../../deps.ts";
import { presentShippingZone } from "./orders.presenter.ts";
import { errors } from "./orders.shared.ts";
import { shippingRepository as repo } from "./shipping.repository.ts";

/** What a parcel of this weight costs to this country and the zone that prices it; 400 when no zone ships there. */
export async function shippingQuote(db: Db, country: string, weightGrams: number) {
  const zones = await repo.zones(db);
  const cents = shippingCents(zones, country, weightGrams);
  if (cents === null) throw errors.noShipping();
  return { cents, zoneName: zoneFor(zones, country)?.name ?? null };
}

/** The shipping table an administrator edits: zones of countries (one rest-of-world fallback) and weight bands. */
export function createShippingService(deps: Ports) {
  const { db } = deps;

  async function zones(): Promise<ShippingZone[]> {
    return (await repo.zones(db)).map(presentShippingZone);
  }

  /** The audit log's "before" (ADR 0088): the zone and its weight bands as the administrator's table shows them. */
  async function recordBefore(id: number) {
    if (!deps.audit.recording()) return;
    const zone = (await zones()).find((row) => row.Id === id);
    deps.audit.before({ kind: "shippingZone", id }, zone ?? null);
  }

  return {
    zones,

    async saveZone(input: SaveShippingZoneInput): Promise<ShippingZone[]> {
      const rates = input.Rates.map((rate) => ({
        maxWeightGrams: rate.MaxWeightGrams,
        priceCents: Math.round(rate.Price * 100),
      }));
      const unique = new Map(rates.map((rate) => [rate.maxWeightGrams, rate]));
      if (input.Id !== undefined) await recordBefore(input.Id);
      const saved = await db.transaction((tx) =>
        repo.saveZone(
          tx,
          input.Id,
          { name: input.Name, countries: input.IsFallback ? [] : input.Countries, isFallback: input.IsFallback },
          [...unique.values()],
        ),
      );
      if (saved === undefined) throw errors.zoneNotFound();
      return zones();
    },

    async deleteZone(id: number): Promise<ShippingZone[]> {
      await recordBefore(id);
      if (!(await repo.deleteZone(db, id))) throw errors.zoneNotFound();
      return zones();
    },
  };
}
