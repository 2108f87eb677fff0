import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchBrowser, newPage } from "../support/browser.ts";
import { logIn } from "../support/journey.ts";

const CODE = `JOURNEY${Date.now().toString(36).toUpperCase()}`.slice(0, 30);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("admin commerce", () => {
  it("an administrator creates a coupon, saves the CE cycle and adds and deletes a shipping zone", async () => {
    const admin = await newPage(browser);
    await admin.goto("/admin/coupons");
    await admin.getByRole("main").getByRole("button", { name: "Login" }).click();
    await logIn(admin, inject("adminEmail"), inject("adminPassword"));
    const create = admin.getByRole("button", { name: "New coupon" });
    await create.waitFor();
    await expect.poll(() => admin.getByRole("table", { name: "Coupons" }).isVisible()).toBe(true);
    await expectAccessible(admin, "/admin/coupons");

    await create.click();
    const dialog = admin.getByRole("dialog", { name: "New coupon" });
    await dialog.getByLabel("Code").fill(CODE);
    await dialog.getByLabel("Discount value").fill("150");
    await dialog.getByRole("button", { name: "Save coupon" }).click();
    // A percentage above 100 is refused with the server's translated message.
    await expect.poll(() => dialog.getByText(/percentage from 1 to 100/).isVisible()).toBe(true);
    await expectAccessible(admin, "/admin/coupons (form)");
    await dialog.getByLabel("Discount value").fill("15");
    await dialog.getByLabel(/Maximum uses/).fill("25");
    await dialog.getByRole("button", { name: "Save coupon" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await admin.getByRole("searchbox", { name: "Code" }).fill(CODE);
    await admin.getByRole("button", { name: "Search", exact: true }).click();
    const row = admin.getByRole("row").filter({ hasText: CODE });
    await expect.poll(() => row.getByText("0 / 25").isVisible()).toBe(true);
    await row.getByRole("button", { name: `Deactivate ${CODE}` }).click();
    await expect.poll(() => row.getByText("Inactive").isVisible()).toBe(true);

    // The cycle is saved with the values in force, so the credits journey sees the demo cycle.
    await admin.goto("/admin/credits");
    const save = admin.getByRole("button", { name: "Save cycle" });
    await save.waitFor();
    await expectAccessible(admin, "/admin/credits");
    await save.click();
    await expect.poll(() => admin.getByText("The CE cycle has been saved.").isVisible()).toBe(true);

    await admin.goto("/admin/store-orders");
    await admin.getByRole("tab", { name: "Shipping table" }).click();
    const form = admin.getByRole("form", { name: "New shipping zone" });
    await form.waitFor();
    await form.getByLabel("Zone name").fill("Antarctic stations");
    await form.getByLabel(/Countries/).fill("AQ");
    await form.getByLabel(/Weight bands/).fill("1000:80");
    await form.getByRole("button", { name: "Add zone" }).click();
    const zone = admin.getByRole("form", { name: "Antarctic stations" });
    await zone.waitFor();
    await expectAccessible(admin, "/admin/store-orders (shipping)");
    await zone.getByRole("button", { name: "Delete zone" }).click();
    const confirm = admin.getByRole("dialog", { name: "Delete the zone Antarctic stations?" });
    await confirm.getByRole("button", { name: "Delete zone" }).click();
    await expect.poll(() => zone.count()).toBe(0);
    await admin.context().close();
  });
});
