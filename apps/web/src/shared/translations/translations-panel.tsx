import {
  INTERFACE_LANGUAGE_NAMES,
  type ItemTranslations,
  TRANSLATABLE_KINDS,
  TRANSLATION_LANGUAGES,
  type TranslatableField,
  type TranslatableKind,
  type TranslationEntry,
  type TranslationLanguage,
} from "@haa/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../api/client.ts";
import { errorMessage } from "../api/error-message.ts";
import { Button } from "../ui/button.tsx";
import { Select, TextArea, TextField } from "../ui/fields.tsx";
import { toast } from "../ui/toast/toast-store.ts";
import { useItemTranslations, useSaveTranslations } from "./translations-api.ts";
import "./translations.css";

/** Fields long enough for a text area. */
const LONG: ReadonlySet<TranslatableField> = new Set(["Description", "Body", "Notes"]);

/**
 * The translations of one item, edited beside its English original (ADR 0097): choose a language, see each English
 * field next to its translation, save that language. Placed under an administrator's editor once the item exists.
 */
export function TranslationsPanel({ kind, id }: { kind: TranslatableKind; id: number }) {
  const { t } = useTranslation();
  const item = useItemTranslations(kind, id);
  return (
    <section className="translations-editor card" aria-labelledby={`translations-${kind}-${id}`}>
      <h3 id={`translations-${kind}-${id}`}>{t("translations.heading")}</h3>
      <p className="translations-editor__lead">{t("translations.lead")}</p>
      {item.isPending ? (
        <p role="status">{t("translations.loading")}</p>
      ) : item.isError ? (
        <p role="alert">{t("translations.loadFailed")}</p>
      ) : (
        <LanguageForm key={`${kind}-${id}`} item={item.data} />
      )}
    </section>
  );
}

function LanguageForm({ item }: { item: ItemTranslations }) {
  const { t } = useTranslation();
  const save = useSaveTranslations();
  const [language, setLanguage] = useState<TranslationLanguage>(
    TRANSLATION_LANGUAGES.find((code) => !item.Languages.includes(code)) ?? TRANSLATION_LANGUAGES[0] ?? "de",
  );
  const [drafts, setDrafts] = useState<Partial<Record<TranslationLanguage, TranslationEntry>>>(item.Translations);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const fields = TRANSLATABLE_KINDS[item.Kind] as readonly TranslatableField[];
  const draft = drafts[language] ?? {};

  const change = (field: TranslatableField, value: string) =>
    setDrafts((all) => ({ ...all, [language]: { ...(all[language] ?? {}), [field]: value } }));

  const submit = () => {
    const entry = Object.fromEntries(fields.map((field) => [field, draft[field] ?? ""]));
    save.mutate(
      { Kind: item.Kind, Id: item.Id, Translations: { [language]: entry } },
      {
        onSuccess: (result) => {
          setProblems({});
          setProblem(null);
          setDrafts(result.Data.Translations);
          toast.success(t("translations.saved"));
        },
        onError: (error) => {
          const byField: Record<string, string> = {};
          for (const [path, message] of Object.entries(error instanceof ApiError ? error.errors : {})) {
            const field = path.split(".").at(-1);
            if (field) byField[field] = message;
          }
          setProblems(byField);
          setProblem(errorMessage(t, error));
        },
      },
    );
  };

  const languageOptions = TRANSLATION_LANGUAGES.map((code) => ({
    value: code,
    label: `${INTERFACE_LANGUAGE_NAMES[code]} — ${
      item.Languages.includes(code) ? t("translations.translated") : t("translations.notTranslated")
    }`,
  }));

  return (
    <form
      className="translations-editor__form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Select
        label={t("translations.language")}
        options={languageOptions}
        value={language}
        onChange={(event) => {
          setLanguage(event.target.value as TranslationLanguage);
          setProblems({});
          setProblem(null);
        }}
      />
      <p className="translations-editor__hint">{t("translations.emptyHint")}</p>
      {fields.map((field) => {
        const label = `${t(`translations.fields.${field}`)} (${INTERFACE_LANGUAGE_NAMES[language]})`;
        const original = item.Source[field] ?? "";
        const common = {
          label,
          lang: language,
          value: draft[field] ?? "",
          error: problems[field],
        };
        return (
          <div key={field} className="translations-editor__pair">
            <div className="translations-editor__original">
              <span className="translations-editor__original-label">
                {t(`translations.fields.${field}`)} — {t("translations.original")}
              </span>
              <p lang="en">{original}</p>
            </div>
            {LONG.has(field) ? (
              <TextArea {...common} rows={6} onChange={(event) => change(field, event.target.value)} />
            ) : (
              <TextField {...common} onChange={(event) => change(field, event.target.value)} />
            )}
          </div>
        );
      })}
      {problem ? (
        <p role="alert" className="translations-editor__problem">
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t("translations.saving") : t("translations.save")}
      </Button>
    </form>
  );
}
