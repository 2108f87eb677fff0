import { type LocationPricing, levelPriceCents, locationDiscountCents } from "./pricing.ts";

/**
 * The prorated adjustment of a level change (spec 000 §4, §9): non-instructor members are prorated over the
 * months remaining until their membership's EndDateTime. How the months are counted is ADR 0005.
 */

/** A membership is annual, so at most twelve months can remain. */
export const MAX_PRORATED_MONTHS = 12;

/** `date` plus whole calendar months in UTC; the day is clamped to the target month (Jan 31 + 1 → Feb 28/29). */
export function addMonthsUtc(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/**
 * Whole calendar months from `now` to `endDateTime`, a started month counting as a full one (ceil), within
 * [0, 12]: the smallest m with now + m months ≥ end (ADR 0005). An end at or before `now` leaves 0 months.
 */
export function monthsRemaining(now: Date, endDateTime: Date): number {
  if (!(endDateTime.getTime() > now.getTime())) return 0;
  const end = endDateTime.getTime();
  const calendarDiff =
    (endDateTime.getUTCFullYear() - now.getUTCFullYear()) * 12 + (endDateTime.getUTCMonth() - now.getUTCMonth());
  // The month-index difference is at most one off either way; step to the smallest m that reaches the end.
  let months = Math.min(Math.max(calendarDiff, 0), MAX_PRORATED_MONTHS + 1);
  while (months > 0 && addMonthsUtc(now, months - 1).getTime() >= end) months--;
  while (months < MAX_PRORATED_MONTHS && addMonthsUtc(now, months).getTime() < end) months++;
  return Math.min(months, MAX_PRORATED_MONTHS);
}

/**
 * (new price − old price after its location discount) ÷ 12, floored to cents, × months remaining. A move to
 * a cheaper level is not prorated here (downgrades have their own call), so the adjustment is never negative.
 */
export function proratedAdjustmentCents(input: {
  newPriceCents: number;
  oldPriceCents: number;
  oldLocationDiscountCents?: number;
  monthsRemaining: number;
}): number {
  const { newPriceCents, oldPriceCents, oldLocationDiscountCents = 0, monthsRemaining: months } = input;
  for (const [name, value] of Object.entries({ newPriceCents, oldPriceCents, oldLocationDiscountCents })) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole cents ≥ 0: ${value}`);
  }
  if (!Number.isInteger(months) || months < 0 || months > MAX_PRORATED_MONTHS) {
    throw new RangeError(`monthsRemaining must be a whole number from 0 to 12: ${months}`);
  }
  const oldPaid = Math.max(0, oldPriceCents - oldLocationDiscountCents);
  const perMonth = Math.floor(Math.max(0, newPriceCents - oldPaid) / 12);
  return perMonth * months;
}

/** Every step of a level change's proration, in cents, so a page can show how the adjustment is reached. */
export interface LevelChangeProration {
  months: number;
  newPriceCents: number;
  oldPriceCents: number;
  /** The old level's location discount (the country the membership was bought in). */
  oldDiscountCents: number;
  /** The old price after that discount. */
  oldPaidCents: number;
  /** The adjustment for one month. */
  monthlyCents: number;
  /** monthlyCents × months. */
  adjustmentCents: number;
}

/** The proration of moving from one level to another, the old level's location discount included. */
export function levelChangeProration(input: {
  fromLevelId: number;
  toLevelId: number;
  location?: LocationPricing | null;
  now: Date;
  endDateTime: Date;
}): LevelChangeProration {
  const newPriceCents = levelPriceCents(input.toLevelId);
  const oldPriceCents = levelPriceCents(input.fromLevelId);
  const oldDiscountCents = locationDiscountCents(input.location, input.fromLevelId);
  const months = monthsRemaining(input.now, input.endDateTime);
  const prorate = (monthsLeft: number) =>
    proratedAdjustmentCents({
      newPriceCents,
      oldPriceCents,
      oldLocationDiscountCents: oldDiscountCents,
      monthsRemaining: monthsLeft,
    });
  return {
    months,
    newPriceCents,
    oldPriceCents,
    oldDiscountCents,
    oldPaidCents: Math.max(0, oldPriceCents - oldDiscountCents),
    monthlyCents: prorate(1),
    adjustmentCents: prorate(months),
  };
}
