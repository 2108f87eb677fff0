/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { NAMESPACED } from "./catalogues.ts";
import { INTERFACE_LANGUAGES } from "./languages.ts";
import { NAMESPACES } from "./namespaces.ts";
import { catalogueKeys, catalogueOf, translate } from "./translate.ts";

const englishKeys = catalogueKeys(catalogueOf("en")).sort();

describe("translation catalogues", () => {
  it.each(INTERFACE_LANGUAGES.filter((l) => l !== "en"))("%s has every English key and no stray ones", (language) => {
    for (const namespace of NAMESPACES) {
      expect(catalogueKeys(NAMESPACED[language][namespace]).sort(), `${language}/${namespace}`).toEqual(
        catalogueKeys(NAMESPACED.en[namespace]).sort(),
      );
    }
  });

  it.each(INTERFACE_LANGUAGES)("%s keeps every {{placeholder}} of the English text", (language) => {
    for (const key of englishKeys) {
      const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
      expect(placeholders(translate(language, key)), key).toEqual(placeholders(translate("en", key)));
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
