import {
  type HelpArticleTranslation,
  type HelpTopicTranslation,
  INTERFACE_LANGUAGE_NAMES,
  INTERFACE_LANGUAGES,
  type InterfaceLanguage,
  missingHelpLanguages,
} from "@haa/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { TextArea, TextField } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useDeleteTranslation, useSaveTranslation } from "../api/admin.ts";

const fieldErrors = (error: unknown): Record<string, string> => (error instanceof ApiError ? error.errors : {});

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
  const [name, setName] = useState(existing?.Name ?? "");
  const [description, setDescription] = useState(existing?.Description ?? "");
  const errors = fieldErrors(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { kind: "Topic", TopicId: topicId, Lang: lang, Name: name, Description: description },
      { onSuccess: (result) => toast.success(result.Message) },
    );
  };
  return (
    <form className="help-translation" onSubmit={submit} noValidate>
      {existing ? null : <p className="help-notice">{t("helpAdmin.translationHint")}</p>}
      {save.isError && !Object.keys(errors).length ? <p role="alert">{errorMessage(t, save.error)}</p> : null}
      <TextField
        label={t("helpAdmin.name")}
        lang={lang}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.Name}
        required
      />
      <TextArea
        label={t("helpAdmin.description")}
        lang={lang}
        value={description}
        rows={3}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.Description}
      />
      <div className="help-translation__actions">
        <Button type="submit" loading={save.isPending}>
          {t("helpAdmin.save")}
        </Button>
        {existing ? <DeleteTranslation kind="Topic" id={topicId} lang={lang} /> : null}
      </div>
    </form>
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
  const [title, setTitle] = useState(existing?.Title ?? "");
  const [summary, setSummary] = useState(existing?.Summary ?? "");
  const [body, setBody] = useState(existing?.Body ?? "");
  const errors = fieldErrors(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { kind: "Article", ArticleId: articleId, Lang: lang, Title: title, Summary: summary, Body: body },
      { onSuccess: (result) => toast.success(result.Message) },
    );
  };
  return (
    <form className="help-translation" onSubmit={submit} noValidate>
      {existing ? null : <p className="help-notice">{t("helpAdmin.translationHint")}</p>}
      <p className="help-translation__source">
        {t("helpAdmin.englishOriginal")}: <span lang="en">{englishTitle}</span>
      </p>
      {save.isError && !Object.keys(errors).length ? <p role="alert">{errorMessage(t, save.error)}</p> : null}
      <TextField
        label={t("helpAdmin.titleField")}
        lang={lang}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.Title}
        required
      />
      <TextArea
        label={t("helpAdmin.summary")}
        hint={t("helpAdmin.summaryHint")}
        lang={lang}
        value={summary}
        rows={2}
        onChange={(e) => setSummary(e.target.value)}
        error={errors.Summary}
      />
      <TextArea
        label={t("helpAdmin.body")}
        hint={t("helpAdmin.bodyHint")}
        lang={lang}
        value={body}
        rows={12}
        onChange={(e) => setBody(e.target.value)}
        error={errors.Body}
        required
      />
      <div className="help-translation__actions">
        <Button type="submit" loading={save.isPending}>
          {t("helpAdmin.save")}
        </Button>
        {existing ? <DeleteTranslation kind="Article" id={articleId} lang={lang} /> : null}
      </div>
    </form>
  );
}
