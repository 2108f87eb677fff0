import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { dateTimeFormat } from "../../../shared/i18n/intl.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { TextField } from "../../../shared/ui/fields.tsx";
import {
  type AuditEntry,
  type AuditEntrySummary,
  type AuditLogFilters,
  FIRST_AUDIT_LOG_PAGE,
  NO_AUDIT_FILTERS,
  useAuditEntry,
  useAuditLog,
} from "../api/get-audit-log.ts";
import "./admin.css";

/** A moment to the second in the reader's language: an audit entry is read for its exact time. */
function formatMoment(iso: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: "medium", timeStyle: "medium" }).format(new Date(iso));
}

function targetText(entry: Pick<AuditEntrySummary, "TargetKind" | "TargetId">): string {
  if (!entry.TargetKind && !entry.TargetId) return "—";
  return `${entry.TargetKind ?? ""} ${entry.TargetId ?? ""}`.trim();
}

/** A field's value as the diff shows it: text as typed, anything else as JSON. */
function shown(value: unknown): string {
  if (value === undefined) return "—";
  if (typeof value === "string") return value;
  return JSON.stringify(value, null, 1);
}

export interface DiffRow {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/**
 * Before and after side by side, one row per field either names (before's order first). A field only one side
 * names is shown with "—" on the other: "after" is what the administrator sent, "before" what the use case
 * reported, so they need not name the same fields.
 */
export function auditDiff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): DiffRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const left = before?.[field];
    const right = after?.[field];
    const changed =
      before !== null && after !== null && field in before && field in after && shown(left) !== shown(right);
    return { field, before: left, after: right, changed };
  });
}

function FilterForm({ initial, onApply }: { initial: AuditLogFilters; onApply: (filters: AuditLogFilters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const field = (name: keyof AuditLogFilters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  return (
    <search>
      <form
        className="audit-filters"
        aria-label={t("auditLog.filters")}
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
        }}
      >
        <TextField
          label={t("auditLog.search")}
          type="search"
          placeholder={t("auditLog.searchPlaceholder")}
          maxLength={200}
          {...field("search")}
        />
        <TextField label={t("auditLog.action")} placeholder="Admin/LockUser" maxLength={100} {...field("action")} />
        <TextField label={t("auditLog.actorId")} inputMode="numeric" maxLength={10} {...field("actorId")} />
        <TextField label={t("auditLog.targetKind")} placeholder="user" maxLength={100} {...field("targetKind")} />
        <TextField label={t("auditLog.targetId")} maxLength={100} {...field("targetId")} />
        <TextField label={t("auditLog.from")} type="date" {...field("from")} />
        <TextField label={t("auditLog.to")} type="date" {...field("to")} />
        <div className="audit-filters__buttons">
          <Button type="submit">{t("auditLog.apply")}</Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setDraft(NO_AUDIT_FILTERS);
              onApply(NO_AUDIT_FILTERS);
            }}
          >
            {t("auditLog.reset")}
          </Button>
        </div>
      </form>
    </search>
  );
}

