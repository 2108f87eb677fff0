import { PRACTITIONER_LIST_ROUTES, PRACTITIONER_RADII_KM } from "@haa/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useCities, useCountries, useRegions, useStates } from "../../../shared/geography/geography.ts";
import { usePlaceNames } from "../../../shared/geography/place-names.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Checkbox, Select, TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { DIRECTORY_PAGE_SIZE, directoryOf, directoryTypeOf, useDirectory } from "../api/practitioners.ts";
import { PractitionerCard, useLanguageNames } from "./practitioner-card.tsx";
import "./practitioners.css";

/** The languages the directory offers as a filter (ISO 639-1); names come from the browser in the reader's language. */
const LANGUAGES = ["en", "es", "pt", "fr", "de", "it", "cs", "no", "ja", "zh", "af", "zu", "mi", "vi"] as const;

/** The directory's state lives in the URL (?page, ?search, ?language, ?remote, ?country, ?lat&lng&radius&place). */
function useDirectoryQuery() {
  const [params, setParams] = useSearchParams();
  const { list, place } = directoryOf(params);
  const hrefWith = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "" || (key === "page" && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    const query = next.toString();
    return query ? `?${query}` : "?";
  };
  const go = (changes: Record<string, string | number | null>) =>
    setParams(new URLSearchParams(hrefWith({ ...changes, page: 1 }).slice(1)));
  return { list, place, hrefWith, go };
}

/**
 * One screen for every directory route (spec 001 §2): the route says which type it lists. Search by name,
 * language, remote sessions and "near a place" (region → country → state → city and a radius; a country alone
 * filters by country).
 */
