import { useTranslation } from "react-i18next";
import { formatDate } from "../../../shared/i18n/format.ts";
import type { Order } from "../api/orders.ts";
import { usd } from "./money.ts";

/** One order: its number, items (download links for digital ones), totals, address, tracking and invoice. */
export function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation();
  const address = order.ShippingAddress;
  return (
    <article className="card orders-order" aria-labelledby={`order-${order.Id}`}>
      <header className="orders-order__head">
        <h2 id={`order-${order.Id}`}>{t("ordersList.number", { number: order.OrderNumber })}</h2>
        <span className={`orders-status orders-status--${order.Status}`}>{t(`ordersList.status.${order.Status}`)}</span>
      </header>
      <p className="orders-note">{formatDate(order.CreatedAt)}</p>
      <ul className="orders-lines">
        {order.Items.map((item) => (
          <li key={item.Id} className="orders-line">
            <div className="orders-line__text">
              <span className="orders-line__title" lang={item.Lang}>
                {item.Title}
              </span>
              <span className="orders-line__price">
                {item.Quantity} × {usd(item.UnitPrice)}
              </span>
              {item.Kind === "digital" ? (
                item.DownloadUrl ? (
                  <a href={item.DownloadUrl} download>
                    {t("ordersList.download", { left: item.DownloadsLeft ?? 0 })}
                  </a>
                ) : (
                  <span className="orders-line__warning">{t("ordersList.downloadGone")}</span>
                )
              ) : null}
              {item.Kind === "manual" ? <span>{t("ordersList.manualAdded")}</span> : null}
            </div>
            <span className="orders-line__total">{usd(item.LineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="orders-facts">
        <dt>{t("ordersCheckout.subtotal")}</dt>
        <dd>{usd(order.Subtotal)}</dd>
        {order.Discount > 0 ? (
          <>
            <dt>{t("ordersCheckout.discount", { code: order.CouponCode ?? "" })}</dt>
            <dd>−{usd(order.Discount)}</dd>
          </>
        ) : null}
        <dt>{t("ordersCheckout.shipping")}</dt>
        <dd>{usd(order.Shipping)}</dd>
        <dt>{t("ordersCheckout.total")}</dt>
        <dd>
          <strong>{usd(order.Total)}</strong>
        </dd>
        {order.Last4 ? (
          <>
            <dt>{t("ordersList.paidWith")}</dt>
            <dd>•••• {order.Last4}</dd>
          </>
        ) : null}
        {address ? (
          <>
            <dt>{t("ordersCheckout.shipTo")}</dt>
            <dd>
              {[
                address.FullName,
                address.Line1,
                address.Line2,
                `${address.PostalCode} ${address.City}`,
                address.CountryCode,
              ]
                .filter((part) => part.trim() !== "")
                .join(", ")}
            </dd>
          </>
        ) : null}
        {order.TrackingNumber ? (
          <>
            <dt>{t("ordersList.tracking")}</dt>
            <dd>{order.TrackingNumber}</dd>
          </>
        ) : null}
      </dl>
      <a href={order.InvoiceUrl} className="ui-button ui-button--secondary ui-button--sm" download>
        {t("ordersList.invoice")}
      </a>
    </article>
  );
}
