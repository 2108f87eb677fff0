/**
 * Coupon validation (spec 000 §5 "Coupon", §7 Coupon/ValidateCoupon?Code&Type, §8). The spec does not show
 * expiry or usage limits (§9); these rules are ours. Messages are i18n keys under `coupon.`; the valid one
 * reads exactly 'Valid Coupon', the text the client keys its success icon on.
 */

export type CouponType = "Membership" | "Store";

export interface Coupon {
  Code: string;
  /** 1 = percentage, any other value = fixed amount in dollars. */
  DiscountType: number;
  /** Percent or dollars, possibly fractional (12.5). */
  DiscountValue: number;
  Type: CouponType;
  /** The coupon is usable strictly before this instant; null = never expires. */
  ExpiresAt: Date | null;
  /** null = unlimited. */
  MaxUses: number | null;
  TimesUsed: number;
  /** An administrator can switch a coupon off without deleting it; absent means active. */
  IsActive?: boolean;
}

export type CouponRejection = "unknown" | "inactive" | "wrongType" | "expired" | "exhausted";

export type CouponEvaluation =
  | { valid: true; coupon: Coupon; message: "coupon.valid" }
  | { valid: false; reason: CouponRejection; message: string };

const WRONG_TYPE_MESSAGE: Record<CouponType, string> = {
  Membership: "coupon.notForMembership",
  Store: "coupon.notForStore",
};

const rejection = (reason: Exclude<CouponRejection, "wrongType">): CouponEvaluation => ({
  valid: false,
  reason,
  message: `coupon.${reason}`,
});

/** Codes are compared trimmed and case-insensitively; this is the form they are stored and looked up in. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether a typed code is worth a validation request at all: an empty code sends nothing. */
export function shouldValidateCoupon(code: string | null | undefined): boolean {
  return (code ?? "").trim().length > 0;
}

/** Whether two codes name the same coupon. */
export function couponCodesMatch(a: string, b: string): boolean {
  return normalizeCouponCode(a) === normalizeCouponCode(b);
}

/** The coupon a typed code names, if any. */
export function findCoupon<T extends Pick<Coupon, "Code">>(coupons: readonly T[], code: string): T | undefined {
  return coupons.find((coupon) => couponCodesMatch(coupon.Code, code));
}

/**
 * Whether a looked-up coupon can be used for a purchase of `type` at `now`, else the first reason it cannot,
 * checked in this order: unknown, inactive, wrong type, expired, usage limit reached.
 */
export function evaluateCoupon(
  coupon: Coupon | null | undefined,
  context: { type: CouponType; now: Date },
): CouponEvaluation {
  if (!coupon) return rejection("unknown");
  if (coupon.IsActive === false) return rejection("inactive");
  if (coupon.Type !== context.type) {
    return { valid: false, reason: "wrongType", message: WRONG_TYPE_MESSAGE[context.type] };
  }
  if (coupon.ExpiresAt !== null && context.now.getTime() >= coupon.ExpiresAt.getTime()) return rejection("expired");
  if (coupon.MaxUses !== null && coupon.TimesUsed >= coupon.MaxUses) return rejection("exhausted");
  return { valid: true, coupon, message: "coupon.valid" };
}
