import type { MembershipState } from "./status.ts";

/** How many days before EndDateTime a member may pay the next year of the same level by hand (ADR 0011). */
export const RENEWAL_WINDOW_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a payment for the next period of the same level makes sense now: the membership ends within
 * RENEWAL_WINDOW_DAYS, has ended (cancelled or not), is in dunning (past due) or has lapsed. Outside the
 * window the running year is already paid, and another payment would only buy a year nobody asked for.
 */
export function isInRenewalWindow(state: MembershipState, now: Date): boolean {
  if (state.status === "past_due" || state.status === "lapsed") return true;
  return state.endDateTime.getTime() - now.getTime() <= RENEWAL_WINDOW_DAYS * DAY_MS;
}

export interface PaidMembership extends MembershipState {
  levelId: number;
}

/**
 * Whether paying `targetLevelId` now would pay for a period that is already paid: the same level, outside
 * the renewal window. A higher level is a level change and stays allowed while the membership runs; once
 * it went through, the same request is "the same level" and is refused too.
 */
export function isPeriodAlreadyPaid(
  current: PaidMembership | null | undefined,
  targetLevelId: number,
  now: Date,
): boolean {
  if (!current || current.levelId !== targetLevelId) return false;
  return !isInRenewalWindow(current, now);
}

/** The first moment a member may pay the next period of the same level by hand. */
export function renewalOpensAt(endDateTime: Date): Date {
  return new Date(endDateTime.getTime() - RENEWAL_WINDOW_DAYS * DAY_MS);
}
