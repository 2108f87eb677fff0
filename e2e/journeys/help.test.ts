import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchBrowser, newPage } from "../support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("a visitor uses the help centre", () => {
  it("searches, opens a topic and an article, all in the help layout", async () => {
    const page = await newPage(browser);
    await page.goto("/helpcenter");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Help centre" }).isVisible()).toBe(true);
    const topics = page.getByRole("navigation", { name: "Topics" });
    await expect.poll(() => topics.getByRole("link", { name: /Store & orders/ }).isVisible()).toBe(true);
    const popular = page.getByRole("region", { name: "Popular articles" });
    await expect.poll(() => popular.getByRole("link").count()).toBeGreaterThanOrEqual(3);
    // The site header stays around the help layout.
    expect(await page.getByRole("banner").isVisible()).toBe(true);
    await expectAccessible(page, "/helpcenter");

    await page.getByRole("searchbox", { name: "Search help" }).fill("password");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe("password");
    await expect.poll(() => page.getByRole("heading", { name: /^Articles found: \d+/ }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Resetting a forgotten password" }).isVisible()).toBe(true);
    await expectAccessible(page, "/helpcenter?search=");

    await topics.getByRole("link", { name: /Courses & seminars/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/topic");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Courses & seminars" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Finding and enrolling in a seminar" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("article")).toMatch(/^\d+$/);
    const article = page.getByRole("article");
    await expect
      .poll(() => article.getByRole("heading", { level: 1, name: "Finding and enrolling in a seminar" }).isVisible())
      .toBe(true);
    expect(await article.getByRole("link", { name: "course catalogue" }).getAttribute("href")).toBe("/courses");
    expect(await topics.getByRole("link", { name: /Courses & seminars/ }).getAttribute("aria-current")).toBe("page");
    await expectAccessible(page, "/topic?id&article");
    await page.close();
  });

  it("folds the topics behind a button on a phone", async () => {
    const page = await newPage(browser, { mobile: true });
    await page.goto("/helpcenter");
    const toggle = page.getByRole("button", { name: "Browse topics" });
    await expect.poll(() => toggle.isVisible()).toBe(true);
    const link = page.getByRole("navigation", { name: "Topics" }).getByRole("link", { name: /Account & privacy/ });
    expect(await link.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => link.isVisible()).toBe(true);
    await expectAccessible(page, "/helpcenter on a phone");
    await page.close();
  });
});

describe("a German reader uses the help centre", () => {
  it("switches the interface to German, finds the German article by a German word and reads it marked lang=de", async () => {
    const page = await newPage(browser);
    await page.goto("/helpcenter");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Help centre" }).isVisible()).toBe(true);
    await page.getByRole("contentinfo").getByLabel("Language").selectOption("de");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Hilfe-Center" }).isVisible()).toBe(true);
    const topics = page.getByRole("navigation", { name: "Themen" });
    await expect.poll(() => topics.getByRole("link", { name: /Shop & Bestellungen/ }).isVisible()).toBe(true);

    // "Passwort" is only in the German text; German stems find "zurücksetzen" articles by it.
    await page.getByRole("searchbox", { name: "Hilfe durchsuchen" }).fill("Passwort");
    await page.getByRole("button", { name: "Suchen", exact: true }).click();
    await expect.poll(() => page.getByRole("heading", { name: /^Gefundene Artikel: \d+/ }).isVisible()).toBe(true);
    const result = page.getByRole("link", { name: "Ein vergessenes Passwort zurücksetzen" });
    await expect.poll(() => result.isVisible()).toBe(true);
    expect(await result.getAttribute("lang")).toBe("de");
    await expectAccessible(page, "/helpcenter?search= (de)");

    await result.click();
    const article = page.getByRole("article");
    await expect
      .poll(() => article.getByRole("heading", { level: 1, name: "Ein vergessenes Passwort zurücksetzen" }).isVisible())
      .toBe(true);
    expect(await article.getAttribute("lang")).toBe("de");
    expect(await article.getByRole("link", { name: "Kontaktformular" }).getAttribute("href")).toBe("/contact");
    await expectAccessible(page, "/topic?id&article (de)");
    await page.close();
  });
});

describe("a visitor reads a modality page", () => {
  it("opens /bodytalk from the overview and follows its course link to the catalogue", async () => {
    const page = await newPage(browser);
    await page.goto("/modalities");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "The modalities" }).isVisible()).toBe(true);
    await expectAccessible(page, "/modalities");
    await page.getByRole("link", { name: "BodyTalk", exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/bodytalk");
    await expect
      .poll(() => page.getByRole("heading", { level: 2, name: "What a session is like" }).isVisible())
      .toBe(true);
    await expectAccessible(page, "/bodytalk");
    await page.getByRole("link", { name: "Courses in BodyTalk" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/courses");
    await expect
      .poll(() =>
        page
          .getByRole("link", { name: /Foundations Module 1/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.close();
  });
});
