// Route module of the store's cart, checkout and orders (one lazy chunk): /store/cart, /checkout and its result
// pages, /redirectpage, /store/storeerror, /instructorcheckout, /purchasedetail and the profile's orders.

import { pageFrom } from "../../shared/api/url-params.ts";
import { type Loaders, memberLoader } from "../../shared/routing/route-loader.ts";
import { readSession } from "../../shared/session/session-store.ts";
import { hasInstructorLevel } from "../../shared/session/stored-level.ts";
import { accountRoutes } from "../account/manifest.ts";
import { storeRoutes } from "../store/manifest.ts";
import { instructorKitsQuery, orderIdFrom, orderQuery, ordersQuery } from "./api/orders.ts";
import { CartPage as CartFeature } from "./components/cart-page.tsx";
import { CheckoutPage as CheckoutFeature } from "./components/checkout-page.tsx";
import { InstructorCheckoutPage as InstructorFeature } from "./components/instructor-checkout-page.tsx";
import { OrdersPage as OrdersFeature, PurchaseDetailPage as PurchaseDetailFeature } from "./components/orders-page.tsx";
import {
  PaymentFailedPage as FailedFeature,
  RedirectPage as RedirectFeature,
  type ResultLinks,
  SuccessPage as SuccessFeature,
} from "./components/result-pages.tsx";
import { ordersRoutes } from "./manifest.ts";

const results: ResultLinks = {
  success: ordersRoutes.to("checkoutBillingSuccess"),
  failed: ordersRoutes.to("storeError"),
  cart: ordersRoutes.to("cart"),
  store: storeRoutes.to("store"),
  orders: ordersRoutes.to("profileOrderPurchases"),
};
const orderLinks = {
  orders: ordersRoutes.to("profileOrderPurchases"),
  detail: ordersRoutes.to("purchaseDetail"),
  store: storeRoutes.to("store"),
  register: accountRoutes.to("register"),
};

export function CartPage() {
  return <CartFeature links={{ store: storeRoutes.to("store"), checkout: ordersRoutes.to("checkout") }} />;
}

export function CheckoutPage() {
  return (
    <CheckoutFeature
      links={{
        cart: ordersRoutes.to("cart"),
        store: storeRoutes.to("store"),
        checkout: ordersRoutes.to("checkout"),
        redirect: ordersRoutes.to("redirectPage"),
      }}
    />
  );
}

export function RedirectPage() {
  return <RedirectFeature links={results} />;
}

export function BillingSuccessPage() {
  return <SuccessFeature links={results} />;
}

export function PaymentFailedPage() {
  return <FailedFeature links={results} />;
}

export function InstructorCheckoutPage() {
  return (
    <InstructorFeature links={{ register: accountRoutes.to("register"), redirect: ordersRoutes.to("redirectPage") }} />
  );
}

export function PurchaseDetailPage() {
  return <PurchaseDetailFeature links={orderLinks} />;
}

export function OrderPurchasesPage() {
  return <OrdersFeature links={orderLinks} />;
}

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /profile/orderpurchases: the member's page of orders the address names.
  profileOrderPurchases: memberLoader(({ client, url, userId }) => [
    client.ensureQueryData(ordersQuery({ UserId: userId }, pageFrom(url.searchParams))),
  ]),
  // /purchasedetail: the member's order the address names. A visitor's (guest) order is asked by the screen with
  // the browser's guest id, which the server that renders this public page does not have.
  purchaseDetail: memberLoader(({ client, url }) => {
    const id = orderIdFrom(url.searchParams);
    return id === null ? [] : [client.ensureQueryData(orderQuery(id))];
  }),
  // /instructorcheckout: the kits at the instructor price. The server sells them to instructors only, so they are
  // read for a member whose level stored at login is the instructor's (as the member navigation offers the page);
  // anyone else's screen asks, and shows the refusal, as before.
  instructorCheckout: memberLoader(({ client, userId }) => {
    return hasInstructorLevel(readSession().user) ? [client.ensureQueryData(instructorKitsQuery(userId))] : [];
  }),
};
