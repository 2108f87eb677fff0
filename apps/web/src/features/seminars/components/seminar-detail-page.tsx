import { isWebLink } from "@haa/domain";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { usePlaceNames } from "../../../shared/geography/place-names.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { ButtonLink } from "../../../shared/ui/button.tsx";
import { useSeminarForReader } from "../api/seminars.ts";
import { formatDay, formatPrice, formatTime, languageName, placeOf } from "./format.ts";
import "./seminars.css";
import { enrollmentRoutes } from "../../enrollment/manifest.ts";
import { seminarsRoutes } from "../manifest.ts";

/** /courses/{seminarID}: one seminar's dates, place, instructor, seats left, price, notes and the Enrol link. */
export function SeminarDetailPage() {
  const { t, i18n } = useTranslation();
  const { seminarID } = useParams();
  const id = Number(seminarID);
  const query = useSeminarForReader(id);
  const seminar = query.data;
  const names = usePlaceNames();
  useDocumentTitle(seminar ? seminar.CourseTitle : t("seminarsPage.title"));
  const back = (
    <p>
      <Link to={seminarsRoutes.to("seminars")}>{t("seminarDetail.back")}</Link>
    </p>
  );
  if (!Number.isSafeInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <div className="container page">
        {back}
        <h1>{t("seminarDetail.notFound")}</h1>
      </div>
    );
  }
  if (query.isPending)
    return (
      <p className="container page" role="status">
        {t("seminarsPage.loading")}
      </p>
    );
  if (!seminar)
    return (
      <p className="container page" role="alert">
        {errorMessage(t, query.error)}
      </p>
    );
  const place = placeOf(seminar, t("seminarsPage.online"), names);
  const address = [seminar.Venue, seminar.Address, seminar.City, names.countryNamed(seminar.Country)]
    .filter(Boolean)
    .join(", ");
  return (
    <div className="container page seminar-detail">
      {back}
      <header className="page-header">
        <h1 lang={seminar.CourseLang}>{seminar.CourseTitle}</h1>
        <p>{place}</p>
      </header>
      {seminar.Status === "cancelled" ? (
        <p className="card" role="alert">
          {t("seminarDetail.cancelled")}
        </p>
      ) : null}
      <dl className="seminar-detail__facts card">
        <dt>{t("seminarDetail.dates")}</dt>
        <dd>
          <ul className="seminar-detail__dates">
            {seminar.SeminarDateAndTimes.map((date) => (
              <li key={date.Start}>
                <time dateTime={date.Start}>
                  {formatDay(date.Date, i18n.language)}, {formatTime(date.Start, i18n.language, seminar.TimeZone)}–
                  {formatTime(date.End, i18n.language, seminar.TimeZone)}
                </time>
              </li>
            ))}
          </ul>
          <small>{t("seminarDetail.timeZone", { zone: seminar.TimeZone.replaceAll("_", " ") })}</small>
        </dd>
        <dt>{t("seminarDetail.place")}</dt>
        <dd>
          {seminar.Format === "online" ? (
            seminar.OnlineLink && isWebLink(seminar.OnlineLink) ? (
              <a href={seminar.OnlineLink} rel="nofollow noopener noreferrer" target="_blank">
                {t("seminarDetail.onlineLink")}
              </a>
            ) : (
              t("seminarsPage.online")
            )
          ) : (
            address
          )}
        </dd>
        <dt>{t("seminarDetail.instructor")}</dt>
        <dd>{seminar.InstructorName}</dd>
        {seminar.CoordinatorName ? (
          <>
            <dt>{t("seminarDetail.coordinator")}</dt>
            <dd>{seminar.CoordinatorName}</dd>
          </>
        ) : null}
        <dt>{t("seminarDetail.language")}</dt>
        <dd>{languageName(seminar.Language, i18n.language)}</dd>
        <dt>{t("seminarDetail.seats")}</dt>
        <dd>{seminar.SeatsLeft}</dd>
        <dt>{t("seminarDetail.price")}</dt>
        <dd>
          {seminar.Price > 0 ? formatPrice(seminar.Price, seminar.Currency, i18n.language) : t("seminarDetail.free")}
          {" · "}
          <Link to={seminarsRoutes.to("courseSeminarIba")}>
            {seminar.PaymentMode === "association"
              ? t("seminarDetail.paymentAssociation")
              : t("seminarDetail.paymentInstructor")}
          </Link>
        </dd>
        {seminar.YourPrice !== undefined && seminar.PaymentMode === "association" ? (
          <>
            <dt>{t("seminarDetail.yourPrice")}</dt>
            <dd className="seminar-detail__your-price">
              {seminar.YourPrice > 0
                ? formatPrice(seminar.YourPrice, seminar.Currency, i18n.language)
                : t("seminarDetail.free")}
              {seminar.YourRetakePercent
                ? ` (${t("seminarDetail.retakeIncluded", { percent: seminar.YourRetakePercent })})`
                : null}
            </dd>
          </>
        ) : null}
      </dl>
      {seminar.Notes ? (
        <section className="seminar-detail__notes">
          <h2>{t("seminarDetail.notes")}</h2>
          <p lang={seminar.Lang}>{seminar.Notes}</p>
        </section>
      ) : null}
      {seminar.IsUpcoming && seminar.Status === "scheduled" ? (
        seminar.SeatsLeft > 0 ? (
          <ButtonLink to={`${enrollmentRoutes.to("courseCheckout")}?seminarId=${seminar.Id}`}>
            {t("seminarDetail.enrol")}
          </ButtonLink>
        ) : (
          <p role="status">{t("seminarDetail.full")}</p>
        )
      ) : null}
    </div>
  );
}

/** /courses/seminarID-IBA: association (paid to us) and non-association (paid to the instructor) seminars, ADR 0030. */
export function SeminarIbaPage() {
  const { t } = useTranslation();
  const title = t("seminarIba.title");
  useDocumentTitle(title);
  return (
    <div className="container page reading">
      <h1>{title}</h1>
      <p>{t("seminarIba.intro")}</p>
      <h2>{t("seminarIba.associationTitle")}</h2>
      <p>{t("seminarIba.associationBody")}</p>
      <h2>{t("seminarIba.instructorTitle")}</h2>
      <p>{t("seminarIba.instructorBody")}</p>
      <p>
        <Link to={seminarsRoutes.to("seminars")}>{t("seminarIba.back")}</Link>
      </p>
    </div>
  );
}
