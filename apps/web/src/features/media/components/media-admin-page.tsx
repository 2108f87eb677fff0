import {
  type DownloadDetails,
  MEDIA_DESCRIPTION_MAX,
  MEDIA_PERMISSIONS,
  MEDIA_TITLE_MAX,
  type MediaPermission,
  type MediaShelf,
  type TranslationLanguage,
  type VideoDetails,
} from "@haa/domain";
import { useQueryClient } from "@tanstack/react-query";
import { type BaseSyntheticEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { ApiError } from "../../../shared/api/client.ts";
import { Form, FormSelect, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { LazySchema } from "../../../shared/forms/lazy-schema.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import {
  MissingLanguageFilter,
  TranslatedLanguages,
  TranslationsEditor,
} from "../../../shared/translations/translations-editor.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { Tabs } from "../../../shared/ui/tabs.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { membershipRoutes } from "../../membership/manifest.ts";
import {
  ADMIN_VIEWER,
  type AdminCall,
  FIRST_ADMIN_VIDEOS,
  type ShelfInput,
  useAdminCall,
  useAdminDownloads,
  useVideoCategories,
  useWebVideos,
} from "../api/media.ts";
import { type EditedItem, MediaEditDialog } from "./media-edit-dialog.tsx";
import { planName } from "./shelf-label.ts";
import "./media.css";

const EMPTY_SHELF: ShelfInput = {
  Name: "",
  Description: "",
  SortBy: 0,
  Permission: "Video & Resource Library",
};

function useRun() {
  const { t } = useTranslation();
  const call = useAdminCall();
  const run = (request: AdminCall, done?: () => void, failed?: (error: Error) => void) =>
    call.mutate(request, {
      onSuccess: () => {
        toast.success(t(request.kind.startsWith("delete") ? "mediaAdmin.deleted" : "mediaAdmin.saved"));
        done?.();
      },
      onError: (error) => {
        toast.error(error instanceof ApiError && error.message ? error.message : t("mediaAdmin.failed"));
        failed?.(error);
      },
    });
  return { run, pending: call.isPending };
}

/** The shelf form's fields as typed (numbers as the inputs hold them). */
interface ShelfValues {
  Id: string;
  Name: string;
  Description: string;
  SortBy: string;
  Permission: MediaPermission;
}
// The body of AdminSaveVideoCategory / AdminSaveDownloadGroup; its z.coerce reads the typed numbers.
const shelfSchema = new LazySchema(() =>
  import("../media-schemas.ts").then(
    (module) => module.mediaShelfSchema as unknown as z.ZodType<MediaShelf, ShelfValues>,
  ),
);

const shelfValues = (shelf: ShelfInput): ShelfValues => ({
  Id: shelf.Id === undefined ? "" : String(shelf.Id),
  Name: shelf.Name,
  Description: shelf.Description,
  SortBy: String(shelf.SortBy),
  Permission: shelf.Permission,
});

/** A category or group form: name, SortBy and the plan permission, whose matrix row says which plans open it. */
function ShelfForm({
  value,
  onSave,
  onCancel,
  pending,
}: {
  value: ShelfInput;
  onSave: (shelf: ShelfInput) => void;
  onCancel: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const form = useZodForm(shelfSchema, { defaultValues: shelfValues(value) });
  return (
    <Form form={form} className="media-admin-form" onValid={onSave}>
      <FormTextField control={form.control} name="Name" label={t("mediaAdmin.name")} required maxLength={80} />
      <FormTextField
        control={form.control}
        name="SortBy"
        label={t("mediaAdmin.sortBy")}
        type="number"
        min={0}
        max={10000}
      />
      <FormSelect
        control={form.control}
        name="Permission"
        label={t("mediaAdmin.permission")}
        options={MEDIA_PERMISSIONS.map((permission) => ({ value: permission, label: permission }))}
        hint={
          <>
            {t("mediaAdmin.permissionHint")}{" "}
            <Link to={membershipRoutes.to("membership")}>{t("mediaAdmin.permissionHintLink")}</Link>
          </>
        }
      />
      <div className="media-admin-actions">
        <Button type="submit" loading={pending}>
          {t("mediaAdmin.save")}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t("mediaAdmin.cancel")}
        </Button>
      </div>
    </Form>
  );
}

interface ShelfRow extends ShelfInput {
  Id: number;
  /** The lowest plan the permission's matrix row allows, as the server derives it (ADR 0106). */
  MinimumMembershipId: number | null;
  /** The languages its name is translated into (administrators read the English, ADR 0097). */
  Languages?: TranslationLanguage[] | undefined;
  Count: number;
}

function ShelfTable({
  caption,
  rows,
  pending,
  kind,
}: {
  caption: string;
  rows: ShelfRow[];
  pending: boolean;
  kind: "Category" | "Group";
}) {
  const { t } = useTranslation();
  const { run, pending: running } = useRun();
  const [editing, setEditing] = useState<ShelfInput | null>(null);
  const save = (shelf: ShelfInput) =>
    run(kind === "Category" ? { kind: "saveCategory", shelf } : { kind: "saveGroup", shelf }, () => setEditing(null));
  return (
    <>
      <DataTable
        caption={caption}
        columns={[
          t("mediaAdmin.name"),
          t("mediaAdmin.sortBy"),
          t("mediaAdmin.permission"),
          t("mediaAdmin.minimumPlan"),
          t("mediaAdmin.count"),
          t("translations.languagesColumn"),
          t("mediaAdmin.actions"),
        ]}
        pending={pending}
        empty="—"
        isEmpty={rows.length === 0}
      >
        {rows.map((row) => (
          <tr key={row.Id}>
            <td>{row.Name}</td>
            <td>{row.SortBy}</td>
            <td>{row.Permission}</td>
            <td>{planName(t, row.MinimumMembershipId)}</td>
            <td>{row.Count}</td>
            <td>
              <TranslatedLanguages languages={row.Languages ?? []} />
            </td>
            <td className="media-admin-actions">
              <Button size="sm" variant="secondary" onClick={() => setEditing(row)}>
                {t("mediaAdmin.edit")}
                <span className="visually-hidden">: {row.Name}</span>
              </Button>
              <Button
                size="sm"
                variant="danger"
                onClick={() => {
                  if (window.confirm(t("mediaAdmin.confirmDelete", { name: row.Name })))
                    run(
                      kind === "Category"
                        ? { kind: "deleteCategory", id: row.Id }
                        : { kind: "deleteGroup", id: row.Id },
                    );
                }}
              >
                {t("mediaAdmin.delete")}
                <span className="visually-hidden">: {row.Name}</span>
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
      {editing ? (
        <ShelfForm
          key={editing.Id ?? "new"}
          value={editing}
          onSave={save}
          onCancel={() => setEditing(null)}
          pending={running}
        />
      ) : (
        <Button variant="secondary" onClick={() => setEditing(EMPTY_SHELF)}>
          {kind === "Category" ? t("mediaAdmin.newCategory") : t("mediaAdmin.newGroup")}
        </Button>
      )}
      {editing?.Id !== undefined ? (
        // Beside the form, not in it: the translations are saved on their own (ADR 0097).
        <TranslationsEditor
          key={`translations-${editing.Id}`}
          kind={kind === "Category" ? "videoCategory" : "downloadGroup"}
          id={editing.Id}
        />
      ) : null}
    </>
  );
}

interface UploadValues {
  Title: string;
  Description: string;
  CategoryId: string;
  GroupId: string;
  DurationSeconds: string;
}
const EMPTY_UPLOAD: UploadValues = { Title: "", Description: "", CategoryId: "", GroupId: "", DurationSeconds: "" };
// The details of AdminAddVideo / AdminAddDownloadFile; the files go beside them, checked by the server by content.
const uploadSchemas = {
  video: new LazySchema(() =>
    import("../media-schemas.ts").then(
      (module) => module.videoDetailsSchema as unknown as z.ZodType<VideoDetails | DownloadDetails, UploadValues>,
    ),
  ),
  file: new LazySchema(() =>
    import("../media-schemas.ts").then(
      (module) => module.downloadDetailsSchema as unknown as z.ZodType<VideoDetails | DownloadDetails, UploadValues>,
    ),
  ),
};
const UPLOAD_FILES = ["Video", "Thumbnail", "Captions", "File"] as const;

function UploadForm({ kind, shelves }: { kind: "video" | "file"; shelves: { Id: number; Name: string }[] }) {
  const { t } = useTranslation();
  const { run, pending } = useRun();
  const shelfField = kind === "video" ? "CategoryId" : "GroupId";
  // The select shows its first shelf until another is chosen: the form holds that one too.
  const empty = (): UploadValues => ({ ...EMPTY_UPLOAD, [shelfField]: shelves[0] ? String(shelves[0].Id) : "" });
  const form = useZodForm(uploadSchemas[kind], { defaultValues: empty() });
  const firstShelf = shelves[0]?.Id;
  useEffect(() => {
    if (firstShelf !== undefined && form.getValues(shelfField) === "") form.setValue(shelfField, String(firstShelf));
  }, [firstShelf, form, shelfField]);
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const submit = (values: VideoDetails | DownloadDetails, event?: BaseSyntheticEvent) => {
    const element = event?.target;
    if (!(element instanceof HTMLFormElement)) return;
    // The details as the schema read them, and the files chosen (an empty optional input sends nothing).
    const data = new FormData();
    for (const [name, value] of Object.entries(values)) data.set(name, String(value));
    for (const name of UPLOAD_FILES) {
      const input = element.elements.namedItem(name);
      const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
      if (file) data.set(name, file, file.name);
    }
    setFileErrors({});
    run(
      kind === "video" ? { kind: "addVideo", form: data } : { kind: "addFile", form: data },
      () => {
        element.reset();
        form.reset(empty());
      },
      (error) => {
        if (!(error instanceof ApiError)) return;
        const files: Record<string, string> = {};
        for (const [field, message] of Object.entries(error.errors)) {
          if ((UPLOAD_FILES as readonly string[]).includes(field)) files[field] = message;
          else if (field in EMPTY_UPLOAD) form.setError(field as keyof UploadValues, { type: "server", message });
        }
        setFileErrors(files);
      },
    );
  };
  return (
    <Form form={form} className="media-admin-form" onValid={submit}>
      <h3>{kind === "video" ? t("mediaAdmin.addVideo") : t("mediaAdmin.addFile")}</h3>
      <FormTextField
        control={form.control}
        name="Title"
        label={t("mediaAdmin.videoTitle")}
        required
        minLength={3}
        maxLength={MEDIA_TITLE_MAX}
      />
      <FormTextField
        control={form.control}
        name="Description"
        label={t("mediaAdmin.description")}
        maxLength={MEDIA_DESCRIPTION_MAX}
      />
      <FormSelect
        control={form.control}
        name={shelfField}
        label={kind === "video" ? t("mediaAdmin.categories") : t("mediaAdmin.groups")}
        required
        options={shelves.map((shelf) => ({ value: String(shelf.Id), label: shelf.Name }))}
      />
      {kind === "video" ? (
        <>
          <FormTextField
            control={form.control}
            name="DurationSeconds"
            label={t("mediaAdmin.durationSeconds")}
            type="number"
            min={1}
            max={86400}
            required
          />
          <TextField
            label={t("mediaAdmin.videoFile")}
            name="Video"
            type="file"
            accept="video/webm,video/mp4"
            required
            error={fileErrors.Video}
          />
          <TextField
            label={t("mediaAdmin.thumbnail")}
            name="Thumbnail"
            type="file"
            accept="image/*"
            required
            error={fileErrors.Thumbnail}
          />
          <TextField
            label={t("mediaAdmin.captionsFile")}
            name="Captions"
            type="file"
            accept=".vtt,text/vtt"
            error={fileErrors.Captions}
          />
        </>
      ) : (
        <TextField
          label={t("mediaAdmin.downloadFile")}
          name="File"
          type="file"
          accept=".pdf,.zip,image/*"
          required
          error={fileErrors.File}
        />
      )}
      <div>
        <Button type="submit" loading={pending}>
          {t("mediaAdmin.add")}
        </Button>
      </div>
    </Form>
  );
}

/** The edit button of a row and its dialog (ADR 0053); the lists refresh once the dialog saved. */
function useEditor(shelves: { Id: number; Name: string }[]) {
  const client = useQueryClient();
  const [editing, setEditing] = useState<EditedItem | null>(null);
  const dialog = editing ? (
    <MediaEditDialog
      key={`${editing.kind}-${editing.Id}`}
      item={editing}
      shelves={shelves}
      onClose={() => setEditing(null)}
      onSaved={() => {
        setEditing(null);
        void client.invalidateQueries({ queryKey: ["media"] });
      }}
    />
  ) : null;
  return { dialog, edit: setEditing };
}

function EditButton({ title, onClick }: { title: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button size="sm" variant="secondary" onClick={onClick}>
      {t("mediaAdmin.edit")}
      <span className="visually-hidden">: {title}</span>
    </Button>
  );
}

function VideosTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(FIRST_ADMIN_VIDEOS.page);
  const categories = useVideoCategories(ADMIN_VIEWER);
  const [missingLanguage, setMissingLanguage] = useState<TranslationLanguage | "">("");
  const videos = useWebVideos(
    { ...FIRST_ADMIN_VIDEOS, page, missingLanguage: missingLanguage || undefined },
    ADMIN_VIEWER,
  );
  const { run } = useRun();
  const rows = (categories.data ?? []).map((c) => ({ ...c, Description: "", Count: c.VideoCount }));
  const editor = useEditor(categories.data ?? []);
  return (
    <div className="stack">
      <ShelfTable caption={t("mediaAdmin.categories")} rows={rows} pending={categories.isPending} kind="Category" />
      <div className="media-admin-filter">
        <MissingLanguageFilter
          value={missingLanguage}
          onChange={(value) => {
            setMissingLanguage(value);
            setPage(1);
          }}
        />
      </div>
      <DataTable
        caption={t("mediaAdmin.videoList")}
        columns={[
          t("mediaAdmin.videoTitle"),
          t("mediaAdmin.categories"),
          t("translations.languagesColumn"),
          t("mediaAdmin.actions"),
        ]}
        pending={videos.isPending}
        busy={videos.isFetching}
        empty="—"
        isEmpty={(videos.data?.List.length ?? 0) === 0}
      >
        {videos.data?.List.map((video) => (
          <tr key={video.Id}>
            <td>{video.Title}</td>
            <td>{video.CategoryName}</td>
            <td>
              <TranslatedLanguages languages={video.Languages ?? []} />
            </td>
            <td className="media-admin-actions">
              <EditButton
                title={video.Title}
                onClick={() =>
                  editor.edit({
                    kind: "video",
                    Id: video.Id,
                    Title: video.Title,
                    Description: video.Description,
                    ShelfId: video.CategoryId,
                    DurationSeconds: video.DurationSeconds,
                  })
                }
              />
              <Button
                size="sm"
                variant="danger"
                onClick={() => {
                  if (window.confirm(t("mediaAdmin.confirmDelete", { name: video.Title })))
                    run({ kind: "deleteVideo", id: video.Id });
                }}
              >
                {t("mediaAdmin.delete")}
                <span className="visually-hidden">: {video.Title}</span>
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager
        page={page}
        pages={Math.max(1, Math.ceil((videos.data?.TotalCount ?? 0) / FIRST_ADMIN_VIDEOS.pageSize))}
        label={t("mediaAdmin.videoList")}
        onPage={setPage}
      />
      <UploadForm kind="video" shelves={categories.data ?? []} />
      {editor.dialog}
    </div>
  );
}

function DownloadsTab() {
  const { t } = useTranslation();
  const groups = useAdminDownloads();
  const { run } = useRun();
  const list = groups.data?.List ?? [];
  const files = list.flatMap((group) => group.Files.map((file) => ({ ...file, GroupName: group.Name })));
  const editor = useEditor(list);
  return (
    <div className="stack">
      <ShelfTable
        caption={t("mediaAdmin.groups")}
        rows={list.map((g) => ({ ...g, Count: g.FileCount }))}
        pending={groups.isPending}
        kind="Group"
      />
      <DataTable
        caption={t("mediaAdmin.fileList")}
        columns={[
          t("mediaAdmin.videoTitle"),
          t("mediaAdmin.groups"),
          t("mediaAdmin.downloadsCount"),
          t("translations.languagesColumn"),
          t("mediaAdmin.actions"),
        ]}
        pending={groups.isPending}
        empty="—"
        isEmpty={files.length === 0}
      >
        {files.map((file) => (
          <tr key={file.Id}>
            <td>{file.Title}</td>
            <td>{file.GroupName}</td>
            <td>{file.DownloadCount}</td>
            <td>
              <TranslatedLanguages languages={file.Languages ?? []} />
            </td>
            <td className="media-admin-actions">
              <EditButton
                title={file.Title}
                onClick={() =>
                  editor.edit({
                    kind: "file",
                    Id: file.Id,
                    Title: file.Title,
                    Description: file.Description,
                    ShelfId: file.GroupId,
                    FileName: file.FileName,
                  })
                }
              />
              <Button
                size="sm"
                variant="danger"
                onClick={() => {
                  if (window.confirm(t("mediaAdmin.confirmDelete", { name: file.Title })))
                    run({ kind: "deleteFile", id: file.Id });
                }}
              >
                {t("mediaAdmin.delete")}
                <span className="visually-hidden">: {file.Title}</span>
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
      <UploadForm kind="file" shelves={list} />
      {editor.dialog}
    </div>
  );
}

/** /admin/media: the video and download libraries (categories and groups with SortBy, uploads, deletes). */
export function AdminMediaPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("mediaAdmin.title"));
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t("mediaAdmin.title")}</h1>
      </header>
      <AdminGate
        forbiddenTitle={t("mediaAdmin.title")}
        forbiddenText={t("mediaAdmin.forbidden")}
        loginText={t("mediaAdmin.login")}
      >
        <Tabs
          label={t("mediaAdmin.title")}
          defaultValue="videos"
          items={[
            { value: "videos", label: t("mediaAdmin.videosTab"), content: <VideosTab /> },
            { value: "downloads", label: t("mediaAdmin.downloadsTab"), content: <DownloadsTab /> },
          ]}
        />
      </AdminGate>
    </div>
  );
}
