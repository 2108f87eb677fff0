import { describe, expect, it } from "vitest";
import { languageFromAcceptHeader, normalizeLanguage } from "./languages.ts";

describe("normalizeLanguage", () => {
  it.each([
    ["en", "en"],
    ["en-US", "en"],
    ["es-MX", "es"],
    ["pt-BR", "pt"],
    ["de", "de"],
    ["cs-CZ", "cs"],
    ["ja", "ja"],
    ["fr-CA", "fr"],
    ["no", "no"],
    ["nb", "no"],
    ["nb-NO", "no"],
    ["nn", "no"],
    ["NN_no", "no"],
    ["it", "en"],
    ["zh-Hans-CN", "en"],
    ["", "en"],
    [null, "en"],
    [undefined, "en"],
  ])("%s becomes %s", (input, expected) => {
    expect(normalizeLanguage(input)).toBe(expected);
  });
});

describe("languageFromAcceptHeader", () => {
  it.each([
    ["ja,en;q=0.8", "ja"],
    ["it,nb;q=0.9,en;q=0.1", "no"],
    ["en;q=0.1,de;q=0.9", "de"],
    ["*", "en"],
    ["", "en"],
    ["xx, yy", "en"],
  ])("%s picks %s", (header, expected) => {
    expect(languageFromAcceptHeader(header)).toBe(expected);
  });
});
