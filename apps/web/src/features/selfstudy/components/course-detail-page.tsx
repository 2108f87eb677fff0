import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { isItemId } from "../../../shared/api/url-params.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { dateTimeFormat } from "../../../shared/i18n/intl.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { ButtonLink } from "../../../shared/ui/button.tsx";
import { courseIdFrom, type MyCourseDetail, useMyCourseDetail } from "../api/selfstudy.ts";
import "./selfstudy.css";
import { accountRoutes } from "../../account/manifest.ts";
import { selfstudyRoutes } from "../manifest.ts";

const STATUSES = ["pending", "enrolled", "cancelled", "refunded"] as const;

function dateTime(value: string): string {
  return dateTimeFormat(document.documentElement.lang || undefined, {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(value));
}

function Place({ place }: { place: MyCourseDetail["Enrollments"][number] }) {
  const { t } = useTranslation();
  const status = (STATUSES as readonly string[]).includes(place.Status)
    ? t(`selfStudy.detail.status.${place.Status as (typeof STATUSES)[number]}`)
    : place.Status;
  const kind =
    place.SeminarId === null
      ? t("selfStudy.detail.selfStudy")
      : place.City
        ? t("selfStudy.detail.seminarIn", { city: place.City })
        : t("selfStudy.detail.online");
  return (
    <li className="card selfstudy-card">
      <h3>{kind}</h3>
      <p>{status}</p>
      {place.GraduatedAt ? (
        <p>{t("selfStudy.detail.graduated", { date: formatDate(place.GraduatedAt) ?? "" })}</p>
      ) : null}
      {place.CeCreditsAwarded !== null ? (
        <p>{t("selfStudy.detail.credits", { count: place.CeCreditsAwarded })}</p>
      ) : null}
      {place.Dates.length > 0 ? (
        <>
          <h4>{t("selfStudy.detail.dates")}</h4>
          <ul>
            {place.Dates.map((date) => (
              <li key={date.StartsAt}>
                <time dateTime={date.StartsAt}>{dateTime(date.StartsAt)}</time> –{" "}
                <time dateTime={date.EndsAt}>{dateTime(date.EndsAt)}</time>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}

function Detail({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const detail = useMyCourseDetail(courseId);
  useDocumentTitle(detail.data?.Title);
  if (detail.isPending) return <p aria-live="polite">{t("selfStudy.loading")}</p>;
  if (detail.isError) return <p role="alert">{errorMessage(t, detail.error)}</p>;
  const course = detail.data;
  return (
    <>
      <header className="page-header">
        <h1 lang={course.Lang}>{course.Title}</h1>
        <p className="muted" lang={course.Lang}>
          {course.Summary}
        </p>
      </header>
      {course.Description.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {course.IsSelfStudy ? (
        <div className="card selfstudy-card">
          <progress
            className="selfstudy-progress"
            max={Math.max(1, course.LessonCount)}
            value={course.LessonsDone}
            aria-label={t("selfStudy.mine.progressLabel", { title: course.Title })}
          />
          <p>{t("selfStudy.detail.lessonsDone", { done: course.LessonsDone, total: course.LessonCount })}</p>
          <div className="selfstudy-card__actions">
            <ButtonLink to={`${selfstudyRoutes.to("mySelfStudySubjectCourses")}?courseId=${course.CourseId}`}>
              {t("selfStudy.detail.openLessons")}
            </ButtonLink>
          </div>
        </div>
      ) : null}
      <h2>{t("selfStudy.detail.places")}</h2>
      <ul className="selfstudy__grid">
        {course.Enrollments.map((place) => (
          <Place key={place.EnrollmentId} place={place} />
        ))}
      </ul>
    </>
  );
}

/**
 * /coursesdetail?courseId=: one of my courses (any kind of place, ADR 0033): its lessons' progress for a
 * self-study course, or my seminars' dates.
 */
export function CourseDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const courseId = courseIdFrom(params);
  return (
    <div className="container page">
      <MemberGate title={t("selfStudy.detail.places")} registerTo={accountRoutes.to("register")}>
        {() =>
          isItemId(courseId) ? (
            <Detail courseId={courseId} />
          ) : (
            <p role="alert">
              {t("selfStudy.lessons.missing")}{" "}
              <Link to={selfstudyRoutes.to("mySelfStudy")}>{t("selfStudy.mine.title")}</Link>
            </p>
          )
        }
      </MemberGate>
    </div>
  );
}
