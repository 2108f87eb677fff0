import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type RouteKey, routeKeyOf, routes } from "../../apps/web/src/app/paths.ts";
import { baseUrl, launchBrowser, newContext, settled } from "../support/browser.ts";
import { seededInstructor, seededMember } from "../support/factories.ts";
import { confirmedMember, logIn } from "../support/journey.ts";

/**
 * Every page is reachable (ADR 0064): for each role, a breadth-first walk from `/` up to three clicks deep. On each
 * page the walk opens every disclosure or menu button of the header and the side navigation, collects the visible
 * same-origin links and maps them to routes with the router's own `routeKeyOf`. A route is opened once per role,
 * and a role opens only the routes it is there for (the visitor the public ones, a member the member area…), so the
 * walk costs a few page loads per route; it stops once the role has reached every route it must. Navigation is
 * client-side after the first page.
 */

// Read only: the Standard member is the seeded coordinator of the demo instructor (coordinators seed), and an
// instructor comes only from the seeds; the walks click links, they change nothing.
const STANDARD = seededMember("standard");
const INSTRUCTOR = seededInstructor("demo");

/** Routes no link may lead to by themselves, each with its reason. */
const EXCLUDED: Partial<Record<RouteKey, string>> = {
  confirmPassword: "opened from the password-reset mail's link, with its token",
  mailingConfirm: "opened from the newsletter confirmation mail's signed link",
  mailingUnsubscribe: "opened from a newsletter's signed unsubscribe link",
  coordinatorConfirmation: "opened from the coordinator invitation mail's token link",
  confirmPaypalPayment: "PayPal's return address after an approved payment",
  cancelPaypalPayment: "PayPal's return address after a cancelled payment",
  redirectPage: "the card gateway's return address after a store payment",
  checkoutBillingSuccess: "shown after a paid store order",
  checkoutBillingCross: "shown after a failed store payment",
  storeError: "shown after a failed store payment",
  error: "where unknown addresses are sent",
  profile: "a redirect to /profile/membershipoverview (the header links it; the overview is what is checked)",
  takeSurvey: "needs ?seminarId of a seminar the member attended, after its last date (mailed invitation)",
  takeSurveyResults: "needs ?seminarId of a seminar the instructor taught",
  mySelfStudySubjectCourses: "needs ?courseId of a self-study course the member is enrolled in",
  coursesDetail: "needs ?courseId of one of the member's courses",
  purchaseDetail: "needs the id of one of the member's store orders",
  profileViewInvitation: "an instructor's pending invitation to coordinate, for the invited member",
  courseCheckout: "needs ?seminarId or ?courseId of the item being bought",
  manualCheckout: "needs ?manualId of the manual being bought",
  checkout: "needs a filled cart",
};

/** Teaching tools: instructors (and coordinators) use them. */
const TEACHING = new Set<RouteKey>([
  "profileInstructor",
  "location",
  "locationArchived",
  "coordinators",
  "coordinatorArchived",
  "profileLicensingDetails",
  "profileIbaCoordinator",
  "profileCbpAgreement",
  "instructorCheckout",
  "manageInstructorMembership",
  "membershipRenewalInstructor",
]);

/** A member's own pages (besides the teaching tools). */
const MEMBER = new Set<RouteKey>([
  ...(Object.keys(routes) as RouteKey[]).filter((key) => key.startsWith("profile")),
  "notifications",
  "myManuals",
  "mySelfStudy",
  "myCeus",
  "hardshipApplication",
  "membershipRenewal",
  "membershipUpgrade",
  "manageMembership",
]);

type Audience = "public" | "member" | "teaching" | "admin";
function audienceOf(key: RouteKey): Audience {
  if (key.startsWith("admin")) return "admin";
  if (TEACHING.has(key)) return "teaching";
  if (MEMBER.has(key)) return "member";
  return "public";
}

/** Public lists must lead to one page of each of these (the routes with an id a visitor opens). */
const FROM_LISTS: RouteKey[] = [
  "courseDetail",
  "article",
  "forumPostDetail",
  "storeDetails",
  "practitionerDetail",
  "courseSeminar",
  "mailingIssue",
  "newAnnouncement",
];
/** A seminar's students: from the instructor's own seminars, and from the administration's seminar list. */
const FROM_INSTRUCTOR_LISTS: RouteKey[] = ["profileStudents"];
const FROM_ADMIN_LISTS: RouteKey[] = ["students"];

