import { useTranslation } from "react-i18next";
import type { CheckoutQuote } from "../api/orders.ts";
import { usd } from "./money.ts";

/** The server's totals (the checkout never computes a price itself). */
export function Totals({ quote, pending }: { quote: CheckoutQuote | undefined; pending: boolean }) {
  const { t } = useTranslation();
  if (!quote) return <p aria-busy={pending}>{t("ordersCommon.loading")}</p>;
  return (
    <table className="orders-totals" aria-busy={pending}>
      <caption className="visually-hidden">{t("ordersCheckout.totalsCaption")}</caption>
      <tbody>
        <tr>
          <th scope="row">{t("ordersCheckout.subtotal")}</th>
          <td>{usd(quote.Subtotal)}</td>
        </tr>
        {quote.Discount > 0 ? (
          <tr>
            <th scope="row">{t("ordersCheckout.discount", { code: quote.CouponCode ?? "" })}</th>
            <td>−{usd(quote.Discount)}</td>
          </tr>
        ) : null}
        <tr>
          <th scope="row">
            {quote.ShippingZone
              ? t("ordersCheckout.shippingTo", { zone: quote.ShippingZone })
              : t("ordersCheckout.shipping")}
          </th>
          <td>
            {!quote.NeedsShipping
              ? t("ordersCheckout.noShipping")
              : quote.ShippingZone
                ? usd(quote.Shipping)
                : t("ordersCheckout.shippingPending")}
          </td>
        </tr>
        <tr className="orders-totals__total">
          <th scope="row">{t("ordersCheckout.total")}</th>
          <td>{usd(quote.Total)}</td>
        </tr>
      </tbody>
    </table>
  );
}
