import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { pageFrom } from "../../../shared/api/url-params.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatPrice } from "../../../shared/i18n/format.ts";
import { useSession } from "../../../shared/session/session-store.ts";
import { ButtonLink } from "../../../shared/ui/button.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { CATALOGUE_PAGE_SIZE, useSelfStudyCatalogue } from "../api/selfstudy.ts";
import "./selfstudy.css";
import { enrollmentRoutes } from "../../enrollment/manifest.ts";
import { selfstudyRoutes } from "../manifest.ts";

/** /selfstudy: the self-study catalogue; "Enrol" goes to the course checkout (the enrolment slice's screen). */
export function SelfStudyCataloguePage() {
  const { t } = useTranslation();
  useDocumentTitle(t("selfStudy.catalogue.title"));
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const list = useSelfStudyCatalogue(page);
  const session = useSession();
  const items = list.data?.List ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.TotalCount ?? 0) / CATALOGUE_PAGE_SIZE));
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t("selfStudy.catalogue.title")}</h1>
        <p className="muted">{t("selfStudy.catalogue.intro")}</p>
        {session.token ? <Link to={selfstudyRoutes.to("mySelfStudy")}>{t("selfStudy.catalogue.mine")}</Link> : null}
      </header>
      {list.isError ? <p role="alert">{errorMessage(t, list.error)}</p> : null}
      {list.isPending ? <p aria-live="polite">{t("selfStudy.loading")}</p> : null}
      {!list.isPending && items.length === 0 ? <p>{t("selfStudy.catalogue.empty")}</p> : null}
      <ul className="selfstudy__grid">
        {items.map((course) => (
          <li key={course.CourseId} className="card selfstudy-card">
            <h2 lang={course.Lang}>{course.Title}</h2>
            <p lang={course.Lang}>{course.Summary}</p>
            <p className="muted">
              {t("selfStudy.catalogue.lessons", { count: course.LessonCount })} ·{" "}
              {t("selfStudy.catalogue.credits", { count: course.CeCredits })}
            </p>
            <p>{t("selfStudy.catalogue.price", { price: formatPrice(Math.round(course.Price * 100)) })}</p>
            {/* ADR 0062: a member's price as the checkout charges it, priced by the server. */}
            {course.YourPrice !== undefined && course.YourPrice !== course.Price ? (
              <p className="selfstudy-card__your-price">
                {t("selfStudy.catalogue.yourPrice", { price: formatPrice(Math.round(course.YourPrice * 100)) })}
              </p>
            ) : null}
            <div className="selfstudy-card__actions">
              <ButtonLink
                to={`${enrollmentRoutes.to("courseCheckout")}?courseId=${course.CourseId}`}
                aria-label={t("selfStudy.catalogue.enrolIn", { title: course.Title })}
              >
                {t("selfStudy.catalogue.enrol")}
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pages={pages}
        label={t("selfStudy.catalogue.title")}
        hrefFor={(to) => (to > 1 ? `/selfstudy?page=${to}` : "/selfstudy")}
      />
    </div>
  );
}
