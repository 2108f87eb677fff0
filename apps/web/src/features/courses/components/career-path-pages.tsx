import { type CareerPath, courseDetailPath, findCareerPath, INSTRUCTOR_PATHS, PRACTITIONER_PATHS } from "@haa/domain";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { useCourseTitles } from "../api/courses.ts";
import { CourseSections } from "./course-card.tsx";
import "./courses.css";

type Kind = CareerPath["kind"];
type PathKey =
  `careerPaths.${"TBAT" | "BAT" | "CBI" | "AdvCBI" | "BrI" | "MSI" | "CBI-A" | "FFI" | "CBP" | "AdvCBP" | "CBPA"}`;
const keyOf = (path: CareerPath) => `careerPaths.${path.code}` as PathKey;
const base = (kind: Kind) => (kind === "instructor" ? "/becomeinstructor" : "/becomepractitioner");

/** The page of one kind: the overview of its paths at the base path, one path's page at `<base>/<code>`. */
function CareerPathsPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const code = useLocation().pathname.split("/").filter(Boolean)[1];
  const path = code ? findCareerPath(kind, code) : undefined;
  const title = kind === "instructor" ? t("careerPaths.instructorTitle") : t("careerPaths.practitionerTitle");
  useDocumentTitle(path ? t(`${keyOf(path)}.name`) : title);
  const paths = kind === "instructor" ? INSTRUCTOR_PATHS : PRACTITIONER_PATHS;

  return (
    <div className="container page courses career-paths">
      <header className="page-header">
        <span className="eyebrow">{title}</span>
        <h1>{path ? t(`${keyOf(path)}.name`) : title}</h1>
        <p className="lead">
          {path
            ? t(`${keyOf(path)}.summary`)
            : kind === "instructor"
              ? t("careerPaths.instructorLead")
              : t("careerPaths.practitionerLead")}
        </p>
      </header>
      {path ? <PathDetail path={path} /> : code ? <p role="alert">{t("careerPaths.notFound")}</p> : null}
      <nav aria-label={t("careerPaths.choose")} className="career-path-nav">
        <h2>{path ? t("careerPaths.allPaths") : t("careerPaths.choose")}</h2>
        <ul className="career-path-list">
          {paths.map((item) => (
            <li key={item.code}>
              <Link to={`${base(kind)}/${item.code}`} aria-current={item.code === path?.code ? "page" : undefined}>
                {t(`${keyOf(item)}.name`)}
              </Link>
              <span className="muted"> {t(`${keyOf(item)}.summary`)}</span>
            </li>
          ))}
        </ul>
      </nav>
      <CourseSections />
    </div>
  );
}

/**
 * Requirements, the path's courses linked by id with their titles in the reader's language (a course not offered
 * stays as its English title), a call to action.
 */
function PathDetail({ path }: { path: CareerPath }) {
  const { t } = useTranslation();
  const titles = useCourseTitles();
  const offered = new Map((titles.data?.List ?? []).map((course) => [course.Id, course]));
  const first = path.courses.find((course) => offered.has(course.id));
  return (
    <>
      <section aria-labelledby="path-requirements">
        <h2 id="path-requirements">{t("careerPaths.requirements")}</h2>
        <ul>
          <li>{t("careerPaths.plan", { plan: t(`plans.${path.plan}.name`) })}</li>
          <li>{t(`${keyOf(path)}.requirement`)}</li>
        </ul>
      </section>
      <section aria-labelledby="path-courses">
        <h2 id="path-courses">{t("careerPaths.courses")}</h2>
        <p className="muted">{t("careerPaths.coursesNote")}</p>
        <ol className="career-path-courses">
          {path.courses.map((course) => {
            const listed = offered.get(course.id);
            return (
              <li key={course.id}>
                {listed ? (
                  <Link to={courseDetailPath(listed.Id)} lang={listed.Lang}>
                    {listed.Title}
                  </Link>
                ) : (
                  <>
                    <span lang="en">{course.title}</span>{" "}
                    {titles.data ? <span className="muted">{t("careerPaths.notListed")}</span> : null}
                  </>
                )}
              </li>
            );
          })}
        </ol>
        <Link
          className="ui-button ui-button--primary ui-button--md"
          to={first !== undefined ? courseDetailPath(first.id) : "/courses"}
        >
          {t("careerPaths.start")}
        </Link>
      </section>
    </>
  );
}

export function BecomeInstructorPage() {
  return <CareerPathsPage kind="instructor" />;
}

export function BecomePractitionerPage() {
  return <CareerPathsPage kind="practitioner" />;
}
