import { translate } from "@haa/domain";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, newContext } from "../support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const ARTICLE = "Annual General Meeting 2026: What the Members Decided";
const titled = (language: "en" | "fr" | "de", page: string) => `${page} · ${translate(language, "common.siteName")}`;

describe("every page's head in the reader's language (ADR 0095)", () => {
  it("comes with the opened page from the server, follows client-side navigation and the chosen language", async () => {
    const context = await newContext(browser, { locale: "de-DE" });
    const page = await context.newPage();

    // A language address beats the browser's language, in the server's head and in the app.
    const response = await page.goto("/blog?lang=fr");
    const html = (await response?.text()) ?? "";
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/blog?lang=fr">`);
    expect(html).toContain(`<link rel="alternate" hreflang="de" href="${baseUrl()}/blog?lang=de">`);
    expect(html).toContain(`<title>${titled("fr", translate("fr", "nav.blog"))}</title>`);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    // The opened language address counts as the reader's choice: the app keeps it for the next page load.
    const langCookie = async () => (await context.cookies()).find((cookie) => cookie.name === "lang")?.value;
    await expect.poll(langCookie).toBe("fr");

    // Client-side: an article's title comes from its data, the next page's from the route registry.
    await page.goto("/blog?lang=en");
    await page.getByRole("link", { name: ARTICLE }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/article\/\d+$/);
    await expect.poll(() => page.title()).toBe(titled("en", ARTICLE));
    await page.getByRole("contentinfo").getByRole("link", { name: "Code of ethics" }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/ethics");
    await expect.poll(() => page.title()).toBe(titled("en", translate("en", "footer.ethics")));

    // The picker's choice reaches the server through the cookie: the next page load's head is in German.
    await page.getByRole("contentinfo").getByLabel("Language").selectOption("de");
    await expect.poll(() => page.title()).toBe(titled("de", translate("de", "footer.ethics")));
    expect(await langCookie()).toBe("de");
    const next = await page.goto("/courses");
    expect((await next?.text()) ?? "").toContain(`<title>${titled("de", translate("de", "nav.courses"))}</title>`);
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    await context.close();
  });
});
