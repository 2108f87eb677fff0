import { type AnnouncementInput, announcementInputSchema, type TranslationLanguage } from "@haa/domain";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormCheckbox, FormTextArea, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import {
  MissingLanguageFilter,
  TranslatedLanguages,
  TranslationsEditor,
} from "../../../shared/translations/translations-editor.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  ADMIN_ANNOUNCEMENTS_PAGE_SIZE,
  type AdminAnnouncement,
  adminAnnouncementParams,
  useAdminAnnouncements,
  useAnnouncementChanges,
} from "../api/admin-announcements.ts";
import "./announcements.css";
import { announcementsRoutes } from "../manifest.ts";

interface EditorValues {
  Title: string;
  Body: string;
  PublishedAt: string;
  ExpiresAt: string;
  IsPinned: boolean;
}

/** An ISO instant as the value of a datetime-local field (the reader's local time, to the minute). */
function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

function valuesOf(announcement: AdminAnnouncement | null): EditorValues {
  return {
    Title: announcement?.Title ?? "",
    Body: announcement?.Body ?? "",
    PublishedAt: toLocalInput(announcement?.PublishedAt ?? null),
    ExpiresAt: toLocalInput(announcement?.ExpiresAt ?? null),
    IsPinned: announcement?.IsPinned ?? false,
  };
}

