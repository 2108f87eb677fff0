import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { ButtonLink } from "../../../shared/ui/button.tsx";
import { useOrder } from "../api/orders.ts";
import { OrderView } from "./order-view.tsx";
import "./orders.css";

export interface ResultLinks {
  success: string;
  failed: string;
  cart: string;
  store: string;
  orders: string;
}

const orderIdOf = (params: URLSearchParams) => {
  const id = Number(params.get("orderId"));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** /redirectpage: where the browser lands after paying; forwards to the receipt or to the payment error. */
export function RedirectPage({ links }: { links: ResultLinks }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { state } = useLocation();
  const orderId = orderIdOf(params);
  useEffect(() => {
    if (orderId) navigate(`${links.success}?orderId=${orderId}`, { replace: true });
    else navigate(links.failed, { replace: true, state });
  }, [orderId, navigate, links, state]);
  return (
    <div className="container orders-page" aria-busy="true">
      <p>{t("ordersResult.redirecting")}</p>
    </div>
  );
}

/** /checkout/billingsuccess?orderId=: the receipt, with the order's items, invoice and download links. */
export function SuccessPage({ links }: { links: ResultLinks }) {
  const [params] = useSearchParams();
  const orderId = orderIdOf(params);
  return orderId === null ? <NoOrder links={links} /> : <Receipt orderId={orderId} links={links} />;
}

/** The receipt page opened without an order (a bookmark, a typed address): says so and where to go instead. */
function NoOrder({ links }: { links: ResultLinks }) {
  const { t } = useTranslation();
  useDocumentTitle(t("ordersResult.noOrderTitle"));
  return (
    <div className="container orders-page">
      <h1>{t("ordersResult.noOrderTitle")}</h1>
      <p className="orders-lead">{t("ordersResult.noOrderText")}</p>
      <div className="orders-actions">
        <ButtonLink to={links.store} variant="secondary">
          {t("ordersResult.keepShopping")}
        </ButtonLink>
        <ButtonLink to={links.orders}>{t("ordersResult.myOrders")}</ButtonLink>
      </div>
    </div>
  );
}

function Receipt({ orderId, links }: { orderId: number; links: ResultLinks }) {
  const { t } = useTranslation();
  useDocumentTitle(t("ordersResult.successTitle"));
  const order = useOrder(orderId);
  return (
    <div className="container orders-page">
      <h1>{t("ordersResult.successTitle")}</h1>
      {order.isPending ? (
        <p>{t("ordersCommon.loading")}</p>
      ) : order.isError ? (
        <p role="alert">{errorMessage(t, order.error)}</p>
      ) : (
        <>
          <p className="orders-lead" role="status">
            {t("ordersResult.successText", { number: order.data.OrderNumber, email: order.data.Email })}
          </p>
          <OrderView order={order.data} />
          <div className="orders-actions">
            <ButtonLink to={links.store} variant="secondary">
              {t("ordersResult.keepShopping")}
            </ButtonLink>
            {order.data.UserId !== null ? (
              <ButtonLink to={links.orders}>{t("ordersResult.myOrders")}</ButtonLink>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}

/** /store/storeerror and /checkout/billingcross: the payment failed; nothing was charged and the cart is intact. */
export function PaymentFailedPage({ links }: { links: ResultLinks }) {
  const { t } = useTranslation();
  useDocumentTitle(t("ordersResult.failedTitle"));
  const { state } = useLocation();
  const message = (state as { message?: string } | null)?.message;
  return (
    <div className="container orders-page">
      <h1>{t("ordersResult.failedTitle")}</h1>
      <section className="card orders-failed" role="alert">
        {message ? <p className="orders-error">{message}</p> : null}
        <p>{t("ordersResult.failedText")}</p>
      </section>
      <div className="orders-actions">
        <ButtonLink to={links.cart}>{t("ordersResult.backToCart")}</ButtonLink>
      </div>
    </div>
  );
}
