import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { beforeEach } from "vitest";
import { errorsLogged, openPages, requestsInFlight } from "./browser.ts";

const REPORTS = join(import.meta.dirname, "../../.tmp/reports/e2e-failures");

/**
 * When a journey fails, says what each of its open pages showed: the URL and the start of the main region's accessibility tree (the roles and names a locator looks for) go to
 * the log (CI keeps only the log), a screenshot to .tmp/reports. A locator timeout alone does not say whether the
 * page showed an error, another screen or nothing yet.
 */
beforeEach((context) => {
  context.onTestFailed(async () => {
    const pages = openPages();
    await mkdir(REPORTS, { recursive: true });
    for (const [index, page] of pages.entries()) {
      const main = page.locator("main");
      const text = await ((await main.count()) > 0 ? main.first() : page.locator("body"))
        .ariaSnapshot({ timeout: 2_000 })
        .catch((error: unknown) => `(page unreadable: ${String(error)})`);
      const name = `${context.task.name.replace(/[^\w-]+/g, "_").slice(0, 80)}-${index}.png`;
      await page.screenshot({ path: join(REPORTS, name), fullPage: true }).catch(() => undefined);
      // A page stuck on its loader is usually waiting for a request: name the ones still unanswered.
      const waiting = requestsInFlight(page).join("\n  ") || "none";
      const logged = errorsLogged(page).join("\n  ") || "none";
      console.error(
        `[failed journey] page ${index}: ${page.url()}\n${text.slice(0, 2000)}\nrequests in flight:\n  ${waiting}\nerrors logged:\n  ${logged}`,
      );
    }
  });
});
