import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api, baseUrl, expectAccessible, launchBrowser, newPage } from "../support/browser.ts";
import { newMember } from "../support/factories.ts";
import { confirmedMember, logIn, payByCard, tokenOf } from "../support/journey.ts";

/**
 * Screens that must agree with each other: the administration shell in a small window and on a phone, one member
 * price on three pages, and a PayPal payment the member left half-way.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function pageAt(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: "en-US",
    viewport: { width, height },
    serviceWorkers: "block",
  });
  return context.newPage();
}

/** Opens an administration screen as the administrator (the screen asks a visitor to log in first). */
async function openAsAdministrator(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole("main").getByRole("button", { name: "Login" }).click();
  await logIn(page, inject("adminEmail"), inject("adminPassword"));
  await page.getByRole("navigation", { name: "Administration" }).waitFor();
}

/** "$350.00", "$350" → 350: the amount a price string says, whatever its number of decimals. */
function amountOf(price: string): number {
  const digits = price.replace(/[^\d.]/g, "");
  if (!digits) throw new Error(`no amount in "${price}"`);
  return Number(digits);
}

describe("coherence between screens", () => {
  it("the administration shell fits at 1280×800 and on a phone", async () => {
    const page = await pageAt(1280, 800);
    await openAsAdministrator(page, "/admin/users");
    const nav = page.getByRole("navigation", { name: "Administration" });
    await expect.poll(() => nav.getByRole("link", { name: "Users" }).getAttribute("aria-current")).toBe("page");

    // Every link and the Logout button come into the window by scrolling the navigation's own column alone: with
    // the page at its top, each one is inside the window with the column at its top or at its bottom.
    const unreachable = await nav.evaluate((element) => {
      window.scrollTo(0, 0);
      const column = element.parentElement as HTMLElement;
      const targets = Array.from(element.querySelectorAll<HTMLElement>("a, button")).filter(
        (target) => target.getClientRects().length > 0,
      );
      const seen = new Set<HTMLElement>();
      const look = () => {
        for (const target of targets) {
          const box = target.getBoundingClientRect();
          if (box.top >= 0 && box.bottom <= window.innerHeight) seen.add(target);
        }
      };
      column.scrollTop = 0;
      look();
      column.scrollTop = column.scrollHeight;
      look();
      const pageMoved = window.scrollY !== 0;
      column.scrollTop = 0;
      return [
        ...targets.filter((target) => !seen.has(target)).map((target) => target.textContent ?? "?"),
        ...(pageMoved ? ["(the page scrolled instead of the column)"] : []),
        ...(targets.length < 21 ? [`only ${targets.length} links and buttons`] : []),
      ];
    });
    expect(unreachable).toEqual([]);

    // The last group's last link works.
    await nav.getByRole("link", { name: "Donations" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/admin/donations");
    await expect.poll(() => nav.getByRole("link", { name: "Donations" }).getAttribute("aria-current")).toBe("page");
    await expect.poll(() => page.getByRole("table", { name: "Donations, newest first" }).isVisible()).toBe(true);

    // Logout is in view and one click logs out.
    const logout = nav.getByRole("button", { name: "Logout" });
    await logout.scrollIntoViewIfNeeded();
    expect(await logout.isVisible()).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await logout.click();
    await expect
      .poll(() => page.getByRole("banner").getByRole("button", { name: "Login", exact: true }).isVisible())
      .toBe(true);
    await page.context().close();

    // A phone: the groups fold behind one button; Logout stays outside the fold.
    const phone = await pageAt(390, 844);
    await openAsAdministrator(phone, "/admin/users");
    const phoneNav = phone.getByRole("navigation", { name: "Administration" });
    const toggle = phoneNav.getByRole("button", { name: /^Administration menu/ });
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await phoneNav.getByRole("link", { name: "Donations" }).isVisible()).toBe(false);
    const phoneLogout = phoneNav.getByRole("button", { name: "Logout" });
    expect(await phoneLogout.isVisible()).toBe(true);
    const box = await phoneLogout.boundingBox();
    expect(box && box.y + box.height <= 844).toBe(true);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => phoneNav.getByRole("link", { name: "Donations" }).isVisible()).toBe(true);
    await expectAccessible(phone, "/admin/users (phone, menu open)");
    await phoneNav.getByRole("link", { name: "Donations" }).click();
    await expect.poll(() => new URL(phone.url()).pathname).toBe("/admin/donations");
    // Following a link folds the list again.
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    await phone.context().close();
  });

  it("a member's price is the same on the seminar list, the seminar page, the checkout and My courses", async () => {
    const standard = await newMember("Emily", { lastName: "Carter", plan: 3 });
    const { id: userId, token } = standard;

    const page = await newPage(browser);
    await page.goto("/");
    await logIn(page, standard.email, standard.password);
    await expect.poll(() => page.getByRole("button", { name: /account menu/ }).count()).toBe(1);
    await page.goto("/seminars");
    const priced = page.locator("li.seminar-card").filter({ hasText: "Your price:" });
    await expect.poll(() => priced.count()).toBeGreaterThan(0);

    // The first association seminar with a member price this member may enrol in.
    let chosen: { id: number; course: string; listed: string } | undefined;
    for (let i = 0; i < (await priced.count()) && !chosen; i += 1) {
      const card = priced.nth(i);
      const link = card.getByRole("link");
      const id = Number((await link.getAttribute("href"))?.split("/").pop());
      const course = ((await link.getAttribute("aria-label")) ?? "").replace(/^View seminar: /, "").split(",")[0] ?? "";
      const check = await api("GET", `Enrollment/CheckUserEligibleForSeminar?seminarId=${id}&userId=${userId}`, {
        token,
      });
      if (check.status !== 200 || !check.body.Data.IsEligible) continue;
      const listed = ((await card.locator(".seminar-card__your-price").textContent()) ?? "").replace(
        /^Your price: /,
        "",
      );
      chosen = { id, course, listed };
    }
    if (!chosen) throw new Error("no seminar with a member price the Standard member may enrol in");

    await page.goto(`/courses/${chosen.id}`);
    const yourPrice = page.locator("dd.seminar-detail__your-price");
    await yourPrice.waitFor();
    const detail = ((await yourPrice.textContent()) ?? "").split(" (")[0] ?? "";
    await page.getByRole("link", { name: "Enrol", exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/coursecheckout");
    expect(new URL(page.url()).searchParams.get("seminarId")).toBe(String(chosen.id));
    const total = page.getByRole("row", { name: /^Total/ }).getByRole("cell");
    await total.waitFor();
    const checkout = (await total.textContent()) ?? "";

    // One price on the three screens, written the same way.
    expect({ list: chosen.listed.trim(), detail: detail.trim() }).toEqual({
      list: checkout.trim(),
      detail: checkout.trim(),
    });
    expect(amountOf(checkout)).toBeGreaterThan(0);

    await payByCard(page, { holder: "Emily Carter", submit: "Pay and enrol" });
    await expect.poll(() => page.getByRole("heading", { name: "You are enrolled" }).isVisible()).toBe(true);

    // What she paid, as her courses list it, is what the checkout said.
    await page.getByRole("link", { name: "Go to my courses" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/profile/courses");
    const rows = page.getByRole("row").filter({ hasText: chosen.course }).filter({ hasText: "Enrolled" });
    await expect.poll(async () => (await rows.allInnerTexts()).some((text) => text.includes(checkout))).toBe(true);
    await page.context().close();
  });

  it("a member who left PayPal continues or cancels the payment", async () => {
    const member = await confirmedMember("Paloma");
    const token = await tokenOf(member.email, member.password);
    // An upcoming seminar of the beginners' course a new member may take.
    let seminarId = 0;
    for (let id = 1; id <= 60 && seminarId === 0; id += 1) {
      const res = await api("GET", `Enrollment/CheckUserEligibleForSeminar?seminarId=${id}&userId=${member.id}`, {
        token,
      });
      if (res.status !== 200) continue;
      const data = res.body.Data as { Item: { Title: string }; IsEligible: boolean; Pricing: { Total: number } };
      if (data.Item.Title === "FreeFall Memory Technique" && data.IsEligible && data.Pricing.Total > 0) seminarId = id;
    }
    expect(seminarId).toBeGreaterThan(0);
    const checkoutUrl = `/coursecheckout?seminarId=${seminarId}`;

    const page = await newPage(browser);
    await page.goto(checkoutUrl);
    await page.getByRole("main").getByRole("button", { name: "Login" }).click();
    await logIn(page, member.email, member.password);
    await page.getByRole("radio", { name: "PayPal" }).click();
    await page.getByRole("button", { name: "Pay with PayPal" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "PayPal sandbox" }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/paypal-sandbox/approve");
    const approval = page.url();

    // She comes back without approving: the checkout offers to continue or to cancel.
    await page.goto(checkoutUrl);
    const panel = page.getByRole("region", { name: "Your PayPal payment is waiting" });
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await panel.getByRole("button", { name: "Continue with PayPal" }).isVisible()).toBe(true);
    expect(await panel.getByRole("button", { name: "Cancel this payment" }).isVisible()).toBe(true);
    expect(await page.getByRole("radio", { name: "PayPal" }).count()).toBe(0);
    await expectAccessible(page, "/coursecheckout (PayPal payment waiting)");

    await panel.getByRole("button", { name: "Continue with PayPal" }).click();
    await expect.poll(() => page.url()).toBe(approval);
    await expect.poll(() => page.getByRole("heading", { name: "PayPal sandbox" }).isVisible()).toBe(true);

    await page.goto(checkoutUrl);
    await expect.poll(() => panel.isVisible()).toBe(true);
    await panel.getByRole("button", { name: "Cancel this payment" }).click();
    await expect.poll(() => page.getByRole("radio", { name: "PayPal" }).isVisible()).toBe(true);
    expect(await page.getByRole("radio", { name: "Card" }).isVisible()).toBe(true);
    expect(await page.getByText("The payment was cancelled and your seat released.").isVisible()).toBe(true);
    expect(await panel.count()).toBe(0);
    await page.context().close();
  });
});
