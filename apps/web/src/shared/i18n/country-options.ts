import { COUNTRIES } from "@haa/domain";
import { useDeferredValue } from "react";
import type { SelectOption } from "../ui/fields.tsx";
import { collator, displayName, displayNames } from "./intl.ts";

/** Each country once (the United States leads the list and comes again in A–Z order). */
const UNIQUE_COUNTRIES = [...new Map(COUNTRIES.map((country) => [country.name, country])).values()];

/** What an option sends: the English name (what the server stores for a person, a seminar or an event) or the code. */
export type CountryValue = "name" | "code";

const made = new Map<string, readonly SelectOption[]>();

function build(language: string, value: CountryValue): readonly SelectOption[] {
  const english = UNIQUE_COUNTRIES.map((country) => ({ value: country[value], label: country.name }));
  // English labels are the names themselves, already in order (the United States first, then A–Z).
  if (language === "en") return english;
  try {
    displayNames(language, { type: "region" });
  } catch {
    // A language the browser cannot name countries in: the English list, in its own order.
    return english;
  }
  // A historic or unknown code keeps the English name.
  const options = UNIQUE_COUNTRIES.map((country) => ({
    value: country[value],
    label: displayName(language, "region", country.code, country.name),
  }));
  const [first, ...rest] = options;
  const byName = collator(language);
  rest.sort((a, b) => byName.compare(a.label, b.label));
  return first ? [first, ...rest] : rest;
}

/**
 * Country options labelled in the reader's language and sorted by those labels (the United States first), made
 * once per language and value: building 250 region names and sorting them is a screen's longest task on a slow
 * phone, so English, whose labels are the values, pays nothing.
 */
export function countryOptions(language: string, value: CountryValue = "name"): readonly SelectOption[] {
  const key = `${language}|${value}`;
  let options = made.get(key);
  if (!options) {
    options = build(language, value);
    made.set(key, options);
  }
  return options;
}

/**
 * `countryOptions` for a screen the server renders (ADR 0096): the first render, on the server and at hydration,
 * has the English labels; the reader's are put in by a deferred render right after. The server's and the browser's
 * Intl data are not the same version, and one country named differently (or sorted elsewhere) fails the hydration.
 */
export function useCountryOptions(language: string, value: CountryValue = "name"): readonly SelectOption[] {
  return useDeferredValue(countryOptions(language, value), countryOptions("en", value));
}
