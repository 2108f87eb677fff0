import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { isItemId } from "../../../shared/api/url-params.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { Button, ButtonLink } from "../../../shared/ui/button.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { courseIdFrom, getHandoutLink, useCourseLessons, useSaveProgress } from "../api/selfstudy.ts";
import { LessonPlayer } from "./lesson-player.tsx";
import "./selfstudy.css";
import { accountRoutes } from "../../account/manifest.ts";
import { enrollmentRoutes } from "../../enrollment/manifest.ts";
import { selfstudyRoutes } from "../manifest.ts";

/** "1:05" from seconds. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

function Lessons({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const course = useCourseLessons(courseId);
  const save = useSaveProgress(courseId);
  const [downloading, setDownloading] = useState(false);
  useDocumentTitle(course.data?.Title ?? t("selfStudy.lessons.list"));
  if (course.isPending) return <p aria-live="polite">{t("selfStudy.loading")}</p>;
  if (course.isError) return <p role="alert">{errorMessage(t, course.error)}</p>;
  const { Lessons: lessons } = course.data;
  const wanted = Number.parseInt(params.get("lesson") ?? "", 10);
  const index = Math.max(
    0,
    lessons.findIndex((lesson) => lesson.LessonId === wanted),
  );
  const lesson = lessons[index];
  const choose = (to: number) => {
    const next = lessons[to];
    if (!next) return;
    setParams({ courseId: String(courseId), lesson: String(next.LessonId) });
  };
  const download = async (lessonId: number) => {
    setDownloading(true);
    try {
      const link = await getHandoutLink(lessonId);
      window.location.assign(link.Url);
    } catch (error) {
      toast.error(errorMessage(t, error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <header className="page-header">
        <Link to={selfstudyRoutes.to("mySelfStudy")}>{t("selfStudy.lessons.back")}</Link>
        <h1 lang={course.data.Lang}>{course.data.Title}</h1>
        <p className="muted" lang={course.data.Lang}>
          {course.data.Summary}
        </p>
      </header>
      {course.data.CompletedAt ? (
        <p className="selfstudy-notice" role="status">
          {t("selfStudy.lessons.completed", { credits: course.data.CeCreditsAwarded ?? course.data.CeCredits })}
        </p>
      ) : null}
      {!course.data.IsEnrolled ? (
        <div className="card">
          <p>{t("selfStudy.notEnrolled")}</p>
          <ButtonLink to={`${enrollmentRoutes.to("courseCheckout")}?courseId=${courseId}`}>
            {t("selfStudy.lessons.enrol")}
          </ButtonLink>
        </div>
      ) : null}
      <div className="selfstudy-lessons">
        {lesson ? (
          <section className="selfstudy-player" aria-labelledby="selfstudy-lesson-title">
            <p className="muted">{t("selfStudy.lessons.lessonOf", { n: index + 1, total: lessons.length })}</p>
            <h2 id="selfstudy-lesson-title">{lesson.Title}</h2>
            <LessonPlayer
              key={lesson.LessonId}
              lesson={lesson}
              onProgress={(seconds) =>
                save.mutate(
                  { LessonId: lesson.LessonId, WatchedSeconds: Math.min(seconds, 86_400) },
                  { onError: () => toast.error(t("selfStudy.lessons.saveError")) },
                )
              }
            />
            <p>{lesson.Summary}</p>
            <p className="muted" aria-live="polite">
              {lesson.Done ? t("selfStudy.lessons.done") : t("selfStudy.lessons.notDone")} ·{" "}
              {t("selfStudy.lessons.duration", { time: clockTime(lesson.DurationSeconds) })}
            </p>
            {course.data.IsEnrolled && lesson.HasHandout ? (
              <Button variant="secondary" disabled={downloading} onClick={() => void download(lesson.LessonId)}>
                {t("selfStudy.lessons.handout")}
              </Button>
            ) : null}
            <div className="selfstudy-player__nav">
              <Button variant="secondary" disabled={index === 0} onClick={() => choose(index - 1)}>
                {t("selfStudy.lessons.previous")}
              </Button>
              <Button variant="secondary" disabled={index >= lessons.length - 1} onClick={() => choose(index + 1)}>
                {t("selfStudy.lessons.next")}
              </Button>
            </div>
          </section>
        ) : null}
        <nav aria-label={t("selfStudy.lessons.list")}>
          <h2>{t("selfStudy.lessons.list")}</h2>
          <ol className="selfstudy-list">
            {lessons.map((item, at) => (
              <li key={item.LessonId}>
                <button
                  type="button"
                  className="selfstudy-list__item"
                  aria-current={at === index ? "true" : undefined}
                  onClick={() => choose(at)}
                >
                  <span>
                    {item.Position}. {item.Title} <span className="muted">({clockTime(item.DurationSeconds)})</span>
                  </span>
                  {item.Done ? <span className="selfstudy-list__done">✓ {t("selfStudy.lessons.done")}</span> : null}
                </button>
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </>
  );
}

/** /myselfstudy/subjectcourses?courseId=: one course's lessons, the player, done marks and handouts. */
export function CourseLessonsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const courseId = courseIdFrom(params);
  return (
    <div className="container page">
      <MemberGate title={t("selfStudy.mine.title")} registerTo={accountRoutes.to("register")}>
        {() =>
          isItemId(courseId) ? (
            <Lessons courseId={courseId} />
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
