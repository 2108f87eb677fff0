import { formatLongDate, formatUsd, type InterfaceLanguage, translate } from "@haa/domain";
import { renderInvoiceDocument } from "../billing/invoice-pdf.ts";
import type { DonationRow } from "./donations.repository.ts";

/** A donation's invoice (ADR 0038): the billing invoice's layout and fonts, marked as a donation. */
export function renderDonationPdf(donation: DonationRow, language: InterfaceLanguage): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(language, key, params);
  const amount = formatUsd(donation.amountCents, language);
  const notes: string[] = [];
  if (donation.last4) notes.push(t("membership.invoice.paidWith", { last4: donation.last4 }));
  if (donation.status === "refunded") notes.push(t("membership.invoice.refunded"));
  notes.push(t("membership.invoice.currencyNote"));
  return renderInvoiceDocument({
    documentTitle: `${t("donationInvoice.title")} ${donation.donationNumber}`,
    heading: t("donationInvoice.title"),
    facts: [
      [t("membership.invoice.number"), donation.donationNumber],
      [t("membership.invoice.date"), formatLongDate(donation.createdAt, language)],
      [t("donationInvoice.donor"), `${donation.name} <${donation.email}>`],
    ],
    columns: [t("membership.invoice.description"), t("membership.invoice.amount")],
    lines: [[t(donation.frequency === "yearly" ? "donationInvoice.lineYearly" : "donationInvoice.lineOneOff"), amount]],
    totals: [[t("membership.invoice.total"), amount]],
    marker: t("donationInvoice.marker"),
    notes,
  });
}
