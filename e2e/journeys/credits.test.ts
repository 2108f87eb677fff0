import { readFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchBrowser, newPage } from "../support/browser.ts";
import { logIn } from "../support/journey.ts";

// A demo member with exam results, adjustments and manuals (credits and manuals seeds); journeys only read them.
const MEMBER = { email: "practitioner@demo.healingarts.example", password: "Healing2026!" };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("CE credits and manuals", () => {
  it("a member sees their credits, downloads the CSV, then downloads a personalised manual", async () => {
    const page = await newPage(browser);
    await page.goto("/myceus");
    await expect.poll(() => page.getByRole("heading", { name: "My CE credits", level: 1 }).isVisible()).toBe(true);
    await page.getByRole("main").getByRole("button", { name: "Login" }).click();
    await logIn(page, MEMBER.email, MEMBER.password);

    const table = page.getByRole("table", { name: "CE credit entries" });
    await expect
      .poll(() => table.getByText("Credits carried over from the previous records system").isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole("progressbar").isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/of 30 credits/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expectAccessible(page, "/myceus");

    // Search over the title narrows the ledger.
    await page.getByLabel("Search by course title").fill("Anatomy");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("?search=Anatomy");
    await expect.poll(() => table.getByText("Credits carried over from the previous records system").count()).toBe(0);
    await expect.poll(() => table.getByText("Anatomy for Practitioners — final exam").isVisible()).toBe(true);

    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    const text = await readFile(await csv.path(), "utf8");
    expect(text).toContain("Date,Source,Course or exam,Reason,Credits");
    expect(text).toContain("Anatomy for Practitioners — final exam");
    expect(text).not.toContain("previous records system");

    await page.goto("/mymanuals");
    const heading = page.getByRole("heading", { name: "Anatomy for Practitioners — Reference Workbook" });
    await heading.waitFor();
    await expect
      .poll(() =>
        page.getByRole("img", { name: "Cover of Anatomy for Practitioners — Reference Workbook" }).isVisible(),
      )
      .toBe(true);
    await expectAccessible(page, "/mymanuals");
    const [manual] = await Promise.all([
      page.waitForEvent("download", { timeout: 40_000 }),
      page.getByRole("button", { name: /^Download PDF.*Anatomy for Practitioners — Reference Workbook$/ }).click(),
    ]);
    const pdf = await readFile(await manual.path());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(manual.suggestedFilename()).toMatch(/^manual-M-\d{4}-\d{6}\.pdf$/);
    await page.context().close();
  });
});
