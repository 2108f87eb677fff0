import type { CouponListItem, ValidCoupon } from "@haa/domain";
import type { CouponRow } from "./coupons.repository.ts";

/** Data of Coupon/ValidateCoupon (spec 000 §3 "Coupon response"). */
export function presentValidCoupon(row: CouponRow): ValidCoupon {
  return { Code: row.code, DiscountValue: row.discountValue, DiscountType: row.discountType };
}

/** A row of the administrator's coupon list. */
export function presentCoupon(row: CouponRow, now: Date): CouponListItem {
  const status = !row.isActive
    ? "Inactive"
    : row.expiresAt && row.expiresAt <= now
      ? "Expired"
      : row.maxUses !== null && row.timesUsed >= row.maxUses
        ? "Exhausted"
        : "Active";
  return {
    Id: row.id,
    Code: row.code,
    Type: row.type,
    DiscountType: row.discountType,
    DiscountValue: row.discountValue,
    ExpiresAt: row.expiresAt?.toISOString() ?? null,
    MaxUses: row.maxUses,
    TimesUsed: row.timesUsed,
    IsActive: row.isActive,
    Status: status,
    CreatedAt: row.createdAt.toISOString(),
  };
}
