import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { type EnrollmentReceipt, useDownloadInvoice } from "../api/enrollment.ts";

/** Downloads one invoice PDF (fetched with the key and bearer, then saved). */
export function InvoiceButton({ pdfUrl, fileName, label }: { pdfUrl: string; fileName: string; label: string }) {
  const { t } = useTranslation();
  const download = useDownloadInvoice();
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={download.isPending}
      onClick={() => download.mutate({ pdfUrl, fileName }, { onError: (error) => toast.error(errorMessage(t, error)) })}
    >
      {label}
    </Button>
  );
}

/**
 * What a finished enrolment says: enrolled in what (`title`, the course in the reader's language, where the screen
 * has it), the invoice, and where the member's courses are.
 */
export function EnrolledNotice({
  receipt,
  title,
  myCoursesPath,
}: {
  receipt: EnrollmentReceipt;
  title?: { Title: string; Lang?: string | undefined } | undefined;
  myCoursesPath: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="card enrollment-done" aria-live="polite">
      <h2>{t("enrollmentCheckout.doneTitle")}</h2>
      <p>{t("enrollmentCheckout.doneText", { title: title?.Title ?? receipt.Title })}</p>
      <div className="enrollment-actions">
        {receipt.PdfUrl && receipt.InvoiceNumber ? (
          <InvoiceButton
            pdfUrl={receipt.PdfUrl}
            fileName={receipt.InvoiceNumber}
            label={t("enrollmentCheckout.invoice", { number: receipt.InvoiceNumber })}
          />
        ) : null}
        <Link to={myCoursesPath} className="ui-button ui-button--primary ui-button--sm">
          {t("enrollmentCheckout.myCourses")}
        </Link>
      </div>
    </section>
  );
}
