import {
  addCouponSchema,
  couponActiveSchema,
  couponIdSchema,
  couponListItemSchema,
  couponListSchema,
  envelopeSchema,
  listQuerySchema,
  translate,
  updateCouponSchema,
  validCouponSchema,
} from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { adminAccess, publicAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { listData } from "../../http/list.ts";
import { publicRead } from "../../http/public-cache.ts";
import { LIMITS } from "../../platform/ratelimit/rate-limiter.ts";
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

  const admin = (
    url: string,
    summary: string,
    body: typeof addCouponSchema | typeof updateCouponSchema | typeof couponIdSchema | typeof couponActiveSchema,
    run: (body: never) => Promise<Parameters<typeof presentCoupon>[0]>,
    message: string,
  ) =>
    api.post(
      url,
      {
        config: { access: adminAccess },
        schema: { tags, summary, body, response: { 200: envelopeSchema(couponListItemSchema) } },
      },
      async (request) =>
        ok(presentCoupon(await run(request.body as never), deps.clock.now()), translate(request.language, message)),
    );

  admin(
    "/api/Coupon/AdminAddCoupon",
    "Administrators: create a coupon: Code (3–30 letters, digits, - or _; unique, stored upper-case), Type Membership | Store, DiscountType 1 (percent, 1–100) or 2 (dollars, up to 1000), DiscountValue, ExpiresAt (ISO date-time; absent = never), MaxUses (absent = unlimited), IsActive (default true); a taken code is 409",
    addCouponSchema,
    (body: Parameters<CouponService["add"]>[0]) => coupons.add(body),
    "couponAdmin.created",
  );
  admin(
    "/api/Coupon/AdminUpdateCoupon",
    "Administrators: change a coupon (Id and every field again); MaxUses may not fall below the uses already counted",
    updateCouponSchema,
    (body: Parameters<CouponService["update"]>[0]) => coupons.update(body),
    "couponAdmin.updated",
  );
  admin(
    "/api/Coupon/AdminExpireCoupon",
    "Administrators: expire a coupon now (Id); it stays in the list with its uses",
    couponIdSchema,
    (body: { Id: number }) => coupons.expire(body.Id),
    "couponAdmin.expired",
  );
  admin(
    "/api/Coupon/AdminSetCouponActive",
    "Administrators: deactivate (IsActive false) or reactivate a coupon (Id)",
    couponActiveSchema,
    (body: { Id: number; IsActive: boolean }) => coupons.setActive(body.Id, body.IsActive),
    "couponAdmin.saved",
  );
}
