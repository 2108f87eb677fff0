/**
 * `npm run bench -- --scale --pages` (issue 22): a person clicking through the site on the scale data. bench/scale.mjs
 * starts the cluster and the server, then runs this: every page of the route registry opened in Chromium as a
 * visitor, as the busiest member and as the administrator (each the pages their area allows), plus the item pages of
 * the heaviest items (the forum post with the most comments, the seminar with the most students, …). Each page is
 * judged on the API calls it makes: none may answer 5xx or take over MAX_CALL_MS, and the page may throw nothing.
 * One load per page, one page at a time: this finds the page that is slow at an association's size, which the load
 * bench (a fixed list of calls) cannot. Results go to bench/results/scale-pages.json.
 *
 * Environment (set by bench/scale.mjs): BENCH_BASE, BENCH_DATABASE_URL, BENCH_MEMBER_EMAIL, BENCH_MEMBER_PASSWORD,
 * BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD; BENCH_MAX_CALL_MS (default 500).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { type Browser, chromium, type Page } from "playwright-core";
import { routes } from "../apps/web/src/app/paths.ts";
import type { Access } from "../apps/web/src/shared/routing/area.ts";

const env = process.env;
const base = env.BENCH_BASE ?? "";
const MAX_CALL_MS = Number(env.BENCH_MAX_CALL_MS ?? 500);
/** The payment gateway's return page: opened without a payment it only sends the reader on. */
const SKIPPED = new Set(["/redirectpage"]);

interface Visit {
  role: string;
  page: string;
  loadMs: number;
  calls: number;
  slowestMs: number;
  slowestCall: string;
  problems: string[];
}

/** The heaviest item of each item page, from the scale database. */
async function itemPages(databaseUrl: string): Promise<Record<Access, string[]>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (text: string) => (await client.query(text)).rows[0]?.id as number | undefined;
    const post = await one("select post_id as id from forum_comments group by 1 order by count(*) desc limit 1");
    const seminar = await one("select seminar_id as id from enrollments group by 1 order by count(*) desc limit 1");
    const product = await one("select id from products where published order by id desc limit 1");
    const article = await one(
      "select id from blog_posts where visibility = 'Show' and published_at <= now() order by id desc limit 1",
    );
    const practitioner = await one("select user_id as id from member_profiles where listed order by user_id limit 1");
    const course = await one("select id from courses order by id limit 1");
    const defined = (pages: (string | false)[]) => pages.filter((page): page is string => page !== false);
    return {
      public: defined([
        post !== undefined && `/forum/postdetail/${post}`,
        "/forum?page=1000",
        seminar !== undefined && `/courses/${seminar}`,
        product !== undefined && `/store/storedetails/${product}`,
        article !== undefined && `/article/${article}`,
        practitioner !== undefined && `/practitioner/practitionerdetail/${practitioner}`,
        course !== undefined && `/courses/detail/${course}`,
      ]),
      member: [],
      admin: defined([seminar !== undefined && `/students/${seminar}`]),
    };
  } finally {
    await client.end();
  }
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/");
  await page.getByRole("button", { name: "Login", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await dialog.waitFor({ state: "hidden" });
}

async function walk(
  browser: Browser,
  role: string,
  pages: string[],
  credentials?: { email: string; password: string },
): Promise<Visit[]> {
  const context = await browser.newContext({ baseURL: base, locale: "en-US" });
  const page = await context.newPage();
  let calls: { url: string; ms: number }[] = [];
  const problems: string[] = [];
  page.on("requestfinished", (request) => {
    if (!request.url().includes("/api/")) return;
    calls.push({ url: request.url().replace(base, ""), ms: Math.round(request.timing().responseEnd) });
  });
  page.on("response", (response) => {
    if (response.url().includes("/api/") && response.status() >= 500)
      problems.push(`${response.status()} ${response.url().replace(base, "")}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message.split("\n")[0]}`));
  if (credentials) await logIn(page, credentials.email, credentials.password);
  const visits: Visit[] = [];
  for (const target of pages) {
    calls = [];
    problems.length = 0;
    const started = Date.now();
    await page
      .goto(target, { waitUntil: "networkidle", timeout: 30_000 })
      .catch((error: Error) => problems.push(`not loaded: ${error.message.split("\n")[0]}`));
    const slowest = [...calls].sort((a, b) => b.ms - a.ms)[0];
    const visit: Visit = {
      role,
      page: target,
      loadMs: Date.now() - started,
      calls: calls.length,
      slowestMs: slowest?.ms ?? 0,
      slowestCall: slowest?.url ?? "",
      problems: [...new Set(problems)],
    };
    if (visit.slowestMs > MAX_CALL_MS)
      visit.problems.push(`a call took ${visit.slowestMs} ms (at most ${MAX_CALL_MS})`);
    visits.push(visit);
    console.log(
      `  ${visit.problems.length > 0 ? "✗" : "✓"} ${role} ${target}: ${visit.calls} calls, slowest ${visit.slowestMs} ms ${visit.slowestCall}`,
    );
    for (const problem of visit.problems) console.log(`      ${problem}`);
  }
  await context.close();
  return visits;
}

const items = await itemPages(env.BENCH_DATABASE_URL ?? "");
const byAccess = (access: Access) => [
  ...Object.values(routes)
    .filter((route) => route.access === access && !route.pattern.includes(":") && !SKIPPED.has(route.pattern))
    .map((route) => route.pattern),
  ...items[access],
];
const browser = await chromium.launch({ executablePath: env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const visits: Visit[] = [];
try {
  console.log("Every page, one at a time:");
  visits.push(...(await walk(browser, "visitor", byAccess("public"))));
  const member = { email: env.BENCH_MEMBER_EMAIL ?? "", password: env.BENCH_MEMBER_PASSWORD ?? "" };
  visits.push(...(await walk(browser, "member", [...byAccess("public"), ...byAccess("member")], member)));
  const admin = { email: env.BENCH_ADMIN_EMAIL ?? "", password: env.BENCH_ADMIN_PASSWORD ?? "" };
  visits.push(...(await walk(browser, "administrator", byAccess("admin"), admin)));
} finally {
  await browser.close();
}

const failed = visits.filter((visit) => visit.problems.length > 0);
const slowest = [...visits].sort((a, b) => b.slowestMs - a.slowestMs).slice(0, 10);
console.log("\nThe ten slowest calls, one per page:");
for (const visit of slowest) console.log(`  ${visit.slowestMs} ms  ${visit.role} ${visit.page}: ${visit.slowestCall}`);
console.log(
  `\n${visits.length} pages opened, ${failed.length} with a problem (a call over ${MAX_CALL_MS} ms, a 5xx, an error).`,
);
const results = path.resolve(import.meta.dirname, "results");
mkdirSync(results, { recursive: true });
writeFileSync(
  path.join(results, "scale-pages.json"),
  `${JSON.stringify({ at: new Date().toISOString(), maxCallMs: MAX_CALL_MS, visits }, null, 2)}\n`,
);
process.exit(failed.length > 0 ? 1 : 0);
