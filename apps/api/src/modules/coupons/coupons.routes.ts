import { contract, type InterfaceLanguage, translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps.ts";
import { adminAccess, publicAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { listData } from "../../http/list.ts";
import { publicRead } from "../../http/public-cache.ts";
import { route } from "../../http/route.ts";
import { LIMITS } from "../../platform/ratelimit/rate-limiter.ts";
import { presentCoupon, presentValidCoupon } from "./coupons.presenter.ts";
import type { CouponService } from "./coupons.service.ts";

export function couponRoutes(app: FastifyInstance, deps: Deps, coupons: CouponService) {
  const tags = ["Coupon"];

  route(
    app,
    contract.coupons.validateCoupon,
    {
      access: publicAccess(),
      tags,
      summary:
        "Check a discount code for a purchase type (Membership or Store): 200 'Valid Coupon' with Data { Code, DiscountValue, DiscountType }; unknown code 404; expired, used up, inactive or wrong type 400, each with its own message (ADR 0008)",
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

  route(
    app,
    contract.coupons.getCoupons,
    {
      access: adminAccess,
      tags,
      summary: "Page through the coupons with their usage and status (administrators only, ADR 0008)",
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

  const saved = (row: Parameters<typeof presentCoupon>[0], language: InterfaceLanguage, message: string) =>
    ok(presentCoupon(row, deps.clock.now()), translate(language, message));

  route(
    app,
    contract.coupons.adminAddCoupon,
    {
      access: adminAccess,
      tags,
      summary:
        "Administrators: create a coupon: Code (3–30 letters, digits, - or _; unique, stored upper-case), Type Membership | Store, DiscountType 1 (percent, 1–100) or 2 (dollars, up to 1000), DiscountValue, ExpiresAt (ISO date-time; absent = never), MaxUses (absent = unlimited), IsActive (default true); a taken code is 409",
    },
    async (request) => saved(await coupons.add(request.body), request.language, "couponAdmin.created"),
  );
  route(
    app,
    contract.coupons.adminUpdateCoupon,
    {
      access: adminAccess,
      tags,
      summary:
        "Administrators: change a coupon (Id and every field again); MaxUses may not fall below the uses already counted",
    },
    async (request) => saved(await coupons.update(request.body), request.language, "couponAdmin.updated"),
  );
  route(
    app,
    contract.coupons.adminExpireCoupon,
    {
      access: adminAccess,
      tags,
      summary: "Administrators: expire a coupon now (Id); it stays in the list with its uses",
    },
    async (request) => saved(await coupons.expire(request.body.Id), request.language, "couponAdmin.expired"),
  );
  route(
    app,
    contract.coupons.adminSetCouponActive,
    { access: adminAccess, tags, summary: "Administrators: deactivate (IsActive false) or reactivate a coupon (Id)" },
    async (request) =>
      saved(await coupons.setActive(request.body.Id, request.body.IsActive), request.language, "couponAdmin.saved"),
  );
}
