import {
  type HelpArticleTranslation,
  type HelpArticleTranslationInput,
  type HelpTopicTranslation,
  type HelpTopicTranslationInput,
  INTERFACE_LANGUAGE_NAMES,
  INTERFACE_LANGUAGES,
  type InterfaceLanguage,
  missingHelpLanguages,
} from "@haa/domain";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormTextArea, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { LazySchema } from "../../../shared/forms/lazy-schema.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useDeleteTranslation, useSaveTranslation } from "../api/admin.ts";
import { fieldErrors, showServerErrors } from "./server-errors.ts";

/** A translation's fields; the topic or article and the language come from the editor, not from inputs. */
interface TopicTranslationValues {
  TopicId: number;
  Lang: string;
  Name: string;
  Description: string;
}
const topicTranslationSchema = new LazySchema(() =>
  import("../help-schemas.ts").then(
    (module) =>
      module.helpTopicTranslationInputSchema as unknown as z.ZodType<HelpTopicTranslationInput, TopicTranslationValues>,
  ),
);

interface ArticleTranslationValues {
  ArticleId: number;
  Lang: string;
  Title: string;
  Summary: string;
  Body: string;
}
const articleTranslationSchema = new LazySchema(() =>
  import("../help-schemas.ts").then(
    (module) =>
      module.helpArticleTranslationInputSchema as unknown as z.ZodType<
        HelpArticleTranslationInput,
        ArticleTranslationValues
      >,
  ),
);

/** "Missing: cs, ja" or "All languages": what an administrator still has to translate. */
export function useMissingLabel() {
  const { t } = useTranslation();
  return (translated: readonly string[]) => {
    const missing = missingHelpLanguages(translated);
    return missing.length ? t("helpAdmin.missing", { languages: missing.join(", ") }) : t("helpAdmin.complete");
  };
}

/**
 * The editor's language switcher: English is the original (the topic or article itself), every other language
 * a translation; languages without one are marked. Until a new item is saved only English can be chosen.
 */
export function LanguageSwitcher({
  value,
  onChange,
  translated,
  englishOnly = false,
}: {
  value: InterfaceLanguage;
  onChange: (lang: InterfaceLanguage) => void;
  translated: readonly string[];
  englishOnly?: boolean;
}) {
  const { t } = useTranslation();
  const missingLabel = useMissingLabel();
  return (
    <fieldset className="help-langs">
      <legend>{t("helpAdmin.language")}</legend>
      <div className="help-langs__list">
        {INTERFACE_LANGUAGES.map((code) => {
          const missing = code !== "en" && !translated.includes(code);
          const name = <span lang={code}>{INTERFACE_LANGUAGE_NAMES[code]}</span>;
          return (
            <button
              key={code}
              type="button"
              className={`help-langs__item${missing ? " help-langs__item--missing" : ""}`}
              aria-pressed={value === code}
              disabled={englishOnly && code !== "en"}
              onClick={() => onChange(code)}
            >
              {code === "en" ? t("helpAdmin.source", { name: INTERFACE_LANGUAGE_NAMES.en }) : name}
            </button>
          );
        })}
      </div>
      <p className="help-langs__missing">{missingLabel(translated)}</p>
    </fieldset>
  );
}

function DeleteTranslation({ kind, id, lang }: { kind: "Topic" | "Article"; id: number; lang: InterfaceLanguage }) {
  const { t } = useTranslation();
  const remove = useDeleteTranslation();
  return (
    <Button
      variant="ghost"
      loading={remove.isPending}
      onClick={() =>
        remove.mutate(
          { kind, id, lang },
          {
            onSuccess: (result) => toast.success(result.Message),
            onError: (error) => toast.error(errorMessage(t, error)),
          },
        )
      }
    >
      {t("helpAdmin.deleteTranslation")}
    </Button>
  );
}

/** One language of a topic: name and description. */
export function TopicTranslationForm({
  topicId,
  lang,
  existing,
}: {
  topicId: number;
  lang: InterfaceLanguage;
  existing?: HelpTopicTranslation;
}) {
  const { t } = useTranslation();
  const save = useSaveTranslation();
  const form = useZodForm(topicTranslationSchema, {
    defaultValues: {
      TopicId: topicId,
      Lang: lang,
      Name: existing?.Name ?? "",
      Description: existing?.Description ?? "",
    },
  });
  const errors = fieldErrors(save.error);
  const submit = (values: HelpTopicTranslationInput) =>
    save.mutate(
      { kind: "Topic", ...values },
      {
        onSuccess: (result) => toast.success(result.Message),
        onError: (error) => showServerErrors(form, error, ["Name", "Description"]),
      },
    );
  return (
    <Form form={form} className="help-translation" onValid={submit}>
      {existing ? null : <p className="help-notice">{t("helpAdmin.translationHint")}</p>}
      {save.isError && !Object.keys(errors).length ? <p role="alert">{errorMessage(t, save.error)}</p> : null}
      <FormTextField control={form.control} name="Name" label={t("helpAdmin.name")} lang={lang} required />
      <FormTextArea control={form.control} name="Description" label={t("helpAdmin.description")} lang={lang} rows={3} />
      <div className="help-translation__actions">
        <Button type="submit" loading={save.isPending}>
          {t("helpAdmin.save")}
        </Button>
        {existing ? <DeleteTranslation kind="Topic" id={topicId} lang={lang} /> : null}
      </div>
    </Form>
  );
}

/** One language of an article: title, summary and body (sanitised by the server like the English body). */
export function ArticleTranslationForm({
  articleId,
  lang,
  existing,
  englishTitle,
}: {
  articleId: number;
  lang: InterfaceLanguage;
  existing?: HelpArticleTranslation;
  englishTitle: string;
}) {
  const { t } = useTranslation();
  const save = useSaveTranslation();
  const form = useZodForm(articleTranslationSchema, {
    defaultValues: {
      ArticleId: articleId,
      Lang: lang,
      Title: existing?.Title ?? "",
      Summary: existing?.Summary ?? "",
      Body: existing?.Body ?? "",
    },
  });
  const errors = fieldErrors(save.error);
  const submit = (values: HelpArticleTranslationInput) =>
    save.mutate(
      { kind: "Article", ...values },
      {
        onSuccess: (result) => toast.success(result.Message),
        onError: (error) => showServerErrors(form, error, ["Title", "Summary", "Body"]),
      },
    );
  return (
    <Form form={form} className="help-translation" onValid={submit}>
      {existing ? null : <p className="help-notice">{t("helpAdmin.translationHint")}</p>}
      <p className="help-translation__source">
        {t("helpAdmin.englishOriginal")}: <span lang="en">{englishTitle}</span>
      </p>
      {save.isError && !Object.keys(errors).length ? <p role="alert">{errorMessage(t, save.error)}</p> : null}
      <FormTextField control={form.control} name="Title" label={t("helpAdmin.titleField")} lang={lang} required />
      <FormTextArea
        control={form.control}
        name="Summary"
        label={t("helpAdmin.summary")}
        hint={t("helpAdmin.summaryHint")}
        lang={lang}
        rows={2}
      />
      <FormTextArea
        control={form.control}
        name="Body"
        label={t("helpAdmin.body")}
        hint={t("helpAdmin.bodyHint")}
        lang={lang}
        rows={12}
        required
      />
      <div className="help-translation__actions">
        <Button type="submit" loading={save.isPending}>
          {t("helpAdmin.save")}
        </Button>
        {existing ? <DeleteTranslation kind="Article" id={articleId} lang={lang} /> : null}
      </div>
    </Form>
  );
}
