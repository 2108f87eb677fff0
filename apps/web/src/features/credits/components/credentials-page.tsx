import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { NO_CEU_FILTERS, useUserCeus } from "../api/credits.ts";
import { ExamResultsTable } from "./exam-results-table.tsx";
import { CycleCard } from "./my-ceus-page.tsx";
import "./credits.css";
import { accountRoutes } from "../../account/manifest.ts";
import { creditsRoutes } from "../manifest.ts";

function Credentials({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const ledger = useUserCeus(userId, NO_CEU_FILTERS);
  // Certificates earned = graduated seminars and completed self-study courses (the one definition).
  const certificates = (ledger.data?.List ?? []).filter(
    (entry) => entry.Source === "seminar" || entry.Source === "selfStudy",
  );
  return (
    <>
      {ledger.data ? <CycleCard cycle={ledger.data.Cycle} /> : null}
      <p>
        <Link to={creditsRoutes.to("myCeus")}>{t("credentials.ledgerLink")}</Link>
      </p>
      <div className="credentials__section">
        <ExamResultsTable userId={userId} />
      </div>
      <div className="credentials__section">
        <DataTable
          caption={t("credentials.certificatesHeading")}
          columns={[t("myCeus.colTitle"), t("myCeus.colDate"), t("myCeus.colCredits")]}
          pending={ledger.isPending}
          empty={t("credentials.noCertificates")}
          isEmpty={certificates.length === 0}
        >
          {certificates.map((entry) => (
            <tr key={entry.Id}>
              <th scope="row" lang={entry.Lang}>
                {entry.Title}
              </th>
              <td>
                <time dateTime={entry.EarnedAt}>{formatDate(entry.EarnedAt)}</time>
              </td>
              <td className="ceu-credits">{entry.Credits}</td>
            </tr>
          ))}
        </DataTable>
      </div>
    </>
  );
}

/** /profile/credentials: the cycle's status, exams and results, certificates earned. */
export function CredentialsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("credentials.title"));
  return (
    <div className="container page credentials">
      <header className="page-header">
        <h1>{t("credentials.title")}</h1>
      </header>
      <MemberGate title={t("credentials.title")} registerTo={accountRoutes.to("register")}>
        {(user) => <Credentials userId={user.Id} />}
      </MemberGate>
    </div>
  );
}
