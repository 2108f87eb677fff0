import {
  BLOG_VISIBILITIES,
  type BlogPost,
  type BlogPostInput,
  INTERFACE_LANGUAGE_NAMES,
  INTERFACE_LANGUAGES,
} from "@haa/domain";
import { type RefObject, useRef, useState } from "react";
import { type Control, useController, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormCheckbox, FormSelect, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { LazySchema } from "../../../shared/forms/lazy-schema.ts";
import { translateMessage } from "../../../shared/i18n/translate-message.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { TextArea, TextField } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { usePreviewPost, useSavePost, useUploadBanner } from "../api/admin.ts";
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

const schema = new LazySchema(() =>
  import("../blog-schemas.ts").then(
    (module) => module.blogPostEditorSchema as unknown as z.ZodType<BlogPostInput, Draft>,
  ),
);

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

/** The body, bound to the form like any field; the toolbar also needs the element for its selection. */
function BodyField({
  control,
  bodyRef,
}: {
  control: Control<Draft, unknown, BlogPostInput>;
  bodyRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: "Body" });
  return (
    <TextArea
      ref={(element) => {
        field.ref(element);
        bodyRef.current = element;
      }}
      name={field.name}
      label={t("blogAdmin.fieldBody")}
      hint={t("blogAdmin.bodyHint")}
      rows={14}
      value={field.value}
      error={fieldState.error ? translateMessage(t, fieldState.error.message) : undefined}
      onChange={field.onChange}
      onBlur={field.onBlur}
      className="blog-editor__body"
    />
  );
}

/** A rule's message anywhere under an error: a tag's own rule reports at `Tags.<n>`, the field shows it. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  if ("message" in error && typeof error.message === "string") return error.message;
  for (const [key, value] of Object.entries(error)) {
    const message = key === "ref" ? undefined : firstMessage(value);
    if (message) return message;
  }
  return undefined;
}

/** The tags, typed comma-separated in one field. */
function TagsField({ control }: { control: Control<Draft, unknown, BlogPostInput> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: "Tags" });
  const message = firstMessage(fieldState.error);
  return (
    <TextField
      ref={field.ref}
      name={field.name}
      label={t("blogAdmin.fieldTags")}
      hint={t("blogAdmin.tagsHint")}
      value={field.value}
      error={message ? translateMessage(t, message) : undefined}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}

/** Writes or edits a post: title, body (HTML, sanitised on save), tags, language, visibility, date, banner. */
export function PostEditor({ post, onDone }: { post?: BlogPost; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(schema, { defaultValues: draftOf(post) });
  const [banner, setBanner] = useState<File | null>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const save = useSavePost();
  const upload = useUploadBanner();
  const preview = usePreviewPost();
  const [title, body, removeBanner] = useWatch({ control: form.control, name: ["Title", "Body", "RemoveBanner"] });

  const tool = (before: string, after: string) => {
    const area = bodyRef.current;
    if (!area) return;
    form.setValue("Body", wrapSelection(area, before, after), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    area.focus();
  };

  const onValid = async ({ RemoveBanner, ...values }: BlogPostInput) => {
    try {
      const saved = await save.mutateAsync({
        ...(post ? { Id: post.Id } : {}),
        ...values,
        ...(RemoveBanner ? { RemoveBanner: true } : {}),
      });
      if (banner) await upload.mutateAsync({ id: saved.Data.Id, file: banner });
      toast.success(saved.Message);
      onDone();
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };

  return (
    <Form form={form} onValid={onValid} className="blog-editor card" aria-labelledby="blog-editor-title">
      <h2 id="blog-editor-title">{post ? t("blogAdmin.formTitleEdit") : t("blogAdmin.formTitleNew")}</h2>
      <FormTextField control={form.control} name="Title" label={t("blogAdmin.fieldTitle")} maxLength={200} />
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
      <BodyField control={form.control} bodyRef={bodyRef} />
      <div className="blog-editor__grid">
        <TagsField control={form.control} />
        <FormSelect
          control={form.control}
          name="Language"
          label={t("blogAdmin.fieldLanguage")}
          options={INTERFACE_LANGUAGES.map((code) => ({ value: code, label: INTERFACE_LANGUAGE_NAMES[code] }))}
        />
        <FormSelect
          control={form.control}
          name="Visibility"
          label={t("blogAdmin.fieldVisibility")}
          options={BLOG_VISIBILITIES.map((value) => ({
            value,
            label: value === "Show" ? t("blogAdmin.visibilityShow") : t("blogAdmin.visibilityHide"),
          }))}
        />
        <FormTextField
          control={form.control}
          name="PublishedDate"
          type="datetime-local"
          label={t("blogAdmin.fieldPublished")}
          hint={t("blogAdmin.publishedHint")}
        />
      </div>
      <FormCheckbox control={form.control} name="IsFeatured" label={t("blogAdmin.fieldFeatured")} />
      <div className="blog-editor__banner">
        {post?.Banner && !removeBanner ? (
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
          <FormCheckbox control={form.control} name="RemoveBanner" label={t("blogAdmin.removeBanner")} />
        ) : null}
      </div>
      <div className="blog-editor__actions">
        <Button type="submit" loading={save.isPending || upload.isPending}>
          {t("blogAdmin.savePost")}
        </Button>
        <Button
          variant="secondary"
          loading={preview.isPending}
          onClick={() => preview.mutate(body, { onError: (error) => toast.error(errorMessage(t, error)) })}
          disabled={!body.trim()}
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
          <h3>{title}</h3>
          <div
            className="blog-article__body"
            // What the server's sanitiser returned for this body: exactly what readers will get.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text (ADR 0023)
            dangerouslySetInnerHTML={{ __html: preview.data.Body }}
          />
        </section>
      ) : null}
    </Form>
  );
}
