// Route module of the store's cart, checkout and orders (one lazy chunk): /store/cart, /checkout and its result
// pages, /redirectpage, /store/storeerror, /instructorcheckout, /purchasedetail and the profile's orders.

import { CartPage as CartFeature } from "../../features/orders/components/cart-page.tsx";
import { CheckoutPage as CheckoutFeature } from "../../features/orders/components/checkout-page.tsx";
import { InstructorCheckoutPage as InstructorFeature } from "../../features/orders/components/instructor-checkout-page.tsx";
import {
  OrdersPage as OrdersFeature,
  PurchaseDetailPage as PurchaseDetailFeature,
} from "../../features/orders/components/orders-page.tsx";
import {
  PaymentFailedPage as FailedFeature,
  RedirectPage as RedirectFeature,
  type ResultLinks,
  SuccessPage as SuccessFeature,
} from "../../features/orders/components/result-pages.tsx";
import { routes } from "../paths.ts";

const results: ResultLinks = {
  success: routes.checkoutBillingSuccess.pattern,
  failed: routes.storeError.pattern,
  cart: routes.cart.pattern,
  store: routes.store.pattern,
  orders: routes.profileOrderPurchases.pattern,
};
const orderLinks = {
  orders: routes.profileOrderPurchases.pattern,
  detail: routes.purchaseDetail.pattern,
  store: routes.store.pattern,
  register: routes.register.pattern,
};

export function CartPage() {
  return <CartFeature links={{ store: routes.store.pattern, checkout: routes.checkout.pattern }} />;
}

export function CheckoutPage() {
  return (
    <CheckoutFeature
      links={{
        cart: routes.cart.pattern,
        store: routes.store.pattern,
        checkout: routes.checkout.pattern,
        redirect: routes.redirectPage.pattern,
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
  return <InstructorFeature links={{ register: routes.register.pattern, redirect: routes.redirectPage.pattern }} />;
}

export function PurchaseDetailPage() {
  return <PurchaseDetailFeature links={orderLinks} />;
}

export function OrderPurchasesPage() {
  return <OrdersFeature links={orderLinks} />;
}