function EntryDetails({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const rows = auditDiff(entry.Before, entry.After);
  const facts: [string, string][] = [
    [t("auditLog.when"), formatMoment(entry.OccurredAt, i18n.language)],
    [t("auditLog.who"), `${entry.ActorName} <${entry.ActorEmail}> (#${entry.ActorId})`],
    [t("auditLog.action"), entry.Action],
    [t("auditLog.request"), `${entry.Method} ${entry.Path} → ${entry.Status}`],
    [t("auditLog.target"), targetText(entry)],
    [t("auditLog.ip"), entry.Ip],
    [t("auditLog.userAgent"), entry.UserAgent || "—"],
    [t("auditLog.requestId"), entry.RequestId],
  ];
  return (
    <>
      <dl className="audit-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {rows.length === 0 ? (
        <p className="muted">{t("auditLog.noChanges")}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        <section className="ui-table-scroll" aria-label={t("auditLog.diffCaption")} tabIndex={0}>
          <table className="ui-table audit-diff">
            <caption>{t("auditLog.diffCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("auditLog.field")}</th>
                <th scope="col">{t("auditLog.before")}</th>
                <th scope="col">{t("auditLog.after")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.field} className={row.changed ? "audit-diff__changed" : undefined}>
                  <th scope="row">
                    {row.field}
                    {row.changed ? <span className="visually-hidden"> ({t("auditLog.changed")})</span> : null}
                  </th>
                  <td>
                    <pre>{shown(row.before)}</pre>
                  </td>
                  <td>
                    <pre>{shown(row.after)}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}

function EntryDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const entry = useAuditEntry(id);
  return (
    <Dialog open={id !== null} onClose={onClose} title={t("auditLog.detailTitle", { id: id ?? "" })} width={700}>
      {entry.isError ? (
        <p role="alert" className="admin-error">
          {errorMessage(t, entry.error)}
        </p>
      ) : entry.data ? (
        <EntryDetails entry={entry.data} />
      ) : (
        <p>{t("common.loading")}</p>
      )}
    </Dialog>
  );
}

function AuditLogTable() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<AuditLogFilters>(FIRST_AUDIT_LOG_PAGE.filters);
  // The cursors of the pages before this one: "Newer" goes back one, "Older" follows NextCursor.
  const [cursors, setCursors] = useState<(string | undefined)[]>([]);
  const [cursor, setCursor] = useState<string | undefined>(FIRST_AUDIT_LOG_PAGE.cursor);
  const [open, setOpen] = useState<number | null>(null);
  const log = useAuditLog({ ...FIRST_AUDIT_LOG_PAGE, filters, cursor });
  const list = log.data?.List ?? [];
  const next = log.data?.NextCursor ?? null;

  return (
    <>
      <FilterForm
        initial={filters}
        onApply={(applied) => {
          setFilters(applied);
          setCursors([]);
          setCursor(undefined);
        }}
      />

      {log.isError ? (
        <p role="alert" className="admin-error">
          {errorMessage(t, log.error)}
        </p>
      ) : null}

      <DataTable
        caption={t("auditLog.caption")}
        columns={[
          t("auditLog.when"),
          t("auditLog.who"),
          t("auditLog.action"),
          t("auditLog.target"),
          t("auditLog.ip"),
          t("auditLog.details"),
        ]}
        pending={log.isPending}
        busy={log.isFetching}
        empty={t("auditLog.empty")}
        isEmpty={list.length === 0}
        minWidth="52rem"
      >
        {list.map((entry) => (
          <tr key={entry.Id}>
            <th scope="row">
              <time dateTime={entry.OccurredAt}>{formatMoment(entry.OccurredAt, i18n.language)}</time>
            </th>
            <td>
              {entry.ActorName || entry.ActorEmail}
              <span className="muted audit-email">{entry.ActorEmail}</span>
            </td>
            <td>
              <code>{entry.Action}</code>
            </td>
            <td>{targetText(entry)}</td>
            <td>{entry.Ip}</td>
            <td>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t("auditLog.viewEntry", { action: entry.Action, id: entry.Id })}
                onClick={() => setOpen(entry.Id)}
              >
                {t("auditLog.view")}
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>

      <nav className="audit-pages" aria-label={t("auditLog.pagination")}>
        <Button
          variant="secondary"
          disabled={cursors.length === 0}
          onClick={() => {
            setCursor(cursors.at(-1));
            setCursors(cursors.slice(0, -1));
          }}
        >
          {t("auditLog.newer")}
        </Button>
        <Button
          variant="secondary"
          disabled={next === null}
          onClick={() => {
            if (next === null) return;
            setCursors([...cursors, cursor]);
            setCursor(next);
          }}
        >
          {t("auditLog.older")}
        </Button>
      </nav>

      <EntryDialog id={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** The administrators' audit log (ADR 0088): who changed what, when and from where, newest first. */
export function AdminAuditLogPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("auditLog.title"));
  return (
    <div className="container page">
      <header className="page-header">
        <span className="eyebrow">{t("admin.eyebrow")}</span>
        <h1>{t("auditLog.title")}</h1>
        <p className="muted">{t("auditLog.intro")}</p>
      </header>
      <AdminGate
        forbiddenTitle={t("admin.forbiddenTitle")}
        forbiddenText={t("admin.forbiddenText")}
        loginText={t("auditLog.loginText")}
      >
        <AuditLogTable />
      </AdminGate>
    </div>
  );
}
