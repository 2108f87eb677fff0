import { couponListSchema, envelopeSchema, listQuerySchema, translate, validCouponSchema } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { adminAccess, publicAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { listData } from "../../http/list.ts";
import { publicRead } from "../../http/public-cache.ts";
import { LIMITS } from "../ratelimit/rate-limiter.ts";
import { presentCoupon, presentValidCoupon } from "./coupons.presenter.ts";
import type { CouponService } from "./coupons.service.ts";

const couponType = z.preprocess(
  (value) => {
    const text = String(value ?? "")
      .trim()
      .toLowerCase();
    return text === "membership" ? "Membership" : text === "store" ? "Store" : value;
  },
  z.enum(["Membership", "Store"], { error: "coupon.typeInvalid" }),
);

export function couponRoutes(app: FastifyInstance, deps: Deps, coupons: CouponService) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["Coupon"];

  api.get(
    "/api/Coupon/ValidateCoupon",
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary:
          "Check a discount code for a purchase type (Membership or Store): 200 'Valid Coupon' with Data { Code, DiscountValue, DiscountType }; unknown code 404; expired, used up, inactive or wrong type 400, each with its own message (ADR 0008)",
        response: { 200: envelopeSchema(validCouponSchema) },
        querystring: z.object({
          Code: z
            .string({ error: "coupon.codeRequired" })
            .trim()
            .min(1, "coupon.codeRequired")
            .max(50, "coupon.unknown"),
          Type: couponType.default("Membership"),
        }),
      },
    },
    async (request, reply) => {
      // Limits code guessing per client; a public read, so counted in memory (no write per call).
      await deps.readLimiter.hit(`coupon:ip:${request.ip}`, LIMITS.couponPerIp);
      const country = deps.location(request.ip);
      // Country-restricted coupons answer by the caller's country, so it is part of the cache key.
      return publicRead(
        deps.publicCache,
        request,
        reply,
        async () => {
          const coupon = await coupons.validate(request.query.Code, request.query.Type, country, deps.clock.now());
          return ok(presentValidCoupon(coupon), translate(request.language, "coupon.valid"));
        },
        country ?? "",
      );
    },
  );

  api.get(
    "/api/Coupon/GetCoupons",
    {
      config: { access: adminAccess },
      schema: {
        tags,
        summary: "Page through the coupons with their usage and status (administrators only, ADR 0008)",
        querystring: listQuerySchema().extend({ Type: couponType.optional() }),
        response: { 200: envelopeSchema(couponListSchema) },
      },
    },
    async (request) => {
      const { page, pageSize, search, Type } = request.query;
      const { list, total } = await coupons.list({ page, pageSize, search, type: Type });
      const now = deps.clock.now();
      return ok(
        listData(
          list.map((row) => presentCoupon(row, now)),
          total,
          { page, pageSize },
        ),
      );
    },
  );
}
