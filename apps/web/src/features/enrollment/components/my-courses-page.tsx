import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate, formatPrice } from "../../../shared/i18n/format.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { type EnrolledItem, useEnrolled } from "../api/enrollment.ts";
import { InvoiceButton } from "./enrolled-notice.tsx";
import "./enrollment.css";

function statusLabel(t: TFunction, item: EnrolledItem): string {
  if (item.GraduatedAt) return t("enrollmentCourses.status.graduated");
  if (item.CompletedAt) return t("enrollmentCourses.status.completed");
  return t(`enrollmentCourses.status.${item.Status}`);
}

function Courses({ userId, coursesPath }: { userId: number; coursesPath: string }) {
  const { t } = useTranslation();
  const enrolled = useEnrolled(userId);
  if (enrolled.isError) {
    return (
      <div role="alert">
        <p>{t("enrollmentCourses.loadError")}</p>
        <Button variant="secondary" size="sm" onClick={() => void enrolled.refetch()}>
          {t("memberArea.retry")}
        </Button>
      </div>
    );
  }
  const list = enrolled.data?.List ?? [];
  return (
    <>
      <DataTable
        caption={t("enrollmentCourses.caption", { count: list.length })}
        columns={[
          t("enrollmentCourses.columns.title"),
          t("enrollmentCourses.columns.dates"),
          t("enrollmentCourses.columns.status"),
          t("enrollmentCourses.columns.credits"),
          t("enrollmentCourses.columns.paid"),
        ]}
        pending={enrolled.isPending}
        isEmpty={list.length === 0}
        empty={t("enrollmentCourses.empty")}
        minWidth="44rem"
      >
        {list.map((item) => {
          const first = formatDate(item.FirstDate);
          const last = formatDate(item.LastDate);
          return (
            <tr key={item.EnrollmentId}>
              <th scope="row">
                <span lang={item.Lang}>{item.Title}</span>
                {item.IsRetake ? <span className="enrollment-tag">{t("enrollmentCourses.retake")}</span> : null}
              </th>
              <td>
                {first ? (last && last !== first ? `${first} – ${last}` : first) : t("enrollmentCheckout.selfStudy")}
              </td>
              <td>{statusLabel(t, item)}</td>
              <td>{item.CeCreditsAwarded ?? "—"}</td>
              <td>
                <span>{formatPrice(Math.round(item.AmountPaid * 100))}</span>{" "}
                {item.PdfUrl && item.InvoiceId ? (
                  <InvoiceButton
                    pdfUrl={item.PdfUrl}
                    fileName={`invoice-${item.InvoiceId}`}
                    label={t("enrollmentCourses.invoice")}
                  />
                ) : null}
              </td>
            </tr>
          );
        })}
      </DataTable>
      <p>
        <Link to={coursesPath}>{t("enrollmentCheckout.browse")}</Link>
      </p>
    </>
  );
}

/** /profile/courses: the member's seminars and courses, upcoming first (spec 001 §4), with invoices. */
export function MyCoursesPage({ links }: { links: { register: string; courses: string } }) {
  const { t } = useTranslation();
  useDocumentTitle(t("enrollmentCourses.title"));
  return (
    <div className="container page enrollment">
      <header className="page-header">
        <h1>{t("enrollmentCourses.title")}</h1>
        <p>{t("enrollmentCourses.intro")}</p>
      </header>
      <MemberGate title={t("enrollmentCourses.title")} registerTo={links.register}>
        {(user) => <Courses userId={user.Id} coursesPath={links.courses} />}
      </MemberGate>
    </div>
  );
}
