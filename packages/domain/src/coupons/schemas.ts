import { z } from "zod";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { recordIdSchema } from "../shared/ids.ts";
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
export const updateCouponSchema = z.object({ Id: recordIdSchema(), ...couponFields }).superRefine(withValueRule);
export type UpdateCoupon = z.output<typeof updateCouponSchema>;

/**
 * The instant a coupon stops working when the administrator picks a day: the end of that day in the
 * administrator's own time zone (the form runs in their browser). Blank or not a day = none.
 */
export function expiryFromDay(day: string): string | null {
  if (!day) return null;
  const end = new Date(`${day}T23:59:59`);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

/** The local day an expiry instant falls on, as an `<input type="date">` holds it. */
export function dayFromExpiry(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The coupon dialog's fields as typed, checked by the same rules as the add/update body, whose fields (without
 * Id) are its output: the expiry is a day (blank = never; text that is no day is left for the wire rule to
 * refuse), and a blank usage limit is unlimited (null).
 */
export const couponFormSchema = z
  .object(couponFields)
  .extend({
    ExpiresAt: z
      .string()
      .transform(
        (day): z.input<typeof couponFields.ExpiresAt> =>
          day.trim() === "" ? null : (expiryFromDay(day.trim()) ?? day),
      )
      .pipe(couponFields.ExpiresAt),
    MaxUses: z
      .string()
      .transform((text): z.input<typeof couponFields.MaxUses> => (text.trim() === "" ? null : text))
      .pipe(couponFields.MaxUses),
  })
  .superRefine(withValueRule);
export type CouponForm = z.input<typeof couponFormSchema>;
export type CouponFormOutput = z.output<typeof couponFormSchema>;

/** Body of Coupon/AdminExpireCoupon and Coupon/AdminSetCouponActive. */
export const couponIdSchema = z.object({ Id: recordIdSchema() });
export const couponActiveSchema = couponIdSchema.extend({ IsActive: z.boolean() });
