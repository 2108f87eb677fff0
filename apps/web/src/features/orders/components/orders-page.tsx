import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { orderIdFrom, useCartOwner, useOrder, useOrders } from "../api/orders.ts";
import { usd } from "./money.ts";
import { OrderView } from "./order-view.tsx";
import "./orders.css";
import { pageFrom } from "../../../shared/api/url-params.ts";

export interface OrdersLinks {
  orders: string;
  detail: string;
  store: string;
  /** Where a visitor asked to log in may register instead. */
  register: string;
}

/** /profile/orderpurchases: the member's store orders, newest first, paged through the URL; visitors log in. */
export function OrdersPage({ links }: { links: OrdersLinks }) {
  const { t } = useTranslation();
  useDocumentTitle(t("ordersList.title"));
  return (
    <MemberGate title={t("ordersList.title")} registerTo={links.register}>
      {() => <MemberOrders links={links} />}
    </MemberGate>
  );
}

function MemberOrders({ links }: { links: OrdersLinks }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const owner = useCartOwner();
  const orders = useOrders(owner, page);
  const pages = orders.data ? Math.ceil(orders.data.TotalCount / orders.data.PageSize) : 1;
  return (
    <section className="orders-page" aria-labelledby="orders-title">
      <h2 id="orders-title">{t("ordersList.title")}</h2>
      {orders.isError ? <p role="alert">{errorMessage(t, orders.error)}</p> : null}
      <DataTable
        caption={t("ordersList.caption")}
        columns={[
          t("ordersList.order"),
          t("ordersList.date"),
          t("ordersList.items"),
          t("ordersList.statusLabel"),
          t("ordersCheckout.total"),
        ]}
        pending={orders.isPending}
        busy={orders.isFetching}
        empty={t("ordersList.empty")}
        isEmpty={(orders.data?.List.length ?? 0) === 0}
      >
        {orders.data?.List.map((order) => (
          <tr key={order.Id}>
            <td>
              <Link to={`${links.detail}?orderId=${order.Id}`}>{order.OrderNumber}</Link>
            </td>
            <td>{formatDate(order.CreatedAt)}</td>
            <td>{order.Items.map((item) => `${item.Quantity} × ${item.Title}`).join(", ")}</td>
            <td>{t(`ordersList.status.${order.Status}`)}</td>
            <td>{usd(order.Total)}</td>
          </tr>
        ))}
      </DataTable>
      <Pager page={page} pages={pages} label={t("ordersList.pages")} hrefFor={(p) => `${links.orders}?page=${p}`} />
    </section>
  );
}

/** /purchasedetail?orderId=: one order with its items, tracking, invoice and download links. */
export function PurchaseDetailPage({ links }: { links: OrdersLinks }) {
  const { t } = useTranslation();
  useDocumentTitle(t("ordersList.detailTitle"));
  const [params] = useSearchParams();
  const order = useOrder(orderIdFrom(params));
  return (
    <div className="container orders-page">
      <h1>{t("ordersList.detailTitle")}</h1>
      {order.isPending && order.fetchStatus !== "idle" ? <p>{t("ordersCommon.loading")}</p> : null}
      {order.isError || (order.isPending && order.fetchStatus === "idle") ? (
        <p role="alert">{order.error ? errorMessage(t, order.error) : t("ordersList.notFound")}</p>
      ) : null}
      {order.data ? <OrderView order={order.data} /> : null}
      <p>
        <Link to={links.orders}>{t("ordersResult.myOrders")}</Link>
      </p>
    </div>
  );
}
