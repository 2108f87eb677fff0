import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, settled } from "../support/browser.ts";
import { confirmedMember, logIn } from "../support/journey.ts";

/**
 * The layout in the longest languages (German, Czech): no page scrolls sideways on a 360 px phone, and the wide
 * header's entries neither overlap nor squeeze their arrows away. Measured in a real browser, with the demo's
 * words and this machine's fonts; one browser, one profile per window size.
 */

const PHONE = { width: 360, height: 740 };
const PUBLIC_PAGES = ["/", "/store", "/membership", "/contact"];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function sized(size: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.setViewportSize(size);
  return { context, page };
}

/** Opens a page and waits until it is hydrated (the server's pages) and painted. */
async function open(page: Page, path: string, language: string): Promise<void> {
  await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${language}`);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), { message: path }).toBe(language);
  await expect.poll(() => page.locator("#root[aria-disabled]").count(), { message: path }).toBe(0);
  await settled(page);
}

/** What sticks out of the window sideways: empty when the page does not scroll sideways. */
function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    // The innermost elements past the edge say what to fix.
    const wide = Array.from(document.body.querySelectorAll<HTMLElement>("*")).filter(
      (element) =>
        element.getBoundingClientRect().right > width + 0.5 &&
        !Array.from(element.children).some((child) => child.getBoundingClientRect().right > width + 0.5),
    );
    return [
      `${document.documentElement.scrollWidth} px wide in ${width}`,
      ...wide
        .slice(0, 4)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""} "${element.textContent?.trim().slice(0, 30)}" ends at ${Math.round(element.getBoundingClientRect().right)}`,
        ),
    ];
  });
}

/**
 * The header's row as drawn: the logo, each site-navigation entry, each action (cart, bell, login, register,
 * account, menu button); every two that overlap, any outside the window, and the width of each visible arrow.
 */
function headerRow(page: Page): Promise<{ problems: string[]; arrows: number[] }> {
  return page.evaluate(() => {
    const header = document.querySelector("header.site-header");
    const items = Array.from(
      header?.querySelectorAll<HTMLElement>(
        ".logo, .site-nav__list > li, .header-actions > :not(.header-actions__auth), .header-actions__auth > *",
      ) ?? [],
    )
      .filter((element) => element.checkVisibility() && element.getBoundingClientRect().width > 0)
      .map((element) => ({
        name: (element.textContent?.trim() || element.className).slice(0, 24),
        box: element.getBoundingClientRect(),
      }));
    const problems: string[] = [];
    for (const [index, a] of items.entries()) {
      if (a.box.left < 0 || a.box.right > window.innerWidth + 0.5) {
        problems.push(`"${a.name}" is outside the window (${Math.round(a.box.left)}–${Math.round(a.box.right)})`);
      }
      for (const b of items.slice(index + 1)) {
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (across > 0.5 && down > 0.5)
          problems.push(`"${a.name}" and "${b.name}" overlap by ${Math.round(across)} px`);
      }
    }
    const arrows = Array.from(header?.querySelectorAll<SVGElement>(".site-nav__chevron") ?? [])
      .filter((arrow) => arrow.checkVisibility())
      .map((arrow) => arrow.getBoundingClientRect().width);
    return { problems, arrows };
  });
}

/** The header fits at a desktop width: nothing overlaps, and a visible group's arrow keeps its 12 px. */
async function expectHeaderFits(page: Page, label: string): Promise<number> {
  const { problems, arrows } = await headerRow(page);
  expect(problems, label).toEqual([]);
  for (const width of arrows) expect(width, `${label}: an arrow is squeezed`).toBeGreaterThanOrEqual(11.5);
  expect(await sidewaysOverflow(page), label).toEqual([]);
  return arrows.length;
}

describe("German and Czech on a 360 px phone", () => {
  it("no public page scrolls sideways, the header's buttons included", async () => {
    const { context, page } = await sized(PHONE);
    for (const language of ["de", "cs"]) {
      for (const path of PUBLIC_PAGES) {
        await open(page, path, language);
        const label = `${path} in ${language}`;
        expect(await sidewaysOverflow(page), label).toEqual([]);
        expect((await headerRow(page)).problems, label).toEqual([]);
      }
    }
    await context.close();
  }, 120_000);

  it("the member's notification settings fit: the heading, the area's menu button and both tables", async () => {
    const member = await confirmedMember("Liesel");
    const { context, page } = await sized(PHONE);
    await open(page, "/", "en");
    await logIn(page, member.email, member.password);
    await expect.poll(() => page.locator("header .ui-menu__trigger").count()).toBe(1);
    for (const language of ["de", "cs"]) {
      await open(page, "/profile/notifications", language);
      await expect.poll(() => page.locator(".notification-settings__table").count(), { message: language }).toBe(2);
      await settled(page);
      expect(await sidewaysOverflow(page), language).toEqual([]);
      // Each table's last column, the e-mail checkboxes, is inside the window.
      for (const box of await page.locator(".notification-settings__table tbody tr td:last-child input").all()) {
        const right = await box.evaluate((input) => input.getBoundingClientRect().right);
        expect(right, language).toBeLessThanOrEqual(PHONE.width);
      }
    }
    await context.close();
  }, 120_000);
});

describe("the wide header in German", () => {
  it("at 1120 and 1280 px its entries do not overlap and the groups keep their arrows, for a visitor and a member", async () => {
    const { context, page } = await sized({ width: 1280, height: 800 });
    await open(page, "/", "de");
    for (const width of [1120, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await settled(page);
      const arrows = await expectHeaderFits(page, `visitor at ${width} px`);
      // From 1200 px the four groups are in the row itself; below, the menu button holds them.
      if (width >= 1200) expect(arrows, `visitor at ${width} px`).toBe(4);
    }

    const member = await confirmedMember("Friederike");
    await open(page, "/", "en");
    await logIn(page, member.email, member.password);
    await expect.poll(() => page.locator("header .ui-menu__trigger").count()).toBe(1);
    await open(page, "/", "de");
    for (const width of [1120, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await settled(page);
      const arrows = await expectHeaderFits(page, `member at ${width} px`);
      if (width >= 1200) expect(arrows, `member at ${width} px`).toBe(4);
    }
    await context.close();
  }, 120_000);
});
