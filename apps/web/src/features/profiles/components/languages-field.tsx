import { PROFILE_LANGUAGES, PROFILE_LIMITS } from "@haa/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { displayNames } from "../../../shared/i18n/intl.ts";

/**
 * The languages a member works in: a group of checkboxes (a native multi-select is hard to use with a keyboard
 * and on phones). Names come from the browser in the reader's language.
 */
export function LanguagesField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (codes: string[]) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  const errorId = useId();
  const names = (() => {
    try {
      return displayNames(i18n.language, { type: "language" });
    } catch {
      return null;
    }
  })();
  const full = value.length >= PROFILE_LIMITS.languages;
  const toggle = (code: string, on: boolean) => onChange(on ? [...value, code] : value.filter((c) => c !== code));
  return (
    <fieldset
      className="profile-languages"
      aria-describedby={[hintId, error ? errorId : ""].filter(Boolean).join(" ")}
      aria-invalid={error ? true : undefined}
    >
      <legend>{t("profileBio.languages")}</legend>
      <p id={hintId} className="ui-field__hint">
        {t("profileBio.languagesHint")}
      </p>
      <ul className="profile-languages__list">
        {PROFILE_LANGUAGES.map((code) => {
          const checked = value.includes(code);
          return (
            <li key={code}>
              <label className="profile-languages__option">
                <input
                  type="checkbox"
                  name="Languages"
                  value={code}
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) => toggle(code, event.target.checked)}
                />
                <span lang={code}>{names?.of(code) ?? code}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
