import { type DownloadDetails, MEDIA_DESCRIPTION_MAX, MEDIA_TITLE_MAX, type VideoDetails } from "@haa/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiError } from "../../../shared/api/client.ts";
import { Form, FormSelect, FormTextArea, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { LazySchema } from "../../../shared/forms/lazy-schema.ts";
import { TranslationsEditor } from "../../../shared/translations/translations-editor.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { TextField } from "../../../shared/ui/fields.tsx";
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
/** The fields as typed; the video uses CategoryId and DurationSeconds, the download GroupId. */
interface EditValues {
  Title: string;
  Description: string;
  CategoryId: string;
  GroupId: string;
  DurationSeconds: string;
}
type EditOutput = VideoDetails | DownloadDetails;
// The bodies of AdminUpdateVideo and AdminUpdateDownloadFile; their z.coerce reads the typed numbers.
const videoSchema = new LazySchema(() =>
  import("../media-schemas.ts").then(
    (module) => module.videoDetailsSchema as unknown as z.ZodType<EditOutput, EditValues>,
  ),
);
const downloadSchema = new LazySchema(() =>
  import("../media-schemas.ts").then(
    (module) => module.downloadDetailsSchema as unknown as z.ZodType<EditOutput, EditValues>,
  ),
);
const DETAIL_FIELDS = new Set<string>(["Title", "Description", "CategoryId", "GroupId", "DurationSeconds"]);

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
  const video = item.kind === "video";
  const form = useZodForm(video ? videoSchema : downloadSchema, {
    defaultValues: {
      Title: item.Title,
      Description: item.Description,
      CategoryId: String(item.ShelfId),
      GroupId: String(item.ShelfId),
      DurationSeconds: item.kind === "video" ? String(item.DurationSeconds) : "",
    },
  });
  const [replacement, setReplacement] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const pending = form.formState.isSubmitting;
  const fileField = video ? "Thumbnail" : "File";

  const submit = async (values: EditOutput) => {
    setFileError(undefined);
    try {
      await runAdminCall(
        "CategoryId" in values
          ? { kind: "updateVideo", id: item.Id, details: values }
          : { kind: "updateFile", id: item.Id, details: values },
      );
      if (replacement) {
        const data = new FormData();
        data.append(fileField, replacement, replacement.name);
        await runAdminCall(
          video
            ? { kind: "replaceThumbnail", id: item.Id, form: data }
            : { kind: "replaceFile", id: item.Id, form: data },
        );
      }
      toast.success(t("mediaAdmin.saved"));
      onSaved();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field === fileField) setFileError(message);
          else if (DETAIL_FIELDS.has(field)) form.setError(field as keyof EditValues, { type: "server", message });
        }
      }
      toast.error(error instanceof ApiError && error.message ? error.message : t("mediaAdmin.failed"));
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
      <Form form={form} id={formId} className="media-admin-form" onValid={submit}>
        <FormTextField
          control={form.control}
          name="Title"
          label={t("mediaAdmin.videoTitle")}
          required
          minLength={3}
          maxLength={MEDIA_TITLE_MAX}
        />
        <FormTextArea
          control={form.control}
          name="Description"
          label={t("mediaAdmin.description")}
          maxLength={MEDIA_DESCRIPTION_MAX}
          rows={4}
        />
        <FormSelect
          control={form.control}
          name={video ? "CategoryId" : "GroupId"}
          label={video ? t("mediaAdmin.categories") : t("mediaAdmin.groups")}
          options={shelves.map((shelf) => ({ value: String(shelf.Id), label: shelf.Name }))}
        />
        {video ? (
          <FormTextField
            control={form.control}
            name="DurationSeconds"
            label={t("mediaAdmin.durationSeconds")}
            type="number"
            min={1}
            max={86400}
            required
          />
        ) : null}
        <TextField
          label={video ? t("mediaAdmin.replaceThumbnail") : t("mediaAdmin.replaceFile")}
          hint={video ? t("mediaAdmin.replaceThumbnailHint") : t("mediaAdmin.replaceFileHint", { name: item.FileName })}
          type="file"
          accept={video ? "image/*" : ".pdf,.zip,image/*"}
          error={fileError}
          onChange={(e) => setReplacement(e.target.files?.[0] ?? null)}
        />
      </Form>
      <TranslationsEditor kind={video ? "video" : "download"} id={item.Id} />
    </Dialog>
  );
}
