import { useTranslation } from "react-i18next";
import { formatDate } from "../../../shared/i18n/format.ts";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { useUserExams } from "../api/credits.ts";

/** A member's exam results (UserExams/GetUserExams), newest first: on /myceus and the credentials section. */
export function ExamResultsTable({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const exams = useUserExams(userId);
  return (
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
          <td lang={exam.CourseLang}>{exam.CourseTitle}</td>
          <td>{t("credentials.score", { score: exam.Score, passMark: exam.PassMark })}</td>
          <td>{exam.Passed ? t("credentials.passed") : t("credentials.failed")}</td>
        </tr>
      ))}
    </DataTable>
  );
}
