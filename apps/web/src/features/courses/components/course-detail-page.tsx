import { courseDetailPath } from "@haa/domain";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { idFrom } from "../../../shared/api/url-params.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { useCourse } from "../api/courses.ts";
import { priceOf } from "./course-card.tsx";
import "./courses.css";
import { enrollmentRoutes } from "../../enrollment/manifest.ts";
import { membershipRoutes } from "../../membership/manifest.ts";
import { seminarsRoutes } from "../../seminars/manifest.ts";
import { coursesRoutes } from "../manifest.ts";

/**
 * /courses/detail/{id}: banner, description, facts, prerequisites, price per plan and what to do next. Every
 * amount is the server's (ADR 0062): the plan table, and YourPrice as the checkout will charge it.
 */
export function CourseDetailPage() {
  const { t } = useTranslation();
  const id = idFrom(useParams().id);
  const query = useCourse(id);
  const course = query.data;
  useDocumentTitle(course?.Title ?? t("courseCatalogue.title"));

  if (
    !Number.isInteger(id) ||
    id <= 0 ||
    (query.isError && query.error instanceof ApiError && query.error.status === 404)
  ) {
    return (
      <div className="container page courses">
        <h1>{t("courseDetail.notFound")}</h1>
        <p>
          <Link to={coursesRoutes.to("courses")}>{t("courseDetail.back")}</Link>
        </p>
      </div>
    );
  }
  if (query.isError)
    return (
      <div className="container page courses">
        <p role="alert">{errorMessage(t, query.error)}</p>
      </div>
    );
  if (!course)
    return (
      <div className="container page courses">
        <p aria-live="polite">{t("courseCatalogue.loading")}</p>
      </div>
    );

  const refused = course.PlanAllowed === false;
  return (
    <article className="container page courses course-detail" aria-labelledby="course-title">
      <p>
        <Link to={coursesRoutes.to("courses")}>← {t("courseDetail.back")}</Link>
      </p>
      <img className="course-detail__banner" src={course.Banner} alt="" width={1600} height={840} />
      <header className="page-header">
        <span className="eyebrow">{course.Category.Name}</span>
        {/* The course's own words are in the reader's language where translated, else English (ADR 0097). */}
        <h1 id="course-title" lang={course.Lang}>
          {course.Title}
        </h1>
        <p className="lead" lang={course.Lang}>
          {course.Summary}
        </p>
      </header>

      <div className="course-detail__layout">
        <div className="course-detail__main">
          <div lang={course.Lang}>
            {course.Description.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>

          <section aria-labelledby="course-prerequisites">
            <h2 id="course-prerequisites">{t("courseDetail.prerequisites")}</h2>
            {course.Prerequisites.length === 0 ? (
              <p>{t("courseDetail.noPrerequisites")}</p>
            ) : (
              <ul>
                {course.Prerequisites.map((p) => (
                  <li key={p.Id}>
                    <Link to={courseDetailPath(p.Id)}>{p.Title}</Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <aside className="course-detail__aside" aria-labelledby="course-facts">
          <h2 id="course-facts">{t("courseDetail.facts")}</h2>
          <dl className="course-facts">
            <dt>{t("courseDetail.level")}</dt>
            <dd>{t(`courseCatalogue.${course.Level}`)}</dd>
            <dt>{t("courseDetail.format")}</dt>
            <dd>{course.IsSelfStudy ? t("courseDetail.selfStudy") : t("courseDetail.seminar")}</dd>
            {course.Duration ? (
              <>
                <dt>{t("courseDetail.duration")}</dt>
                <dd>{course.Duration}</dd>
              </>
            ) : null}
            <dt>{t("courseDetail.ceCredits")}</dt>
            <dd>{course.CeCredits}</dd>
          </dl>

          <h3>{t("courseDetail.prices")}</h3>
          <table className="course-prices">
            <caption className="visually-hidden">{t("courseDetail.prices")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("courseDetail.plan")}</th>
                <th scope="col">{t("courseDetail.amount")}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t("courseDetail.visitor")}</th>
                <td>{priceOf(course.Price)}</td>
              </tr>
              {course.PlanPrices.map((price) => {
                const own = price.MembershipId === course.YourMembershipId;
                return (
                  <tr key={price.MembershipId} className={own ? "course-prices__own" : undefined}>
                    <th scope="row">
                      {t(`plans.${price.Name}.name` as "plans.Starter.name", { defaultValue: price.Name })}
                      {own ? <span className="course-prices__badge"> ({t("courseDetail.yourPlan")})</span> : null}
                    </th>
                    <td>{priceOf(price.Price)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {course.YourPrice !== null ? (
            <p className="course-detail__your-price">
              {t("courseDetail.yourPrice", { price: priceOf(course.YourPrice) })}
              {course.YourRetakePercent ? (
                <> {t("courseDetail.retakeIncluded", { percent: course.YourRetakePercent })}</>
              ) : null}
            </p>
          ) : (
            <p className="muted">{t("courseDetail.visitorNote")}</p>
          )}
          {course.IsSelfStudy ? null : <p className="muted">{t("courseDetail.seminarShare")}</p>}

          {refused ? (
            <div className="course-refusal" role="note" aria-labelledby="course-refusal-title">
              <h3 id="course-refusal-title">{t("courseDetail.refusalTitle")}</h3>
              <p>{t("courseDetail.refusal")}</p>
              <Link
                className="ui-button ui-button--primary ui-button--md"
                to={membershipRoutes.to("membershipUpgrade")}
              >
                {t("courseDetail.upgrade")}
              </Link>
            </div>
          ) : course.IsSelfStudy ? (
            <Link
              className="ui-button ui-button--primary ui-button--md"
              to={`${enrollmentRoutes.to("courseCheckout")}?courseId=${course.Id}`}
            >
              {t("courseDetail.enrol")}
            </Link>
          ) : (
            <Link
              className="ui-button ui-button--primary ui-button--md"
              to={`${seminarsRoutes.to("seminars")}?courseId=${course.Id}`}
            >
              {t("courseDetail.findSeminar")}
            </Link>
          )}
        </aside>
      </div>
    </article>
  );
}
