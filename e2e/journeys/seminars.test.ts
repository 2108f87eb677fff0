import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchBrowser, newContext } from "../support/browser.ts";
import { newMember, seededInstructor } from "../support/factories.ts";
import { logIn, toastText } from "../support/journey.ts";

// A seeded instructor of its own, not instructor@: graduating students earns teaching credit, which the membership
// journey reads on instructor@ (an instructor cannot be made through the API; see factories.ts).
const INSTRUCTOR = seededInstructor("hannah");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function fresh(mobile = false): Promise<Page> {
  const context = await newContext(browser, { mobile });
  return context.newPage();
}

/** A wall-clock time `days` from now, as the form's datetime-local value. */
function localIn(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(hour)}:00`;
}

describe("seminars", () => {
  it("a visitor browses the seminars by course and opens one", async () => {
    const visitor = await fresh(true);
    await visitor.goto("/seminars");
    await expect.poll(() => visitor.getByRole("heading", { name: "Seminars", level: 1 }).isVisible()).toBe(true);
    const firstSeminar = visitor.getByRole("link", { name: /^View seminar:/ }).first();
    await firstSeminar.waitFor();
    await expectAccessible(visitor, "/seminars (visitor, phone)");
    await firstSeminar.click();
    await expect.poll(() => new URL(visitor.url()).pathname).toMatch(/^\/courses\/\d+$/);
    await expect.poll(() => visitor.getByText("Seats left").first().isVisible()).toBe(true);
    await expectAccessible(visitor, "/courses/{seminarID}");
    await visitor.context().close();
  });

  it("an instructor adds a seminar, adds two students by e-mail and graduates them", async () => {
    const students = await Promise.all([newMember("Sofia"), newMember("Jonas", { plan: 2 })]);
    const page = await fresh();
    await page.goto("/profile/instructor");
    await page.getByRole("button", { name: "Login", exact: true }).first().click();
    await logIn(page, INSTRUCTOR.email, INSTRUCTOR.password);
    await expect.poll(() => page.getByText("Logged In Successfully").isVisible()).toBe(true);
    await page.goto("/profile/instructor");
    const add = page.getByRole("button", { name: "Add a seminar" });
    await add.waitFor();
    await expectAccessible(page, "/profile/instructor");
    await add.click();
    const dialog = page.getByRole("dialog", { name: "New seminar" });
    const course = dialog.getByLabel("Course");
    await expect.poll(() => course.locator("option").count()).toBeGreaterThan(1);
    const courseTitle = (await course.locator("option").nth(1).textContent()) ?? "";
    await course.selectOption({ index: 1 });
    await dialog.getByLabel("Capacity").fill("12");
    await dialog.getByLabel("Price").fill("380");
    await dialog.getByLabel("Format").selectOption("online");
    await dialog.getByLabel("Online link (https)").fill("https://meet.healingarts.example/seminar");
    await dialog.getByLabel("Time zone").selectOption("Europe/Dublin");
    // Far out, so it heads the instructor's list (newest first).
    await dialog.getByLabel("Day 1 starts").fill(localIn(500, 9));
    await dialog.getByLabel("Day 1 ends").fill(localIn(500, 17));
    await dialog.getByLabel("Notes").fill("Bring a blanket and a notebook.");
    await expectAccessible(page, "the seminar form");
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => toastText(page)).toContain("Seminar added.");

    await page
      .getByRole("link", { name: `Students of ${courseTitle}` })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/profile\/profilestudents\/\d+$/);
    const emails = page.getByLabel(/E-mail addresses of members/);
    await emails.waitFor();
    await emails.fill(students.map((student) => student.email).join("\n"));
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect.poll(() => toastText(page)).toContain("Added:");
    const table = page.getByRole("table", { name: `Students of ${courseTitle}` });
    await expect.poll(() => table.getByRole("checkbox").count()).toBe(2);
    await expectAccessible(page, "/profile/profilestudents/{id}");
    for (const box of await table.getByRole("checkbox").all()) await box.check();
    await page.getByRole("button", { name: "Graduate selected" }).click();
    await expect.poll(() => toastText(page)).toContain("Students graduated: 2");
    await expect.poll(() => table.getByRole("checkbox", { disabled: true }).count()).toBe(2);
    await page.context().close();
  });
});
