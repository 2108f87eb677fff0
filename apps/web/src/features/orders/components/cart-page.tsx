import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { useSession } from "../../../shared/session/session-store.ts";
import { Button, ButtonLink } from "../../../shared/ui/button.tsx";
import { reloadCarts } from "../api/get-cart-items.ts";
import { forgetGuestId, readGuestId } from "../api/guest-id.ts";
import { type Cart, useCart, useCartOwner, useChangeLine } from "../api/orders.ts";
import { syncGuestCartToUser } from "../api/sync-guest-cart-to-user.ts";
import { usd } from "./money.ts";
import "./orders.css";

export interface CartLinks {
  store: string;
  checkout: string;
}

/**
 * A member who logged in from the header (no stored target, so the login did not sync) still finds the cart
 * they filled as a visitor: the cart merges it once and forgets the guest key.
 */
function useLateGuestMerge() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    const guestId = readGuestId();
    if (!user || !guestId) return;
    void syncGuestCartToUser({ UserID: user.Id, GuestID: guestId }).then(
      () => {
        forgetGuestId();
        void reloadCarts(queryClient);
      },
      () => undefined,
    );
  }, [user, queryClient]);
}

export function CartLines({ cart, editable }: { cart: Cart; editable: boolean }) {
  const { t } = useTranslation();
  const change = useChangeLine();
  return (
    <>
      <ul className="orders-lines" aria-label={t("ordersCart.linesLabel")}>
        {cart.Items.map((item) => (
          <li key={item.Id} className="orders-line">
            {item.Product.CoverImage ? (
              <img src={item.Product.CoverImage} alt="" className="orders-line__image" width={64} height={64} />
            ) : (
              <span className="orders-line__image orders-line__image--empty" aria-hidden="true" />
            )}
            <div className="orders-line__text">
              <span className="orders-line__title" lang={item.Product.Lang}>
                {item.Product.Title}
              </span>
              <span className="orders-line__price">{t("ordersCart.each", { price: usd(item.Product.Price) })}</span>
              {!item.Product.Available ? (
                <span className="orders-line__warning">{t("ordersCart.unavailable")}</span>
              ) : null}
            </div>
            {editable ? (
              <fieldset className="orders-qty" aria-label={t("ordersCart.quantityOf", { title: item.Product.Title })}>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-label={t("ordersCart.decrease", { title: item.Product.Title })}
                  onClick={() => change.mutate({ id: item.Id, action: "decrease" })}
                >
                  −
                </Button>
                <output aria-live="polite" className="orders-qty__value">
                  {item.Quantity}
                </output>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-label={t("ordersCart.increase", { title: item.Product.Title })}
                  onClick={() => change.mutate({ id: item.Id, action: "increase" })}
                >
                  +
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => change.mutate({ id: item.Id, action: "remove" })}
                  aria-label={t("ordersCart.removeItem", { title: item.Product.Title })}
                >
                  {t("ordersCart.remove")}
                </Button>
              </fieldset>
            ) : (
              <span className="orders-qty__value">× {item.Quantity}</span>
            )}
            <span className="orders-line__total">{usd(item.LineTotal)}</span>
          </li>
        ))}
      </ul>
      {change.isError ? (
        <p role="alert" className="orders-error">
          {errorMessage(t, change.error)}
        </p>
      ) : null}
    </>
  );
}

/** /store/cart: the lines at today's prices, +/−, remove, the subtotal and the way to the checkout. */
export function CartPage({ links }: { links: CartLinks }) {
  const { t } = useTranslation();
  useDocumentTitle(t("ordersCart.title"));
  useLateGuestMerge();
  const owner = useCartOwner();
  const cart = useCart(owner);
  return (
    <div className="container orders-page">
      <h1>{t("ordersCart.title")}</h1>
      {cart.isPending ? (
        <p>{t("ordersCommon.loading")}</p>
      ) : cart.isError ? (
        <p role="alert">{errorMessage(t, cart.error)}</p>
      ) : cart.data.Items.length === 0 ? (
        <section className="card orders-empty">
          <p>{t("ordersCart.empty")}</p>
          <ButtonLink to={links.store}>{t("ordersCart.browse")}</ButtonLink>
        </section>
      ) : (
        <section className="card">
          <CartLines cart={cart.data} editable />
          <p className="orders-subtotal">
            <span>{t("ordersCart.subtotal", { items: cart.data.ItemCount })}</span>
            <strong>{usd(cart.data.Subtotal)}</strong>
          </p>
          <p className="orders-note">{t("ordersCart.shippingLater")}</p>
          <div className="orders-actions">
            <Link to={links.store}>{t("ordersCart.continue")}</Link>
            <ButtonLink to={links.checkout}>{t("ordersCart.toCheckout")}</ButtonLink>
          </div>
        </section>
      )}
    </div>
  );
}
