import { formatLongDate, formatUsd, type InterfaceLanguage, translate } from "@haa/domain";
import PDFDocument from "pdfkit";
import { invoiceTypesetting } from "../billing/invoice-pdf.ts";
import type { OrderItemRow, OrderRow } from "./orders.repository.ts";

/** A store order's invoice (pdfkit, the fonts the membership invoices use; English when the font is missing). */
export async function renderOrderInvoicePdf(
  order: OrderRow,
  items: OrderItemRow[],
  requested: InterfaceLanguage,
): Promise<Buffer> {
  const { language, font } = invoiceTypesetting(requested);
  try {
    return await render(order, items, language, font?.file, font?.family);
  } catch (error) {
    if (!font) throw error;
    return render(order, items, "en", undefined, undefined);
  }
}

function render(
  order: OrderRow,
  items: OrderItemRow[],
  language: InterfaceLanguage,
  fontFile: string | undefined,
  fontFamily: string | undefined,
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(language, key, params);
  const money = (cents: number) => formatUsd(cents, language);
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: `${t("ordersInvoice.title")} ${order.orderNumber}`, Author: "Healing Arts Association" },
  });
  if (fontFile && fontFamily) doc.font(fontFile, fontFamily);
  else if (fontFile) doc.font(fontFile);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const amountX = right - 140;

  doc.fillColor("#1f5f5b").fontSize(20).text("Healing Arts Association", left, 56);
  doc.fillColor("#1d2a2a").fontSize(16).text(t("ordersInvoice.title"), left, 90);
  doc.moveDown(0.8).fontSize(10);
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
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.fillColor("#555555").text(label, left, y, { width: 130 });
    doc.fillColor("#1d2a2a").text(value, left + 140, y, { width: right - left - 140 });
    doc.moveDown(0.3);
  }
  doc.moveDown(1);
  let y = doc.y;
  doc.fillColor("#555555").text(t("ordersInvoice.item"), left, y);
  doc.text(t("ordersInvoice.amount"), amountX, y, { width: 140, align: "right" });
  y = doc.y + 4;
  doc.moveTo(left, y).lineTo(right, y).strokeColor("#cccccc").stroke();
  doc.moveDown(0.6).fillColor("#1d2a2a");
  for (const item of items) {
    y = doc.y;
    doc.text(`${item.quantity} × ${item.title} (${money(item.unitPriceCents)})`, left, y, {
      width: amountX - left - 10,
    });
    doc.text(money(item.lineTotalCents), amountX, y, { width: 140, align: "right" });
    doc.moveDown(0.3);
  }
  y = doc.y + 4;
  doc.moveTo(left, y).lineTo(right, y).strokeColor("#cccccc").stroke();
  doc.moveDown(0.6);
  const totals: [string, number][] = [
    [t("ordersInvoice.subtotal"), order.subtotalCents],
    [t("ordersInvoice.discount"), -order.discountCents],
    [t("ordersInvoice.shipping"), order.shippingCents],
    [t("ordersInvoice.total"), order.totalCents],
  ];
  for (const [label, cents] of totals) {
    y = doc.y;
    doc.text(label, amountX - 200, y, { width: 190, align: "right" });
    doc.text(money(cents), amountX, y, { width: 140, align: "right" });
    doc.moveDown(0.3);
  }
  doc.moveDown(1).fillColor("#555555");
  if (order.last4) doc.text(t("ordersInvoice.paidWith", { last4: order.last4 }), left, doc.y);
  if (order.status === "refunded") doc.text(t("ordersInvoice.refunded"), left, doc.y);
  doc.moveDown(0.5).text(t("ordersInvoice.currencyNote"), left, doc.y);
  doc.end();
  return done;
}
