import {
  INTERFACE_LANGUAGE_NAMES,
  TRANSLATION_LANGUAGES,
  type TranslatableKind,
  type TranslationLanguage,
} from "@haa/domain";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { loadChunk } from "../lazy-chunk.ts";
import { Select } from "../ui/fields.tsx";

const TranslationsPanel = lazy(() =>
  loadChunk(() => import("./translations-panel.tsx")).then((m) => ({ default: m.TranslationsPanel })),
);

/**
 * The translations of one item, edited beside its English original (ADR 0097), under an administrator's editor once
 * the item exists. Loaded when first shown: the administration chunks that show it stay within their budget.
 */
export function TranslationsEditor(props: { kind: TranslatableKind; id: number }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p role="status">{t("translations.loading")}</p>}>
      <TranslationsPanel {...props} />
    </Suspense>
  );
}

/** The administrators' list filter: items not yet translated into a language (`MissingLanguage`). */
export function MissingLanguageFilter({
  value,
  onChange,
}: {
  value: TranslationLanguage | "";
  onChange: (value: TranslationLanguage | "") => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t("translations.missingFilter")}
      options={[
        { value: "", label: t("translations.anyLanguage") },
        ...TRANSLATION_LANGUAGES.map((code) => ({ value: code, label: INTERFACE_LANGUAGE_NAMES[code] })),
      ]}
      value={value}
      onChange={(event) => onChange(event.target.value as TranslationLanguage | "")}
    />
  );
}

/** A list cell: the languages an item is translated into, or "not translated yet". */
export function TranslatedLanguages({ languages }: { languages: readonly TranslationLanguage[] }) {
  const { t } = useTranslation();
  if (languages.length === 0)
    return <span className="translations-languages--none">{t("translations.noLanguages")}</span>;
  return (
    <span className="translations-languages" title={languages.map((code) => INTERFACE_LANGUAGE_NAMES[code]).join(", ")}>
      {languages.map((code) => code.toUpperCase()).join(" ")}
    </span>
  );
}
