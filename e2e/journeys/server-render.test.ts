import { TRANSLATION_LANGUAGES, translate } from "@haa/domain";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, newContext } from "../support/browser.ts";
import { newMember } from "../support/factories.ts";
import { logIn } from "../support/journey.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The public pages the server renders (ADR 0096), by area (the API test opens every one of them). */
const PAGES = [
  ...["/", "/membership", "/register", "/About", "/termsandconditions", "/privacypolicy"],
  ...["/courses", "/beginnercourses", "/courselibrary", "/paramacourses", "/seminars", "/store"],
  ...["/blog", "/forum", "/howforum", "/studygroupsandevents"],
  ...["/bodytalkpractitioners", "/instructor", "/helpcenter", "/modalities", "/bodytalk"],
  ...["/Testimonials", "/announcement", "/mailing", "/videos", "/Downloads", "/contact", "/donation"],
  ...["/selfstudy", "/courses/seminarID-IBA", "/becomepractitioner/CBP", "/becomeinstructor/FFI"],
];

/** Detail pages: the first link of its kind on a list page. */
const DETAILS: [list: string, link: RegExp][] = [
  ["/courses", /^\/courses\/detail\/\d+$/],
  ["/seminars", /^\/courses\/\d+$/],
  ["/store", /^\/store\/storedetails\/\d+$/],
  ["/blog", /^\/article\/./],
  ["/forum", /^\/forum\/postdetail\/\d+$/],
  ["/bodytalkpractitioners", /^\/practitioner\/practitionerdetail\/\d+$/],
  ["/helpcenter", /^\/topic\?./],
  ["/mailing", /^\/mailing\/issue\/\d+$/],
  ["/announcement", /^\/newannouncement\/\d+$/],
];

/** Every page of PAGES and DETAILS, the detail pages found through their lists (with JavaScript or without). */
async function allPages(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const [list, link] of DETAILS) {
    await page.goto(list);
    const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    const href = hrefs.find((candidate) => link.test(candidate));
    expect(href, list).toBeTruthy();
    found.push(href ?? "");
  }
  return [...PAGES, ...found];
}

// The journeys' browser blocks service workers; the app says so in the console (not a page's problem).
const BLOCKED_WORKER = /service worker/i;

/** Every console error or warning and every uncaught error of the page: a hydration mismatch is reported so. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if ((message.type() === "error" || message.type() === "warning") && !BLOCKED_WORKER.test(text))
      problems.push(text.slice(0, 500));
  });
  page.on("pageerror", (error) => problems.push(String(error).slice(0, 500)));
  return problems;
}

/** Resolves once React has hydrated the server's markup (the page lifts its aria-disabled then). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return (
      root !== null &&
      !root.hasAttribute("aria-disabled") &&
      Object.keys(root).some((key) => key.startsWith("__reactContainer"))
    );
  });
}

describe("server-rendered public pages", () => {
  it("show their content with JavaScript off", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, locale: "en-US" });
    const page = await context.newPage();
    for (const path of await allPages(page)) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      // Nothing says the page is waiting for a script that never comes.
      expect(await page.locator("#root").getAttribute("aria-disabled"), path).toBeNull();
      // The page's own heading, or a forum post's invitation to members (the server renders a visitor's page).
      const heading = page.getByRole("heading", { level: path.startsWith("/forum/") ? 2 : 1 }).first();
      expect(await heading.isVisible(), path).toBe(true);
    }
    // With their data: the catalogue's twelve courses, the store's products.
    await page.goto("/courses");
    expect(await page.getByRole("article").count()).toBe(12);
    await page.goto("/store");
    expect(await page.locator('a[href^="/store/storedetails/"]').count()).toBeGreaterThan(0);
    // In the reader's language, from the same components.
    const german = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, locale: "de-DE" });
    const inGerman = await german.newPage();
    await inGerman.goto("/courses");
    expect(await inGerman.getByRole("heading", { level: 1, name: "Kurse" }).isVisible()).toBe(true);
    expect(await inGerman.getByRole("article").count()).toBe(12);
    await Promise.all([context.close(), german.close()]);
  }, 180_000);

  it("hydrate without a warning, in a time zone other than the server's, and stay interactive", async () => {
    const context = await newContext(browser);
    const finder = await context.newPage();
    const paths = await allPages(finder);
    await finder.close();
    // Dates written in the reader's zone would differ from the server's (UTC) render.
    const elsewhere = await browser.newContext({
      baseURL: baseUrl(),
      locale: "en-US",
      timezoneId: "America/Los_Angeles",
      serviceWorkers: "block",
    });
    const page = await elsewhere.newPage();
    const problems = watchConsole(page);
    for (const path of paths) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      expect(problems, path).toEqual([]);
    }
    // A mark on the window survives a navigation by the router, not a page load.
    await page.goto("/courses");
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const course = page.getByRole("article").first().getByRole("link").first();
    const title = (await course.textContent())?.trim() ?? "";
    await course.click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/courses\/detail\/\d+$/);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: title }).isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
    await Promise.all([context.close(), elsewhere.close()]);
  }, 240_000);

  it("hydrate without a warning in every language: country, currency and date names are the server's until then", async () => {
    // The pages that name countries, currencies, languages or dates through Intl, whose data in the browser is not
    // the server's version: one name written differently fails the hydration.
    const paths = ["/", "/courses", "/seminars", "/store", "/studygroupsandevents", "/bodytalkpractitioners"];
    for (const language of TRANSLATION_LANGUAGES) {
      const context = await browser.newContext({ baseURL: baseUrl(), locale: language, serviceWorkers: "block" });
      const page = await context.newPage();
      const problems = watchConsole(page);
      for (const path of paths) {
        await page.goto(`${path}?lang=${language}`);
        await hydrated(page);
        expect(await page.locator("html").getAttribute("lang"), path).toBe(language);
      }
      // The deferred render then names them in the reader's language.
      await page.goto(`/seminars?lang=${language}`);
      await hydrated(page);
      const germany = page.locator('option[value="Germany"]');
      // The browser's own name for it (the test's Node may have other Intl data, as the server has).
      const name = await page.evaluate((tag) => new Intl.DisplayNames([tag], { type: "region" }).of("DE"), language);
      await expect.poll(() => germany.textContent()).toBe(name);
      expect(problems, language).toEqual([]);
      await context.close();
    }
  }, 240_000);

  it("would fail on a mismatch: markup that differs from the browser's render is reported", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.route("**/courses", async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace("<h1>Courses</h1>", "<h1>Classes</h1>");
      await route.fulfill({ response, body });
    });
    await page.goto("/courses");
    await expect.poll(() => problems.length).toBeGreaterThan(0);
    await context.close();
  });

  it("hydrate in the page's language, then switch to a language the reader chose on this device", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("language", "ja"));
    const response = await page.goto("/courses");
    // The server renders in the browser's language; the stored choice is the browser's to apply.
    expect(await response?.text()).toContain('<html lang="en">');
    await hydrated(page);
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: translate("ja", "courseCatalogue.title") }).count())
      .toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("hydrate a member's page as the visitor's, then show the member's header", async () => {
    const member = await newMember("Ingrid", { lastName: "Solberg" });
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/");
    await logIn(page, member.email, member.password);
    await expect.poll(() => page.getByRole("button", { name: /account menu/ }).count()).toBe(1);
    const problems = watchConsole(page);
    await page.goto("/courses");
    await hydrated(page);
    await expect.poll(() => page.getByRole("button", { name: /account menu/ }).count()).toBe(1);
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
    await context.close();
  });
});
