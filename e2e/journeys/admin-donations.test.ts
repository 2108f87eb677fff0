import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchBrowser, newPage, uniqueEmail, waitForMail } from "../support/browser.ts";
import { logIn, payByCard } from "../support/journey.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("admin donations", () => {
  it("a visitor donates; an administrator finds the gift by e-mail and refunds it once; the donor is mailed", async () => {
    const email = uniqueEmail("tomas");
    const visitor = await newPage(browser);
    await visitor.goto("/donation");
    await expect.poll(() => visitor.getByRole("heading", { name: "Make a donation", level: 1 }).isVisible()).toBe(true);
    await visitor.getByLabel("Amount in USD").fill("35");
    await visitor.getByLabel("Name", { exact: true }).fill("Tomás Herrera");
    await visitor.getByLabel("Email").fill(email);
    await payByCard(visitor, { holder: "Tomás Herrera", submit: "Donate now" });
    const receipt = visitor.getByRole("region", { name: "Thank you for your donation!" });
    await receipt.waitFor();
    const number = (await receipt.textContent())?.match(/DON-\d{4}-\d{6}/)?.[0];
    expect(number).toBeTruthy();
    await visitor.context().close();

    const admin = await newPage(browser);
    await admin.goto("/admin/donations");
    await admin.getByRole("main").getByRole("button", { name: "Login" }).click();
    await logIn(admin, inject("adminEmail"), inject("adminPassword"));
    const table = admin.getByRole("table", { name: "Donations, newest first" });
    await table.waitFor();
    await expectAccessible(admin, "/admin/donations");

    await admin.getByRole("searchbox", { name: "Donor name or e-mail" }).fill(email);
    await admin.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => new URL(admin.url()).searchParams.get("search")).toBe(email);
    // The totals are those of the filtered set: this donor's one gift.
    const totals = admin.getByRole("region", { name: "Totals of the filtered donations" });
    await expect.poll(() => totals.textContent()).toMatch(/^Donations1Received\$35\.00/);
    const row = table.getByRole("row").filter({ hasText: String(number) });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain("$35.00");

    await row.getByRole("button", { name: `Refund ${number}` }).click();
    const dialog = admin.getByRole("dialog", { name: `Refund donation ${number}?` });
    await dialog.waitFor();
    await expectAccessible(admin, "/admin/donations (refund dialog)");
    await dialog.getByRole("button", { name: "Refund" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => row.getByText(/Refunded/).isVisible()).toBe(true);
    expect(await row.getByRole("button", { name: `Refund ${number}` }).count()).toBe(0);

    // The filter in the URL survives a reload: only refunded gifts of this donor.
    await admin.goto(`/admin/donations?Status=Refunded&search=${encodeURIComponent(email)}`);
    await expect
      .poll(() =>
        table
          .getByRole("row")
          .filter({ hasText: String(number) })
          .isVisible(),
      )
      .toBe(true);

    const mail = await waitForMail(email, /has been refunded/);
    expect(mail.subject).toContain(String(number));
    await admin.context().close();
  });
});
