import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The coupons area's routes: the app's registry is made of every area's, and features link with `couponsRoutes.to`. */
export const couponsRoutes = defineRoutes({
  // Discount codes: list, create, edit, expire, (de)activate (ADR 0048).
  adminCoupons: route(
    "/admin/coupons",
    { title: "adminNav.links.coupons" },
    { nav: [{ menu: "admin", group: "commerce", rank: 30 }] },
  ),
});

const admin = chunk("features/coupons/routes-admin.tsx", () => import("./routes-admin.tsx"), ["coupons"]);

/** The screen each of the coupons area's routes shows, from its chunk. */
export const couponsArea = defineArea(couponsRoutes, {
  adminCoupons: screen(admin, (m) => m.AdminCouponsPage),
});
