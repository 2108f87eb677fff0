import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { usePlaceNames } from "../../../shared/geography/place-names.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { usePractitioner } from "../api/practitioners.ts";
import { Portrait, placeOf, useLanguageNames } from "./practitioner-card.tsx";
import "./practitioners.css";
import { practitionersRoutes } from "../manifest.ts";

/** Plain text in paragraphs (blank lines); React escapes every character. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text never reorder
          <p key={index}>{part}</p>
        ))}
    </>
  );
}

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** /practitioner/practitionerdetail/{id}: a listed practitioner's public profile. */
export function PractitionerDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const userId = Number(id);
  const query = usePractitioner(userId);
  const p = query.data;
  const name = p ? `${p.FirstName} ${p.LastName}` : undefined;
  useDocumentTitle(name ?? t("practitionerProfile.title"));
  const languages = useLanguageNames();
  const names = usePlaceNames();

  if (!Number.isInteger(userId) || userId <= 0 || query.isError) {
    return (
      <div className="container page practitioners">
        <div className="card reading" role="alert">
          <h1>{t("practitionerProfile.notFoundTitle")}</h1>
          <p>{query.isError ? errorMessage(t, query.error) : t("practitionerProfile.notFound")}</p>
          <p>
            <Link to={practitionersRoutes.to("practitioners")}>{t("practitionerProfile.back")}</Link>
          </p>
        </div>
      </div>
    );
  }
  if (!p) {
    return (
      <div className="container page practitioners">
        <p aria-live="polite">{t("practitionerDirectory.loading")}</p>
      </div>
    );
  }

  return (
    <div className="container page practitioners">
      <p>
        <Link to={practitionersRoutes.to("practitioners")}>{t("practitionerProfile.back")}</Link>
      </p>
      <article className="practitioner-profile" aria-labelledby="practitioner-name">
        <header className="practitioner-profile__header">
          <Portrait practitioner={{ ...p, DistanceKm: null }} size={160} />
          <div>
            <h1 id="practitioner-name">{name}</h1>
            <p className="practitioner-card__place">{placeOf(p, names)}</p>
            <p className="practitioner-card__tags">
              {p.PractitionerTypes.map((type) => (
                <span key={type} className="practitioner-tag">
                  {t(`practitionerDirectory.types.${type}`)}
                </span>
              ))}
              {p.CertifiedBadge ? (
                <span className="practitioner-tag practitioner-tag--certified">
                  {t("practitionerProfile.certified")}
                </span>
              ) : null}
              {p.CredentialsVerified ? (
                <span className="practitioner-tag practitioner-tag--verified">
                  {t("practitionerDirectory.verified")}
                </span>
              ) : null}
            </p>
            {p.IntroDescription ? <p className="practitioner-profile__intro">{p.IntroDescription}</p> : null}
          </div>
        </header>

        <div className="practitioner-profile__body">
          <section aria-labelledby="practitioner-about">
            <h2 id="practitioner-about">{t("practitionerProfile.about")}</h2>
            {p.Users.Bio ? (
              <Paragraphs text={p.Users.Bio} />
            ) : (
              <p className="muted">{t("practitionerProfile.noBio")}</p>
            )}
          </section>
          <aside className="practitioner-profile__facts card" aria-labelledby="practitioner-facts">
            <h2 id="practitioner-facts">{t("practitionerProfile.facts")}</h2>
            <dl>
              {p.Specializations ? (
                <>
                  <dt>{t("practitionerProfile.specializations")}</dt>
                  <dd>{p.Specializations}</dd>
                </>
              ) : null}
              <dt>{t("practitionerProfile.languages")}</dt>
              <dd>{p.Languages.length > 0 ? languages(p.Languages) : "—"}</dd>
              <dt>{t("practitionerProfile.place")}</dt>
              <dd>{[p.City, p.State, names.country(p.CountryCode, p.Country)].filter(Boolean).join(", ") || "—"}</dd>
              <dt>{t("practitionerProfile.remoteSessions")}</dt>
              <dd>{p.RemoteSessions ? t("practitionerProfile.yes") : t("practitionerProfile.no")}</dd>
              {p.Email ? (
                <>
                  <dt>{t("practitionerProfile.email")}</dt>
                  <dd>
                    <a href={`mailto:${p.Email}`}>{p.Email}</a>
                  </dd>
                </>
              ) : null}
              {p.Phone ? (
                <>
                  <dt>{t("practitionerProfile.phone")}</dt>
                  <dd>
                    <a href={`tel:${p.Phone.replace(/[^\d+]/g, "")}`}>{p.Phone}</a>
                  </dd>
                </>
              ) : null}
              {p.WebpageURL && isWebAddress(p.WebpageURL) ? (
                <>
                  <dt>{t("practitionerProfile.website")}</dt>
                  <dd>
                    <a href={p.WebpageURL} rel="noopener noreferrer nofollow ugc" target="_blank">
                      {p.WebpageURL.replace(/^https?:\/\//i, "")}
                    </a>
                  </dd>
                </>
              ) : null}
            </dl>
          </aside>
        </div>
      </article>
    </div>
  );
}
