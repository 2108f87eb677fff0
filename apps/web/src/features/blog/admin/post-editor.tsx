import {
  BLOG_VISIBILITIES,
  type BlogPost,
  blogPostInputSchema,
  INTERFACE_LANGUAGE_NAMES,
  INTERFACE_LANGUAGES,
} from "@haa/domain";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Checkbox, Select, TextArea, TextField } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { type SavePostInput, usePreviewPost, useSavePost, useUploadBanner } from "../api/admin.ts";
import { BlogBanner } from "../components/banner.tsx";

/** `datetime-local` wants local "YYYY-MM-DDTHH:mm"; the API takes ISO instants. */
function toLocalInput(iso: string | undefined): string {
  const date = iso ? new Date(iso) : new Date();
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

interface Draft {
  Title: string;
  Body: string;
  Tags: string;
  Language: string;
  Visibility: string;
  IsFeatured: boolean;
  PublishedDate: string;
  RemoveBanner: boolean;
}

function draftOf(post: BlogPost | undefined): Draft {
  return {
    Title: post?.Title ?? "",
    Body: post?.Body ?? "",
    Tags: post?.Tags.join(", ") ?? "",
    Language: post?.Language ?? "en",
    Visibility: post?.Visibility ?? "Show",
    IsFeatured: post?.IsFeatured ?? false,
    PublishedDate: toLocalInput(post?.PublishedDate),
    RemoveBanner: false,
  };
}

/** Wraps the selection of the body in markup (the toolbar); plain HTML stays editable by hand. */
function wrapSelection(area: HTMLTextAreaElement, before: string, after: string): string {
  const { selectionStart: start, selectionEnd: end, value } = area;
  return `${value.slice(0, start)}${before}${value.slice(start, end)}${after}${value.slice(end)}`;
}

/** Writes or edits a post: title, body (HTML, sanitised on save), tags, language, visibility, date, banner. */
export function PostEditor({ post, onDone }: { post?: BlogPost; onDone: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(post));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<File | null>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const save = useSavePost();
  const upload = useUploadBanner();
  const preview = usePreviewPost();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const input = (): SavePostInput => ({
    ...(post ? { Id: post.Id } : {}),
    Title: draft.Title,
    Body: draft.Body,
    Tags: draft.Tags.split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    Language: draft.Language as SavePostInput["Language"],
    Visibility: draft.Visibility as SavePostInput["Visibility"],
    IsFeatured: draft.IsFeatured,
    PublishedDate: draft.PublishedDate ? new Date(draft.PublishedDate).toISOString() : undefined,
    ...(draft.RemoveBanner ? { RemoveBanner: true } : {}),
  });

  const tool = (before: string, after: string) => {
    const area = bodyRef.current;
    if (!area) return;
    set("Body", wrapSelection(area, before, after));
    area.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = input();
    const checked = blogPostInputSchema.safeParse(values);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? "Body");
        found[field] ??= t(issue.message as "blogForm.titleRequired");
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(values);
      if (banner) await upload.mutateAsync({ id: saved.Data.Id, file: banner });
      toast.success(saved.Message);
      onDone();
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };

  return (
    <form className="blog-editor card" onSubmit={submit} noValidate aria-labelledby="blog-editor-title">
      <h2 id="blog-editor-title">{post ? t("blogAdmin.formTitleEdit") : t("blogAdmin.formTitleNew")}</h2>
      <TextField
        label={t("blogAdmin.fieldTitle")}
        value={draft.Title}
        maxLength={200}
        error={errors.Title}
        onChange={(event) => set("Title", event.target.value)}
      />
      <div className="blog-editor__toolbar" role="toolbar" aria-label={t("blogAdmin.toolbar")}>
        <Button size="sm" variant="secondary" onClick={() => tool("<strong>", "</strong>")}>
          {t("blogAdmin.bold")}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => tool("<em>", "</em>")}>
          {t("blogAdmin.italic")}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => tool("<h2>", "</h2>")}>
          {t("blogAdmin.heading")}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => tool("<ul>\n<li>", "</li>\n</ul>")}>
          {t("blogAdmin.list")}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => tool("<blockquote>", "</blockquote>")}>
          {t("blogAdmin.quote")}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            const href = window.prompt(t("blogAdmin.linkPrompt"), "https://");
            if (href) tool(`<a href="${href.replace(/"/g, "&quot;")}">`, "</a>");
          }}
        >
          {t("blogAdmin.link")}
        </Button>
      </div>
      <TextArea
        ref={bodyRef}
        label={t("blogAdmin.fieldBody")}
        hint={t("blogAdmin.bodyHint")}
        rows={14}
        value={draft.Body}
        error={errors.Body}
        onChange={(event) => set("Body", event.target.value)}
        className="blog-editor__body"
      />
      <div className="blog-editor__grid">
        <TextField
          label={t("blogAdmin.fieldTags")}
          hint={t("blogAdmin.tagsHint")}
          value={draft.Tags}
          error={errors.Tags}
          onChange={(event) => set("Tags", event.target.value)}
        />
        <Select
          label={t("blogAdmin.fieldLanguage")}
          value={draft.Language}
          options={INTERFACE_LANGUAGES.map((code) => ({ value: code, label: INTERFACE_LANGUAGE_NAMES[code] }))}
          onChange={(event) => set("Language", event.target.value)}
        />
        <Select
          label={t("blogAdmin.fieldVisibility")}
          value={draft.Visibility}
          options={BLOG_VISIBILITIES.map((value) => ({
            value,
            label: value === "Show" ? t("blogAdmin.visibilityShow") : t("blogAdmin.visibilityHide"),
          }))}
          onChange={(event) => set("Visibility", event.target.value)}
        />
        <TextField
          type="datetime-local"
          label={t("blogAdmin.fieldPublished")}
          hint={t("blogAdmin.publishedHint")}
          value={draft.PublishedDate}
          error={errors.PublishedDate}
          onChange={(event) => set("PublishedDate", event.target.value)}
        />
      </div>
      <Checkbox
        label={t("blogAdmin.fieldFeatured")}
        checked={draft.IsFeatured}
        onChange={(event) => set("IsFeatured", event.target.checked)}
      />
      <div className="blog-editor__banner">
        {post?.Banner && !draft.RemoveBanner ? (
          <figure>
            <BlogBanner src={post.BannerCard ?? post.Banner} className="blog-editor__current" />
            <figcaption className="muted">{t("blogAdmin.currentBanner")}</figcaption>
          </figure>
        ) : null}
        <TextField
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          label={t("blogAdmin.fieldBanner")}
          hint={t("blogAdmin.bannerHint")}
          onChange={(event) => setBanner(event.target.files?.[0] ?? null)}
        />
        {post?.Banner ? (
          <Checkbox
            label={t("blogAdmin.removeBanner")}
            checked={draft.RemoveBanner}
            onChange={(event) => set("RemoveBanner", event.target.checked)}
          />
        ) : null}
      </div>
      <div className="blog-editor__actions">
        <Button type="submit" loading={save.isPending || upload.isPending}>
          {t("blogAdmin.savePost")}
        </Button>
        <Button
          variant="secondary"
          loading={preview.isPending}
          onClick={() => preview.mutate(draft.Body, { onError: (error) => toast.error(errorMessage(t, error)) })}
          disabled={!draft.Body.trim()}
        >
          {t("blogAdmin.preview")}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t("common.cancel")}
        </Button>
      </div>
      {preview.data ? (
        <section className="blog-editor__preview" aria-labelledby="blog-preview-title">
          <h2 id="blog-preview-title">{t("blogAdmin.preview")}</h2>
          <p className="muted">{t("blogTeaser.minutesRead", { minutes: preview.data.ReadingMinutes })}</p>
          <h3>{draft.Title}</h3>
          <div
            className="blog-article__body"
            // What the server's sanitiser returned for this body: exactly what readers will get.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text (ADR 0023)
            dangerouslySetInnerHTML={{ __html: preview.data.Body }}
          />
        </section>
      ) : null}
    </form>
  );
}
