import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchBrowser, newPage } from "../support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("a visitor browses the store", () => {
  it("filters by category, searches, opens a product, flips through its gallery with the keyboard and sees related products", async () => {
    const page = await newPage(browser);
    await page.goto("/store");
    const grid = page.locator(".store-grid").first();
    await expect.poll(() => grid.getByRole("article").count()).toBe(12);
    expect(await page.getByText("Out of stock").count()).toBeGreaterThan(0);
    await expectAccessible(page, "/store");

    // Category, then a search inside it: both live in the URL.
    await page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: /^Charts and Posters/ })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get("category")).not.toBeNull();
    await expect.poll(() => page.getByRole("status").textContent()).toContain("Products found: 6");
    await page.getByLabel("Search the store").fill("anatomy");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe("anatomy");
    await expect.poll(() => page.getByRole("status").textContent()).toContain("Products found: 2");

    // An approximate local price in the visitor's currency.
    await page.getByLabel("Show prices also in").selectOption("EUR");
    await expect.poll(() => page.locator(".store-price__local").first().textContent()).toContain("€");

    await page.getByRole("link", { name: "Anatomy Poster: The Muscular System" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/store\/storedetails\/\d+$/);
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "Anatomy Poster: The Muscular System" }).isVisible())
      .toBe(true);

    // The gallery answers the arrow keys from its controls.
    const toolbar = page.getByRole("toolbar");
    const first = await page.locator(".store-gallery__image").getAttribute("alt");
    const total = Number(first?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(3);
    await toolbar.getByRole("button", { name: "Next picture" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => page.locator(".store-gallery__image").getAttribute("alt")).toBe(`Picture 2 of ${total}`);
    await page.keyboard.press("End");
    await expect
      .poll(() => page.locator(".store-gallery__image").getAttribute("alt"))
      .toBe(`Picture ${total} of ${total}`);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => page.locator(".store-gallery__image").getAttribute("alt")).toBe(`Picture 1 of ${total}`);

    const related = page.getByRole("region", { name: "You may also like" });
    await expect.poll(() => related.getByRole("article").count()).toBe(4);
    expect(await related.textContent()).not.toContain("Anatomy Poster: The Muscular System");
    await expectAccessible(page, "/store/storedetails/{id}");
    // The orders area's button puts it in the visitor's cart.
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect.poll(() => page.getByText("Added to your cart.").isVisible()).toBe(true);

    // The currency choice is remembered on the next visit.
    await page.goto("/store");
    await expect.poll(() => page.getByLabel("Show prices also in").inputValue()).toBe("EUR");
    await page.context().close();
  });

  it("reads on a phone too", async () => {
    const page = await newPage(browser, { mobile: true });
    await page.goto("/store");
    await expect.poll(() => page.locator(".store-grid article").count()).toBe(12);
    await expectAccessible(page, "/store on a phone");
    await page.context().close();
  });
});
