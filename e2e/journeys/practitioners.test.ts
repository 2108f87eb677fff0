import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchBrowser, newPage } from "../support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("practitioner directory", () => {
  it("a visitor finds a practitioner in Japan who speaks English and opens the profile", async () => {
    const page = await newPage(browser);
    await page.goto("/bodytalkpractitioners");
    await expect
      .poll(() => page.getByRole("heading", { name: "BodyTalk practitioners", level: 1 }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole("article").count()).toBeGreaterThan(0);
    await expectAccessible(page, "/bodytalkpractitioners");

    // Japan through the geography's selects, then English (the site's own language picker is labelled
    // "Language" too: stay inside the directory's search).
    const search = page.getByRole("search", { name: "Search the directory" });
    await search.getByLabel("Region").selectOption({ label: "Asia" });
    const country = search.getByRole("combobox", { name: "Country" });
    await expect.poll(() => country.locator("option", { hasText: "Japan" }).count()).toBe(1);
    await country.selectOption({ label: "Japan" });
    await search.getByRole("button", { name: "Show this country" }).click();
    await expect.poll(() => page.getByText("Showing: Japan").isVisible()).toBe(true);
    await search.getByLabel("Language", { exact: true }).selectOption("en");
    // The two demo practitioners in Japan who speak English (the profile journey may list a third, its own
    // practitioner in Tokyo, on the same server, so the count is not checked).
    await expect.poll(() => page.getByText(/Practitioners found: \d+/).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("link", { name: "Aiko Tanaka" }).isVisible()).toBe(true);
    // A filter is a navigation, whose address changes once the route's loader has the new list (ADR 0098).
    await expect.poll(() => page.url()).toContain("language=en");
    expect(page.url()).toContain("country=JP");
    await expect.poll(() => page.getByRole("link", { name: "Yui Nakamura" }).isVisible()).toBe(true);
    await expectAccessible(page, "/bodytalkpractitioners (Japan, English)");

    await page.getByRole("link", { name: "Aiko Tanaka" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Aiko Tanaka", level: 1 }).isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/practitioner\/practitionerdetail\/\d+$/);
    await expect.poll(() => page.getByText("Certified member").isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/I have practised in Tokyo/).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Japanese, English").isVisible()).toBe(true);
    await expectAccessible(page, "/practitioner/practitionerdetail (profile)");
    await page.context().close();
  }, 90_000);
});
