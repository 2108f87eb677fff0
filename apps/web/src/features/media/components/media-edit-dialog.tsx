import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { Select, TextArea, TextField } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { runAdminCall } from "../api/media.ts";

/** What the dialog edits: a video (with its thumbnail) or a download (with its file). */
export type EditedItem =
  | { kind: "video"; Id: number; Title: string; Description: string; ShelfId: number; DurationSeconds: number }
  | { kind: "file"; Id: number; Title: string; Description: string; ShelfId: number; FileName: string };

/**
 * Edits a library item after upload (ADR 0053): its details first (AdminUpdateVideo / AdminUpdateDownloadFile),
 * then, when one is chosen, the new thumbnail or file. The server checks the new file by its content; its
 * field errors are shown beside the fields, and the dialog stays open until everything is saved.
 */
export function MediaEditDialog({
  item,
  shelves,
  onClose,
  onSaved,
}: {
  item: EditedItem;
  shelves: { Id: number; Name: string }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(item.Title);
  const [description, setDescription] = useState(item.Description);
  const [shelfId, setShelfId] = useState(item.ShelfId);
  const [duration, setDuration] = useState(item.kind === "video" ? item.DurationSeconds : 0);
  const [replacement, setReplacement] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const video = item.kind === "video";
  const fileField = video ? "Thumbnail" : "File";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setErrors({});
    try {
      await runAdminCall(
        video
          ? {
              kind: "updateVideo",
              id: item.Id,
              details: { Title: title, Description: description, CategoryId: shelfId, DurationSeconds: duration },
            }
          : { kind: "updateFile", id: item.Id, details: { Title: title, Description: description, GroupId: shelfId } },
      );
      if (replacement) {
        const form = new FormData();
        form.append(fileField, replacement, replacement.name);
        await runAdminCall(
          video ? { kind: "replaceThumbnail", id: item.Id, form } : { kind: "replaceFile", id: item.Id, form },
        );
      }
      toast.success(t("mediaAdmin.saved"));
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) setErrors(error.errors);
      toast.error(error instanceof ApiError && error.message ? error.message : t("mediaAdmin.failed"));
    } finally {
      setPending(false);
    }
  };

  const formId = `media-edit-${item.kind}-${item.Id}`;
  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!pending}
      width={600}
      title={t(video ? "mediaAdmin.editVideoTitle" : "mediaAdmin.editFileTitle", { title: item.Title })}
      footer={
        <>
          <Button type="submit" form={formId} loading={pending}>
            {t("mediaAdmin.save")}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose} disabled={pending}>
            {t("mediaAdmin.cancel")}
          </Button>
        </>
      }
    >
      <form id={formId} className="media-admin-form" onSubmit={submit} noValidate>
        <TextField
          label={t("mediaAdmin.videoTitle")}
          required
          minLength={3}
          maxLength={150}
          value={title}
          error={errors.Title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextArea
          label={t("mediaAdmin.description")}
          maxLength={2000}
          rows={4}
          value={description}
          error={errors.Description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <Select
          label={video ? t("mediaAdmin.categories") : t("mediaAdmin.groups")}
          value={String(shelfId)}
          error={errors.CategoryId ?? errors.GroupId}
          options={shelves.map((shelf) => ({ value: String(shelf.Id), label: shelf.Name }))}
          onChange={(e) => setShelfId(Number(e.target.value))}
        />
        {video ? (
          <TextField
            label={t("mediaAdmin.durationSeconds")}
            type="number"
            min={1}
            max={86400}
            required
            value={String(duration)}
            error={errors.DurationSeconds}
            onChange={(e) => setDuration(Number(e.target.value))}
          />
        ) : null}
        <TextField
          label={video ? t("mediaAdmin.replaceThumbnail") : t("mediaAdmin.replaceFile")}
          hint={video ? t("mediaAdmin.replaceThumbnailHint") : t("mediaAdmin.replaceFileHint", { name: item.FileName })}
          type="file"
          accept={video ? "image/*" : ".pdf,.zip,image/*"}
          error={errors[fileField]}
          onChange={(e) => setReplacement(e.target.files?.[0] ?? null)}
        />
      </form>
    </Dialog>
  );
}
