import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchBrowser, newPage, uniqueEmail, waitForMail } from "../support/browser.ts";
import { confirmedMember, logIn, payByCard } from "../support/journey.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("donations", () => {
  it("a visitor donates 25 USD by card and sees the receipt; the receipt mail links the invoice", async () => {
    const email = uniqueEmail("grace");
    const page = await newPage(browser);
    await page.goto("/donation");
    await expect.poll(() => page.getByRole("heading", { name: "Make a donation", level: 1 }).isVisible()).toBe(true);
    await expectAccessible(page, "/donation");
    await page.getByRole("button", { name: "$25", exact: true }).click();
    await page.getByLabel("Name", { exact: true }).fill("Grace Okafor");
    await page.getByLabel("Email").fill(email);
    await payByCard(page, { holder: "Grace Okafor", submit: "Donate now" });
    const receipt = page.getByRole("region", { name: "Thank you for your donation!" });
    await receipt.waitFor();
    expect(await receipt.textContent()).toMatch(/DON-\d{4}-\d{6}/);
    expect(await receipt.textContent()).toContain("$25");
    await expectAccessible(page, "/donation (receipt)");
    const mail = await waitForMail(email, /Thank you for your donation/);
    expect(mail.text).toContain("/api/Donation/DownloadDonationInvoicePdf/");
    await page.context().close();
  });

  it("a member keeps an address book, donates yearly, and finds the gift in /profile/purchases", async () => {
    const member = await confirmedMember("Amara", { lastName: "Nwosu" });
    const page = await newPage(browser);
    await page.goto("/profile/account");
    await page.getByRole("main").getByRole("button", { name: "Login" }).click();
    await logIn(page, member.email, member.password);
    const add = page.getByRole("button", { name: "Add address" });
    await add.waitFor();
    await expect.poll(() => page.getByText("You have no saved addresses yet.").isVisible()).toBe(true);
    await add.click();
    const dialog = page.getByRole("dialog", { name: "New address" });
    await dialog.getByLabel("Full name").fill("Amara Nwosu");
    await dialog.getByLabel("Address", { exact: true }).fill("Storgata 12");
    await dialog.getByLabel("Postal code").fill("0155");
    await dialog.getByLabel("City").fill("Oslo");
    await dialog.getByLabel("Country").selectOption("NO");
    await expectAccessible(page, "/profile/account (address dialog)");
    await dialog.getByRole("button", { name: "Save address" }).click();
    await expect.poll(() => page.getByText("Storgata 12").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Default", { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page, "/profile/account (address book)");

    await page.goto("/donation");
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe(member.email);
    await page.getByRole("radio", { name: "Yearly" }).check();
    await page.getByLabel("Amount in USD").fill("40");
    await payByCard(page, { holder: "Grace Okafor", submit: "Donate now" });
    const receipt = page.getByRole("region", { name: "Thank you for your donation!" });
    await receipt.waitFor();
    expect(await receipt.textContent()).toContain("Next charge");

    await page.goto("/profile/purchases");
    const table = page.getByRole("table", { name: /Payments: \d+/ });
    await table.waitFor();
    await expect.poll(() => table.getByText("Yearly donation").isVisible()).toBe(true);
    expect(await table.textContent()).toContain("$40");
    await expect
      .poll(() => table.getByRole("button", { name: /PDF\s*of invoice DON-\d{4}-\d{6}/ }).isVisible())
      .toBe(true);
    await expectAccessible(page, "/profile/purchases");
    await page.context().close();
  });
});
