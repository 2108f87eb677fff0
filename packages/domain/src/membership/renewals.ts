import { isExpiryCurrent } from "../billing/card.ts";
import { MembershipId } from "./plans.ts";
import { quoteMembershipPayment, renewalChargeCents } from "./pricing.ts";
import { addMonthsUtc } from "./proration.ts";

/**
 * Auto-renewal and dunning rules (issue 3, ADR 0007). A membership renews on its EndDateTime by charging the
 * stored card; a failed charge is retried on a fixed schedule, and the membership lapses after the last try.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The renewal reminder goes out this many days before EndDateTime. */
export const RENEWAL_REMINDER_DAYS = 7;
/** A stored card that will not be valid on the renewal date is reported this many days before it. */
export const CARD_EXPIRY_NOTICE_DAYS = 30;
/** Retries of a failed renewal charge, in days after the renewal date (the first try is on the date itself). */
export const DUNNING_RETRY_DAYS: readonly number[] = [1, 3, 7, 14];
/** Tries in all: the renewal date plus every retry. */
export const RENEWAL_ATTEMPTS = 1 + DUNNING_RETRY_DAYS.length;
/** Two tries of one renewal are at least this far apart, also when jobs ran late (no burst of charges). */
export const MIN_RETRY_GAP_MS = DAY_MS;

/** `date` plus whole years in UTC; Feb 29 becomes Feb 28 in a common year. */
export function addYearsUtc(date: Date, years: number): Date {
  return addMonthsUtc(date, 12 * years);
}

/** `date` plus whole days. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/**
 * When to try a failed renewal again, or null when the membership lapses now. `failedAttempts` counts the
 * tries made so far (1 after the renewal date's try). The schedule is anchored on the renewal date, but a
 * retry never comes sooner than a day after the previous try, so jobs that ran late do not charge in a burst.
 */
export function nextRenewalAttemptAt(input: {
  periodEnd: Date;
  failedAttempts: number;
  attemptedAt: Date;
}): Date | null {
  const { periodEnd, failedAttempts, attemptedAt } = input;
  if (!Number.isInteger(failedAttempts) || failedAttempts < 1) {
    throw new RangeError(`failedAttempts must be a whole number ≥ 1: ${failedAttempts}`);
  }
  const days = DUNNING_RETRY_DAYS[failedAttempts - 1];
  if (days === undefined) return null;
  const scheduled = addDays(periodEnd, days).getTime();
  return new Date(Math.max(scheduled, attemptedAt.getTime() + MIN_RETRY_GAP_MS));
}

/** A stored card's expiry as the payment form writes it: `MM/YY`. */
export function formatCardExpiry(expMonth: number, expYear: number): string {
  return `${String(expMonth).padStart(2, "0")}/${String(expYear % 100).padStart(2, "0")}`;
}

/** Whether a stored card (month, four-digit year) is still valid at `date` (valid through its month). */
export function isStoredCardValidAt(card: { expMonth: number; expYear: number }, date: Date): boolean {
  return isExpiryCurrent(formatCardExpiry(card.expMonth, card.expYear), date);
}

/** Whether the renewal reminder is due at `now`: the renewal date is at most RENEWAL_REMINDER_DAYS away. */
export function isRenewalReminderDue(endDateTime: Date, now: Date): boolean {
  const left = endDateTime.getTime() - now.getTime();
  return left > 0 && left <= RENEWAL_REMINDER_DAYS * DAY_MS;
}

/** Whether to warn that the stored card expires before the renewal date, which is near enough to act on. */
export function isCardExpiryNoticeDue(
  card: { expMonth: number; expYear: number },
  endDateTime: Date,
  now: Date,
): boolean {
  const left = endDateTime.getTime() - now.getTime();
  return left > 0 && left <= CARD_EXPIRY_NOTICE_DAYS * DAY_MS && !isStoredCardValidAt(card, endDateTime);
}

/**
 * What an auto-renewal charges: the full price of the level it renews into (discounts and coupons are for the
 * first year only). The Instructor Membership keeps its own formula without discounts: 300 + licence fee −
 * credits earned, because the licence fee and the credits are not first-year discounts.
 */
export function autoRenewalCents(input: {
  levelId: number;
  instructor?: { licensingFeeCents: number; creditsCents: number } | null;
}): number {
  if (input.levelId !== MembershipId.Instructor) return renewalChargeCents(input.levelId);
  return quoteMembershipPayment({
    kind: "instructorRenewal",
    licensingFeeCents: input.instructor?.licensingFeeCents ?? 0,
    creditsCents: input.instructor?.creditsCents ?? 0,
  }).total;
}
