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
  it("a visitor sees the founder archive locked; a Starter member plays it and downloads its papers", async () => {
    // A new Starter member: the demo members' plans change in other journeys.
    const member = await confirmedMember("Mira", { lastName: "Okafor" });
    const page = await newPage(browser);
    await page.goto("/videos");
    await expect.poll(() => page.getByRole("heading", { name: "Videos", level: 1 }).isVisible()).toBe(true);
    // Without a plan nothing opens, the founder archive included.
    const category = page.getByLabel("Category");
    await expect.poll(() => category.locator("option", { hasText: "Founder Video Archive (Locked)" }).count()).toBe(1);
    await logIn(page, member.email, member.password);
    await page.getByRole("dialog", { name: "Log in" }).waitFor({ state: "hidden" });
    // Logging in from the header lands on the home page.
    await page.goto("/videos");

    // Spec 001 §3 gives the founder archive to every plan (ADR 0106): chosen from the filter, it plays for Starter.
    const founderOption = category.locator("option").filter({ hasText: /^Founder Video Archive$/ });
    await expect.poll(() => founderOption.count()).toBe(1);
    await category.selectOption({ label: "Founder Video Archive" });
    await expect.poll(() => new URL(page.url()).searchParams.get("category")).not.toBeNull();
    const founders = page.getByRole("heading", { name: "The first seminar, 1995" });
    await founders.waitFor();
    const card = page.getByRole("listitem").filter({ has: founders });
    await card.getByRole("button", { name: "Play The first seminar, 1995" }).waitFor();
    expect(await page.getByText(/plan and above\./).count()).toBe(0);
    // The thumbnail is a path on this site, so the CSP's img-src 'self' admits it whatever host the page has.
    const thumbnail = card.locator("img");
    expect(await thumbnail.getAttribute("src")).toMatch(/^\/uploads\/media\/[a-z0-9-]+-card\.webp$/);
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page, "/videos (founder archive)");

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

    // Downloads: every group is open to Starter; the founder papers download under their names.
    await page.goto("/Downloads");
    const papers = page.getByRole("region", { name: "Founder archive papers" });
    await papers.waitFor();
    // The page may first show the visitor's answer it was rendered with, until the member's own arrives.
    await expect.poll(() => papers.getByText(/Locked/).count()).toBe(0);
    await expect.poll(() => papers.getByRole("button", { name: /^Download/ }).count()).toBe(7);
    await expectAccessible(page, "/Downloads");
    const button = papers.getByRole("listitem").filter({ hasText: "Founding charter" }).getByRole("button");
    await button.focus();
    const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    expect(download.suggestedFilename()).toBe("founding-charter.pdf");
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