export function PractitionersPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const type = directoryTypeOf(pathname);
  const title = t(`practitionerDirectory.titles.${type}`);
  useDocumentTitle(title);
  const { list: listParams, place, hrefWith, go } = useDirectoryQuery();
  const { page, search, filters } = listParams;
  const [draft, setDraft] = useState(search);
  const languageNames = useLanguageNames();
  const list = useDirectory(listParams, type);
  const total = list.data?.TotalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE));
  const items = list.data?.List ?? [];
  const filtered = Boolean(search || Object.keys(filters).length > 0);

  return (
    <div className="container page practitioners">
      <header className="page-header">
        <span className="eyebrow">{t("practitionerDirectory.eyebrow")}</span>
        <h1>{title}</h1>
        <p className="muted">{t(`practitionerDirectory.leads.${type}`)}</p>
      </header>

      <nav className="practitioner-types" aria-label={t("practitionerDirectory.typesLabel")}>
        <ul>
          {Object.entries(PRACTITIONER_LIST_ROUTES).map(([path, kind]) => (
            <li key={path}>
              <NavLink to={path} className="practitioner-types__link" end>
                {t(`practitionerDirectory.titles.${kind}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <search className="practitioner-filters" aria-label={t("practitionerDirectory.filtersLabel")}>
        {type !== "breakthrough" ? (
          <form
            className="practitioner-search"
            onSubmit={(event) => {
              event.preventDefault();
              go({ search: draft.trim() });
            }}
          >
            <TextField
              label={t("practitionerDirectory.search")}
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t("practitionerDirectory.searchPlaceholder")}
              maxLength={200}
            />
            <Button type="submit">{t("practitionerDirectory.searchButton")}</Button>
          </form>
        ) : null}
        <div className="practitioner-selects">
          <Select
            label={t("practitionerDirectory.language")}
            value={filters.language ?? ""}
            onChange={(event) => go({ language: event.target.value || null })}
            options={[
              { value: "", label: t("practitionerDirectory.anyLanguage") },
              ...LANGUAGES.map((code) => ({ value: code, label: languageNames([code]) })),
            ]}
          />
          <Checkbox
            label={t("practitionerDirectory.remoteOnly")}
            checked={filters.remote === true}
            onChange={(event) => go({ remote: event.target.checked ? "1" : null })}
          />
        </div>
        <PlacePicker
          onApply={(change) => go(change)}
          active={place}
          onClear={() => go({ lat: null, lng: null, radius: null, country: null, place: null })}
        />
      </search>

      {filtered ? (
        <p className="practitioner-results" role="status">
          {t("practitionerDirectory.results", { count: total })}{" "}
          <Link to="?">{t("practitionerDirectory.clearFilters")}</Link>
        </p>
      ) : null}

      {list.isError ? (
        <p role="alert" className="practitioner-error">
          {errorMessage(t, list.error)}
        </p>
      ) : list.isPending ? (
        <p aria-live="polite">{t("practitionerDirectory.loading")}</p>
      ) : items.length === 0 ? (
        <p>{t("practitionerDirectory.empty")}</p>
      ) : (
        <div className="practitioner-grid" aria-busy={list.isFetching || undefined}>
          {items.map((practitioner) => (
            <PractitionerCard key={practitioner.UserId} practitioner={practitioner} />
          ))}
        </div>
      )}

      <Pager page={page} pages={pages} label={title} hrefFor={(to) => hrefWith({ page: to })} />
    </div>
  );
}

/** "Near a place": the geography's cascading selects and a radius. */
export function PlacePicker({
  active,
  onApply,
  onClear,
}: {
  active: string;
  onApply: (change: Record<string, string | number | null>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const [regionId, setRegionId] = useState("");
  const [countryId, setCountryId] = useState("");
  const [stateId, setStateId] = useState("");
  const [cityName, setCityName] = useState("");
  const [radius, setRadius] = useState("100");
  const regions = useRegions();
  const countries = useCountries(regionId);
  const states = useStates(countryId);
  const cities = useCities(stateId);
  const names = usePlaceNames();
  const country = countries.data?.find((c) => c.Id === countryId);
  const city = cities.data?.find((c) => c.Name === cityName);
  const countryName = country ? names.country(country.Id, country.Name) : "";

  const apply = () => {
    if (city && country) {
      onApply({
        lat: city.Latitude,
        lng: city.Longitude,
        radius,
        country: null,
        place: `${city.Name}, ${countryName}`,
      });
    } else if (country) {
      onApply({ country: country.Id, lat: null, lng: null, radius: null, place: countryName });
    }
  };

  return (
    <fieldset className="practitioner-place">
      <legend>{t("practitionerDirectory.near")}</legend>
      <div className="practitioner-place__selects">
        <Select
          label={t("practitionerDirectory.region")}
          value={regionId}
          placeholder={t("practitionerDirectory.choose")}
          onChange={(event) => {
            setRegionId(event.target.value);
            setCountryId("");
            setStateId("");
            setCityName("");
          }}
          options={(regions.data ?? []).map((r) => ({ value: String(r.Id), label: names.region(r) }))}
        />
        <Select
          label={t("practitionerDirectory.country")}
          value={countryId}
          placeholder={t("practitionerDirectory.choose")}
          disabled={regionId === ""}
          onChange={(event) => {
            setCountryId(event.target.value);
            setStateId("");
            setCityName("");
          }}
          options={names.sorted(
            (countries.data ?? []).map((c) => ({ value: c.Id, label: names.country(c.Id, c.Name) })),
          )}
        />
        <Select
          label={t("practitionerDirectory.state")}
          value={stateId}
          placeholder={t("practitionerDirectory.choose")}
          disabled={countryId === "" || (states.data ?? []).length === 0}
          onChange={(event) => {
            setStateId(event.target.value);
            setCityName("");
          }}
          options={(states.data ?? []).map((s) => ({ value: s.Id, label: s.Name }))}
        />
        <Select
          label={t("practitionerDirectory.city")}
          value={cityName}
          placeholder={t("practitionerDirectory.choose")}
          disabled={stateId === ""}
          onChange={(event) => setCityName(event.target.value)}
          options={(cities.data ?? []).map((c) => ({ value: c.Name, label: c.Name }))}
        />
        <Select
          label={t("practitionerDirectory.radius")}
          value={radius}
          disabled={!city}
          onChange={(event) => setRadius(event.target.value)}
          options={PRACTITIONER_RADII_KM.map((km) => ({
            value: String(km),
            label: t("practitionerDirectory.radiusKm", { km }),
          }))}
        />
      </div>
      <div className="practitioner-place__actions">
        <Button type="button" onClick={apply} disabled={!country}>
          {city ? t("practitionerDirectory.applyNear") : t("practitionerDirectory.applyCountry")}
        </Button>
        {active ? (
          <>
            <span className="muted">{t("practitionerDirectory.activePlace", { place: active })}</span>
            <Button type="button" variant="secondary" onClick={onClear}>
              {t("practitionerDirectory.clearPlace")}
            </Button>
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
