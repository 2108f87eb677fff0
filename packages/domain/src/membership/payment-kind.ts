import { findLevel, MembershipId } from "./plans.ts";
import type { PaymentKind } from "./pricing.ts";

/**
 * Which formula a membership payment (Membership/MembershipPayment) follows (spec 000 §4, §9; ADR 0006):
 *
 * - the same level again is a renewal: price − coupon − country discount;
 * - a higher paid level is a level change, prorated over the months left of a paid, running membership;
 * - a higher level bought from the free Starter level, or after the membership lapsed, is a new purchase
 *   with the renewal formula: nothing paid is left to prorate, and prorating would make it (almost) free;
 * - lower levels go through DowngradeUserMembership, Instructor through InstructorMembershipPayment, and
 *   Starter costs nothing, so those are refused with the message key to show.
 */
export type MembershipPaymentPlan =
  | { ok: true; kind: Extract<PaymentKind, "renewal" | "levelChange"> }
  | { ok: false; message: string };

export interface CurrentMembership {
  levelId: number;
  /** True while the member has access: active, cancelled before its end date, or in dunning. */
  running: boolean;
}

export function planMembershipPayment(
  current: CurrentMembership | null | undefined,
  targetLevelId: number,
): MembershipPaymentPlan {
  const target = findLevel(targetLevelId);
  if (!target) return { ok: false, message: "membership.levelInvalid" };
  if (target.isInstructor || current?.levelId === MembershipId.Instructor) {
    return { ok: false, message: "membership.useInstructorRenewal" };
  }
  if (target.priceCents === 0) return { ok: false, message: "membership.freeLevel" };
  if (!current?.running) return { ok: true, kind: "renewal" };
  if (targetLevelId === current.levelId) return { ok: true, kind: "renewal" };
  if (targetLevelId < current.levelId) return { ok: false, message: "membership.useDowngrade" };
  // From Starter nothing was paid, so there is nothing to prorate: a new purchase at the full formula.
  if (current.levelId === MembershipId.Starter) return { ok: true, kind: "renewal" };
  return { ok: true, kind: "levelChange" };
}

/** Why a downgrade to `targetLevelId` cannot be scheduled, or null when it can (null target = clear). */
export function downgradeError(currentLevelId: number, targetLevelId: number): string | null {
  const target = findLevel(targetLevelId);
  if (!target || target.isInstructor) return "membership.levelInvalid";
  if (currentLevelId === MembershipId.Instructor) return "membership.instructorNoDowngrade";
  if (targetLevelId > currentLevelId) return "membership.downgradeNotLower";
  return null;
}
