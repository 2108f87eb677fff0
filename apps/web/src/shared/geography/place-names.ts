import { COUNTRIES, REGIONS, type RegionName } from "@haa/domain";
import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { collator, displayName } from "../i18n/intl.ts";

/**
 * The geography's regions as the UN M.49 areas (and Antarctica's ISO code) `Intl.DisplayNames` names in every
 * interface language: the regions are those areas (`REGIONS`), so no catalogue has to list them.
 */
const REGION_AREAS: Record<RegionName, string> = {
  Africa: "002",
  Americas: "019",
  Antarctic: "AQ",
  Asia: "142",
  Europe: "150",
  Oceania: "009",
};

const REGION_NAMES = new Map<number, RegionName>(REGIONS.map((region) => [region.Id, region.Name]));
const CODE_OF_NAME = new Map(COUNTRIES.map((country) => [country.name, country.code]));

/**
 * Region and country names in a language, one source for every screen that shows a place (the directory, seminars,
 * the practice place, the coordinators' lists). English keeps the data's own names, which the country list and the
 * geography calls spell; another language asks the browser by code and keeps the English name where it has none.
 * States, provinces and cities stay as the data set names them: it has no other language.
 */
export function placeNames(language: string) {
  const english = language === "en";
  const country = (code: string | null | undefined, fallback: string | null | undefined): string => {
    const name = fallback ?? code ?? "";
    return english || !code ? name : displayName(language, "region", code.toUpperCase(), name);
  };
  return {
    region(region: { Id: number; Name: string }): string {
      const area = REGION_AREAS[REGION_NAMES.get(region.Id) ?? (region.Name as RegionName)];
      return english || !area ? region.Name : displayName(language, "region", area, region.Name);
    },
    /** A country by its ISO code; `fallback` (the English name) when the code is missing or unknown. */
    country,
    /** A country by the English name a seminar, an event or a venue stores. */
    countryNamed(name: string | null | undefined): string {
      return name ? country(CODE_OF_NAME.get(name), name) : "";
    },
    /** Options sorted by their names in the language. */
    sorted<T extends { label: string }>(options: T[]): T[] {
      const byName = collator(language);
      return [...options].sort((a, b) => byName.compare(a.label, b.label));
    },
  };
}

export type PlaceNames = ReturnType<typeof placeNames>;

/**
 * `placeNames` in the reader's language for a screen the server renders (ADR 0096): the first render, on the server
 * and at hydration, names places in English, and the reader's names come with a deferred render right after. The
 * server's and the browser's Intl data are not the same version, and one name spelled otherwise fails the hydration.
 */
export function usePlaceNames(): PlaceNames {
  const { i18n } = useTranslation();
  return placeNames(useDeferredValue(i18n.language, "en"));
}