interface Role {
  name: string;
  /** Which routes this role opens to look for more links. */
  opens: ReadonlySet<Audience>;
  /** The routes this role must reach: the walk stops once it has them all (a few page loads, not every page). */
  goal: readonly RouteKey[];
  logIn?: (page: Page) => Promise<void>;
}

interface Walk {
  /** Each route reached, with one address that reached it. */
  reached: Map<RouteKey, string>;
  /** Same-origin links that lead to no route at all, with the page they were on. */
  nowhere: Map<string, string>;
  pages: number;
}

/** Counts the requests in flight, to know when a page has settled. */
function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on("request", () => {
    inFlight += 1;
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return () => inFlight;
}

async function settle(page: Page, inFlight: () => number, before?: string): Promise<void> {
  // A navigation first keeps the old screen while the new one's code and data load: wait for the main area to
  // change (at most 1.5 s: two addresses may show the same screen), then for the network to be quiet.
  if (before !== undefined)
    await expect
      .poll(() => mainSignature(page), { timeout: 1_500, interval: 40 })
      .not.toBe(before)
      .catch(() => undefined);
  // Quiet twice, a painted frame apart: a screen that renders may start the next request. A page that streams (a
  // video) never goes quiet; after 8 s the crawl reads its links as they are.
  for (const _ of [1, 2]) {
    await expect
      .poll(inFlight, { timeout: 4_000, interval: 50 })
      .toBe(0)
      .catch(() => undefined);
    await settled(page);
  }
}

/** What the main area shows, to notice that a navigation has rendered. */
function mainSignature(page: Page): Promise<string> {
  return page.evaluate(() => {
    const main = document.querySelector("main");
    return `${main?.querySelector("h1")?.textContent ?? ""}|${main?.innerHTML.length ?? 0}`;
  });
}

/** The visible links of the page as it is now. */
function visibleLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]"))
      .filter((a) => a.checkVisibility())
      .map((a) => a.href),
  );
}

/**
 * The page's links, with every closed disclosure or menu of the header and the side navigation opened in turn.
 * The header and a side navigation are the same on every page of a layout, so a button this role has opened
 * already (same landmark, same name) is not opened again: its links are known.
 */
async function linksOf(page: Page, inFlight: () => number, openedButtons: Set<string>): Promise<Set<string>> {
  const found = new Set(await visibleLinks(page));
  const count = await page.evaluate(
    (seen) => {
      const buttons = Array.from(
        document.querySelectorAll<HTMLButtonElement>(
          "header button[aria-expanded='false'], nav button[aria-expanded='false'], aside button[aria-expanded='false']",
        ),
      ).filter((button) => button.checkVisibility() && !button.disabled);
      let index = 0;
      for (const button of buttons) {
        const landmark = button.closest("header, nav, aside");
        const signature = `${landmark?.tagName}:${landmark?.getAttribute("aria-label") ?? ""}:${button.textContent?.trim()}`;
        delete button.dataset.walk;
        if (seen.includes(signature)) continue;
        button.dataset.walk = String(index);
        button.dataset.walkSignature = signature;
        index += 1;
      }
      return index;
    },
    [...openedButtons],
  );
  for (let index = 0; index < count; index += 1) {
    const button = page.locator(`[data-walk="${index}"]`);
    if ((await button.count()) === 0 || !(await button.isVisible())) continue;
    openedButtons.add((await button.getAttribute("data-walk-signature")) ?? "");
    await button.click();
    await page
      .waitForFunction(
        (i) => document.querySelector(`[data-walk="${i}"]`)?.getAttribute("aria-expanded") === "true",
        index,
        {
          timeout: 3_000,
        },
      )
      .catch(() => undefined);
    await settle(page, inFlight);
    for (const href of await visibleLinks(page)) found.add(href);
    await page.keyboard.press("Escape");
    if ((await button.getAttribute("aria-expanded").catch(() => null)) === "true") await button.click();
  }
  return found;
}

