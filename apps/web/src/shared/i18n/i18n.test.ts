import { WEB_NAMESPACES } from "@haa/domain";
import i18next from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage, detectLanguage } from "./i18n.ts";

describe("interface language at start", () => {
  it.each([
    ["the stored choice wins over the browser", "fr", "de-DE", "fr"],
    ["the browser language when nothing is stored", null, "pt-BR", "pt"],
    ["Norwegian Bokmål becomes no", null, "nb-NO", "no"],
    ["Norwegian Nynorsk becomes no", null, "nn", "no"],
    ["an unsupported browser language becomes English", null, "it-IT", "en"],
    ["an unsupported stored value becomes English", "xx", "de", "en"],
    ["no information at all becomes English", null, undefined, "en"],
  ])("%s", (_case, stored, browser, expected) => {
    expect(detectLanguage(stored, browser, "")).toBe(expected);
  });

  // The server's order for the page's <head> (ADR 0095): ?lang, then the stored choice, then the browser.
  it.each([
    ["?lang wins over the stored choice and the browser", "?lang=ja", "fr", "de-DE", "ja"],
    ["?lang in any case, among other parameters", "?page=2&LANG=x&lang=CS", null, "de", "cs"],
    ["an unknown ?lang falls back to the stored choice", "?lang=xx", "fr", "de", "fr"],
    ["a regional ?lang is not one of the eight codes", "?lang=pt-BR", null, "de", "de"],
    ["an empty ?lang falls back to the browser", "?lang=", null, "es-MX", "es"],
  ])("%s", (_case, search, stored, browser, expected) => {
    expect(detectLanguage(stored, browser, search)).toBe(expected);
  });
});

describe("changing the language", () => {
  afterEach(async () => {
    await i18next.changeLanguage("en");
  });

  it("stores the choice, loads its catalogue and updates <html lang>", async () => {
    await changeLanguage("de");
    expect(localStorage.getItem("language")).toBe("de");
    expect(document.documentElement.lang).toBe("de");
    expect(i18next.resolvedLanguage).toBe("de");
    expect(i18next.t("nav.home")).not.toBe("nav.home");
  });

  it("finds every namespace's keys in `common`, whether it arrived before `common` or after", async () => {
    // The tests load every namespace, so the new language's are read at once, in no set order.
    await changeLanguage("de");
    for (const namespace of WEB_NAMESPACES) {
      const catalogue = i18next.getResourceBundle("de", namespace) as Record<string, unknown>;
      for (const [group, texts] of Object.entries(catalogue)) {
        expect(i18next.getResource("de", "common", group)).toEqual(texts);
      }
    }
    expect(i18next.t("forum.eyebrow")).toBe("Gemeinschaft");
  });

  it("writes the lang cookie, so the server renders the next page in the chosen language", async () => {
    await changeLanguage("fr");
    expect(document.cookie).toMatch(/(^|; )lang=fr(;|$)/);
    await changeLanguage("ja");
    expect(document.cookie).toMatch(/(^|; )lang=ja(;|$)/);
  });

  it("keeps a language address in the bar in step with the choice", async () => {
    history.replaceState(null, "", "/courses?lang=de&page=2");
    try {
      await changeLanguage("pt");
      expect(location.search).toBe("?lang=pt&page=2");
    } finally {
      history.replaceState(null, "", "/");
    }
  });
});
