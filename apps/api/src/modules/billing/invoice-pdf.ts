import { formatLongDate, formatUsd, type InterfaceLanguage, translate } from "@haa/domain";
import PDFDocument from "pdfkit";
import { pdfkitText, pdfText, registerPdfkitFonts } from "../../shared/pdf-fonts.ts";
import type { UserRow } from "../account/account.repository.ts";
import type { PaymentRow } from "./billing.repository.ts";
import { describeLine, isItemPayment, levelName } from "./invoices.ts";

/**
 * What an invoice says, already translated: the one layout every invoice PDF (membership and enrolment
 * payments, store orders, donations) is printed with, so the fonts and the look are decided once.
 */
export interface InvoiceLayout {
  /** The document's metadata title. */
  documentTitle: string;
  heading: string;
  facts: [label: string, value: string][];
  columns: [description: string, amount: string];
  lines: [description: string, amount: string][];
  totals: [label: string, amount: string][];
  /** A highlighted line under the totals (a donation's tax note). */
  marker?: string | undefined;
  notes: string[];
}

/**
 * Renders an invoice layout with pdfkit in the font that draws all of its text (ADR 0049: Noto Sans, or
 * Noto Sans JP when any text is Japanese), embedded as a subset.
 */
export async function renderInvoiceDocument(layout: InvoiceLayout): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: pdfText(layout.documentTitle), Author: "Healing Arts Association" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  await registerPdfkitFonts(doc, [
    layout.heading,
    ...layout.facts.flat(),
    ...layout.columns,
    ...layout.lines.flat(),
    ...layout.totals.flat(),
    layout.marker ?? "",
    ...layout.notes,
  ]);

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const amountX = right - 140;

  doc.fillColor("#1f5f5b").fontSize(20).text("Healing Arts Association", left, 56);
  pdfkitText(doc.fillColor("#1d2a2a").fontSize(16), layout.heading, left, 90);
  doc.moveDown(0.8).fontSize(10);
  for (const [label, value] of layout.facts) {
    const y = doc.y;
    pdfkitText(doc.fillColor("#555555"), label, left, y, { width: 130 });
    pdfkitText(doc.fillColor("#1d2a2a"), value, left + 140, y, { width: right - left - 140 });
    doc.moveDown(0.3);
  }
  doc.moveDown(1);
  let y = doc.y;
  pdfkitText(doc.fillColor("#555555"), layout.columns[0], left, y);
  pdfkitText(doc, layout.columns[1], amountX, y, { width: 140, align: "right" });
  y = doc.y + 4;
  doc.moveTo(left, y).lineTo(right, y).strokeColor("#cccccc").stroke();
  doc.moveDown(0.6).fillColor("#1d2a2a");
  for (const [description, amount] of layout.lines) {
    y = doc.y;
    pdfkitText(doc, description, left, y, { width: amountX - left - 10 });
    pdfkitText(doc, amount, amountX, y, { width: 140, align: "right" });
    doc.moveDown(0.3);
  }
  y = doc.y + 4;
  doc.moveTo(left, y).lineTo(right, y).strokeColor("#cccccc").stroke();
  doc.moveDown(0.6);
  for (const [label, amount] of layout.totals) {
    y = doc.y;
    pdfkitText(doc, label, amountX - 200, y, { width: 190, align: "right" });
    pdfkitText(doc, amount, amountX, y, { width: 140, align: "right" });
    doc.moveDown(0.3);
  }
  if (layout.marker) pdfkitText(doc.moveDown(1.5).fillColor("#1f5f5b").fontSize(11), layout.marker, left, doc.y);
  doc
    .moveDown(layout.marker ? 0.5 : 1)
    .fillColor("#555555")
    .fontSize(10);
  layout.notes.forEach((note, index) => {
    if (index === layout.notes.length - 1) doc.moveDown(0.5);
    pdfkitText(doc, note, left, doc.y);
  });
  doc.end();
  return done;
}

/** A membership or enrolment payment's invoice, in the member's language. */
export function renderInvoicePdf(
  payment: PaymentRow,
  user: Pick<UserRow, "firstName" | "lastName" | "email">,
  language: InterfaceLanguage,
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(language, key, params);
  const money = (cents: number) => formatUsd(cents, language);
  const facts: [string, string][] = [
    [t("membership.invoice.number"), payment.invoiceNumber],
    [t("membership.invoice.date"), formatLongDate(payment.createdAt, language)],
    [t("membership.invoice.billedTo"), `${user.firstName} ${user.lastName} <${user.email}>`],
    isItemPayment(payment)
      ? [t("enrollmentInvoice.item"), payment.itemTitle ?? ""]
      : [t("membership.invoice.membership"), levelName(payment.membershipId)],
  ];
  if (payment.periodStart && payment.periodEnd) {
    facts.push([
      t("membership.invoice.period"),
      `${formatLongDate(payment.periodStart, language)} – ${formatLongDate(payment.periodEnd, language)}`,
    ]);
  }
  const notes: string[] = [];
  if (payment.method === "paypal" && payment.totalCents > 0) notes.push(t("enrollmentInvoice.paidWithPaypal"));
  else if (payment.last4 && payment.totalCents > 0)
    notes.push(t("membership.invoice.paidWith", { last4: payment.last4 }));
  if (payment.status === "refunded") notes.push(t("membership.invoice.refunded"));
  notes.push(t("membership.invoice.currencyNote"));
  return renderInvoiceDocument({
    documentTitle: `${t("membership.invoice.title")} ${payment.invoiceNumber}`,
    heading: t("membership.invoice.title"),
    facts,
    columns: [t("membership.invoice.description"), t("membership.invoice.amount")],
    lines: payment.lines.map((line) => [describeLine(line, language), money(line.amountCents)]),
    totals: [
      [t("membership.invoice.subtotal"), money(payment.subtotalCents)],
      [t("membership.invoice.discounts"), money(-payment.discountCents)],
      [t("membership.invoice.total"), money(payment.totalCents)],
    ],
    notes,
  });
}
