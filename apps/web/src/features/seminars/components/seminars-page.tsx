import { MembershipId, SEMINAR_LANGUAGES, type Seminar } from "@haa/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { ADMIN_ACCOUNT_TYPE, isLoggedIn, useSession } from "../../../shared/session/session-store.ts";
import { Button, ButtonLink } from "../../../shared/ui/button.tsx";
import { Select } from "../../../shared/ui/fields.tsx";
import { seminarListOf, useSeminarCourses, useSeminarGroups } from "../api/seminars.ts";
import { datesLabel, formatPrice, languageName, placeOf } from "./format.ts";
import "./seminars.css";
import { usePlaceNames } from "../../../shared/geography/place-names.ts";
import { useCountryOptions } from "../../../shared/i18n/country-options.ts";
import { seminarsRoutes } from "../manifest.ts";

function SeminarCard({ seminar }: { seminar: Seminar }) {
  const { t, i18n } = useTranslation();
  const place = placeOf(seminar, t("seminarsPage.online"), usePlaceNames());
  const dates = datesLabel(seminar, i18n.language, (from, to) => t("seminarsPage.dates", { from, to }));
  return (
    <li className="seminar-card card">
      <p className="seminar-card__dates">{seminar.IsUpcoming ? dates : `${t("seminarsPage.held")} · ${dates}`}</p>
      <h3 className="seminar-card__title">
        <Link
          to={seminarsRoutes.to("courseSeminar", { seminarID: seminar.Id })}
          aria-label={t("seminarsPage.view", { course: seminar.CourseTitle, place })}
        >
          {place}
        </Link>
      </h3>
      <p className="seminar-card__meta">
        <span>{seminar.InstructorName}</span>
        <span>{languageName(seminar.Language, i18n.language)}</span>
        <span>{seminar.Price > 0 ? formatPrice(seminar.Price, seminar.Currency, i18n.language) : null}</span>
        {/* ADR 0062: a member reads what the checkout will charge them, as the server priced it. */}
        {seminar.YourPrice !== undefined &&
        seminar.PaymentMode === "association" &&
        seminar.YourPrice !== seminar.Price ? (
          <span className="seminar-card__your-price">
            {t("seminarsPage.yourPrice", {
              price: formatPrice(seminar.YourPrice, seminar.Currency, i18n.language),
            })}
          </span>
        ) : null}
      </p>
      {seminar.IsUpcoming ? (
        <p className={seminar.SeatsLeft > 0 ? "seminar-card__seats" : "seminar-card__seats seminar-card__seats--full"}>
          {seminar.SeatsLeft > 0 ? t("seminarsPage.seatsLeft", { count: seminar.SeatsLeft }) : t("seminarsPage.full")}
        </p>
      ) : null}
    </li>
  );
}

/**
 * /seminars (spec 001 §2): the public seminar list, grouped by course and loaded 10 groups at a time (§9),
 * filtered through the query string (`?courseId=`, country, format, language, upcoming/past).
 */
