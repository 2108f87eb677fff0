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
