import { COUNTRIES } from "@haa/domain";
import { collator, displayNames } from "../../../shared/i18n/intl.ts";
import type { SelectOption } from "../../../shared/ui/fields.tsx";

const UNIQUE = [...new Map(COUNTRIES.map((country) => [country.code, country])).values()];

/** Reference countries by ISO code, named in the reader's language where the browser knows the name. */
export function countryOptions(language: string): SelectOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    if (!language.startsWith("en")) names = displayNames(language, { type: "region" });
  } catch {
    names = null;
  }
  const options = UNIQUE.map((country) => {
    let label = country.name;
    try {
      const local = names?.of(country.code);
      if (local && local !== country.code) label = local;
    } catch {
      // A code the browser does not know: the English name stays.
    }
    return { value: country.code, label };
  });
  const byName = collator(language);
  return options.sort((a, b) => byName.compare(a.label, b.label));
}
