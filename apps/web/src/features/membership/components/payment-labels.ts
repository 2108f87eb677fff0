import { findLevel, MembershipId } from "@haa/domain";
import type { TFunction } from "i18next";

// Kept apart from payment-form.tsx so pages that only name a level or a payment do not load the form's
// code (react-hook-form, the card schemas) before the reader opens it.

/** What a payment form is for; each kind has its own total formula (spec 000 §9). */
export type PaymentPurpose =
  | { kind: "signup" | "renewal"; levelId: number }
  | { kind: "levelChange"; levelId: number; proratedAdjustmentCents: number; months: number }
  | { kind: "instructorRenewal"; licensingFeeCents: number; creditsCents: number }
  /** Replacing the auto-renewal card: nothing is charged, so there is no total. */
  | { kind: "billing"; levelId: number };

/** The level a payment is for. */
export function purposeLevelId(purpose: PaymentPurpose): number {
  return purpose.kind === "instructorRenewal" ? MembershipId.Instructor : purpose.levelId;
}

/** The level's name in the reader's language. */
export function levelLabel(t: TFunction, levelId: number): string {
  const level = findLevel(levelId);
  return level ? t(`plans.${level.name}.name`) : "";
}

/** The form's title (spec 000 §2 screen 2): the level name followed by 'Membership Payment'. */
export function paymentTitle(t: TFunction, purpose: PaymentPurpose): string {
  return t("payment.title", { level: levelLabel(t, purposeLevelId(purpose)) });
}
