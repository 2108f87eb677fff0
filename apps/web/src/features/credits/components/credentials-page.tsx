import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths, pathTo } from "../../../app/paths.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { useUserCeus, useUserExams } from "../api/credits.ts";
import { CycleCard } from "./my-ceus-page.tsx";
import "./credits.css";

const NO_FILTERS = { search: "", startDate: "", endDate: "" };

function Credentials({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const ledger = useUserCeus(userId, NO_FILTERS);
  const exams = useUserExams(userId);
  // Certificates earned = graduated seminars and completed self-study courses (the one definition).
  const certificates = (ledger.data?.List ?? []).filter(
    (entry) => entry.Source === "seminar" || entry.Source === "selfStudy",
  );
  return (
    <>
      {ledger.data ? <CycleCard cycle={ledger.data.Cycle} /> : null}
      <p>
        <Link to={pathTo("myCeus")}>{t("credentials.ledgerLink")}</Link>
      </p>
      <div className="credentials__section">
        <DataTable
          caption={t("credentials.examsHeading")}
          columns={[
            t("credentials.colExam"),
            t("credentials.colCourse"),
            t("credentials.colScore"),
            t("credentials.colResult"),
          ]}
          pending={exams.isPending}
          empty={t("credentials.noExams")}
          isEmpty={(exams.data?.List.length ?? 0) === 0}
        >
          {exams.data?.List.map((exam) => (
            <tr key={exam.Id}>
              <th scope="row">
                {exam.ExamTitle}
                <span className="ceu-reason">
                  <time dateTime={exam.TakenAt}>{formatDate(exam.TakenAt)}</time>
                </span>
              </th>
              <td>{exam.CourseTitle}</td>
              <td>{t("credentials.score", { score: exam.Score, passMark: exam.PassMark })}</td>
              <td>{exam.Passed ? t("credentials.passed") : t("credentials.failed")}</td>
            </tr>
          ))}
        </DataTable>
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
              <th scope="row">{entry.Title}</th>
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
      <MemberGate title={t("credentials.title")} registerTo={paths.register}>
        {(user) => <Credentials userId={user.Id} />}
      </MemberGate>
    </div>
  );
}
