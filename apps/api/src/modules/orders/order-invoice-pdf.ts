import { formatLongDate, formatUsd, type InterfaceLanguage, translate } from "@haa/domain";
import { renderInvoiceDocument } from "../billing/invoice-pdf.ts";
import type { OrderItemRow, OrderRow } from "./orders.repository.ts";

/** A store order's invoice: the billing invoice's layout and fonts (ADR 0049), with the order's words. */
export function renderOrderInvoicePdf(
  order: OrderRow,
  items: OrderItemRow[],
  language: InterfaceLanguage,
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(language, key, params);
  const money = (cents: number) => formatUsd(cents, language);
  const address = order.shippingAddress;
  const facts: [string, string][] = [
    [t("ordersInvoice.number"), order.orderNumber],
    [t("ordersInvoice.date"), formatLongDate(order.createdAt, language)],
    [t("ordersInvoice.billedTo"), order.email],
  ];
  if (address) {
    facts.push([
      t("ordersInvoice.shipTo"),
      [
        address.fullName,
        address.line1,
        address.line2,
        `${address.postalCode} ${address.city}`,
        address.state,
        address.countryCode,
      ]
        .filter((part) => part.trim() !== "")
        .join(", "),
    ]);
  }
  const notes: string[] = [];
  if (order.last4) notes.push(t("ordersInvoice.paidWith", { last4: order.last4 }));
  if (order.status === "refunded") notes.push(t("ordersInvoice.refunded"));
  notes.push(t("ordersInvoice.currencyNote"));
  return renderInvoiceDocument({
    documentTitle: `${t("ordersInvoice.title")} ${order.orderNumber}`,
    heading: t("ordersInvoice.title"),
    facts,
    columns: [t("ordersInvoice.item"), t("ordersInvoice.amount")],
    lines: items.map((item) => [
      `${item.quantity} × ${item.title} (${money(item.unitPriceCents)})`,
      money(item.lineTotalCents),
    ]),
    totals: [
      [t("ordersInvoice.subtotal"), money(order.subtotalCents)],
      [t("ordersInvoice.discount"), money(-order.discountCents)],
      [t("ordersInvoice.shipping"), money(order.shippingCents)],
      [t("ordersInvoice.total"), money(order.totalCents)],
    ],
    notes,
  });
}
