import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Select, TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  PRIVACY_KINDS,
  PRIVACY_PAGE_SIZE,
  PRIVACY_STATUSES,
  type PrivacyRequestItem,
  privacyListParams,
  useAdminCancelErasure,
  usePrivacyRequests,
} from "../api/privacy.ts";
import "./privacy.css";

function Row({ item, onCancel, cancelling }: { item: PrivacyRequestItem; onCancel: () => void; cancelling: boolean }) {
  const { t } = useTranslation();
  const name = item.Name || t("privacyAdmin.formerMember");
  return (
    <tr>
      <th scope="row">
        {name} <span className="muted">#{item.UserId}</span>
      </th>
      <td>{t(`privacyAdmin.${item.Kind}`)}</td>
      <td>{t(`privacyAdmin.${item.Status}`)}</td>
      <td>{formatDate(item.RequestedAt)}</td>
      <td>{formatDate(item.DueAt) ?? "—"}</td>
      <td>{formatDate(item.DoneAt ?? item.CancelledAt) ?? "—"}</td>
      <td>
        {item.Kind === "erasure" && item.Status === "pending" ? (
          <Button
            size="sm"
            variant="secondary"
            loading={cancelling}
            aria-label={t("privacyAdmin.cancelItem", { name })}
            onClick={onCancel}
          >
            {t("privacyAdmin.cancel")}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

function Requests() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const shown = privacyListParams(params);
  const { page, search, kind, status } = shown;
  const [query, setQuery] = useState(search);
  const list = usePrivacyRequests(shown);
  const cancel = useAdminCancelErasure();
  const total = list.data?.TotalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PRIVACY_PAGE_SIZE));
  const items = list.data?.List ?? [];

  const go = (change: Partial<{ kind: string; status: string; search: string; page: number }>) => {
    const values = { kind, status, search, page: 1, ...change };
    const next = new URLSearchParams();
    if (values.kind !== "all") next.set("kind", values.kind);
    if (values.status !== "all") next.set("status", values.status);
    if (values.search) next.set("search", values.search);
    if (values.page > 1) next.set("page", String(values.page));
    setParams(next);
  };

  return (
    <>
      <search>
        <form
          className="privacy__filters"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            go({ search: query.trim() });
          }}
        >
          <TextField
            label={t("privacyAdmin.searchLabel")}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t("privacyAdmin.searchButton")}
          </Button>
          <Select
            label={t("privacyAdmin.kindLabel")}
            value={kind}
            options={PRIVACY_KINDS.map((value) => ({ value, label: t(`privacyAdmin.${value}`) }))}
            onChange={(event) => go({ kind: event.target.value })}
          />
          <Select
            label={t("privacyAdmin.statusLabel")}
            value={status}
            options={PRIVACY_STATUSES.map((value) => ({ value, label: t(`privacyAdmin.${value}`) }))}
            onChange={(event) => go({ status: event.target.value })}
          />
        </form>
      </search>
      {list.isError ? <p role="alert">{errorMessage(t, list.error)}</p> : null}
      <DataTable
        caption={t("privacyAdmin.caption", { total })}
        columns={[
          t("privacyAdmin.member"),
          t("privacyAdmin.kind"),
          t("privacyAdmin.status"),
          t("privacyAdmin.requested"),
          t("privacyAdmin.due"),
          t("privacyAdmin.doneAt"),
          "",
        ]}
        pending={list.isPending}
        busy={list.isFetching}
        empty={t("privacyAdmin.empty")}
        isEmpty={items.length === 0}
      >
        {items.map((item) => (
          <Row
            key={item.Id}
            item={item}
            cancelling={cancel.isPending && cancel.variables === item.Id}
            onCancel={() =>
              cancel.mutate(item.Id, {
                onSuccess: (result) => toast.success(result.Message),
                onError: (error) => toast.error(errorMessage(t, error)),
              })
            }
          />
        ))}
      </DataTable>
      <Pager page={page} pages={pages} label={t("privacyAdmin.pagination")} onPage={(to) => go({ page: to })} />
    </>
  );
}

/** /admin/privacy (administrators): members' data exports and erasure requests; a pending erasure can be cancelled. */
export function AdminPrivacyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("privacyAdmin.title"));
  return (
    <div className="container page">
      <header className="page-header">
        <span className="eyebrow">{t("privacyAdmin.eyebrow")}</span>
        <h1>{t("privacyAdmin.title")}</h1>
        <p>{t("privacyAdmin.intro")}</p>
      </header>
      <AdminGate
        forbiddenTitle={t("privacyAdmin.forbiddenTitle")}
        forbiddenText={t("privacyAdmin.forbiddenText")}
        loginText={t("privacyAdmin.loginText")}
      >
        <Requests />
      </AdminGate>
    </div>
  );
}
