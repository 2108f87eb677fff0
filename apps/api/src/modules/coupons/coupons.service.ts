import {
  type AddCoupon,
  type CouponRejection,
  type CouponType,
  evaluateCoupon,
  hidesCouponField,
  type UpdateCoupon,
} from "@haa/domain";
import type { Db } from "../../db/types.ts";
import { AppError, conflict, notFound, validationError } from "../../http/errors.ts";
import type { AuditTrail } from "../../platform/audit/audit.ts";
import type { Clock } from "../../shared/clock.ts";
import { presentCoupon } from "./coupons.presenter.ts";
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

const couponNotFound = () => notFound("COUPON_NOT_FOUND", "couponAdmin.notFound");

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | undefined)?.code;
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause?.code;
  return code === "23505" || cause === "23505";
}

function columns(input: AddCoupon) {
  return {
    code: input.Code,
    type: input.Type,
    discountType: input.DiscountType,
    discountValue: input.DiscountValue,
    expiresAt: input.ExpiresAt ? new Date(input.ExpiresAt) : null,
    maxUses: input.MaxUses ?? null,
  };
}

export function createCouponService(db: Db, clock: Clock, audit: AuditTrail) {
  const duplicate = () => conflict("COUPON_CODE_TAKEN", "couponAdmin.codeTaken");
  /** The audit log's "before" (ADR 0088): the coupon as the administrator's list shows it. */
  const recordBefore = async (id: number, known?: CouponRow) => {
    if (!audit.recording()) return;
    const row = known ?? (await repo.findById(db, id));
    audit.before({ kind: "coupon", id }, row ? presentCoupon(row, clock.now()) : null);
  };
  return {
    /** Coupon/AdminAddCoupon: a new code (unique whatever its case). */
    async add(input: AddCoupon): Promise<CouponRow> {
      if (await repo.findByCode(db, input.Code)) throw duplicate();
      const now = clock.now();
      try {
        const row = await repo.insert(db, {
          ...columns(input),
          isActive: input.IsActive ?? true,
          createdAt: now,
          updatedAt: now,
        });
        audit.target({ kind: "coupon", id: row.id });
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
    },

    /** Coupon/AdminUpdateCoupon: every field again; the limit may not fall below the uses already counted. */
    async update(input: UpdateCoupon): Promise<CouponRow> {
      const current = await repo.findById(db, input.Id);
      if (!current) throw couponNotFound();
      await recordBefore(current.id, current);
      const other = await repo.findByCode(db, input.Code);
      if (other && other.id !== current.id) throw duplicate();
      if (input.MaxUses != null && input.MaxUses < current.timesUsed) {
        throw validationError({
          MaxUses: { key: "couponAdmin.maxUsesBelowUsed", params: { used: current.timesUsed } },
        });
      }
      const row = await repo.update(db, current.id, {
        ...columns(input),
        isActive: input.IsActive ?? current.isActive,
        updatedAt: clock.now(),
      });
      if (!row) throw couponNotFound();
      return row;
    },

    /** Coupon/AdminExpireCoupon: usable no more from now on (its history stays). */
    async expire(id: number): Promise<CouponRow> {
      await recordBefore(id);
      const now = clock.now();
      const row = await repo.update(db, id, { expiresAt: now, updatedAt: now });
      if (!row) throw couponNotFound();
      return row;
    },

    /** Coupon/AdminSetCouponActive: switch a coupon off (or on again) without touching its expiry. */
    async setActive(id: number, isActive: boolean): Promise<CouponRow> {
      await recordBefore(id);
      const row = await repo.update(db, id, { isActive, updatedAt: clock.now() });
      if (!row) throw couponNotFound();
      return row;
    },

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
