import type { LocationListFilters } from "@haa/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { ADMIN_ACCOUNT_TYPE, type StoredUser } from "../../../shared/session/session-store.ts";
import { hasInstructorLevel } from "../../../shared/session/stored-level.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Select, TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  FIRST_LOCATIONS,
  type Location,
  useArchiveLocation,
  useLocationFilters,
  useLocations,
} from "../api/locations.ts";
import { LocationFormDialog } from "./location-form-dialog.tsx";
import "./locations.css";
import { accountRoutes } from "../../account/manifest.ts";
import { coursesRoutes } from "../../courses/manifest.ts";
import { locationsRoutes } from "../manifest.ts";

/** "Boulder, Colorado, United States". */
export function placeLabel(location: Pick<Location, "CityName" | "StateName" | "CountryName">): string {
  return [location.CityName, location.StateName, location.CountryName].filter(Boolean).join(", ");
}

/** The instructor's active venues: search, country and city filters, paging; add, edit, archive. */
export function LocationTools({ userId, title }: { userId: number; title: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(FIRST_LOCATIONS.page);
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState(FIRST_LOCATIONS.search);
  const [filters, setFilters] = useState<LocationListFilters>(FIRST_LOCATIONS.filters);
  const [editing, setEditing] = useState<Location | "new" | null>(null);
  const list = useLocations(userId, { page, search, filters });
  const options = useLocationFilters(userId);
  const archive = useArchiveLocation();
  const data = list.data;

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };
  const setFilter = (change: Partial<LocationListFilters>) => {
    const next: LocationListFilters = { ...filters, ...change };
    for (const key of Object.keys(next) as (keyof LocationListFilters)[]) if (!next[key]) delete next[key];
    setFilters(next);
    setPage(1);
  };
  const archiveOne = async (location: Location) => {
    try {
      const result = await archive.mutateAsync(location.Id);
      toast.success(result.Message);
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };

  return (
    <section className="location-tools">
      <p>{t("locationsPage.lead")}</p>
      <search className="location-tools__bar">
        <form className="location-tools__search" onSubmit={submitSearch}>
          <TextField
            label={t("locationsPage.searchLabel")}
            type="search"
            value={draft}
            maxLength={200}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t("locationsPage.searchButton")}
          </Button>
        </form>
        <Select
          label={t("locationsPage.countryFilter")}
          value={filters.CountryId ?? ""}
          placeholder={t("locationsPage.allCountries")}
          options={(options.data?.Countries ?? []).map((c) => ({ value: c.Id, label: `${c.Name} (${c.Count})` }))}
          onChange={(event) => setFilter({ CountryId: event.target.value || undefined })}
        />
        <Select
          label={t("locationsPage.cityFilter")}
          value={filters.City ?? ""}
          placeholder={t("locationsPage.allCities")}
          options={(options.data?.Cities ?? []).map((c) => ({ value: c.Name, label: `${c.Name} (${c.Count})` }))}
          onChange={(event) => setFilter({ City: event.target.value || undefined })}
        />
      </search>
      <div className="location-tools__actions">
        <Button onClick={() => setEditing("new")}>{t("locationsPage.add")}</Button>
        <Link to={locationsRoutes.to("locationArchived")}>{t("locationsPage.archivedLink")}</Link>
      </div>
      {list.isError ? <p role="alert">{t("locationsPage.loadError")}</p> : null}
      <p aria-live="polite" className="location-tools__count">
        {data ? t("locationsPage.count", { count: data.TotalCount }) : null}
      </p>
      <DataTable
        caption={title}
        columns={[
          t("locationsPage.name"),
          t("locationsPage.address"),
          t("locationsPage.place"),
          t("locationsPage.capacity"),
          t("locationsPage.upcoming"),
          t("locationsPage.actions"),
        ]}
        pending={list.isPending}
        busy={list.isFetching}
        empty={search || Object.keys(filters).length > 0 ? t("locationsPage.noMatch") : t("locationsPage.empty")}
        isEmpty={(data?.List.length ?? 0) === 0}
        minWidth="48rem"
      >
        {data?.List.map((location) => (
          <tr key={location.Id}>
            <th scope="row">{location.Name}</th>
            <td>{location.Address}</td>
            <td>{placeLabel(location)}</td>
            <td>{location.Capacity}</td>
            <td>{location.UpcomingSeminars}</td>
            <td>
              <div className="location-tools__row-actions">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t("locationsPage.editNamed", { name: location.Name })}
                  onClick={() => setEditing(location)}
                >
                  {t("locationsPage.edit")}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t("locationsPage.archiveNamed", { name: location.Name })}
                  onClick={() => archiveOne(location)}
                  // A row of the previous page kept up while a search loads is not the answer to that search.
                  disabled={archive.isPending || list.isPlaceholderData}
                >
                  {t("locationsPage.archive")}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager page={page} pages={data ? Math.ceil(data.TotalCount / data.PageSize) : 1} label={title} onPage={setPage} />
      {editing ? (
        <LocationFormDialog location={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}

/** Adding venues is for instructors (the stored level) and administrators; the server checks the level in force. */
export function mayAddLocations(user: StoredUser): boolean {
  if (user.AccountType === ADMIN_ACCOUNT_TYPE) return true;
  return hasInstructorLevel(user);
}

/** What a member who is not an instructor sees instead of the tools: the reason, the way to teach, the archive. */
function InstructorsOnly() {
  const { t } = useTranslation();
  return (
    <div className="card reading" role="note">
      <h2>{t("locationsPage.instructorsOnlyTitle")}</h2>
      <p>{t("locationsPage.instructorsOnly")}</p>
      <p className="location-tools__actions">
        <Link to={coursesRoutes.to("becomeInstructor")}>{t("locationsPage.becomeInstructor")}</Link>{" "}
        <Link to={locationsRoutes.to("locationArchived")}>{t("locationsPage.archivedLinkOwn")}</Link>
      </p>
    </div>
  );
}

/** `/location`: the signed-in instructor's venues. */
export function LocationsPage() {
  const { t } = useTranslation();
  const title = t("locationsPage.title");
  useDocumentTitle(title);
  return (
    <div className="container page">
      <h1>{title}</h1>
      <MemberGate title={title} registerTo={accountRoutes.to("register")}>
        {(user) => (mayAddLocations(user) ? <LocationTools userId={user.Id} title={title} /> : <InstructorsOnly />)}
      </MemberGate>
    </div>
  );
}
