import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { type Exam, useAdminExams } from "../api/credits.ts";

// The dialogs (and the member search inside one) load when first opened, keeping the area's chunk small.
const AddExamDialog = lazy(() => import("./exam-dialogs.tsx").then((m) => ({ default: m.AddExamDialog })));
const RecordResultDialog = lazy(() => import("./exam-dialogs.tsx").then((m) => ({ default: m.RecordResultDialog })));

/** The Exams tab: the exams a page at a time, adding one, and recording a member's result (ADR 0050). */
export function ExamsTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const exams = useAdminExams(page);
  const [adding, setAdding] = useState(false);
  const [recording, setRecording] = useState<Exam | null>(null);
  const [message, setMessage] = useState("");
  const pages = exams.data ? Math.max(1, Math.ceil(exams.data.TotalCount / exams.data.PageSize)) : 1;
  const saved = (text: string) => {
    setAdding(false);
    setRecording(null);
    setMessage(text);
  };
  return (
    <div className="credits-admin-tab">
      <div className="credits-admin-toolbar">
        <p>{t("creditsAdmin.examsIntro")}</p>
        <Button
          onClick={() => {
            setMessage("");
            setAdding(true);
          }}
        >
          {t("creditsAdmin.addExam")}
        </Button>
      </div>
      <p role="status">{message}</p>
      {exams.isError ? <p role="alert">{errorMessage(t, exams.error)}</p> : null}
      <DataTable
        caption={t("creditsAdmin.examsCaption", { total: exams.data?.TotalCount ?? 0 })}
        columns={[
          t("creditsAdmin.colExam"),
          t("creditsAdmin.colCourse"),
          t("creditsAdmin.colPassMark"),
          t("creditsAdmin.colCredits"),
          t("creditsAdmin.colActions"),
        ]}
        pending={exams.isPending}
        busy={exams.isFetching}
        empty={t("creditsAdmin.noExams")}
        isEmpty={(exams.data?.List.length ?? 0) === 0}
        minWidth="40rem"
      >
        {exams.data?.List.map((exam) => (
          <tr key={exam.Id}>
            <th scope="row">{exam.Title}</th>
            <td>{exam.CourseTitle}</td>
            <td className="ceu-credits">{exam.PassMark}%</td>
            <td className="ceu-credits">{exam.Credits}</td>
            <td>
              <Button
                variant="secondary"
                size="sm"
                // The visible text starts the name (WCAG 2.5.3); the exam tells the rows apart.
                aria-label={`${t("creditsAdmin.recordResult")}: ${exam.Title}`}
                onClick={() => {
                  setMessage("");
                  setRecording(exam);
                }}
              >
                {t("creditsAdmin.recordResult")}
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager page={page} pages={pages} label={t("creditsAdmin.examsPages")} onPage={setPage} />
      <Suspense fallback={null}>
        {adding ? <AddExamDialog onClose={() => setAdding(false)} onSaved={saved} /> : null}
        {recording ? <RecordResultDialog exam={recording} onClose={() => setRecording(null)} onSaved={saved} /> : null}
      </Suspense>
    </div>
  );
}
