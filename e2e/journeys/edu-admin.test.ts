import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchBrowser, newPage, waitForMail } from "../support/browser.ts";
import { confirmedMember, logIn, payByCard } from "../support/journey.ts";

const TITLE = `Restorative Touch for Carers ${Date.now().toString(36)}`;
const MANUAL = "Working with Groups — Facilitator's Guide";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("education administration", () => {
  it("an administrator creates a course on /admin/courses and a visitor finds it on /courses", async () => {
    const admin = await newPage(browser);
    await admin.goto("/admin/courses");
    await admin.getByRole("main").getByRole("button", { name: "Login" }).click();
    await logIn(admin, inject("adminEmail"), inject("adminPassword"));
    const create = admin.getByRole("button", { name: "New course" });
    await create.waitFor();
    await expect.poll(() => admin.getByRole("table").getByRole("row").count()).toBeGreaterThan(2);
    await expectAccessible(admin, "/admin/courses");

    await create.click();
    await admin.getByLabel(/^Title/).fill(TITLE);
    await admin.getByLabel(/^Summary/).fill("Gentle hands-on support for people who care for a family member.");
    await admin.getByLabel(/^Category/).selectOption({ index: 1 });
    await admin.getByLabel(/^CE credits/).fill("6");
    await admin.getByLabel(/^Price without a plan/).fill("120");
    await admin.getByLabel(/^Standard/).fill("95");
    await admin.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => admin.getByLabel(/^Banner/).isVisible()).toBe(true);
    await expectAccessible(admin, "/admin/courses (editing)");
    await admin.context().close();

    const visitor = await newPage(browser);
    await visitor.goto(`/courses?search=${encodeURIComponent("Restorative Touch Carers")}`);
    await expect.poll(() => visitor.getByText(TITLE).first().isVisible()).toBe(true);
    await visitor.context().close();
  });

  it("a member buys a manual on /manualcheckout with a card and finds it on /mymanuals", async () => {
    const member = await confirmedMember("Solveig");
    const page = await newPage(browser);
    await page.goto("/mymanuals");
    await page.getByRole("main").getByRole("button", { name: "Login" }).click();
    await logIn(page, member.email, member.password);
    const buy = page.getByRole("link", { name: `Buy ${MANUAL}` });
    await buy.waitFor();
    await expectAccessible(page, "/mymanuals (available manuals)");
    await buy.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/manualcheckout");
    await expect.poll(() => page.getByRole("heading", { name: MANUAL }).isVisible()).toBe(true);
    await payByCard(page, { holder: "Solveig Lindqvist" });
    await expectAccessible(page, "/manualcheckout");
    await page.getByRole("button", { name: "Pay and get the manual" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Thank you for your purchase" }).isVisible()).toBe(true);
    await waitForMail(member.email, /Your receipt/);
    await page.getByRole("link", { name: "Open my manuals" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/mymanuals");
    await expect
      .poll(() => page.getByRole("main").getByRole("heading", { name: MANUAL }).first().isVisible())
      .toBe(true);
    // The shop window no longer offers what the member owns.
    await expect.poll(() => page.getByRole("link", { name: `Buy ${MANUAL}` }).count()).toBe(0);
    await page.context().close();
  });
});