export function SeminarsPage() {
  const { t, i18n } = useTranslation();
  const title = t("seminarsPage.title");
  useDocumentTitle(title);
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const { courseId, country, format, language, when, filters } = seminarListOf(params);
  const countries = useCountryOptions(i18n.language);
  const groups = useSeminarGroups(filters);
  const courses = useSeminarCourses();
  const filtersId = useId();
  const user = session.user;
  const teaches =
    isLoggedIn(session) && (user?.AccountType === ADMIN_ACCOUNT_TYPE || user?.MembershipId === MembershipId.Instructor);
  const navigate = (change: Record<string, string>) => {
    const next = new URLSearchParams();
    const values = {
      courseId: courseId ? String(courseId) : "",
      country,
      format: format ?? "",
      language: language ?? "",
      when: when === "past" ? "past" : "",
      ...change,
    };
    for (const [key, value] of Object.entries(values)) if (value) next.set(key, value);
    setParams(next);
  };
  const pages = groups.data?.pages ?? [];
  const list = pages.flatMap((page) => page.List);
  return (
    <div className="container page seminars">
      <header className="page-header seminars__header">
        <div>
          <h1>{title}</h1>
          <p>{t("seminarsPage.intro")}</p>
          <p>
            <Link to={seminarsRoutes.to("courseSeminarIba")}>{t("seminarsPage.about")}</Link>
          </p>
        </div>
        {teaches ? (
          <ButtonLink to={seminarsRoutes.to("profileInstructor")} variant="secondary">
            {t("seminarsPage.instructorTools")}
          </ButtonLink>
        ) : null}
      </header>
      <search aria-labelledby={filtersId}>
        <h2 id={filtersId} className="visually-hidden">
          {t("seminarsPage.filtersLabel")}
        </h2>
        <div className="seminars-filters">
          <Select
            label={t("seminarsPage.course")}
            value={courseId ? String(courseId) : ""}
            options={[
              { value: "", label: t("seminarsPage.allCourses") },
              ...(courses.data ?? []).map((course) => ({ value: String(course.id), label: course.title })),
            ]}
            onChange={(event) => navigate({ courseId: event.target.value })}
          />
          <Select
            label={t("seminarsPage.country")}
            value={country}
            options={[{ value: "", label: t("seminarsPage.allCountries") }, ...countries]}
            onChange={(event) => navigate({ country: event.target.value })}
          />
          <Select
            label={t("seminarsPage.format")}
            value={format ?? ""}
            options={[
              { value: "", label: t("seminarsPage.anyFormat") },
              { value: "inPerson", label: t("seminarsPage.inPerson") },
              { value: "online", label: t("seminarsPage.online") },
            ]}
            onChange={(event) => navigate({ format: event.target.value })}
          />
          <Select
            label={t("seminarsPage.language")}
            value={language ?? ""}
            options={[
              { value: "", label: t("seminarsPage.anyLanguage") },
              ...SEMINAR_LANGUAGES.map((code) => ({ value: code, label: languageName(code, i18n.language) })),
            ]}
            onChange={(event) => navigate({ language: event.target.value })}
          />
          <Select
            label={t("seminarsPage.when")}
            value={when}
            options={[
              { value: "upcoming", label: t("seminarsPage.upcoming") },
              { value: "past", label: t("seminarsPage.past") },
            ]}
            onChange={(event) => navigate({ when: event.target.value === "past" ? "past" : "" })}
          />
        </div>
      </search>
      {groups.isPending ? (
        <p role="status">{t("seminarsPage.loading")}</p>
      ) : groups.isError ? (
        <p role="alert">{errorMessage(t, groups.error) || t("seminarsPage.loadError")}</p>
      ) : list.length === 0 ? (
        <p>{t("seminarsPage.empty")}</p>
      ) : (
        <>
          {list.map((group) => (
            <section
              key={group.CourseId}
              className="seminars__group"
              aria-labelledby={`seminar-course-${group.CourseId}`}
            >
              <h2 id={`seminar-course-${group.CourseId}`} lang={group.Lang}>
                {group.CourseTitle}
              </h2>
              <ul className="seminars__list">
                {group.Seminars.map((seminar) => (
                  <SeminarCard key={seminar.Id} seminar={seminar} />
                ))}
              </ul>
              {group.SeminarCount <= group.Seminars.length ? null : courseId === group.CourseId ? (
                <p>{t("seminarsPage.firstOf", { shown: group.Seminars.length, count: group.SeminarCount })}</p>
              ) : (
                <p>
                  <Link
                    to={`?${new URLSearchParams({ ...Object.fromEntries(params), courseId: String(group.CourseId) })}`}
                  >
                    {t("seminarsPage.seeAll", { count: group.SeminarCount, course: group.CourseTitle })}
                  </Link>
                </p>
              )}
            </section>
          ))}
          {groups.hasNextPage ? (
            <div className="seminars__more">
              <Button variant="secondary" disabled={groups.isFetchingNextPage} onClick={() => groups.fetchNextPage()}>
                {t("seminarsPage.loadMore")}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
