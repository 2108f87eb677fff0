import { describe, expect, it } from "vitest";
import { languageUrl, plainExcerpt } from "../../src/platform/pages/page-head.ts";
import { pageLanguage } from "../../src/platform/pages/page-language.ts";

describe("a page head's pure rules (ADR 0095)", () => {
  it.each([
    ["keeps a short text", "A gentle start.", "A gentle start."],
    [
      "drops tags and collapses whitespace",
      "<p>Breath &amp; <b>touch</b></p>\n\n<p>together</p>",
      "Breath & touch together",
    ],
    [
      "cuts a long text at a word, with an ellipsis",
      `${"Listening before touching ".repeat(10)}end`,
      `${"Listening before touching ".repeat(6).trim()}…`,
    ],
    ["cuts a text without spaces where it must", "x".repeat(200), `${"x".repeat(159)}…`],
  ])("%s", (_case, text, expected) => {
    const excerpt = plainExcerpt(text);
    expect(excerpt).toBe(expected);
    expect(excerpt.length).toBeLessThanOrEqual(160);
  });

  it("writes a language's address after the item's own query", () => {
    expect(languageUrl("https://x.example", "/courses", "de")).toBe("https://x.example/courses?lang=de");
    expect(languageUrl("https://x.example", "/topic?id=2&article=5", "ja")).toBe(
      "https://x.example/topic?id=2&article=5&lang=ja",
    );
    expect(languageUrl("https://x.example", "/courses")).toBe("https://x.example/courses");
  });

  it.each([
    ["?lang first", "/courses?lang=pt", "lang=fr", "de", "pt"],
    ["then the cookie", "/courses", "a=1; lang=fr; b=2", "de", "fr"],
    ["an unknown cookie value is ignored", "/courses", "lang=klingon", "de-AT", "de"],
    ["then Accept-Language", "/courses?lang=", undefined, "nb-NO,en;q=0.5", "no"],
    ["then English", "/courses", undefined, undefined, "en"],
  ])("the page language: %s", (_case, url, cookie, acceptLanguage, expected) => {
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (acceptLanguage) headers["accept-language"] = acceptLanguage;
    expect(pageLanguage({ url, headers })).toBe(expected);
  });
});
