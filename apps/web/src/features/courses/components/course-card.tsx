import { courseDetailPath } from "@haa/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatPrice } from "../../../shared/i18n/format.ts";
import type { Course } from "../api/courses.ts";

/** Dollars from the API as the cents `formatPrice` reads. */
export const priceOf = (dollars: number) => formatPrice(Math.round(dollars * 100));

/** A course in a list: thumbnail (or the placeholder), title linked to its page, level, credits and price. */
export function CourseCard({
  course,
  headingLevel = 2,
  first = false,
}: {
  course: Course;
  headingLevel?: 2 | 3;
  /** The list's first card: its picture is the page's largest paint on a phone, so it loads first, not lazily. */
  first?: boolean;
}) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const headingId = `course-${course.Id}-title`;
  return (
    <article className="course-card" aria-labelledby={headingId}>
      <img
        className="course-card__image"
        src={course.ThumbnailCard}
        alt=""
        width={480}
        height={480}
        {...(first ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
      />
      <div className="course-card__body">
        <p className="course-card__tags">
          <span className={`course-level course-level--${course.Level}`}>{t(`courseCatalogue.${course.Level}`)}</span>
          {course.IsSelfStudy ? <span className="course-level">{t("courseCatalogue.selfStudy")}</span> : null}
        </p>
        <Heading id={headingId} className="course-card__title" lang={course.Lang}>
          <Link to={courseDetailPath(course.Id)}>{course.Title}</Link>
        </Heading>
        <p className="course-card__summary" lang={course.Lang}>
          {course.Summary}
        </p>
        <p className="course-card__meta muted">
          {[
            course.Duration,
            course.CeCredits > 0 ? t("courseCatalogue.ceCredits", { count: course.CeCredits }) : null,
            // The server's "from" figure (ADR 0062: the web shows prices, it never works them out).
            t("courseCatalogue.price", { price: priceOf(course.FromPrice ?? course.Price) }),
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </div>
    </article>
  );
}

/** The links between the course pages, shown under each page's title. */
export function CourseSections() {
  const { t } = useTranslation();
  const links: [string, string][] = [
    ["/courses", t("courseCatalogue.allCourses")],
    ["/beginnercourses", t("courseCatalogue.beginnerTitle")],
    ["/courselibrary", t("courseCatalogue.libraryTitle")],
    ["/paramacourses", t("courseCatalogue.parama")],
    ["/becomepractitioner", t("courseCatalogue.becomePractitioner")],
    ["/becomeinstructor", t("courseCatalogue.becomeInstructor")],
  ];
  return (
    <nav aria-label={t("courseCatalogue.sections")} className="course-sections">
      <ul>
        {links.map(([to, label]) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
