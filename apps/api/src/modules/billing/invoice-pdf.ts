import { existsSync } from "node:fs";
import { formatLongDate, formatUsd, type InterfaceLanguage, translate } from "@haa/domain";
import PDFDocument from "pdfkit";
import type { UserRow } from "../account/account.repository.ts";
import type { PaymentRow } from "./billing.repository.ts";
import { describeLine, isItemPayment, levelName } from "./invoices.ts";

/**
 * Invoice PDFs (pdfkit). pdfkit's built-in Helvetica only covers Western European letters, so a Unicode font
 * is used when the system has one (INVOICE_FONT, else DejaVu Sans or Liberation Sans), and Japanese needs a CJK
 * font (INVOICE_FONT_CJK, else Noto Sans CJK as Debian's fonts-noto-cjk installs it). A language whose font
 * is missing, or a font that fails to load, gives an English invoice in Helvetica instead.
 */
const UNICODE_FONTS = [
  "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
  "/usr/share/fonts/dejavu/DejaVuSans.ttf",
  "/usr/share/fonts/liberation-sans/LiberationSans-Regular.ttf",
];
/** [file, font name inside a collection (.ttc)]. */
const CJK_FONTS: [string, string | undefined][] = [
  ["/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "NotoSansCJKjp-Regular"],
  ["/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc", "NotoSansCJKjp-Regular"],
];

interface FontChoice {
  file: string;
  family?: string | undefined;
}

const firstExisting = (candidates: [string | undefined, string | undefined][]): FontChoice | null => {
  const found = candidates.find(([file]) => !!file && existsSync(file));
  return found?.[0] ? { file: found[0], family: found[1] } : null;
};

let fonts: { unicode: FontChoice | null; cjk: FontChoice | null } | undefined;
function availableFonts() {
  fonts ??= {
    unicode: firstExisting([
      [process.env.INVOICE_FONT, undefined],
      ...UNICODE_FONTS.map((f) => [f, undefined] as [string, undefined]),
    ]),
    cjk: firstExisting([[process.env.INVOICE_FONT_CJK, undefined], ...CJK_FONTS]),
  };
  return fonts;
}

/** The language an invoice can be printed in with the available fonts, and the font to print it with. */
export function invoiceTypesetting(
  language: InterfaceLanguage,
  available: { unicode: FontChoice | null; cjk: FontChoice | null } = availableFonts(),
): { language: InterfaceLanguage; font: FontChoice | null } {
  if (language === "ja")
    return available.cjk ? { language, font: available.cjk } : { language: "en", font: available.unicode };
  if (language === "cs" && !available.unicode) return { language: "en", font: null };
  return { language, font: available.unicode };
}

/** Renders one invoice as a PDF document, in English with the built-in font if the chosen font fails. */
export async function renderInvoicePdf(
  payment: PaymentRow,
  user: Pick<UserRow, "firstName" | "lastName" | "email">,
  requestedLanguage: InterfaceLanguage,
): Promise<Buffer> {
  const { language, font } = invoiceTypesetting(requestedLanguage);
  try {
    return await render(payment, user, language, font);
  } catch (error) {
    if (!font) throw error;
    return render(payment, user, "en", null);
  }
}

async function render(
  payment: PaymentRow,
  user: Pick<UserRow, "firstName" | "lastName" | "email">,
  language: InterfaceLanguage,
  font: FontChoice | null,
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(language, key, params);
  const money = (cents: number) => formatUsd(cents, language);
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: `${t("membership.invoice.title")} ${payment.invoiceNumber}`, Author: "Healing Arts Association" },
  });
  if (font?.family) doc.font(font.file, font.family);
  else if (font) doc.font(font.file);
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
  doc.fillColor("#1d2a2a").fontSize(16).text(t("membership.invoice.title"), left, 90);
  doc.moveDown(0.8).fontSize(10);
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
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.fillColor("#555555").text(label, left, y, { width: 130 });
    doc.fillColor("#1d2a2a").text(value, left + 140, y, { width: right - left - 140 });
    doc.moveDown(0.3);
  }

  doc.moveDown(1);
  let y = doc.y;
  doc.fillColor("#555555").text(t("membership.invoice.description"), left, y);
  doc.text(t("membership.invoice.amount"), amountX, y, { width: 140, align: "right" });
  y = doc.y + 4;
  doc.moveTo(left, y).lineTo(right, y).strokeColor("#cccccc").stroke();
  doc.moveDown(0.6).fillColor("#1d2a2a");
  for (const line of payment.lines) {
    y = doc.y;
    doc.text(describeLine(line, language), left, y, { width: amountX - left - 10 });
    doc.text(money(line.amountCents), amountX, y, { width: 140, align: "right" });
    doc.moveDown(0.3);
  }
  y = doc.y + 4;
  doc.moveTo(left, y).lineTo(right, y).strokeColor("#cccccc").stroke();
  doc.moveDown(0.6);
  const totals: [string, number][] = [
    [t("membership.invoice.subtotal"), payment.subtotalCents],
    [t("membership.invoice.discounts"), -payment.discountCents],
    [t("membership.invoice.total"), payment.totalCents],
  ];
  for (const [label, cents] of totals) {
    y = doc.y;
    doc.text(label, amountX - 200, y, { width: 190, align: "right" });
    doc.text(money(cents), amountX, y, { width: 140, align: "right" });
    doc.moveDown(0.3);
  }
  doc.moveDown(1).fillColor("#555555");
  if (payment.method === "paypal" && payment.totalCents > 0) {
    doc.text(t("enrollmentInvoice.paidWithPaypal"), left, doc.y);
  } else if (payment.last4 && payment.totalCents > 0) {
    doc.text(t("membership.invoice.paidWith", { last4: payment.last4 }), left, doc.y);
  }
  if (payment.status === "refunded") doc.text(t("membership.invoice.refunded"), left, doc.y);
  doc.moveDown(0.5).text(t("membership.invoice.currencyNote"), left, doc.y);
  doc.end();
  return done;
}
