import { findLevel, MembershipId } from "@haa/domain";
import type { TFunction } from "i18next";
import type { QuoteRequest } from "../api/payment-quote.ts";

// Kept apart from payment-form.tsx so pages that only name a level or a payment do not load the form's
// code (react-hook-form, the card schemas) before the reader opens it.

/**
 * What a payment form is for. Each kind has its own total formula (spec 000 §9), which only the server applies:
 * the form shows the server's quote (ADR 0068).
 */
export type PaymentPurpose =
  | { kind: "signup"; levelId: number }
  /** A renewal or a level change of the member's own membership; the server prices which one it is. */
  | { kind: "renewal" | "levelChange"; userId: number; levelId: number }
  | { kind: "instructorRenewal"; userId: number }
  /** Replacing the auto-renewal card: nothing is charged, so there is no total. */
  | { kind: "billing"; levelId: number };

/** The quote call of a payment; none for a billing update. */
export function quoteRequestOf(purpose: PaymentPurpose): QuoteRequest | null {
  switch (purpose.kind) {
    case "billing":
      return null;
    case "signup":
      return { for: "signup", levelId: purpose.levelId };
    case "instructorRenewal":
      return { for: "instructor", userId: purpose.userId };
    default:
      return { for: "membership", userId: purpose.userId, levelId: purpose.levelId };
  }
}

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
