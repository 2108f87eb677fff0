import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import { listQuerySchema } from "../shared/list.ts";
import {
  addCouponSchema,
  couponActiveSchema,
  couponIdSchema,
  couponListItemSchema,
  couponListSchema,
  updateCouponSchema,
  validCouponSchema,
} from "./schemas.ts";

/** A coupon's purpose as clients write it: any case of "membership" or "store". */
const couponTypeQuery = z.preprocess(
  (value) => {
    const text = String(value ?? "")
      .trim()
      .toLowerCase();
    return text === "membership" ? "Membership" : text === "store" ? "Store" : value;
  },
  z.enum(["Membership", "Store"], { error: "coupon.typeInvalid" }),
);

/** GET Coupon/ValidateCoupon?Code&Type (spec 000 §3). */
export const validateCoupon = defineCall({
  method: "GET",
  path: "/api/Coupon/ValidateCoupon",
  query: z.object({
    Code: z.string({ error: "coupon.codeRequired" }).trim().min(1, "coupon.codeRequired").max(50, "coupon.unknown"),
    Type: couponTypeQuery.default("Membership"),
  }),
  data: validCouponSchema,
});

export const getCoupons = defineCall({
  method: "GET",
  path: "/api/Coupon/GetCoupons",
  query: listQuerySchema().extend({ Type: couponTypeQuery.optional() }),
  data: couponListSchema,
});

export const adminAddCoupon = defineCall({
  method: "POST",
  path: "/api/Coupon/AdminAddCoupon",
  body: addCouponSchema,
  data: couponListItemSchema,
});

export const adminUpdateCoupon = defineCall({
  method: "POST",
  path: "/api/Coupon/AdminUpdateCoupon",
  body: updateCouponSchema,
  data: couponListItemSchema,
});

export const adminExpireCoupon = defineCall({
  method: "POST",
  path: "/api/Coupon/AdminExpireCoupon",
  body: couponIdSchema,
  data: couponListItemSchema,
});

export const adminSetCouponActive = defineCall({
  method: "POST",
  path: "/api/Coupon/AdminSetCouponActive",
  body: couponActiveSchema,
  data: couponListItemSchema,
});
