import { z } from "zod";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { listDataSchema } from "../shared/list.ts";

/** What a coupon is for: a membership payment or a store order. */
export const couponTypeSchema = z.enum(["Membership", "Store"]);

/** Data of Coupon/ValidateCoupon (spec 000 §3): DiscountType 1 = percentage, any other value = fixed dollars. */
export const validCouponSchema = z.object({
  Code: z.string(),
  DiscountValue: z.number(),
  DiscountType: z.number().int(),
});
export type ValidCoupon = z.infer<typeof validCouponSchema>;

/** One row of the administrator's coupon list (Coupon/GetCoupons, ADR 0008). */
export const couponListItemSchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Type: couponTypeSchema,
  DiscountType: z.number().int(),
  DiscountValue: z.number(),
  ExpiresAt: isoDateTimeSchema.nullable(),
  MaxUses: z.number().int().nullable(),
  TimesUsed: z.number().int(),
  IsActive: z.boolean(),
  Status: z.enum(["Active", "Inactive", "Expired", "Exhausted"]),
  CreatedAt: isoDateTimeSchema,
});
export type CouponListItem = z.infer<typeof couponListItemSchema>;

export const couponListSchema = listDataSchema(couponListItemSchema);

/** Coupon codes as administrators type them: letters, digits, - and _, stored upper-case (ADR 0038). */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,30}$/;
/** A fixed discount larger than this is a typo, not a coupon (the dearest plan costs less). */
export const COUPON_FIXED_MAX = 1000;

const couponFields = {
  Code: z
    .string({ error: "couponAdmin.codeRequired" })
    .trim()
    .min(1, "couponAdmin.codeRequired")
    .regex(COUPON_CODE_PATTERN, "couponAdmin.codeInvalid"),
  Type: couponTypeSchema,
  /** 1 = percentage; 2 = fixed amount in dollars. */
  DiscountType: z.coerce
    .number()
    .int()
    .refine((value) => value === 1 || value === 2, "couponAdmin.discountTypeInvalid"),
  DiscountValue: z.coerce.number({ error: "couponAdmin.valueInvalid" }).positive("couponAdmin.valueInvalid"),
  /** Usable strictly before this instant; null or absent = never expires. */
  ExpiresAt: z.iso.datetime({ offset: true, error: "couponAdmin.expiresInvalid" }).nullish(),
  /** null or absent = unlimited. */
  MaxUses: z.coerce.number().int().min(1, "couponAdmin.maxUsesInvalid").max(1_000_000).nullish(),
  IsActive: z.boolean().optional(),
};

const withValueRule = <T extends { DiscountType: number; DiscountValue: number }>(value: T, ctx: z.RefinementCtx) => {
  const max = value.DiscountType === 1 ? 100 : COUPON_FIXED_MAX;
  if (value.DiscountValue > max || Math.round(value.DiscountValue * 100) !== value.DiscountValue * 100) {
    ctx.addIssue({ code: "custom", path: ["DiscountValue"], message: "couponAdmin.valueInvalid" });
  }
};

/** Body of Coupon/AdminAddCoupon. */
export const addCouponSchema = z.object(couponFields).superRefine(withValueRule);
export type AddCoupon = z.output<typeof addCouponSchema>;

/** Body of Coupon/AdminUpdateCoupon: the coupon by Id, every field again. */
export const updateCouponSchema = z
  .object({ Id: z.coerce.number().int().positive().max(2_147_483_647), ...couponFields })
  .superRefine(withValueRule);
export type UpdateCoupon = z.output<typeof updateCouponSchema>;

/** Body of Coupon/AdminExpireCoupon and Coupon/AdminSetCouponActive. */
export const couponIdSchema = z.object({ Id: z.coerce.number().int().positive().max(2_147_483_647) });
export const couponActiveSchema = couponIdSchema.extend({ IsActive: z.boolean() });
