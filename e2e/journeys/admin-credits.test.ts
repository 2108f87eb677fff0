import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchBrowser, newPage } from "../support/browser.ts";
import { newMember } from "../support/factories.ts";
import { logIn } from "../support/journey.ts";

// Unique per run: the journeys of a worker share one server, and a rerun must find its own lines.
const RUN = Date.now().toString(36);
const REASON = `Regional conference attendance ${RUN}`;
const EXAM = `Trauma-Informed Practice — oral exam ${RUN}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("CE credits administration", () => {
  it("an administrator adjusts the Standard member's ledger and records an exam result; the member sees both", async () => {
    const standard = await newMember("Emily", { lastName: "Carter", plan: 3 });
    const admin = await newPage(browser);
    await admin.goto("/admin/credits");
    await admin.getByRole("main").getByRole("button", { name: "Login" }).click();
    await logIn(admin, inject("adminEmail"), inject("adminPassword"));

    // Ledgers: find the member, a refused adjustment shows the server's message, then a good one lands.
    const ledgers = admin.getByRole("tab", { name: "Ledgers" });
    await ledgers.waitFor();
    // The page renders again once the administrator's session is known: click until the tab stays chosen.
    await expect
      .poll(async () => {
        await ledgers.click();
        return ledgers.getAttribute("aria-selected");
      })
      .toBe("true");
    await admin.getByRole("searchbox", { name: /Find a member/ }).fill(standard.email);
    await admin.getByRole("button", { name: "Find", exact: true }).click();
    await admin
      .getByRole("button", { name: /^Choose / })
      .first()
      .click();
    const table = admin.getByRole("table", { name: /^CE entries of / });
    // A new member's ledger is empty.
    await expect.poll(() => table.getByText("No CE credits yet.").isVisible()).toBe(true);
    await admin.getByLabel(/Credits \(-100 to 100/).fill("-1000");
    await admin.getByLabel(/^Reason/).fill(REASON);
    await admin.getByRole("button", { name: "Add adjustment" }).click();
    await expect
      .poll(() => admin.getByText("Credits must be a whole number from -100 to 100, not 0.").isVisible())
      .toBe(true);
    await expectAccessible(admin, "/admin/credits (ledgers)");
    await admin.getByLabel(/Credits \(-100 to 100/).fill("3");
    await admin.getByRole("button", { name: "Add adjustment" }).click();
    await expect.poll(() => table.getByText(REASON).isVisible()).toBe(true);

    // Exams: add one, then record the member's result today.
    await admin.getByRole("tab", { name: "Exams" }).click();
    await admin.getByRole("button", { name: "Add exam" }).click();
    const add = admin.getByRole("dialog", { name: "Add exam" });
    await expect.poll(() => add.getByRole("option").count()).toBeGreaterThan(1);
    await add.getByLabel("Course").selectOption({ index: 1 });
    await add.getByLabel("Exam title").fill(EXAM);
    await add.getByLabel(/Pass mark/).fill("70");
    await add.getByLabel(/Credits a pass awards/).fill("2");
    await add.getByRole("button", { name: "Save exam" }).click();
    await expect.poll(() => admin.getByText("The exam has been added.").isVisible()).toBe(true);
    await expectAccessible(admin, "/admin/credits (exams)");

    await admin.getByRole("button", { name: `Record result: ${EXAM}` }).click();
    const record = admin.getByRole("dialog", { name: `Record a result: ${EXAM}` });
    await record.getByRole("searchbox", { name: /Find a member/ }).fill(standard.email);
    await record.getByRole("button", { name: "Find", exact: true }).click();
    await record
      .getByRole("button", { name: /^Choose / })
      .first()
      .click();
    await record.getByLabel(/Score in percent/).fill("86");
    await expect.poll(() => record.getByText("This score passes.").isVisible()).toBe(true);
    await expectAccessible(admin, "/admin/credits (record a result)");
    await record.getByRole("button", { name: "Save result" }).click();
    await expect.poll(() => admin.getByText("The result has been recorded.").isVisible()).toBe(true);
    await admin.context().close();

    const member = await newPage(browser);
    await member.goto("/myceus");
    await member.getByRole("main").getByRole("button", { name: "Login" }).click();
    await logIn(member, standard.email, standard.password);
    const ledger = member.getByRole("table", { name: "CE credit entries" });
    await expect.poll(() => ledger.getByText(REASON).isVisible()).toBe(true);
    await expect
      .poll(() => ledger.getByRole("row").filter({ hasText: REASON }).getByText("Adjustment").first().isVisible())
      .toBe(true);
    await expect.poll(() => ledger.getByText(EXAM).isVisible()).toBe(true);
    const exams = member.getByRole("table", { name: "Exams and results" });
    const row = exams.getByRole("row").filter({ hasText: EXAM });
    await expect.poll(() => row.getByText("86% (pass mark 70%)").isVisible()).toBe(true);
    await expect.poll(() => row.getByText("Passed").isVisible()).toBe(true);
    await expectAccessible(member, "/myceus (with exam results)");
    await member.context().close();
  });
});