function Editor({ editing, onDone }: { editing: AdminAnnouncement | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { save } = useAnnouncementChanges();
  const form = useZodForm<EditorValues, AnnouncementInput>(
    announcementInputSchema as unknown as Parameters<typeof useZodForm<EditorValues, AnnouncementInput>>[0],
    { defaultValues: valuesOf(editing) },
  );
  const title = editing ? t("announcementAdmin.formEdit") : t("announcementAdmin.formNew");
  return (
    <section className="card announcement-editor" aria-labelledby="announcement-editor-title">
      <h2 id="announcement-editor-title" tabIndex={-1}>
        {title}
      </h2>
      <Form
        form={form}
        className="announcement-editor"
        onValid={(values) =>
          save.mutate(
            {
              id: editing?.Id ?? null,
              body: {
                Title: values.Title,
                Body: values.Body,
                IsPinned: values.IsPinned,
                ...(values.PublishedAt ? { PublishedAt: values.PublishedAt.toISOString() } : {}),
                ...(values.ExpiresAt ? { ExpiresAt: values.ExpiresAt.toISOString() } : {}),
              },
            },
            {
              onSuccess: (result) => {
                toast.success(result.Message || t("common.ok"));
                form.reset(valuesOf(null));
                onDone();
              },
              onError: (error) => toast.error(errorMessage(t, error)),
            },
          )
        }
      >
        <FormTextField control={form.control} name="Title" label={t("announcementAdmin.fieldTitle")} maxLength={150} />
        <FormTextArea
          control={form.control}
          name="Body"
          label={t("announcementAdmin.fieldBody")}
          hint={t("announcementAdmin.fieldBodyHint")}
          rows={10}
        />
        <div className="announcement-editor__dates">
          <FormTextField
            control={form.control}
            name="PublishedAt"
            type="datetime-local"
            label={t("announcementAdmin.fieldPublishedAt")}
            hint={t("announcementAdmin.fieldPublishedAtHint")}
            optionalLabel={t("common.optional")}
          />
          <FormTextField
            control={form.control}
            name="ExpiresAt"
            type="datetime-local"
            label={t("announcementAdmin.fieldExpiresAt")}
            hint={t("announcementAdmin.fieldExpiresAtHint")}
            optionalLabel={t("common.optional")}
          />
        </div>
        <FormCheckbox control={form.control} name="IsPinned" label={t("announcementAdmin.fieldPinned")} />
        <div className="announcement-editor__actions">
          <Button type="submit" loading={save.isPending}>
            {t("announcementAdmin.save")}
          </Button>
          {editing ? (
            <Button
              variant="secondary"
              onClick={() => {
                form.reset(valuesOf(null));
                onDone();
              }}
            >
              {t("common.cancel")}
            </Button>
          ) : null}
        </div>
      </Form>
      {editing ? <TranslationsEditor kind="announcement" id={editing.Id} /> : null}
    </section>
  );
}

const STATE_KEY = {
  scheduled: "announcementAdmin.stateScheduled",
  published: "announcementAdmin.statePublished",
  expired: "announcementAdmin.stateExpired",
} as const;

function AnnouncementAdmin() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const shown = adminAnnouncementParams(params);
  const { page } = shown;
  const [missingLanguage, setMissingLanguage] = useState<TranslationLanguage | "">("");
  const list = useAdminAnnouncements({ ...shown, missingLanguage: missingLanguage || undefined });
  const { remove } = useAnnouncementChanges();
  const [editing, setEditing] = useState<AdminAnnouncement | null>(null);
  const [toDelete, setToDelete] = useState<AdminAnnouncement | null>(null);
  const editorRef = useRef<HTMLDivElement>(null);
  const total = list.data?.TotalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_ANNOUNCEMENTS_PAGE_SIZE));
  const rows = list.data?.List ?? [];

  return (
    <>
      <div ref={editorRef}>
        <Editor key={editing?.Id ?? "new"} editing={editing} onDone={() => setEditing(null)} />
      </div>
      {list.isError ? (
        <p role="alert" className="announcements__error">
          {errorMessage(t, list.error)}
        </p>
      ) : null}
      <div className="announcement-admin__filters">
        <MissingLanguageFilter value={missingLanguage} onChange={setMissingLanguage} />
      </div>
      <DataTable
        caption={t("announcementAdmin.caption", { total })}
        columns={[
          t("announcementAdmin.columnTitle"),
          t("announcementAdmin.columnState"),
          t("announcementAdmin.columnPublished"),
          t("announcementAdmin.columnExpires"),
          t("translations.languagesColumn"),
          t("announcementAdmin.columnActions"),
        ]}
        pending={list.isPending}
        busy={list.isFetching}
        empty={t("announcementAdmin.empty")}
        isEmpty={rows.length === 0}
        minWidth="52rem"
      >
        {rows.map((row) => (
          <tr key={row.Id}>
            <th scope="row">
              {row.State === "scheduled" ? (
                row.Title
              ) : (
                <Link to={announcementsRoutes.to("newAnnouncement", { id: row.Id })}>{row.Title}</Link>
              )}
            </th>
            <td>
              <span className={`announcement-state announcement-state--${row.State}`}>{t(STATE_KEY[row.State])}</span>
              {row.NotifiedAt ? <div className="muted">{t("announcementAdmin.notified")}</div> : null}
            </td>
            <td>{formatDate(row.PublishedAt)}</td>
            <td>{formatDate(row.ExpiresAt) ?? t("announcementAdmin.none")}</td>
            <td>
              <TranslatedLanguages languages={row.Languages ?? []} />
            </td>
            <td>
              <div className="ui-table-actions">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t("announcementAdmin.editNamed", { title: row.Title })}
                  onClick={() => {
                    setEditing(row);
                    editorRef.current?.scrollIntoView?.({ block: "start" });
                    requestAnimationFrame(() => document.getElementById("announcement-editor-title")?.focus());
                  }}
                >
                  {t("announcementAdmin.edit")}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="announcement-admin__delete"
                  aria-label={t("announcementAdmin.deleteNamed", { title: row.Title })}
                  onClick={() => setToDelete(row)}
                >
                  {t("announcementAdmin.delete")}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager page={page} pages={pages} label={t("announcements.pagination")} hrefFor={(to) => `?page=${to}`} />
      <Dialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t("announcementAdmin.deleteTitle")}
        width={460}
        tone="error"
        footer={
          <>
            <Button variant="secondary" onClick={() => setToDelete(null)} data-autofocus>
              {t("common.cancel")}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => {
                if (!toDelete) return;
                remove.mutate(toDelete.Id, {
                  onSuccess: (result) => toast.success(result.Message || t("common.ok")),
                  onError: (error) => toast.error(errorMessage(t, error)),
                  onSettled: () => setToDelete(null),
                });
              }}
            >
              {t("announcementAdmin.deleteConfirm")}
            </Button>
          </>
        }
      >
        <p>{t("announcementAdmin.deleteText", { title: toDelete?.Title ?? "" })}</p>
      </Dialog>
    </>
  );
}

/** /admin/announcements (administrators): write, schedule, pin, edit and delete announcements. */
export function AdminAnnouncementsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("announcementAdmin.title"));
  return (
    <div className="container page announcements">
      <header className="page-header">
        <span className="eyebrow">{t("announcementAdmin.eyebrow")}</span>
        <h1>{t("announcementAdmin.title")}</h1>
        <p>{t("announcementAdmin.intro")}</p>
      </header>
      <AdminGate
        forbiddenTitle={t("announcementAdmin.forbiddenTitle")}
        forbiddenText={t("announcementAdmin.forbiddenText")}
        loginText={t("announcementAdmin.loginText")}
      >
        <AnnouncementAdmin />
      </AdminGate>
    </div>
  );
}
