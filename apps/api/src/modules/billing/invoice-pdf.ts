import { formatLongDate, formatUsd, type InterfaceLanguage, translate } from "@haa/domain";
import { type Color, PDFDocument, rgb } from "pdf-lib";
import { pdfLibFonts, pdfText } from "../../shared/pdf-fonts.ts";
import type { Account } from "../account/accounts.port.ts";
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

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const TEAL = rgb(0x1f / 255, 0x5f / 255, 0x5b / 255);
const INK = rgb(0x1d / 255, 0x2a / 255, 0x2a / 255);
const GREY = rgb(0x55 / 255, 0x55 / 255, 0x55 / 255);
const RULE = rgb(0xcc / 255, 0xcc / 255, 0xcc / 255);

/**
 * Renders an invoice layout with pdf-lib in the fonts that draw its text (ADR 0049: Noto Sans, and Noto Sans JP
 * for Japanese), embedded as subsets. Texts wrap within their column; a long invoice goes on to a new page.
 */
export async function renderInvoiceDocument(layout: InvoiceLayout): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(pdfText(layout.documentTitle));
  pdf.setAuthor("Healing Arts Association");
  pdf.setCreator("Healing Arts Association");
  const fonts = pdfLibFonts(pdf);
  let page = pdf.addPage(A4);
  const [pageWidth, pageHeight] = A4;
  const left = MARGIN;
  const right = pageWidth - MARGIN;
  const amountX = right - 140;
  /** The top of the next line, measured down from the top of the page (as pdfkit's `doc.y` was). */
  let y = MARGIN;
  let size = 10;
  const lineHeight = () => fonts.lineHeight(size);
  const moveDown = async (lines: number) => {
    y += (await lineHeight()) * lines;
  };

  /** Writes a text from `top` within [x, x + width], wrapped, and answers the top of the line after it. */
  const text = async (
    value: string,
    x: number,
    top: number,
    options: { width?: number; align?: "left" | "right"; color: Color },
  ): Promise<number> => {
    const width = options.width ?? right - x;
    const height = await lineHeight();
    const ascent = await fonts.ascent(size);
    let lineTop = top;
    for (const line of await fonts.wrap(value, size, width)) {
      if (lineTop + height > pageHeight - MARGIN && lineTop > MARGIN) {
        page = pdf.addPage(A4);
        lineTop = MARGIN;
      }
      const shift = options.align === "right" ? width - (await fonts.widthOf(line.trimEnd(), size)) : 0;
      await fonts.draw(page, line, { x: x + shift, y: pageHeight - lineTop - ascent, size, color: options.color });
      lineTop += height;
    }
    return lineTop;
  };
  /** Two texts side by side from the same top; the next line starts under the longer one. */
  const row = async (...cells: Parameters<typeof text>[]) => {
    const top = y;
    let bottom = top;
    for (const cell of cells) bottom = Math.max(bottom, await text(cell[0], cell[1], top, cell[3]));
    y = bottom;
  };
  const rule = () => {
    const at = pageHeight - (y + 4);
    page.drawLine({ start: { x: left, y: at }, end: { x: right, y: at }, thickness: 1, color: RULE });
  };

  size = 20;
  await text("Healing Arts Association", left, MARGIN, { color: TEAL });
  size = 16;
  y = await text(layout.heading, left, 90, { color: INK });
  await moveDown(0.8);
  size = 10;
  for (const [label, value] of layout.facts) {
    await row(
      [label, left, y, { width: 130, color: GREY }],
      [value, left + 140, y, { width: right - left - 140, color: INK }],
    );
    await moveDown(0.3);
  }
  await moveDown(1);
  await row(
    [layout.columns[0], left, y, { color: GREY }],
    [layout.columns[1], amountX, y, { width: 140, align: "right", color: GREY }],
  );
  rule();
  await moveDown(0.6);
  for (const [description, amount] of layout.lines) {
    await row(
      [description, left, y, { width: amountX - left - 10, color: INK }],
      [amount, amountX, y, { width: 140, align: "right", color: INK }],
    );
    await moveDown(0.3);
  }
  rule();
  await moveDown(0.6);
  for (const [label, amount] of layout.totals) {
    await row(
      [label, amountX - 200, y, { width: 190, align: "right", color: INK }],
      [amount, amountX, y, { width: 140, align: "right", color: INK }],
    );
    await moveDown(0.3);
  }
  if (layout.marker) {
    await moveDown(1.5);
    size = 11;
    y = await text(layout.marker, left, y, { color: TEAL });
  }
  await moveDown(layout.marker ? 0.5 : 1);
  size = 10;
  for (const [index, note] of layout.notes.entries()) {
    if (index === layout.notes.length - 1) await moveDown(0.5);
    y = await text(note, left, y, { color: GREY });
  }
  const bytes = await pdf.save();
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A membership or enrolment payment's invoice, in the member's language. */
export function renderInvoicePdf(
  payment: PaymentRow,
  user: Pick<Account, "firstName" | "lastName" | "email">,
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
