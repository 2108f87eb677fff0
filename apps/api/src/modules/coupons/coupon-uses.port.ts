import type { CouponType } from "@haa/domain";
import type { Db } from "../../db/types.ts";
import { type CouponRow, couponsRepository } from "./coupons.repository.ts";
import { findUsableCoupon } from "./coupons.service.ts";

/** A coupon as a checkout prices and shows it. */
export type Coupon = CouponRow;

/**
 * The coupons module's port for the checkouts (membership, store; issue 21): find a code usable for a purchase,
 * reserve one use when the money is taken, give it back when the payment does not go through or the order
 * expires. Each call takes the caller's `db`, so a reservation commits or rolls back with the payment.
 */
export interface CouponUses {
  /** The coupon behind a code, if it may be used for this kind of purchase now; otherwise the coupon's own error. */
  findUsable(db: Db, input: { code: string; type: CouponType; country: string | null; now: Date }): Promise<Coupon>;
  /** Counts one use; under a race for the last use exactly one caller gets true. */
  redeem(db: Db, couponId: number, now: Date): Promise<boolean>;
  unredeem(db: Db, couponId: number, now: Date): Promise<void>;
  /** Gives back the use an expired order reserved, found by the code it kept. */
  unredeemCode(db: Db, code: string, now: Date): Promise<void>;
}

/** The port's one implementation; it holds no state. */
export const couponUses: CouponUses = {
  findUsable: findUsableCoupon,
  redeem: (db, couponId, now) => couponsRepository.redeem(db, couponId, now),
  unredeem: (db, couponId, now) => couponsRepository.unredeem(db, couponId, now),
  async unredeemCode(db, code, now) {
    const coupon = await couponsRepository.findByCode(db, code);
    if (coupon) await couponsRepository.unredeem(db, coupon.id, now);
  },
};
