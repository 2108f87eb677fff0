import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The orders area's routes: the app's registry is made of every area's, and features link with `ordersRoutes.to`. */
export const ordersRoutes = defineRoutes({
  profileOrderPurchases: route("/profile/orderpurchases", { title: "memberNav.links.orders" }, { layout: "member" }),
  purchaseDetail: route("/purchasedetail", { title: "pageTitle.purchaseDetail" }),
  storeError: route("/store/storeerror", { title: "pageTitle.paymentProblem" }),
  cart: route("/store/cart", { title: "nav.cart" }),
  redirectPage: route("/redirectpage", { title: "pageTitle.payment" }),
  instructorCheckout: route("/instructorcheckout", { title: "memberNav.links.instructorKits" }, { layout: "member" }),
  checkout: route("/checkout", { title: "pageTitle.checkout" }, { layout: "billing" }),
  checkoutBillingSuccess: route("/checkout/billingsuccess", { title: "pageTitle.paymentDone" }, { layout: "billing" }),
  checkoutBillingCross: route("/checkout/billingcross", { title: "pageTitle.paymentProblem" }, { layout: "billing" }),
  // The store's orders and shipping table, one screen with tabs (ADR 0037).
  adminStoreOrders: route(
    "/admin/store-orders",
    { title: "adminNav.links.storeOrders" },
    { nav: [{ menu: "admin", group: "commerce", rank: 20 }] },
  ),
});

const pages = chunk("features/orders/routes.tsx", () => import("./routes.tsx"), ["orders", "membership"]);
const admin = chunk("features/orders/routes-admin.tsx", () => import("./routes-admin.tsx"), ["orders"]);

/** The screen each of the orders area's routes shows, from its chunk. */
export const ordersArea = defineArea(ordersRoutes, {
  profileOrderPurchases: screen(pages, (m) => m.OrderPurchasesPage),
  purchaseDetail: screen(pages, (m) => m.PurchaseDetailPage),
  storeError: screen(pages, (m) => m.PaymentFailedPage),
  cart: screen(pages, (m) => m.CartPage),
  redirectPage: screen(pages, (m) => m.RedirectPage),
  instructorCheckout: screen(pages, (m) => m.InstructorCheckoutPage),
  checkout: screen(pages, (m) => m.CheckoutPage),
  checkoutBillingSuccess: screen(pages, (m) => m.BillingSuccessPage),
  checkoutBillingCross: screen(pages, (m) => m.PaymentFailedPage),
  adminStoreOrders: screen(admin, (m) => m.AdminStoreOrdersPage),
});
