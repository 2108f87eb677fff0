import { MEDIA_PERMISSIONS, type MediaPermission } from "@haa/domain";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Select, TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { Tabs } from "../../../shared/ui/tabs.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  type AdminCall,
  type ShelfInput,
  useAdminCall,
  useAdminDownloads,
  useVideoCategories,
  useWebVideos,
} from "../api/media.ts";
import { type EditedItem, MediaEditDialog } from "./media-edit-dialog.tsx";
import { planName } from "./shelf-label.ts";
import "./media.css";

const VIDEO_PAGE_SIZE = 20;
const EMPTY_SHELF: ShelfInput = {
  Name: "",
  Description: "",
  SortBy: 0,
  Permission: "Video & Resource Library",
  MinimumMembershipId: 1,
};

function useRun() {
  const { t } = useTranslation();
  const call = useAdminCall();
  const run = (request: AdminCall, done?: () => void) =>
    call.mutate(request, {
      onSuccess: () => {
        toast.success(t(request.kind.startsWith("delete") ? "mediaAdmin.deleted" : "mediaAdmin.saved"));
        done?.();
      },
      onError: (error) =>
        toast.error(error instanceof ApiError && error.message ? error.message : t("mediaAdmin.failed")),
    });
  return { run, pending: call.isPending };
}

/** A category or group form: name, SortBy and the gate (plan permission and lowest plan). */
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
  const [shelf, setShelf] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(shelf);
  };
  return (
    <form className="media-admin-form" onSubmit={submit}>
      <TextField
        label={t("mediaAdmin.name")}
        required
        maxLength={80}
        value={shelf.Name}
        onChange={(e) => setShelf({ ...shelf, Name: e.target.value })}
      />
      <TextField
        label={t("mediaAdmin.sortBy")}
        type="number"
        min={0}
        max={10000}
        value={String(shelf.SortBy)}
        onChange={(e) => setShelf({ ...shelf, SortBy: Number(e.target.value) })}
      />
      <Select
        label={t("mediaAdmin.permission")}
        value={shelf.Permission}
        options={MEDIA_PERMISSIONS.map((permission) => ({ value: permission, label: permission }))}
        onChange={(e) => setShelf({ ...shelf, Permission: e.target.value as MediaPermission })}
      />
      <Select
        label={t("mediaAdmin.minimumPlan")}
        value={String(shelf.MinimumMembershipId)}
        options={[1, 2, 3, 4].map((id) => ({ value: String(id), label: planName(t, id) }))}
        onChange={(e) => setShelf({ ...shelf, MinimumMembershipId: Number(e.target.value) })}
      />
      <div className="media-admin-actions">
        <Button type="submit" loading={pending}>
          {t("mediaAdmin.save")}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t("mediaAdmin.cancel")}
        </Button>
      </div>
    </form>
  );
}

interface ShelfRow extends ShelfInput {
  Id: number;
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
    </>
  );
}

function UploadForm({ kind, shelves }: { kind: "video" | "file"; shelves: { Id: number; Name: string }[] }) {
  const { t } = useTranslation();
  const { run, pending } = useRun();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    run(kind === "video" ? { kind: "addVideo", form: data } : { kind: "addFile", form: data }, () => form.reset());
  };
  return (
    <form className="media-admin-form" onSubmit={submit}>
      <h3>{kind === "video" ? t("mediaAdmin.addVideo") : t("mediaAdmin.addFile")}</h3>
      <TextField label={t("mediaAdmin.videoTitle")} name="Title" required minLength={3} maxLength={150} />
      <TextField label={t("mediaAdmin.description")} name="Description" maxLength={2000} />
      <Select
        label={kind === "video" ? t("mediaAdmin.categories") : t("mediaAdmin.groups")}
        name={kind === "video" ? "CategoryId" : "GroupId"}
        required
        options={shelves.map((shelf) => ({ value: String(shelf.Id), label: shelf.Name }))}
      />
      {kind === "video" ? (
        <>
          <TextField
            label={t("mediaAdmin.durationSeconds")}
            name="DurationSeconds"
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
          />
          <TextField label={t("mediaAdmin.thumbnail")} name="Thumbnail" type="file" accept="image/*" required />
          <TextField label={t("mediaAdmin.captionsFile")} name="Captions" type="file" accept=".vtt,text/vtt" />
        </>
      ) : (
        <TextField label={t("mediaAdmin.downloadFile")} name="File" type="file" accept=".pdf,.zip,image/*" required />
      )}
      <div>
        <Button type="submit" loading={pending}>
          {t("mediaAdmin.add")}
        </Button>
      </div>
    </form>
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
  const [page, setPage] = useState(1);
  const categories = useVideoCategories(-1);
  const videos = useWebVideos({ page, pageSize: VIDEO_PAGE_SIZE, search: "", shelf: 0 }, -1);
  const { run } = useRun();
  const rows = (categories.data ?? []).map((c) => ({ ...c, Description: "", Count: c.VideoCount }));
  const editor = useEditor(categories.data ?? []);
  return (
    <div className="stack">
      <ShelfTable caption={t("mediaAdmin.categories")} rows={rows} pending={categories.isPending} kind="Category" />
      <DataTable
        caption={t("mediaAdmin.videoList")}
        columns={[t("mediaAdmin.videoTitle"), t("mediaAdmin.categories"), t("mediaAdmin.actions")]}
        pending={videos.isPending}
        busy={videos.isFetching}
        empty="—"
        isEmpty={(videos.data?.List.length ?? 0) === 0}
      >
        {videos.data?.List.map((video) => (
          <tr key={video.Id}>
            <td>{video.Title}</td>
            <td>{video.CategoryName}</td>
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
        pages={Math.max(1, Math.ceil((videos.data?.TotalCount ?? 0) / VIDEO_PAGE_SIZE))}
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
