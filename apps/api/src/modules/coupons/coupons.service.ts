import { type CouponRejection, type CouponType, evaluateCoupon, hidesCouponField } from "@haa/domain";
import type { Db } from "../../db/types.ts";
import { AppError } from "../../http/errors.ts";
import { type CouponRow, couponsRepository as repo, toDomainCoupon } from "./coupons.repository.ts";

/**
 * Coupon answers (ADR 0008): an unknown code is 404; a known code that cannot be used (inactive, wrong type,
 * expired, used up) is 400; each with its own message and a stable error code.
 */
const REJECTION: Record<CouponRejection, { status: number; code: string }> = {
  unknown: { status: 404, code: "COUPON_UNKNOWN" },
  inactive: { status: 400, code: "COUPON_INACTIVE" },
  wrongType: { status: 400, code: "COUPON_WRONG_TYPE" },
  expired: { status: 400, code: "COUPON_EXPIRED" },
  exhausted: { status: 400, code: "COUPON_EXHAUSTED" },
};

/** Visitors in Brazil and Japan have no Discount Code field (spec 000 §6): their country discount applies. */
export const couponNotAvailable = () => new AppError(400, "COUPON_NOT_AVAILABLE", "membership.couponNotAvailable");

/**
 * The usable coupon a code names for a purchase of `type` at `now`, from the caller's `country`; throws the
 * AppError of the first reason it cannot be used.
 */
export async function findUsableCoupon(
  db: Db,
  input: { code: string; type: CouponType; country: string | null; now: Date },
): Promise<CouponRow> {
  if (input.type === "Membership" && hidesCouponField(input.country)) throw couponNotAvailable();
  const row = await repo.findByCode(db, input.code);
  const evaluation = evaluateCoupon(row ? toDomainCoupon(row) : null, { type: input.type, now: input.now });
  if (!evaluation.valid || !row) {
    const reason = evaluation.valid ? "unknown" : evaluation.reason;
    const { status, code } = REJECTION[reason];
    throw new AppError(status, code, evaluation.message);
  }
  return row;
}

export function createCouponService(db: Db) {
  return {
    /** Coupon/ValidateCoupon: the coupon when it can be used now, otherwise the reason as an AppError. */
    validate(code: string, type: CouponType, country: string | null, now: Date) {
      return findUsableCoupon(db, { code, type, country, now });
    },

    /** Coupon/GetCoupons (administrators). */
    list(options: { page: number; pageSize: number; search: string; type?: CouponType | undefined }) {
      return repo.list(db, options);
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
