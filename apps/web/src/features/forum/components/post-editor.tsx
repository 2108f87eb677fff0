import { FORUM_LIMITS, type ForumPost } from "@haa/domain";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { firstProblems } from "../../../shared/forms/first-problems.ts";
import { LazySchema } from "../../../shared/forms/lazy-schema.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Select, TextArea, TextField } from "../../../shared/ui/fields.tsx";
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

type Problems = Partial<Record<"title" | "categoryId" | "text", string>>;

const draftSchema = new LazySchema(() => import("../forum-schemas.ts").then((module) => module.forumDraftSchema));

/** The contract's first message per field (the server says the same, in the reader's language). */
async function problemsOf(draft: Draft): Promise<Problems> {
  const found = await firstProblems(draftSchema, {
    Title: draft.title,
    CategoryId: draft.categoryId,
    Text: draft.text,
  });
  return { title: found.Title, categoryId: found.CategoryId, text: found.Text };
}

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
  const [draft, setDraft] = useState<Draft>(() => {
    if (!post) return readDraft();
    const { text, images } = decomposeHtml(post.Description);
    return { title: post.Title, categoryId: String(post.CategoryId), text, images };
  });
  const [problems, setProblems] = useState<Problems>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const add = useAddForum();
  const edit = useEditForum(post?.Id ?? 0);
  const headingId = useId();

  useEffect(() => {
    if (!editing) localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  }, [draft, editing]);

  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const format = (kind: "bold" | "italic" | "quote" | "list") => {
    const area = textRef.current;
    const start = area?.selectionStart ?? draft.text.length;
    const end = area?.selectionEnd ?? draft.text.length;
    const next = applyFormat(draft.text, start, end, kind);
    change({ text: next.value });
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
      setDraft((current) => ({ ...current, images: [...current.images, stored.Url] }));
    } catch (error) {
      setUploadError(errorMessage(t, error));
    } finally {
      setProgress(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = await problemsOf(draft);
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    const input = {
      Title: draft.title.trim(),
      Description: composeHtml(draft.text, draft.images),
      CategoryId: Number(draft.categoryId),
    };
    try {
      const result = editing ? await edit.mutateAsync(input) : await add.mutateAsync(input);
      toast.success(result.Message);
      if (!editing) localStorage.removeItem(DRAFT_KEY);
      onDone(result.Data);
    } catch (error) {
      if (error instanceof ApiError && error.errors.Title) setProblems({ title: error.errors.Title });
      toast.error(errorMessage(t, error));
    }
  };

  const message = (key: string | undefined) =>
    key ? (key.includes(".") ? t(key as "forumForm.titleRequired") : key) : undefined;
  const maxImages = FORUM_LIMITS.imagesPerPost;

  return (
    <form className="forum-editor card" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{editing ? t("forumForm.editTitle") : t("forumForm.editorTitle")}</h2>
      <TextField
        label={t("forumForm.titleLabel")}
        value={draft.title}
        maxLength={FORUM_LIMITS.titleMax}
        error={message(problems.title)}
        onChange={(event) => change({ title: event.target.value })}
      />
      <Select
        label={t("forumForm.categoryLabel")}
        placeholder={t("forumForm.chooseCategory")}
        options={categories.map((category) => ({ value: String(category.Id), label: category.Name }))}
        value={draft.categoryId}
        error={message(problems.categoryId)}
        onChange={(event) => change({ categoryId: event.target.value })}
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
        ref={textRef}
        label={t("forumForm.bodyLabel")}
        value={draft.text}
        rows={8}
        maxLength={FORUM_LIMITS.bodyMax}
        hint={t("forumForm.bodyHint")}
        error={message(problems.text)}
        onChange={(event) => change({ text: event.target.value })}
      />
      {draft.images.length < maxImages ? (
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
      {draft.images.length > 0 ? (
        <ul className="forum-previews">
          {draft.images.map((src) => (
            <li key={src}>
              <img src={src} alt={t("forumForm.imagePreview")} width={160} />
              <Button
                size="sm"
                variant="ghost"
                onClick={() => change({ images: draft.images.filter((image) => image !== src) })}
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
              setDraft(EMPTY);
            }}
          >
            {t("forumForm.discardDraft")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
