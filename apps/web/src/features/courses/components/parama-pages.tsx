import { COURSE_TRACKS } from "@haa/domain";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { paramaListParams, trackOf, useCourseList } from "../api/courses.ts";
import { CourseSections } from "./course-card.tsx";
import { CourseGrid } from "./courses-page.tsx";
import "./courses.css";
import { coursesRoutes } from "../manifest.ts";

/**
 * /paramacourses and its five tabs: each tab is a link to its own path (so a tab can be shared and the back
 * button works), marked as the current page; the panel lists the track's courses.
 */
export function ParamaCoursesPage() {
  const { t } = useTranslation();
  const track = trackOf(useLocation().pathname);
  useDocumentTitle(`${t("courseCatalogue.parama")} · ${t(`parama.${track}`)}`);
  const list = useCourseList(paramaListParams(track));
  return (
    <div className="container page courses">
      <header className="page-header">
        <span className="eyebrow">{t("parama.eyebrow")}</span>
        <h1>{t("courseCatalogue.parama")}</h1>
        <p className="muted">{t("parama.lead")}</p>
        <p>
          <Link to={coursesRoutes.to("courseDetailParama")}>{t("parama.programmeLink")}</Link>
        </p>
      </header>
      <nav aria-label={t("parama.tabsLabel")} className="parama-tabs">
        <ul>
          {COURSE_TRACKS.map((item) => (
            <li key={item}>
              <Link
                to={`${coursesRoutes.to("paramaCourses")}/${item}`}
                aria-current={item === track ? "page" : undefined}
              >
                {t(`parama.${item}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="parama-track">
        <h2 id="parama-track">{t(`parama.${track}`)}</h2>
        <p className="muted">{t(`parama.${track}Text`)}</p>
        {list.data && list.data.List.length === 0 ? (
          <p>{t("parama.empty")}</p>
        ) : (
          <CourseGrid
            courses={list.data?.List ?? []}
            error={list.isError ? errorMessage(t, list.error) : null}
            pending={list.isPending}
            headingLevel={3}
          />
        )}
      </section>
    </div>
  );
}

/** /courses/detailparama: what the Parama programme is, with its tracks linked. */
export function ParamaDetailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("parama.title"));
  return (
    <div className="container page courses">
      <header className="page-header">
        <span className="eyebrow">{t("parama.eyebrow")}</span>
        <h1>{t("parama.title")}</h1>
        <p className="lead">{t("parama.lead")}</p>
        <CourseSections />
      </header>
      <section aria-labelledby="parama-what" className="prose">
        <h2 id="parama-what">{t("parama.whatTitle")}</h2>
        <p>{t("parama.what1")}</p>
        <p>{t("parama.what2")}</p>
      </section>
      <section aria-labelledby="parama-tracks">
        <h2 id="parama-tracks">{t("parama.tracksTitle")}</h2>
        <ul className="parama-track-list">
          {COURSE_TRACKS.map((track) => (
            <li key={track}>
              <h3>
                <Link to={`${coursesRoutes.to("paramaCourses")}/${track}`}>{t(`parama.${track}`)}</Link>
              </h3>
              <p>{t(`parama.${track}Text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
