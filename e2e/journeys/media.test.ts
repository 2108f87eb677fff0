import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchBrowser, newPage } from "../support/browser.ts";
import { confirmedMember, logIn } from "../support/journey.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("videos and downloads", () => {
  it("a Starter member sees the founder archive locked, plays a video and downloads a file", async () => {
    // A new Starter member: the demo members' plans change in other journeys.
    const member = await confirmedMember("Mira", { lastName: "Okafor" });
    const page = await newPage(browser);
    await page.goto("/videos");
    await expect.poll(() => page.getByRole("heading", { name: "Videos", level: 1 }).isVisible()).toBe(true);
    await logIn(page, member.email, member.password);
    await page.getByRole("dialog", { name: "Log in" }).waitFor({ state: "hidden" });
    // Logging in from the header lands on the home page.
    await page.goto("/videos");

    // The founder archive, chosen from the category filter: every video locked, naming the plan that opens it.
    const category = page.getByLabel("Category");
    await expect.poll(() => category.locator("option").count()).toBeGreaterThan(1);
    await category.selectOption({ label: "Founder Video Archive (Locked)" });
    await expect.poll(() => new URL(page.url()).searchParams.get("category")).not.toBeNull();
    const founders = page.getByRole("heading", { name: "The first seminar, 1995" });
    await founders.waitFor();
    const card = page.getByRole("listitem").filter({ has: founders });
    await expect.poll(() => card.getByText("Included in the Access plan and above.").isVisible()).toBe(true);
    expect(await card.getByRole("link", { name: "Upgrade your plan" }).getAttribute("href")).toBe("/membershipupgrade");
    expect(await card.getByRole("button", { name: /^Play/ }).count()).toBe(0);
    await expectAccessible(page, "/videos (founder archive locked)");

    // An open video plays in the dialog, with captions.
    await page.goto("/videos?search=awareness");
    const play = page.getByRole("button", { name: "Play Body awareness at home" });
    await play.waitFor();
    await play.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Body awareness at home" });
    await dialog.waitFor();
    const video = dialog.locator("video");
    expect(await dialog.locator("track").count()).toBe(1);
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
    await expectAccessible(page, "/videos (player)");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    // Downloads: the open groups' files download under their names; the founder papers are explained.
    await page.goto("/Downloads");
    const forms = page.getByRole("region", { name: "Forms and intake" });
    await forms.waitFor();
    const papers = page.getByRole("region", { name: "Founder archive papers" });
    await expect.poll(() => papers.getByText("Locked: included in the Access plan and above.").isVisible()).toBe(true);
    expect(await papers.getByRole("button", { name: /^Download/ }).count()).toBe(0);
    await expectAccessible(page, "/Downloads");
    const button = forms.getByRole("listitem").filter({ hasText: "Client intake form" }).getByRole("button");
    await button.focus();
    const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    expect(download.suggestedFilename()).toBe("client-intake-form.pdf");
    const path = await download.path();
    expect(path).toBeTruthy();
    await page.context().close();
  });

  it("an administrator renames a video in its edit dialog and a member finds it under the new title", async () => {
    const admin = await newPage(browser);
    await admin.goto("/videos");
    await logIn(admin, inject("adminEmail"), inject("adminPassword"));
    await admin.getByRole("dialog", { name: "Log in" }).waitFor({ state: "hidden" });
    await admin.goto("/admin/media");
    // A demo video no other journey names, so renaming it changes nothing they look for.
    const edit = admin.getByRole("button", { name: /^Edit\W+Tapping for focus$/ });
    await edit.waitFor();
    await edit.click();
    const dialog = admin.getByRole("dialog", { name: "Edit the video “Tapping for focus”" });
    await dialog.waitFor();
    const title = dialog.getByLabel("Title", { exact: true });
    expect(await title.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectAccessible(admin, "/admin/media (edit dialog)");
    await title.fill("Tapping for focus and clarity");
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await dialog.waitFor({ state: "hidden" });
    await admin.getByRole("button", { name: /^Edit\W+Tapping for focus and clarity$/ }).waitFor();
    await admin.context().close();

    const member = await confirmedMember("Tomas", { lastName: "Lindqvist" });
    const page = await newPage(browser);
    await page.goto("/videos");
    await logIn(page, member.email, member.password);
    await page.getByRole("dialog", { name: "Log in" }).waitFor({ state: "hidden" });
    await page.goto("/videos?search=clarity");
    await page.getByRole("heading", { name: "Tapping for focus and clarity" }).waitFor();
    await page.context().close();
  });
});
