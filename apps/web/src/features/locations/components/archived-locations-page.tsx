import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  FIRST_ARCHIVED_LOCATIONS,
  type Location,
  useArchivedLocations,
  useDeleteLocation,
  useUnarchiveLocation,
} from "../api/locations.ts";
import { placeLabel } from "./locations-page.tsx";
import "./locations.css";
import { accountRoutes } from "../../account/manifest.ts";
import { locationsRoutes } from "../manifest.ts";

/** The archive: unarchive, or delete for good (the server refuses while an upcoming seminar uses it). */
export function ArchivedLocationTools({ title }: { title: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(FIRST_ARCHIVED_LOCATIONS.page);
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState(FIRST_ARCHIVED_LOCATIONS.search);
  const [deleting, setDeleting] = useState<Location | null>(null);
  const list = useArchivedLocations(page, search);
  const unarchive = useUnarchiveLocation();
  const remove = useDeleteLocation();
  const data = list.data;

  const run = async (action: () => Promise<{ Message: string }>) => {
    try {
      toast.success((await action()).Message);
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const id = deleting.Id;
    setDeleting(null);
    await run(() => remove.mutateAsync(id));
  };

  return (
    <section className="location-tools">
      <p>{t("locationArchive.lead")}</p>
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
      </search>
      <div className="location-tools__actions">
        <Link to={locationsRoutes.to("location")}>{t("locationArchive.back")}</Link>
      </div>
      {list.isError ? <p role="alert">{t("locationsPage.loadError")}</p> : null}
      <DataTable
        caption={title}
        columns={[
          t("locationsPage.name"),
          t("locationsPage.address"),
          t("locationsPage.place"),
          t("locationsPage.capacity"),
          t("locationsPage.actions"),
        ]}
        pending={list.isPending}
        busy={list.isFetching}
        empty={t("locationArchive.empty")}
        isEmpty={(data?.List.length ?? 0) === 0}
        minWidth="40rem"
      >
        {data?.List.map((location) => (
          <tr key={location.Id}>
            <th scope="row">{location.Name}</th>
            <td>{location.Address}</td>
            <td>{placeLabel(location)}</td>
            <td>{location.Capacity}</td>
            <td>
              <div className="location-tools__row-actions">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t("locationArchive.unarchiveNamed", { name: location.Name })}
                  onClick={() => run(() => unarchive.mutateAsync(location.Id))}
                  disabled={unarchive.isPending}
                >
                  {t("locationArchive.unarchive")}
                </Button>
                {location.UpcomingSeminars > 0 ? (
                  <span className="location-tools__note">{t("locationArchive.inUse")}</span>
                ) : (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t("locationArchive.deleteNamed", { name: location.Name })}
                    onClick={() => setDeleting(location)}
                  >
                    {t("locationArchive.delete")}
                  </Button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager page={page} pages={data ? Math.ceil(data.TotalCount / data.PageSize) : 1} label={title} onPage={setPage} />
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t("locationArchive.confirmTitle")}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t("locationArchive.cancel")}
            </Button>
            <Button variant="danger" onClick={confirmDelete} disabled={remove.isPending}>
              {t("locationArchive.confirmDelete")}
            </Button>
          </>
        }
      >
        <p>{t("locationArchive.confirmBody", { name: deleting?.Name ?? "" })}</p>
      </Dialog>
    </section>
  );
}

/** `/location/locationarchived`: the signed-in instructor's archived venues. */
export function ArchivedLocationsPage() {
  const { t } = useTranslation();
  const title = t("locationArchive.title");
  useDocumentTitle(title);
  return (
    <div className="container page">
      <h1>{title}</h1>
      <MemberGate title={title} registerTo={accountRoutes.to("register")}>
        {() => <ArchivedLocationTools title={title} />}
      </MemberGate>
    </div>
  );
}