/** Client-side navigation, as a link click would do it (React Router follows the history's popstate). */
async function goTo(page: Page, href: string, inFlight: () => number): Promise<void> {
  const here = new URL(page.url());
  const before = here.pathname + here.search === href ? undefined : await mainSignature(page);
  await page.evaluate((url) => {
    window.history.pushState(null, "", url);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, href);
  await settle(page, inFlight, before);
}

async function walk(
  page: Page,
  role: Role,
  inFlight: () => number,
  extraOnStart?: () => Promise<string[]>,
): Promise<Walk> {
  const origin = new URL(baseUrl()).origin;
  const reached = new Map<RouteKey, string>();
  const nowhere = new Map<string, string>();
  const opened = new Set<RouteKey>(["home"]);
  const openedButtons = new Set<string>();
  let frontier = ["/"];
  let pages = 0;
  for (let depth = 0; depth < 3; depth += 1) {
    const next: string[] = [];
    for (const href of frontier) {
      await goTo(page, href, inFlight);
      pages += 1;
      const here = new URL(page.url());
      const landed = routeKeyOf(here.pathname);
      if (landed && !reached.has(landed)) reached.set(landed, here.pathname);
      const links = await linksOf(page, inFlight, openedButtons);
      if (depth === 0 && extraOnStart) for (const link of await extraOnStart()) links.add(link);
      for (const link of links) {
        const url = new URL(link);
        if (url.origin !== origin || /^\/(api|uploads|dev)\//.test(url.pathname)) continue;
        const key = routeKeyOf(url.pathname);
        if (!key) {
          nowhere.set(url.pathname, here.pathname);
          continue;
        }
        if (!reached.has(key)) reached.set(key, url.pathname + url.search);
        if (!opened.has(key) && role.opens.has(audienceOf(key))) {
          opened.add(key);
          next.push(url.pathname + url.search);
        }
      }
      if (role.goal.every((key) => reached.has(key))) return { reached, nowhere, pages };
    }
    frontier = next;
  }
  return { reached, nowhere, pages };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function walkAs(role: Role): Promise<Walk> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const inFlight = trackRequests(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Login", exact: true }).first().waitFor();
  let extra: (() => Promise<string[]>) | undefined;
  if (role.logIn) {
    await role.logIn(page);
    // The account menu's code loads after the login: until then its button is a disabled stand-in.
    await expect.poll(() => page.getByRole("button", { name: /account menu/ }).isEnabled()).toBe(true);
  } else {
    // The header's Login button opens a dialog: its links (forgotten password, sign-up) are one click away.
    extra = async () => {
      const dialog = page.getByRole("dialog", { name: "Log in" });
      // The dialog's code loads on the first click; on a busy machine a click may land before the app answers.
      await expect
        .poll(async () => {
          if (!(await dialog.isVisible()))
            await page.getByRole("button", { name: "Login", exact: true }).first().click();
          return dialog.waitFor({ timeout: 3_000 }).then(
            () => true,
            () => false,
          );
        })
        .toBe(true);
      const links = await dialog.locator("a[href]").evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      return links;
    };
  }
  const result = await walk(page, role, inFlight, extra);
  await context.close();
  return result;
}

/** The routes without an id of an audience that some link must lead to. */
const expected = (audience: Audience) =>
  (Object.keys(routes) as RouteKey[]).filter(
    (key) => !routes[key].pattern.includes(":") && !(key in EXCLUDED) && audienceOf(key) === audience,
  );

const missing = (walks: Walk[], audience: Audience) =>
  expected(audience)
    .filter((key) => !walks.some((w) => w.reached.has(key)))
    .map((key) => `${key} ${routes[key].pattern}`);

describe("every page is reachable by following links (ADR 0064)", () => {
  it("the excluded routes exist and say why", () => {
    for (const [key, reason] of Object.entries(EXCLUDED)) {
      expect(routes[key as RouteKey], key).toBeDefined();
      expect(reason?.length ?? 0).toBeGreaterThan(10);
    }
  });

  it("each role reaches the pages it may use within three clicks of the home page", async () => {
    const started = Date.now();
    const starter = await confirmedMember("Wanderer");
    const as = (email: string, password: string) => (page: Page) => logIn(page, email, password);
    const visitor = await walkAs({
      name: "visitor",
      opens: new Set(["public"]),
      goal: [...expected("public"), ...FROM_LISTS],
    });
    const starterWalk = await walkAs({
      name: "Starter member",
      opens: new Set(["member"]),
      goal: expected("member").filter((key) => key !== "profileCoordinating"),
      logIn: as(starter.email, starter.password),
    });
    const standard = await walkAs({
      name: "Standard member",
      opens: new Set(["member"]),
      goal: expected("member"),
      logIn: as(STANDARD.email, STANDARD.password),
    });
    const instructor = await walkAs({
      name: "instructor",
      opens: new Set(["member", "teaching"]),
      goal: [
        ...[...expected("member"), ...expected("teaching")].filter((key) => key !== "profileCoordinating"),
        ...FROM_INSTRUCTOR_LISTS,
      ],
      logIn: as(INSTRUCTOR.email, INSTRUCTOR.password),
    });
    const admin = await walkAs({
      name: "administrator",
      opens: new Set(["admin"]),
      goal: [...expected("admin"), ...FROM_ADMIN_LISTS],
      logIn: as(inject("adminEmail"), inject("adminPassword")),
    });
    const all = [visitor, starterWalk, standard, instructor, admin];

    const unreachable = [
      ...missing([visitor], "public").map((line) => `visitor: ${line}`),
      ...missing([starterWalk, standard, instructor], "member").map((line) => `member: ${line}`),
      ...missing([instructor], "teaching").map((line) => `instructor: ${line}`),
      ...missing([admin], "admin").map((line) => `administrator: ${line}`),
      ...FROM_LISTS.filter((key) => !all.some((w) => w.reached.has(key))).map(
        (key) => `no list links to a ${key} ${routes[key].pattern}`,
      ),
      ...FROM_INSTRUCTOR_LISTS.filter((key) => !instructor.reached.has(key)).map(
        (key) => `instructor: no list links to a ${key} ${routes[key].pattern}`,
      ),
      ...FROM_ADMIN_LISTS.filter((key) => !admin.reached.has(key)).map(
        (key) => `administrator: no list links to a ${key} ${routes[key].pattern}`,
      ),
    ];
    const nowhere = all.flatMap((w) => [...w.nowhere].map(([to, from]) => `${from} → ${to}`));
    const excludedButReached = (Object.keys(EXCLUDED) as RouteKey[]).filter((key) =>
      all.some((w) => w.reached.has(key)),
    );
    console.info(
      `navigation walk: ${all.map((w) => w.pages).join(" + ")} pages in ${Math.round((Date.now() - started) / 1000)} s; ` +
        `excluded but linked anyway: ${excludedButReached.join(", ") || "none"}`,
    );
    expect(unreachable, `routes no link leads to:\n${unreachable.join("\n")}`).toEqual([]);
    expect(nowhere, `links that lead to no route:\n${nowhere.join("\n")}`).toEqual([]);
  }, 200_000);
});

/**
 * What of the header does not fit the window: a page that scrolls sideways, a control of the header outside the
 * window, or one another element covers (the check a click makes). Read by the DOM, so it holds in any language.
 */
function headerMisfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      // Name the innermost elements that stick out, so a failure says what to fix.
      const wide = Array.from(document.body.querySelectorAll<HTMLElement>("*")).filter(
        (element) =>
          element.getBoundingClientRect().right > width + 0.5 &&
          !Array.from(element.children).some((child) => child.getBoundingClientRect().right > width + 0.5),
      );
      const names = wide
        .slice(0, 4)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.trim().slice(0, 30)}" in ` +
            `.${element.parentElement?.closest("[class]")?.className}`,
        );
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px in ${width}): ${names}`);
    }
    const header = document.querySelector("header.site-header");
    for (const control of Array.from(header?.querySelectorAll<HTMLElement>("a[href], button") ?? [])) {
      if (!control.checkVisibility()) continue;
      const box = control.getBoundingClientRect();
      const name = (control.textContent?.trim() || control.className).slice(0, 40);
      if (box.left < 0 || box.right > width + 0.5) {
        problems.push(`"${name}" is outside the window (${Math.round(box.left)}–${Math.round(box.right)})`);
        continue;
      }
      // Only what is in the window's height can be hit-tested (a phone's open panel scrolls).
      if (box.top < 0 || box.bottom > window.innerHeight) continue;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !(hit === control || control.contains(hit)))
        problems.push(`"${name}" is covered by ${hit ? `${hit.tagName}.${hit.className}` : "nothing"}`);
    }
    return problems;
  });
}

describe("the header fits at 1280 px and on a phone, in the longest languages (ADR 0064)", () => {
  const INSTRUCTOR_LOGIN = seededInstructor("demo");

  /** The home page at a size and in a language, as a visitor or as the demo instructor (bell, cart, name). */
  async function homeAt(width: number, language: string, member: boolean): Promise<Page> {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      locale: "en-US",
      viewport: { width, height: width > 600 ? 800 : 844 },
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    await page.goto("/");
    if (member) {
      await logIn(page, INSTRUCTOR_LOGIN.email, INSTRUCTOR_LOGIN.password);
      await expect.poll(() => page.getByRole("button", { name: /account menu/ }).isEnabled()).toBe(true);
    }
    // The language the reader picked is kept in local storage and read at start.
    await page.evaluate((chosen) => localStorage.setItem("language", chosen), language);
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
    if (member) await expect.poll(() => page.locator("header .ui-menu__trigger").isEnabled()).toBe(true);
    await settled(page);
    return page;
  }

  it("at 1280 px: the four groups, the links and the account in one row, each group's panel inside the window", async () => {
    for (const [language, member] of [
      ["de", true],
      ["fr", true],
      ["de", false],
      ["en", true],
    ] as const) {
      const page = await homeAt(1280, language, member);
      const label = `${language}, ${member ? "instructor" : "visitor"}`;
      const groups = page.locator("nav.site-nav--desktop button[aria-expanded]");
      await expect.poll(() => groups.count(), { message: label }).toBe(4);
      expect(await page.locator("header .menu-toggle").isVisible(), label).toBe(false);
      expect(await headerMisfits(page), label).toEqual([]);
      const row = await page
        .locator("header .site-header__inner")
        .evaluate((inner) => inner.getBoundingClientRect().height);
      // One row: the header's height is the painted bar's, not two lines of groups.
      expect(row, label).toBeLessThan(90);
      for (let i = 0; i < 4; i += 1) {
        await groups.nth(i).click();
        await expect.poll(() => groups.nth(i).getAttribute("aria-expanded"), { message: label }).toBe("true");
        expect(await headerMisfits(page), `${label}, group ${i + 1} open`).toEqual([]);
        await page.keyboard.press("Escape");
        await expect.poll(() => groups.nth(i).getAttribute("aria-expanded"), { message: label }).toBe("false");
      }
      await page.context().close();
    }
  }, 120_000);

  it("at 390 px: the menu button shows every group's links inside the window, and Escape gives the focus back", async () => {
    for (const [language, member] of [
      ["de", true],
      ["fr", false],
    ] as const) {
      const page = await homeAt(390, language, member);
      const label = `${language}, ${member ? "instructor" : "visitor"}`;
      const toggle = page.locator("header .menu-toggle");
      expect(await page.locator("nav.site-nav--desktop").isVisible(), label).toBe(false);
      await expect.poll(() => toggle.isVisible(), { message: label }).toBe(true);
      expect(await headerMisfits(page), label).toEqual([]);
      await toggle.click();
      const panel = page.locator("header nav.site-nav--mobile");
      await expect.poll(() => panel.isVisible(), { message: label }).toBe(true);
      expect(await panel.locator("h2").count(), label).toBe(4);
      // The four groups' 21 links and the store and membership.
      expect(await panel.locator("a[href]").count(), label).toBe(23);
      expect(await headerMisfits(page), `${label}, menu open`).toEqual([]);
      await page.keyboard.press("Escape");
      await expect.poll(() => panel.isVisible(), { message: label }).toBe(false);
      expect(await toggle.evaluate((button) => button === document.activeElement), label).toBe(true);
      await page.context().close();
    }
  }, 120_000);
});
