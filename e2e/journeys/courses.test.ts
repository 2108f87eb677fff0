import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchBrowser, newPage } from "../support/browser.ts";
import { newMember } from "../support/factories.ts";
import { logIn } from "../support/journey.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("the course catalogue", () => {
  it("lets a visitor browse, filter and open a course; a Starter member sees the refusal of an advanced course", async () => {
    const starter = await newMember("Sofia", { lastName: "Almeida" });
    const page = await newPage(browser);
    await page.goto("/");
    // The header's "Learn" group is a disclosure (ADR 0064): open it, then follow its first link.
    await page.getByRole("button", { name: "Learn" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Courses", exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/courses");
    await expect.poll(() => page.getByRole("article").count()).toBe(12);
    await expectAccessible(page, "/courses");

    // Filters live in the URL.
    await page.getByLabel("Level").selectOption("advanced");
    await expect.poll(() => new URL(page.url()).searchParams.get("level")).toBe("advanced");
    await expect.poll(() => page.getByRole("status").textContent()).toContain("Courses found: 11");
    await page.getByLabel("Search the courses").fill("energetic");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe("energetic");
    await expect.poll(() => page.getByRole("status").textContent()).toContain("Courses found: 1");

    await page.getByRole("link", { name: "Matrix and Energetic Structures" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/courses\/detail\/\d+$/);
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "Matrix and Energetic Structures" }).isVisible())
      .toBe(true);
    expect(await page.getByRole("link", { name: "Find a seminar" }).getAttribute("href")).toMatch(
      /^\/seminars\?courseId=\d+$/,
    );
    expect(await page.getByText("Members pay less. Log in or join to see your price.").isVisible()).toBe(true);
    await expectAccessible(page, "/courses/detail/{id}");

    // Logging in lands on the home page; the member comes back to the course.
    const courseUrl = page.url();
    await logIn(page, starter.email, starter.password);
    await expect.poll(() => page.getByRole("button", { name: /account menu/ }).count()).toBe(1);
    await page.goto(courseUrl);
    const refusal = page.getByRole("note", { name: "Your plan does not include this course" });
    await expect.poll(() => refusal.isVisible()).toBe(true);
    expect(await refusal.getByRole("link", { name: "Upgrade your membership" }).getAttribute("href")).toBe(
      "/membershipupgrade",
    );
    // Her own plan's row is marked in the price table.
    expect(await page.locator(".course-prices__own").textContent()).toContain("Starter");
    await expectAccessible(page, "/courses/detail/{id} refused");
    await page.close();
  });

  it("shows a Japanese reader the courses in Japanese, marked as such, and English after switching (ADR 0097)", async () => {
    const page = await newPage(browser, { locale: "ja-JP" });
    await page.goto("/courses");
    const title = page.getByRole("heading", { name: "アクセス・テクニック入門" });
    await expect.poll(() => title.isVisible()).toBe(true);
    expect(await title.getAttribute("lang")).toBe("ja");
    // The interface language changes, and so do the courses' own words, without a reload.
    await page.getByRole("contentinfo").getByLabel("言語").selectOption("en");
    await expect.poll(() => page.getByRole("heading", { name: "Access Technique Essentials" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "アクセス・テクニック入門" }).count()).toBe(0);
    await page.close();
  });
});
