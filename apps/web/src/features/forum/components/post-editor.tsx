import { FORUM_LIMITS, type ForumPost } from "@haa/domain";
import { useEffect, useId, useRef, useState } from "react";
import { useController, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormSelect, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { LazySchema } from "../../../shared/forms/lazy-schema.ts";
import { translateMessage } from "../../../shared/i18n/translate-message.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { TextArea } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { type ForumCategory, uploadForumImage, useAddForum, useEditForum } from "../api/forum.ts";
import { applyFormat, composeHtml, decomposeHtml } from "./compose.ts";

/** Where a new post's draft waits until it is published (this device only). */
export const DRAFT_KEY = "forum.draft";

interface Draft {
  title: string;
  categoryId: string;
  text: string;
  images: string[];
}

const EMPTY: Draft = { title: "", categoryId: "", text: "", images: [] };

function readDraft(): Draft {
  try {
    const stored = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "null") as Partial<Draft> | null;
    return stored ? { ...EMPTY, ...stored, images: Array.isArray(stored.images) ? stored.images : [] } : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The editor's fields as typed; the board is a select's string until the schema coerces it. */
interface DraftValues {
  Title: string;
  CategoryId: string;
  Text: string;
}

interface DraftOutput {
  Title: string;
  CategoryId: number;
  Text: string;
}

const valuesOf = (draft: Draft): DraftValues => ({
  Title: draft.title,
  CategoryId: draft.categoryId,
  Text: draft.text,
});

// The contract's rules for Forum/AddForum before the body becomes HTML, loaded with the first focus or submit (ADR 0061).
const draftSchema = new LazySchema<DraftValues, DraftOutput>(() =>
  import("../forum-schemas.ts").then(
    (module) => module.forumDraftSchema as unknown as z.ZodType<DraftOutput, DraftValues>,
  ),
);

/**
 * Writing a post: title, board, a plain-text body with a small formatting toolbar (turned into sanitised
 * HTML by the server), pictures uploaded with a progress bar and shown as previews. A new post's draft is
 * kept in localStorage until it is published; editing starts from the stored post.
 */
export function PostEditor({
  categories,
  post,
  onDone,
}: {
  categories: readonly ForumCategory[];
  post?: ForumPost;
  onDone: (post: ForumPost | null) => void;
}) {
  const { t } = useTranslation();
  const editing = Boolean(post);
  const [initial] = useState<Draft>(() => {
    if (!post) return readDraft();
    const { text, images } = decomposeHtml(post.Description);
    return { title: post.Title, categoryId: String(post.CategoryId), text, images };
  });
  const form = useZodForm(draftSchema, { defaultValues: valuesOf(initial) });
  const [images, setImages] = useState<string[]>(initial.images);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const body = useController({ control: form.control, name: "Text" });
  const typed = useWatch({ control: form.control });
  const add = useAddForum();
  const edit = useEditForum(post?.Id ?? 0);
  const headingId = useId();

  useEffect(() => {
    if (editing) return;
    const draft: Draft = {
      title: typed.Title ?? "",
      categoryId: typed.CategoryId ?? "",
      text: typed.Text ?? "",
      images,
    };
    localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  }, [typed.Title, typed.CategoryId, typed.Text, images, editing]);

  const format = (kind: "bold" | "italic" | "quote" | "list") => {
    const area = textRef.current;
    const text = form.getValues("Text");
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    const next = applyFormat(text, start, end, kind);
    form.setValue("Text", next.value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.caret, next.caret);
    });
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    setProgress(0);
    try {
      const stored = await uploadForumImage(file, setProgress);
      setImages((current) => [...current, stored.Url]);
    } catch (error) {
      setUploadError(errorMessage(t, error));
    } finally {
      setProgress(null);
    }
  };

  const publish = async (values: DraftOutput) => {
    const input = {
      Title: values.Title,
      Description: composeHtml(values.Text, images),
      CategoryId: values.CategoryId,
    };
    try {
      const result = editing ? await edit.mutateAsync(input) : await add.mutateAsync(input);
      toast.success(result.Message);
      if (!editing) localStorage.removeItem(DRAFT_KEY);
      onDone(result.Data);
    } catch (error) {
      if (error instanceof ApiError && error.errors.Title) {
        form.setError("Title", { type: "server", message: error.errors.Title });
      }
      toast.error(errorMessage(t, error));
    }
  };

  const maxImages = FORUM_LIMITS.imagesPerPost;

  return (
    <Form
      form={form}
      onValid={publish}
      className="forum-editor card"
      aria-labelledby={headingId}
      onFocus={draftSchema.preload}
    >
      <h2 id={headingId}>{editing ? t("forumForm.editTitle") : t("forumForm.editorTitle")}</h2>
      <FormTextField
        control={form.control}
        name="Title"
        label={t("forumForm.titleLabel")}
        maxLength={FORUM_LIMITS.titleMax}
      />
      <FormSelect
        control={form.control}
        name="CategoryId"
        label={t("forumForm.categoryLabel")}
        placeholder={t("forumForm.chooseCategory")}
        options={categories.map((category) => ({ value: String(category.Id), label: category.Name }))}
      />
      <div className="forum-toolbar" role="toolbar" aria-label={t("forumForm.toolbarLabel")}>
        <Button size="sm" variant="ghost" onClick={() => format("bold")}>
          <strong>{t("forumForm.bold")}</strong>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => format("italic")}>
          <em>{t("forumForm.italic")}</em>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => format("quote")}>
          {t("forumForm.quote")}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => format("list")}>
          {t("forumForm.list")}
        </Button>
      </div>
      <TextArea
        ref={(area) => {
          // The toolbar needs the textarea's selection; the form needs it to focus the field on an error.
          textRef.current = area;
          body.field.ref(area);
        }}
        name={body.field.name}
        label={t("forumForm.bodyLabel")}
        value={body.field.value}
        rows={8}
        maxLength={FORUM_LIMITS.bodyMax}
        hint={t("forumForm.bodyHint")}
        error={body.fieldState.error ? translateMessage(t, body.fieldState.error.message) : undefined}
        onChange={body.field.onChange}
        onBlur={body.field.onBlur}
      />
      {images.length < maxImages ? (
        <div className="forum-upload">
          <label className="forum-upload__label" htmlFor={`${headingId}-file`}>
            {t("forumForm.imageLabel")}
          </label>
          <input
            id={`${headingId}-file`}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            disabled={progress !== null}
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
          {progress !== null ? (
            <progress max={100} value={progress} aria-label={t("forumForm.uploading", { percent: progress })}>
              {t("forumForm.uploading", { percent: progress })}
            </progress>
          ) : null}
          {uploadError ? (
            <p role="alert" className="forum-error">
              {uploadError}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="muted">{t("forumForm.tooManyImages", { max: maxImages })}</p>
      )}
      {images.length > 0 ? (
        <ul className="forum-previews">
          {images.map((src) => (
            <li key={src}>
              <img src={src} alt={t("forumForm.imagePreview")} width={160} />
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setImages((current) => current.filter((image) => image !== src))}
              >
                {t("forumForm.removeImage")}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {!editing ? <p className="muted forum-editor__draft">{t("forumForm.draftKept")}</p> : null}
      <div className="forum-editor__actions">
        <Button type="submit" loading={add.isPending || edit.isPending}>
          {editing ? t("forumForm.saveChanges") : t("forumForm.publish")}
        </Button>
        <Button variant="ghost" onClick={() => onDone(null)}>
          {t("forumForm.cancel")}
        </Button>
        {!editing ? (
          <Button
            variant="ghost"
            onClick={() => {
              localStorage.removeItem(DRAFT_KEY);
              form.reset(valuesOf(EMPTY));
              setImages([]);
            }}
          >
            {t("forumForm.discardDraft")}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
