import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchBrowser, newContext } from "../support/browser.ts";
import { confirmedMember, logIn, toastText } from "../support/journey.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("notifications", () => {
  it("an administrator publishes an announcement; a member sees the bell count, opens the list and marks it read", async () => {
    const member = await confirmedMember("Nora");
    const title = `Spring study day in Oslo ${Date.now().toString(36)}`;

    // The administrator writes and publishes it from /admin/announcements.
    const adminContext = await newContext(browser);
    const adminPage = await adminContext.newPage();
    await adminPage.goto("/");
    await logIn(adminPage, inject("adminEmail"), inject("adminPassword"));
    await expect.poll(() => adminPage.getByRole("button", { name: /Site/ }).isVisible()).toBe(true);
    await adminPage.goto("/admin/announcements");
    await expect.poll(() => adminPage.getByRole("heading", { name: "New announcement" }).isVisible()).toBe(true);
    await expect
      .poll(() => adminPage.getByText("Annual General Meeting: agenda and how to vote").isVisible())
      .toBe(true);
    await expectAccessible(adminPage, "/admin/announcements");
    await adminPage.getByLabel("Title").fill(title);
    await adminPage
      .getByLabel("Text")
      .fill("A day of practice and questions for members in Norway.\n\nBring a mat and comfortable clothes.");
    await adminPage.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => toastText(adminPage)).toContain("The announcement has been saved.");
    await expect.poll(() => adminPage.getByRole("link", { name: title }).isVisible()).toBe(true);
    await adminContext.close();

    // The member logs in: the bell names one unread notification.
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/");
    await logIn(page, member.email, member.password);
    const bell = page.getByRole("link", { name: "Notifications, 1 unread" });
    await expect.poll(() => bell.isVisible()).toBe(true);
    await expectAccessible(page, "/ with the bell");

    await bell.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/notifications");
    const item = page.getByRole("link", { name: `New announcement: ${title}` });
    await expect.poll(() => item.isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Unread: 1").isVisible()).toBe(true);
    await expectAccessible(page, "/notifications");

    await page.getByRole("button", { name: `Mark as read: New announcement: ${title}` }).click();
    await expect.poll(() => toastText(page)).toContain("The notification is marked as read.");
    await expect.poll(() => page.getByText("Unread: 0").isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("link", { name: "Notifications", exact: true }).isVisible()).toBe(true);

    // The notification leads to the announcement, its text shown as paragraphs.
    await item.click();
    await expect.poll(() => page.getByRole("heading", { name: title, level: 1 }).isVisible()).toBe(true);
    expect(await page.getByText("Bring a mat and comfortable clothes.").isVisible()).toBe(true);
    await expectAccessible(page, "/newannouncement/{id}");

    await page.goto("/profile/notifications");
    await expect
      .poll(() => page.getByRole("checkbox", { name: "New announcements: by e-mail" }).isVisible())
      .toBe(true);
    await expectAccessible(page, "/profile/notifications");
    await context.close();
  });

  it("a visitor reads the announcements list", async () => {
    const context = await newContext(browser, { mobile: true });
    const page = await context.newPage();
    await page.goto("/announcement");
    await expect
      .poll(() =>
        page.getByRole("link", { name: "Annual General Meeting: agenda and how to vote", exact: true }).isVisible(),
      )
      .toBe(true);
    expect(await page.getByRole("link", { name: /^Notifications/ }).count()).toBe(0);
    await expectAccessible(page, "/announcement");
    await context.close();
  });
});
