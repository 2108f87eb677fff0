import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchBrowser, newContext } from "../support/browser.ts";
import { newMember, seededInstructor } from "../support/factories.ts";
import { logIn } from "../support/journey.ts";

const TITLE = `Evening anatomy study group ${Date.now().toString(36)}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function fresh(mobile = false): Promise<Page> {
  const context = await newContext(browser, { mobile });
  return context.newPage();
}

/** A wall-clock time `days` from now at 18:30, as the form's datetime-local value. */
function localIn(days: number, hour: number, minute: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(hour)}:${pad(minute)}`;
}

describe("study groups and events", () => {
  it("an instructor creates a recurring study group; a member sees it, answers and downloads its .ics", async () => {
    const visitor = await fresh(true);
    await visitor.goto("/studygroupsandevents");
    await expect
      .poll(() => visitor.getByRole("heading", { name: "Study groups and events", level: 1 }).isVisible())
      .toBe(true);
    // Visitors see the events, and a call to join instead of the study groups.
    await expect
      .poll(() => visitor.getByRole("heading", { name: "Study groups are for members" }).isVisible())
      .toBe(true);
    await expectAccessible(visitor, "/studygroupsandevents (visitor, phone)");
    await visitor.context().close();

    const host = await fresh();
    await host.goto("/studygroupsandevents");
    await host.getByRole("button", { name: "Login", exact: true }).first().click();
    // A seeded instructor of its own (an instructor cannot be made through the API; see factories.ts).
    const instructor = seededInstructor("ingrid");
    await logIn(host, instructor.email, instructor.password);
    // The header's login lands on the home page; come back once logged in.
    await expect.poll(() => host.getByText("Logged In Successfully").isVisible()).toBe(true);
    await host.goto("/studygroupsandevents");
    const create = host.getByRole("button", { name: "New event or study group" });
    await create.waitFor();
    await create.click();
    const dialog = host.getByRole("dialog", { name: "New event or study group" });
    await dialog.getByLabel("Title").fill(TITLE);
    await dialog.getByLabel("Description").fill("Muscles of the back, one region a week. Bring a notebook.");
    await dialog.getByLabel("Meets online").check();
    await dialog.getByLabel("Online link").fill("https://meet.healingarts.example/anatomy");
    await dialog.getByLabel(/Time zone/).selectOption("Europe/Berlin");
    await dialog.getByLabel("Starts").fill(localIn(7, 18, 30));
    await dialog.getByLabel("Ends").fill(localIn(7, 20, 0));
    await dialog.getByLabel("Repeats").selectOption("weekly");
    await dialog.getByLabel("Series ends").selectOption("after");
    await dialog.getByLabel("Number of dates").fill("8");
    await expectAccessible(host, "event form");
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => host.getByText("Your event has been published.").isVisible()).toBe(true);
    await expect.poll(() => host.getByRole("heading", { name: TITLE }).isVisible(), { timeout: 10_000 }).toBe(true);
    await host.context().close();

    const standard = await newMember("Emily", { lastName: "Carter", plan: 3 });
    const member = await fresh();
    await member.goto(`/studygroupsandevents?type=StudyGroup&search=${encodeURIComponent("anatomy")}`);
    await member.getByRole("button", { name: "Login", exact: true }).first().click();
    await logIn(member, standard.email, standard.password);
    await expect.poll(() => member.getByText("Logged In Successfully").isVisible()).toBe(true);
    await member.goto(`/studygroupsandevents?type=StudyGroup&search=${encodeURIComponent("anatomy")}`);
    const heading = member.getByRole("heading", { name: TITLE });
    await heading.waitFor();
    const card = member.getByRole("listitem").filter({ has: heading });
    await card.getByRole("button", { name: "I'm going" }).click();
    await expect.poll(() => card.getByText("1 going").isVisible()).toBe(true);
    await expect.poll(() => card.getByRole("button", { name: "You're going" }).isVisible()).toBe(true);
    await expectAccessible(member, "/studygroupsandevents (member)");

    const [download] = await Promise.all([
      member.waitForEvent("download"),
      card.getByRole("button", { name: "All dates (.ics)" }).click(),
    ]);
    const text = await readFile(await download.path(), "utf8");
    expect(text).toContain("BEGIN:VCALENDAR");
    expect(text).toContain("RRULE:FREQ=WEEKLY;COUNT=8");
    expect(text).toContain("DTSTART;TZID=Europe/Berlin:");
    expect(text).toContain(`SUMMARY:${TITLE}`);
    await member.context().close();
  });
});
