import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { Select, TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { Tabs } from "../../../shared/ui/tabs.tsx";
import {
  FIRST_ADMIN_ORDERS,
  type Order,
  type ShippingZone,
  useAdminOrderAction,
  useAdminOrders,
  useDeleteShippingZone,
  useSaveShippingZone,
  useShippingZones,
} from "../api/orders.ts";
import { usd } from "../components/money.ts";
import "../components/orders.css";

function OrderActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const action = useAdminOrderAction();
  const [tracking, setTracking] = useState("");
  const ship = (event: FormEvent) => {
    event.preventDefault();
    action.mutate({ id: order.Id, action: "ship", tracking });
  };
  return (
    <div className="orders-admin-actions">
      {order.Status === "paid" && order.ShippingAddress ? (
        <form onSubmit={ship} className="orders-coupon">
          <TextField
            label={t("ordersAdmin.tracking", { number: order.OrderNumber })}
            value={tracking}
            onChange={(event) => setTracking(event.target.value)}
          />
          <Button type="submit" size="sm" loading={action.isPending}>
            {t("ordersAdmin.ship")}
          </Button>
        </form>
      ) : null}
      {order.Status === "paid" || order.Status === "shipped" ? (
        <Button
          type="button"
          size="sm"
          variant="danger"
          loading={action.isPending}
          onClick={() => {
            if (window.confirm(t("ordersAdmin.refundConfirm", { number: order.OrderNumber })))
              action.mutate({ id: order.Id, action: "refund" });
          }}
        >
          {t("ordersAdmin.refund")}
        </Button>
      ) : null}
      {action.isError ? (
        <p role="alert" className="orders-error">
          {errorMessage(t, action.error)}
        </p>
      ) : null}
    </div>
  );
}

function OrdersTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(FIRST_ADMIN_ORDERS.page);
  const [search, setSearch] = useState(FIRST_ADMIN_ORDERS.search);
  const [applied, setApplied] = useState(FIRST_ADMIN_ORDERS.search);
  const [status, setStatus] = useState(FIRST_ADMIN_ORDERS.status);
  const orders = useAdminOrders({ page, search: applied, status });
  const pages = orders.data ? Math.ceil(orders.data.TotalCount / orders.data.PageSize) : 1;
  return (
    <>
      <form
        className="orders-admin-filters"
        aria-label={t("ordersAdmin.search")}
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setApplied(search);
        }}
      >
        <TextField label={t("ordersAdmin.search")} value={search} onChange={(event) => setSearch(event.target.value)} />
        <Select
          label={t("ordersList.statusLabel")}
          value={status}
          onChange={(event) => {
            setPage(1);
            setStatus(event.target.value);
          }}
          options={[
            { value: "", label: t("ordersAdmin.allStatuses") },
            ...(["paid", "shipped", "refunded"] as const).map((s) => ({
              value: s,
              label: t(`ordersList.status.${s}`),
            })),
          ]}
        />
        <Button type="submit" variant="secondary">
          {t("ordersAdmin.searchButton")}
        </Button>
      </form>
      <DataTable
        caption={t("ordersAdmin.caption")}
        columns={[
          t("ordersList.order"),
          t("ordersList.date"),
          t("ordersAdmin.buyer"),
          t("ordersList.items"),
          t("ordersList.statusLabel"),
          t("ordersCheckout.total"),
          t("ordersAdmin.actions"),
        ]}
        pending={orders.isPending}
        busy={orders.isFetching}
        empty={t("ordersList.empty")}
        isEmpty={(orders.data?.List.length ?? 0) === 0}
        minWidth="60rem"
      >
        {orders.data?.List.map((order) => (
          <tr key={order.Id}>
            <td>{order.OrderNumber}</td>
            <td>{formatDate(order.CreatedAt)}</td>
            <td>{order.Email}</td>
            <td>{order.Items.map((item) => `${item.Quantity} × ${item.Title}`).join(", ")}</td>
            <td>
              {t(`ordersList.status.${order.Status}`)}
              {order.TrackingNumber ? ` (${order.TrackingNumber})` : ""}
            </td>
            <td>{usd(order.Total)}</td>
            <td>
              <OrderActions order={order} />
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager page={page} pages={pages} label={t("ordersAdmin.pages")} onPage={setPage} />
    </>
  );
}

/** "500:5.95, 2000:9.95" → weight bands; pairs that are not two numbers are dropped (the API checks the rest). */
export function parseRates(text: string): { MaxWeightGrams: number; Price: number }[] {
  return text
    .split(",")
    .map((pair) => pair.split(":").map((part) => Number(part.trim())))
    .filter((pair) => pair.length === 2 && pair.every((n) => Number.isFinite(n)))
    .map(([MaxWeightGrams, Price]) => ({ MaxWeightGrams: MaxWeightGrams ?? 0, Price: Price ?? 0 }));
}

export function parseCountries(text: string): string[] {
  return text
    .split(/[,\s]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
}

function DeleteZone({ zone }: { zone: ShippingZone }) {
  const { t } = useTranslation();
  const remove = useDeleteShippingZone();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" size="sm" variant="danger" onClick={() => setOpen(true)}>
        {t("ordersAdmin.deleteZone")}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("ordersAdmin.deleteZoneTitle", { name: zone.Name })}
        width={460}
        dismissible={!remove.isPending}
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)} disabled={remove.isPending}>
              {t("ordersAdmin.cancel")}
            </Button>
            <Button
              type="button"
              variant="danger"
              loading={remove.isPending}
              data-autofocus
              onClick={() => remove.mutate(zone.Id, { onSuccess: () => setOpen(false) })}
            >
              {t("ordersAdmin.deleteZone")}
            </Button>
          </>
        }
      >
        <p>{t("ordersAdmin.deleteZoneText")}</p>
        {remove.isError ? (
          <p role="alert" className="orders-error">
            {errorMessage(t, remove.error)}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}

function ZoneEditor({ zone }: { zone: ShippingZone }) {
  const { t } = useTranslation();
  const save = useSaveShippingZone();
  const [countries, setCountries] = useState(zone.Countries.join(", "));
  const [rates, setRates] = useState(zone.Rates.map((rate) => `${rate.MaxWeightGrams}:${rate.Price}`).join(", "));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      Id: zone.Id,
      Name: zone.Name,
      IsFallback: zone.IsFallback,
      Countries: parseCountries(countries),
      Rates: parseRates(rates),
    });
  };
  return (
    <form className="card orders-fieldset" onSubmit={submit} aria-label={zone.Name}>
      <h3>{zone.Name}</h3>
      {zone.IsFallback ? (
        <p className="orders-note">{t("ordersAdmin.fallback")}</p>
      ) : (
        <TextField
          label={t("ordersAdmin.countries")}
          value={countries}
          onChange={(event) => setCountries(event.target.value)}
        />
      )}
      <TextField
        label={t("ordersAdmin.rates")}
        hint={t("ordersAdmin.ratesHint")}
        value={rates}
        onChange={(event) => setRates(event.target.value)}
      />
      <p className="orders-note">
        {zone.Rates.map((rate) => t("ordersAdmin.band", { grams: rate.MaxWeightGrams, price: usd(rate.Price) })).join(
          " · ",
        )}
      </p>
      <div className="orders-admin-actions">
        <Button type="submit" size="sm" loading={save.isPending}>
          {t("ordersAdmin.save")}
        </Button>
        {/* The rest-of-world zone is what every unlisted country falls back to, so it is kept. */}
        {zone.IsFallback ? null : <DeleteZone zone={zone} />}
      </div>
      {save.isError ? (
        <p role="alert" className="orders-error">
          {errorMessage(t, save.error)}
        </p>
      ) : save.isSuccess ? (
        <p role="status">{save.data.Message}</p>
      ) : null}
    </form>
  );
}

