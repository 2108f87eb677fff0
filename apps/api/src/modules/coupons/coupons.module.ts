import type { ApiModule } from "../../http/module.ts";
import { couponRoutes } from "./coupons.routes.ts";
import { createCouponService } from "./coupons.service.ts";

/** Discount codes: validation for the payment forms, the administrator's list. */
export const couponsModule: ApiModule = {
  name: "coupons",
  register(app, deps) {
    couponRoutes(app, deps, createCouponService(deps.db, deps.clock, deps.audit));
  },
};
