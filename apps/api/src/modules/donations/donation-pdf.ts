import { formatLongDate, formatUsd, type InterfaceLanguage, translate } from "@haa/domain";
import PDFDocument from "pdfkit";
import { invoiceTypesetting } from "../billing/invoice-pdf.ts";
import type { DonationRow } from "./donations.repository.ts";

/** A donation's invoice (ADR 0038): the billing invoice's layout and fonts, marked as a donation. */
export async function renderDonationPdf(donation: DonationRow, requested: InterfaceLanguage): Promise<Buffer> {
  const { language, font } = invoiceTypesetting(requested);
  try {
    return await render(donation, language, font?.file ?? null, font?.family);
  } catch (error) {
    if (!font) throw error;
    return render(donation, "en", null, undefined);
  }
}

function render(
  donation: DonationRow,
  language: InterfaceLanguage,
  fontFile: string | null,
  family: string | undefined,
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(language, key, params);
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: `${t("donationInvoice.title")} ${donation.donationNumber}`, Author: "Healing Arts Association" },
  });
  if (fontFile && family) doc.font(fontFile, family);
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
  doc.fillColor("#1d2a2a").fontSize(16).text(t("donationInvoice.title"), left, 90);
  doc.moveDown(0.8).fontSize(10);
  const facts: [string, string][] = [
    [t("membership.invoice.number"), donation.donationNumber],
    [t("membership.invoice.date"), formatLongDate(donation.createdAt, language)],
    [t("donationInvoice.donor"), `${donation.name} <${donation.email}>`],
  ];
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
  y = doc.y;
  doc.text(t(donation.frequency === "yearly" ? "donationInvoice.lineYearly" : "donationInvoice.lineOneOff"), left, y, {
    width: amountX - left - 10,
  });
  doc.text(formatUsd(donation.amountCents, language), amountX, y, { width: 140, align: "right" });
  doc.moveDown(0.3);
  y = doc.y + 4;
  doc.moveTo(left, y).lineTo(right, y).strokeColor("#cccccc").stroke();
  doc.moveDown(0.6);
  y = doc.y;
  doc.text(t("membership.invoice.total"), amountX - 200, y, { width: 190, align: "right" });
  doc.text(formatUsd(donation.amountCents, language), amountX, y, { width: 140, align: "right" });
  doc.moveDown(1.5).fillColor("#1f5f5b").fontSize(11).text(t("donationInvoice.marker"), left, doc.y);
  doc.moveDown(0.5).fillColor("#555555").fontSize(10);
  if (donation.last4) doc.text(t("membership.invoice.paidWith", { last4: donation.last4 }), left, doc.y);
  if (donation.status === "refunded") doc.text(t("membership.invoice.refunded"), left, doc.y);
  doc.moveDown(0.5).text(t("membership.invoice.currencyNote"), left, doc.y);
  doc.end();
  return done;
}
