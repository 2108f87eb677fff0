import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api, expectAccessible, launchBrowser, newPage, waitForMail } from "../support/browser.ts";
import { confirmedMember, logIn, tokenOf } from "../support/journey.ts";

/** A demo manual with a price (ADR 0039's demo catalogue). */
const MANUAL = "Working with Groups — Facilitator's Guide";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("manuals with PayPal, and their refund (ADR 0051)", () => {
  it("a member buys a manual with the PayPal sandbox, sees it on /mymanuals, and loses it when an administrator refunds it", async () => {
    const member = await confirmedMember("Maren", { lastName: "Solberg" });
    const page = await newPage(browser);
    await page.goto("/mymanuals");
    await page.getByRole("main").getByRole("button", { name: "Login" }).click();
    await logIn(page, member.email, member.password);
    const buy = page.getByRole("link", { name: `Buy ${MANUAL}` });
    await buy.waitFor();
    await buy.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/manualcheckout");
    await expect.poll(() => page.getByRole("heading", { name: MANUAL }).isVisible()).toBe(true);
    await page.getByRole("radio", { name: "PayPal" }).click();
    await expectAccessible(page, "/manualcheckout (PayPal)");
    await page.getByRole("button", { name: "Pay with PayPal" }).click();
    // The built-in sandbox's approval page (server-rendered, no script).
    await expect.poll(() => page.getByRole("heading", { name: "PayPal sandbox" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/confirmpaypalpayment");
    await expect.poll(() => page.getByRole("heading", { name: "Thank you for your purchase" }).isVisible()).toBe(true);
    await expectAccessible(page, "/confirmpaypalpayment (manual)");
    // A reload uses the same approval again: the same purchase, nothing bought twice.
    await page.reload();
    await expect.poll(() => page.getByRole("heading", { name: "Thank you for your purchase" }).isVisible()).toBe(true);
    const receipt = await waitForMail(member.email, /Your receipt/);
    expect(receipt.text).toContain("PayPal");
    await page.getByRole("link", { name: "Open my manuals" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/mymanuals");
    await expect
      .poll(() => page.getByRole("main").getByRole("heading", { name: MANUAL }).first().isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole("link", { name: `Buy ${MANUAL}` }).count()).toBe(0);

    const token = await tokenOf(member.email, member.password);
    const history = await api("GET", `User/GetUserPurchaseAndBillings?UserId=${member.id}`, { token });
    const bought = (history.body.Data.List as { Source: string; Status: string; Title: string }[]).filter(
      (row) => row.Source === "Manual",
    );
    expect(bought).toEqual([expect.objectContaining({ Status: "Paid", Title: MANUAL })]);

    // An administrator refunds it on /admin/manuals.
    const admin = await newPage(browser);
    await admin.goto("/admin/manuals");
    await admin.getByRole("main").getByRole("button", { name: "Login" }).click();
    await logIn(admin, inject("adminEmail"), inject("adminPassword"));
    const copies = admin.getByRole("button", { name: `Copies of ${MANUAL}` });
    await copies.waitFor();
    await copies.click();
    const refund = admin.getByRole("button", { name: /^Refund Maren Solberg's purchase M-/ });
    await refund.waitFor();
    await expectAccessible(admin, "/admin/manuals (copies)");
    await refund.click();
    await admin.getByRole("button", { name: "Refund", exact: true }).click();
    await expect.poll(() => refund.count()).toBe(0);
    await admin.context().close();

    await waitForMail(member.email, /Your manual purchase has been refunded/);
    const after = await api("GET", `User/GetUserPurchaseAndBillings?UserId=${member.id}`, { token });
    expect(
      (after.body.Data.List as { Source: string; Status: string }[]).filter((row) => row.Source === "Manual"),
    ).toEqual([expect.objectContaining({ Status: "Refunded" })]);
    await page.reload();
    await expect.poll(() => page.getByRole("link", { name: `Buy ${MANUAL}` }).isVisible()).toBe(true);
    await page.context().close();
  });
});
