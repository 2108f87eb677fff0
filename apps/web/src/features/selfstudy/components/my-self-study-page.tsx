import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { ButtonLink } from "../../../shared/ui/button.tsx";
import { useMySelfStudyCourses } from "../api/selfstudy.ts";
import "./selfstudy.css";
import { accountRoutes } from "../../account/manifest.ts";
import { selfstudyRoutes } from "../manifest.ts";

function MyCourses() {
  const { t } = useTranslation();
  const mine = useMySelfStudyCourses();
  if (mine.isPending) return <p aria-live="polite">{t("selfStudy.loading")}</p>;
  if (mine.isError) return <p role="alert">{errorMessage(t, mine.error)}</p>;
  if (mine.data.List.length === 0) {
    return (
      <div className="card">
        <p>{t("selfStudy.mine.empty")}</p>
        <ButtonLink to={selfstudyRoutes.to("selfStudy")}>{t("selfStudy.mine.browse")}</ButtonLink>
      </div>
    );
  }
  return (
    <ul className="selfstudy__grid">
      {mine.data.List.map((course) => (
        <li key={course.EnrollmentId} className="card selfstudy-card">
          <h2 lang={course.Lang}>{course.Title}</h2>
          <p lang={course.Lang}>{course.Summary}</p>
          <progress
            className="selfstudy-progress"
            max={100}
            value={course.Percent}
            aria-label={t("selfStudy.mine.progressLabel", { title: course.Title })}
          />
          <p>{t("selfStudy.mine.progress", { done: course.LessonsDone, total: course.LessonCount })}</p>
          {course.CompletedAt ? (
            <p className="selfstudy-notice">
              {t("selfStudy.mine.completed", {
                date: formatDate(course.CompletedAt) ?? "",
                credits: course.CeCreditsAwarded ?? course.CeCredits,
              })}
            </p>
          ) : null}
          <div className="selfstudy-card__actions">
            <ButtonLink to={`${selfstudyRoutes.to("mySelfStudySubjectCourses")}?courseId=${course.CourseId}`}>
              {t("selfStudy.mine.open")}
            </ButtonLink>
            <Link to={`${selfstudyRoutes.to("coursesDetail")}?courseId=${course.CourseId}`}>
              {t("selfStudy.mine.details")}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /myselfstudy: my self-study courses, each with a progress bar. */
export function MySelfStudyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("selfStudy.mine.title"));
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t("selfStudy.mine.title")}</h1>
      </header>
      <MemberGate title={t("selfStudy.mine.title")} registerTo={accountRoutes.to("register")}>
        {() => <MyCourses />}
      </MemberGate>
    </div>
  );
}
