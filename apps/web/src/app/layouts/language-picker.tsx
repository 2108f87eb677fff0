import { INTERFACE_LANGUAGE_NAMES, INTERFACE_LANGUAGES, normalizeLanguage } from "@haa/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { changeLanguage } from "../../shared/i18n/i18n.ts";

/** The interface language select: the eight languages by their native names (spec 000 §1). */
export function LanguagePicker({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const value = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <div className={`language-picker language-picker--${tone}`}>
      <label htmlFor={id} className="language-picker__label">
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path
            d="M2 10h16M10 2c2.5 2.4 2.5 13.6 0 16M10 2c-2.5 2.4-2.5 13.6 0 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
        {t("common.language")}
      </label>
      <select
        id={id}
        className="language-picker__select"
        value={value}
        onChange={(event) =>
          // Courses, products and the rest come in the reader's language (ADR 0097): every read is asked again.
          void changeLanguage(normalizeLanguage(event.target.value)).then(() => queryClient.invalidateQueries())
        }
      >
        {INTERFACE_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {INTERFACE_LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
