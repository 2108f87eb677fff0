/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { NAMESPACED } from "./catalogues.ts";
import { INTERFACE_LANGUAGES } from "./languages.ts";
import { NAMESPACES } from "./namespaces.ts";
import { catalogueKeys, catalogueOf, translate } from "./translate.ts";

const englishKeys = catalogueKeys(catalogueOf("en")).sort();

/** i18next's plural keys (`moreDates_one`, `moreDates_other`): one family per base key, its forms per language. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const familyOf = (key: string) => key.replace(PLURAL, "");
const formsOf = (keys: string[], family: string) =>
  keys.filter((key) => PLURAL.test(key) && familyOf(key) === family).map((key) => key.match(PLURAL)?.[1] ?? "");

describe("translation catalogues", () => {
  it.each(INTERFACE_LANGUAGES.filter((l) => l !== "en"))("%s has every English key and no stray ones", (language) => {
    for (const namespace of NAMESPACES) {
      const keys = catalogueKeys(NAMESPACED[language][namespace]);
      const english = catalogueKeys(NAMESPACED.en[namespace]);
      // Plural families are compared by their base key: each language has its own forms (checked below).
      const families = (list: string[]) => [...new Set(list.map(familyOf))].sort();
      expect(families(keys), `${language}/${namespace}`).toEqual(families(english));
      expect(keys.filter((key) => !PLURAL.test(key)).sort(), `${language}/${namespace}`).toEqual(
        english.filter((key) => !PLURAL.test(key)).sort(),
      );
    }
  });

  it.each(INTERFACE_LANGUAGES)("%s has exactly the plural forms its language uses for whole numbers", (language) => {
    const rules = new Intl.PluralRules(language);
    const allowed = rules.resolvedOptions().pluralCategories;
    const needed = [...new Set(Array.from({ length: 101 }, (_, n) => rules.select(n)))];
    const keys = catalogueKeys(catalogueOf(language));
    for (const family of new Set(keys.filter((key) => PLURAL.test(key)).map(familyOf))) {
      const forms = formsOf(keys, family);
      for (const form of needed) expect(forms, `${family}_${form}`).toContain(form);
      for (const form of forms) expect(allowed, `${family}_${form} in ${language}`).toContain(form);
    }
  });

  it.each(INTERFACE_LANGUAGES)("%s keeps every {{placeholder}} of the English text", (language) => {
    const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
    for (const key of englishKeys) {
      expect(placeholders(translate(language, key)), key).toEqual(placeholders(translate("en", key)));
    }
    // A language's own plural forms keep the placeholders of the English "other" form.
    for (const key of catalogueKeys(catalogueOf(language)).filter((k) => PLURAL.test(k))) {
      expect(placeholders(translate(language, key)), key).toEqual(
        placeholders(translate("en", `${familyOf(key)}_other`)),
      );
    }
  });

  it("gives each top-level group to exactly one namespace, so a key means one text everywhere", () => {
    const owners = new Map<string, string>();
    for (const namespace of NAMESPACES) {
      for (const group of Object.keys(NAMESPACED.en[namespace])) {
        expect(owners.get(group), `${group} is in ${owners.get(group)} and ${namespace}`).toBeUndefined();
        owners.set(group, namespace);
      }
    }
  });

  it("imports every catalogue file on disk, and nothing else is there", () => {
    const onDisk = Object.keys(import.meta.glob("./locales/**/*.json")).sort();
    const expected = INTERFACE_LANGUAGES.flatMap((l) => NAMESPACES.map((n) => `./locales/${l}/${n}.json`)).sort();
    expect(onDisk).toEqual(expected);
  });

  it("interpolates and falls back to the key", () => {
    expect(translate("en", "email.greeting", { name: "Ada" })).toBe("Hello Ada,");
    expect(translate("ja", "no.such.key")).toBe("no.such.key");
  });
});
