import type { TFunction } from "i18next";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { formatDate, formatPrice } from "../../../shared/i18n/format.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { dollarsToCentsSafe } from "../amounts.ts";
import { useDownloadInvoicePdf } from "../api/download-invoice-pdf.ts";
import { type Invoice, useMembershipInvoices } from "../api/get-membership-invoices-by-user-id.ts";
import { LoadError, Loading } from "./member-page.tsx";
import { levelLabel } from "./payment-labels.ts";

/** What a member paid for with a one-off purchase rather than their plan. */
const PURCHASE_KINDS: ReadonlySet<Invoice["Kind"]> = new Set(["seminar", "course", "manual"]);

/**
 * What an invoice was for: the plan for a membership payment, the item (its first line, already in the reader's
 * language) for a seminar, course or manual, which the plan's name would mislabel.
 */
function invoiceSubject(t: TFunction, invoice: Invoice): string {
  if (PURCHASE_KINDS.has(invoice.Kind) && invoice.Lines[0]) return invoice.Lines[0].Description;
  return levelLabel(t, invoice.MembershipId) || invoice.MembershipName;
}

/** The member's invoices, newest first, each with its PDF. */
export function InvoicesCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const invoices = useMembershipInvoices(userId);
  const download = useDownloadInvoicePdf();

  const save = (invoice: Invoice) =>
    download.mutate(invoice, { onError: (error) => toast.error(errorMessage(t, error)) });

  let content: ReactNode;
  if (invoices.isPending) content = <Loading />;
  else if (invoices.isError) content = <LoadError onRetry={() => void invoices.refetch()} />;
  else if (invoices.data.List.length === 0) content = <p className="muted">{t("manage.noInvoices")}</p>;
  else
    content = (
      <ul className="invoice-list">
        {invoices.data.List.map((invoice) => (
          <li key={invoice.Id} className="invoice">
            <div className="invoice__main">
              <span className="invoice__number">{invoice.InvoiceNumber}</span>
              <span className="invoice__meta">
                {formatDate(invoice.Date)} · {invoiceSubject(t, invoice)}
                {invoice.Status === "Refunded" ? ` · ${t("manage.refunded")}` : ""}
              </span>
            </div>
            <span className="invoice__total">{formatPrice(dollarsToCentsSafe(invoice.Total))}</span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => save(invoice)}
              loading={download.isPending && download.variables?.PdfUrl === invoice.PdfUrl}
              aria-label={t("manage.downloadInvoice", { number: invoice.InvoiceNumber })}
            >
              {t("manage.pdf")}
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="card member-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("manage.invoicesTitle")}</h2>
      {content}
    </section>
  );
}
