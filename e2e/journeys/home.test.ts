import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext } from "../support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("first screens painted with the HTML (ADR 0042)", () => {
  it("comes with the HTML in the browser's language, then the app takes it over without a second hero", async () => {
    const context = await newContext(browser, { locale: "de-DE", mobile: true });
    const page = await context.newPage();
    // Before any script runs, the hero's text is already in the page.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/");
    const shell = page.locator("#root .hero__lead");
    await expect.poll(() => shell.count()).toBe(1);
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    const shellText = (await shell.textContent()) ?? "";
    expect(shellText.length).toBeGreaterThan(40);
    const shellBox = await shell.boundingBox();

    await page.unroute("**/assets/*.js");
    await page.goto("/");
    await page
      .getByRole("link", { name: /registrieren|register/i })
      .first()
      .waitFor();
    await expect.poll(() => page.locator(".hero__lead").count()).toBe(1);
    expect(await page.locator(".hero__lead").textContent()).toBe(shellText);
    // The same place and size: the app's hero replaces the painted one without moving it.
    const appBox = await page.locator(".hero__lead").boundingBox();
    expect(appBox?.y).toBeCloseTo(shellBox?.y ?? 0, 0);
    expect(appBox?.height).toBeCloseTo(shellBox?.height ?? 0, 0);
    expect(await page.locator("[aria-hidden='true'] .hero").count()).toBe(0);
    await context.close();
  });
});

it("the plans page's header is painted with the HTML and stays where it is when the app renders", async () => {
  const context = await newContext(browser, { mobile: true });
  const page = await context.newPage();
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/membership");
  const shell = page.locator("#root .page-header p");
  await expect.poll(() => shell.count()).toBe(1);
  const shellBox = await shell.boundingBox();
  await page.unroute("**/assets/*.js");
  await page.goto("/membership");
  await page.locator(".plans").waitFor();
  await expect.poll(() => page.locator(".page-header p").count()).toBe(1);
  const appBox = await page.locator(".page-header p").boundingBox();
  expect(appBox?.y).toBeCloseTo(shellBox?.y ?? 0, 0);
  expect(appBox?.height).toBeCloseTo(shellBox?.height ?? 0, 0);
  await context.close();
});

it.each([
  ["a phone", true],
  ["a desktop", false],
])(
  "the sign-up page paints its layout and card title with the HTML, and nothing moves when the app renders (%s)",
  async (_name, mobile) => {
    const context = await newContext(browser, { mobile });
    const page = await context.newPage();
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/register");
    const shell = page.locator("#root .auth__header p");
    await expect.poll(() => shell.count()).toBe(1);
    expect(await page.locator("#root .boot-shell").count()).toBe(0);
    const shellBox = await shell.boundingBox();
    await page.unroute("**/assets/*.js");
    await page.goto("/register");
    await page
      .getByLabel(/^First name/)
      .first()
      .waitFor();
    const app = page.locator(".auth__header p");
    await expect.poll(() => app.count()).toBe(1);
    const appBox = await app.boundingBox();
    expect(appBox?.y).toBeCloseTo(shellBox?.y ?? 0, 0);
    expect(appBox?.x).toBeCloseTo(shellBox?.x ?? 0, 0);
    expect(appBox?.height).toBeCloseTo(shellBox?.height ?? 0, 0);
    await context.close();
  },
);

it("a page the server rendered starts working even when the reader moves before it has hydrated", async () => {
  const context = await newContext(browser, {});
  const page = await context.newPage();
  // The router hears a history move (the back button, a link the app handles) from the start, while the page is
  // still hydrating: React then throws its first render away and renders the page on the client. The moves stop once
  // the page has started, or after 8 s.
  await page.addInitScript(() => {
    const started = Date.now();
    let waited = false;
    const timer = setInterval(() => {
      const disabled = document.getElementById("root")?.hasAttribute("aria-disabled") ?? false;
      if (Date.now() - started > 8_000 || (waited && !disabled)) return clearInterval(timer);
      if (!disabled) return;
      waited = true;
      window.history.pushState(null, "", window.location.href);
      window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    }, 2);
  });
  await page.goto("/");
  await expect.poll(() => page.locator("#root[aria-disabled]").count(), { timeout: 15_000 }).toBe(0);
  const learn = page.getByRole("button", { name: "Learn", exact: true });
  await learn.click();
  await expect.poll(() => learn.getAttribute("aria-expanded")).toBe("true");
  await context.close();
});
