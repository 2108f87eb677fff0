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
    expect(detectLanguage(stored, browser)).toBe(expected);
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
});
