// Route module of the coupon administration (its own chunk: visitors never download it), and its loader.
import { adminLoader, type Loaders } from "../../shared/routing/route-loader.ts";
import { adminCouponsQuery, FIRST_COUPONS_PAGE } from "./api/coupons.ts";

export { AdminCouponsPage } from "./admin/admin-coupons-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /admin/coupons: the list's first page.
  adminCoupons: adminLoader(({ client }) => [client.ensureQueryData(adminCouponsQuery(FIRST_COUPONS_PAGE))]),
};