function NewZone() {
  const { t } = useTranslation();
  const save = useSaveShippingZone();
  const [name, setName] = useState("");
  const [countries, setCountries] = useState("");
  const [rates, setRates] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { Name: name.trim(), IsFallback: false, Countries: parseCountries(countries), Rates: parseRates(rates) },
      {
        onSuccess: () => {
          setName("");
          setCountries("");
          setRates("");
        },
      },
    );
  };
  return (
    <form className="card orders-fieldset" onSubmit={submit} aria-label={t("ordersAdmin.newZone")}>
      <h3>{t("ordersAdmin.newZone")}</h3>
      <TextField label={t("ordersAdmin.zoneName")} value={name} required onChange={(e) => setName(e.target.value)} />
      <TextField
        label={t("ordersAdmin.countries")}
        value={countries}
        required
        onChange={(e) => setCountries(e.target.value)}
      />
      <TextField
        label={t("ordersAdmin.rates")}
        hint={t("ordersAdmin.ratesHint")}
        value={rates}
        required
        onChange={(e) => setRates(e.target.value)}
      />
      <Button type="submit" size="sm" loading={save.isPending}>
        {t("ordersAdmin.addZone")}
      </Button>
      {save.isError ? (
        <p role="alert" className="orders-error">
          {errorMessage(t, save.error)}
        </p>
      ) : save.isSuccess ? (
        <p role="status">{save.data.Message}</p>
      ) : null}
    </form>
  );
}

function ShippingTab() {
  const { t } = useTranslation();
  const zones = useShippingZones();
  if (zones.isPending) return <p>{t("ordersCommon.loading")}</p>;
  if (zones.isError) return <p role="alert">{errorMessage(t, zones.error)}</p>;
  return (
    <div className="orders-layout">
      {zones.data.map((zone) => (
        <ZoneEditor key={`${zone.Id}:${zone.Rates.length}`} zone={zone} />
      ))}
      <NewZone />
    </div>
  );
}

/** /admin/store-orders: the orders (search, status, mark shipped, refund) and the shipping table, as tabs. */
export function AdminStoreOrdersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("ordersAdmin.title"));
  return (
    <div className="container orders-page">
      <h1>{t("ordersAdmin.title")}</h1>
      <AdminGate
        forbiddenTitle={t("ordersAdmin.forbiddenTitle")}
        forbiddenText={t("ordersAdmin.forbiddenText")}
        loginText={t("ordersAdmin.loginText")}
      >
        <Tabs
          label={t("ordersAdmin.title")}
          defaultValue="orders"
          items={[
            { value: "orders", label: t("ordersAdmin.ordersTab"), content: <OrdersTab /> },
            { value: "shipping", label: t("ordersAdmin.shippingTab"), content: <ShippingTab /> },
          ]}
        />
      </AdminGate>
    </div>
  );
}
