import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type PlaceNames, usePlaceNames } from "../../../shared/geography/place-names.ts";
import { displayNames, numberFormat } from "../../../shared/i18n/intl.ts";
import type { PractitionerCard as Card } from "../api/practitioners.ts";
import { practitionersRoutes } from "../manifest.ts";

/** Language names in the reader's language ("Japanese", "japonés"), from the codes the API answers. */
export function useLanguageNames() {
  const { i18n } = useTranslation();
  let names: Intl.DisplayNames | undefined;
  try {
    names = displayNames(i18n.language, { type: "language" });
  } catch {
    names = undefined;
  }
  return (codes: readonly string[]) => codes.map((code) => names?.of(code) ?? code).join(", ");
}

/** "City, Country", the country named in the reader's language by its code. */
export function placeOf(
  p: { City: string | null; Country: string | null; CountryCode: string | null },
  names: PlaceNames,
): string {
  return [p.City, names.country(p.CountryCode, p.Country)].filter(Boolean).join(", ");
}

/** A portrait, or the initials when the member has none. */
export function Portrait({ practitioner, size }: { practitioner: Card; size: number }) {
  if (practitioner.ProfileImage) {
    return (
      <img
        className="practitioner-portrait"
        src={practitioner.ProfileImage}
        alt=""
        width={size}
        height={size}
        loading="lazy"
      />
    );
  }
  return (
    <span className="practitioner-portrait practitioner-portrait--initials" aria-hidden="true">
      {`${practitioner.FirstName[0] ?? ""}${practitioner.LastName[0] ?? ""}`}
    </span>
  );
}

/** A practitioner in the directory: photo, name linked to the profile, place, languages, distance. */
export function PractitionerCard({ practitioner }: { practitioner: Card }) {
  const { t, i18n } = useTranslation();
  const languages = useLanguageNames();
  const names = usePlaceNames();
  const headingId = `practitioner-${practitioner.UserId}-name`;
  const name = `${practitioner.FirstName} ${practitioner.LastName}`;
  return (
    <article className="practitioner-card" aria-labelledby={headingId}>
      <Portrait practitioner={practitioner} size={96} />
      <div className="practitioner-card__body">
        <h2 id={headingId} className="practitioner-card__name">
          <Link to={practitionersRoutes.to("practitionerDetail", { id: practitioner.UserId })}>{name}</Link>
        </h2>
        <p className="practitioner-card__place">{placeOf(practitioner, names)}</p>
        {practitioner.Languages.length > 0 ? (
          <p className="muted">{t("practitionerDirectory.speaks", { languages: languages(practitioner.Languages) })}</p>
        ) : null}
        <p className="practitioner-card__tags">
          {practitioner.DistanceKm !== null ? (
            <span className="practitioner-tag">
              {t("practitionerDirectory.distance", {
                distance: numberFormat(i18n.language, { maximumFractionDigits: 0 }).format(practitioner.DistanceKm),
              })}
            </span>
          ) : null}
          {practitioner.RemoteSessions ? (
            <span className="practitioner-tag">{t("practitionerDirectory.remote")}</span>
          ) : null}
          {practitioner.CredentialsVerified ? (
            <span className="practitioner-tag practitioner-tag--verified">{t("practitionerDirectory.verified")}</span>
          ) : null}
        </p>
      </div>
    </article>
  );
}
