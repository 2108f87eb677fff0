/**
 * Store cart and checkout rules (ADR 0037): pure functions the API and the web share, so a limit or a total
 * is computed one way.
 */
import { stockState } from "../store/store.ts";

/** The most of one product a cart line may hold. */
export const MAX_LINE_QUANTITY = 20;
/** The most lines one cart may hold. */
export const MAX_CART_LINES = 50;
/** A digital item's signed link: this many downloads, for this long after the order. */
export const DOWNLOAD_LIMIT = 5;
export const DOWNLOAD_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const ORDER_NUMBER_PREFIX = "HA";

/** `HA-2026-000123`: the year of the order and its sequence. */
export function formatOrderNumber(date: Date, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Invalid order sequence: ${sequence}`);
  return `${ORDER_NUMBER_PREFIX}-${date.getUTCFullYear()}-${String(sequence).padStart(6, "0")}`;
}

/** Whether some of a product is left, as the catalogue's stock state says (not counted, or above zero). */
export function inStock(product: { stock: number | null }): boolean {
  return stockState(product.stock) !== "out_of_stock";
}

/** What a normal cart may hold: published, for everyone (instructors' items are bought through the instructor checkout). */
export function buyable(product: { published: boolean; audience: string }): boolean {
  return product.published && product.audience === "everyone";
}

/** How many a line may hold: the line cap, and the stock when it is counted (null = unlimited). */
export function lineCap(stock: number | null): number {
  return stock === null ? MAX_LINE_QUANTITY : Math.max(0, Math.min(MAX_LINE_QUANTITY, stock));
}

/**
 * A guest cart merged into a member's at login: quantities of the same product add, each line capped by the
 * line limit and the stock; lines that do not fit in the line count are left out. Returns the member's new lines.
 */
export function mergeCartLines(
  member: readonly { productId: number; quantity: number }[],
  guest: readonly { productId: number; quantity: number }[],
  stockOf: (productId: number) => number | null,
): { productId: number; quantity: number }[] {
  const merged = new Map<number, number>();
  for (const line of member) merged.set(line.productId, line.quantity);
  for (const line of guest) {
    const had = merged.get(line.productId);
    if (had === undefined && merged.size >= MAX_CART_LINES) continue;
    merged.set(line.productId, (had ?? 0) + line.quantity);
  }
  return [...merged]
    .map(([productId, quantity]) => ({ productId, quantity: Math.min(quantity, lineCap(stockOf(productId))) }))
    .filter((line) => line.quantity > 0);
}

export interface ShippingZoneRule {
  id: number;
  /** ISO 3166-1 alpha-2 codes; the fallback zone lists none. */
  countries: readonly string[];
  isFallback: boolean;
  /** Weight bands: the first band whose max is at or above the weight prices it. */
  rates: readonly { maxWeightGrams: number; priceCents: number }[];
}

/** The zone of a country: the zone that lists it, else the rest-of-world fallback; null when neither exists. */
export function zoneFor<Z extends ShippingZoneRule>(zones: readonly Z[], countryCode: string): Z | null {
  const code = countryCode.trim().toUpperCase();
  return zones.find((zone) => zone.countries.includes(code)) ?? zones.find((zone) => zone.isFallback) ?? null;
}

/**
 * Shipping in cents for a parcel of `weightGrams` to `countryCode`: 0 when nothing ships (weight 0); the
 * smallest band that holds the weight; above the heaviest band, the heaviest band's price for every started
 * multiple of its weight (a heavy order ships as several parcels). Null when no zone serves the country.
 */
export function shippingCents(
  zones: readonly ShippingZoneRule[],
  countryCode: string,
  weightGrams: number,
): number | null {
  if (weightGrams <= 0) return 0;
  const zone = zoneFor(zones, countryCode);
  if (!zone || zone.rates.length === 0) return null;
  const bands = [...zone.rates].sort((a, b) => a.maxWeightGrams - b.maxWeightGrams);
  const band = bands.find((rate) => rate.maxWeightGrams >= weightGrams);
  if (band) return band.priceCents;
  const heaviest = bands[bands.length - 1] as { maxWeightGrams: number; priceCents: number };
  return Math.ceil(weightGrams / heaviest.maxWeightGrams) * heaviest.priceCents;
}

/** Whether anything in the order is shipped (digital goods and manuals are not). */
export function needsShipping(lines: readonly { kind: string }[]): boolean {
  return lines.some((line) => line.kind === "physical");
}

export interface OrderTotals {
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
}

/** The order's totals: the coupon discounts the goods only (never the shipping), within [0, subtotal]. */
export function orderTotals(input: {
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
}): OrderTotals {
  const discount = Math.max(0, Math.min(input.discountCents, input.subtotalCents));
  return {
    subtotalCents: input.subtotalCents,
    shippingCents: input.shippingCents,
    discountCents: discount,
    totalCents: input.subtotalCents - discount + input.shippingCents,
  };
}

/**
 * A pending order (stock taken, card not yet charged) older than this is released by the
 * `orders.expirePending` job (ADR 0049). It must outlive the payment claim (10 minutes, after which another
 * checkout of the same buyer may start) and any gateway call (well under a minute) by a wide margin, so a
 * checkout still waiting on its charge is never released under it.
 */
export const PENDING_ORDER_TTL_MS = 30 * 60 * 1000;
/** How often the release job runs. */
export const PENDING_ORDER_SCAN_MS = 5 * 60 * 1000;

/** The creation time before which a pending order counts as abandoned. */
export function pendingOrderCutoff(now: Date): Date {
  return new Date(now.getTime() - PENDING_ORDER_TTL_MS);
}
