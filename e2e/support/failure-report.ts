import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeEach } from "vitest";
import { openPages } from "./browser.ts";

const REPORTS = join(import.meta.dirname, "../../.tmp/reports/e2e-failures");

/**
 * When a journey fails, says what each of its open pages showed: the URL and the start of the main region's text go to
 * the log (CI keeps only the log), a screenshot to .tmp/reports. A locator timeout alone does not say whether the
 * page showed an error, another screen or nothing yet.
 */
beforeEach((context) => {
  context.onTestFailed(async () => {
    const pages = openPages();
    await mkdir(REPORTS, { recursive: true });
    for (const [index, page] of pages.entries()) {
      const text = await page
        .evaluate(() => (document.querySelector("main") ?? document.body)?.innerText ?? "")
        .catch((error: unknown) => `(page unreadable: ${String(error)})`);
      const name = `${context.task.name.replace(/[^\w-]+/g, "_").slice(0, 80)}-${index}.png`;
      await page.screenshot({ path: join(REPORTS, name), fullPage: true }).catch(() => undefined);
      console.error(`[failed journey] page ${index}: ${page.url()}\n${text.replace(/\n{2,}/g, "\n").slice(0, 1200)}`);
    }
  });
});
