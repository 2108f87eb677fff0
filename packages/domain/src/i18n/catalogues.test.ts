import { describe, expect, it } from "vitest";
import { INTERFACE_LANGUAGES } from "./languages.ts";
import { CATALOGUES, catalogueKeys, translate } from "./translate.ts";

const englishKeys = catalogueKeys(CATALOGUES.en).sort();

describe("translation catalogues", () => {
  it.each(INTERFACE_LANGUAGES.filter((l) => l !== "en"))("%s has every English key and no stray ones", (language) => {
    expect(catalogueKeys(CATALOGUES[language]).sort()).toEqual(englishKeys);
  });

  it.each(INTERFACE_LANGUAGES)("%s keeps every {{placeholder}} of the English text", (language) => {
    for (const key of englishKeys) {
      const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
      expect(placeholders(translate(language, key)), key).toEqual(placeholders(translate("en", key)));
    }
  });

  it("interpolates and falls back to the key", () => {
    expect(translate("en", "email.greeting", { name: "Ada" })).toBe("Hello Ada,");
    expect(translate("ja", "no.such.key")).toBe("no.such.key");
  });
});
