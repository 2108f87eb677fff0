/**
 * `npm run bench:web`: Lighthouse (mobile: a mid-range phone on a slow 4G link, simulated) on the nine pages of
 * issue 23 (`PAGES`), served by the real server that this script starts on a free loopback port
 * with a throw-away PGlite database, driving Debian's Chromium. Targets: performance ≥ 95, accessibility 100, LCP ≤ 1.5 s,
 * TBT ≤ 200 ms, CLS 0.
 * Not a test: scores move with the machine's load. Each page runs BENCH_WEB_RUNS times (default 3) and the
 * median performance run of those Lighthouse could score is kept (an unscored run is named with its reason); `BENCH_WEB_PAGES` (comma-separated paths) measures only those pages. Results: bench/results/web.json (git-ignored), also printed; the last full
 * Lighthouse report of each page is in bench/results/lighthouse/.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { formatBudget, measureBudget } from "../../apps/web/build/budget.ts";
import { ensureWebBuilt } from "../../scripts/lib.mjs";
import { freePort, waitUntilAnswering } from "../../scripts/local-server.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
/** The pages issue 23 measures: the three the server painted first, and the public data pages. */
const ALL_PAGES = [
  "/",
  "/register",
  "/membership",
  "/store",
  "/forum",
  "/courses",
  "/seminars",
  "/bodytalkpractitioners",
  "/blog",
];
/** `BENCH_WEB_PAGES=/forum,/blog` measures only those (a quick before/after of one change). */
const PAGES = process.env.BENCH_WEB_PAGES ? process.env.BENCH_WEB_PAGES.split(",") : ALL_PAGES;
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const TARGETS = { performance: 95, accessibility: 100, lcpMs: 1500, tbtMs: 200, cls: 0 };
const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  si: "speed-index",
} as const;

function start(command: string, args: string[], env: NodeJS.ProcessEnv) {
  let log = "";
  const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (chunk) => {
    log += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    log += String(chunk);
  });
  return { child, output: () => log.slice(-4000) };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve(null);
    }, 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
}

interface PageResult {
  performance: number;
  accessibility: number;
  metrics: Record<keyof typeof METRICS, number>;
  scriptBytes: number;
  totalBytes: number;
  failedAudits: string[];
  /** Why Lighthouse could not score the run (its runtime error, or the metric it could not compute). */
  error?: string;
}

const median = <T>(items: T[], by: (item: T) => number): T =>
  [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)] as T;

const reports = path.join(root, "bench/results/lighthouse");

async function audit(url: string, port: number): Promise<PageResult> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // The whole report of the last run of each page, to see what a score is made of.
  mkdirSync(reports, { recursive: true });
  const name = new URL(url).pathname.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home";
  const { categories, audits, runtimeError } = result.lhr;
  const unscored = categories.performance?.score === null || categories.performance?.score === undefined;
  // A run Lighthouse could not score keeps its report apart, so the page's last scored report stays readable.
  writeFileSync(
    path.join(reports, `${name}${unscored ? ".unscored" : ""}.json`),
    typeof result.report === "string" ? result.report : "",
  );
  const unscoredWhy = Object.values(audits)
    .filter((a) => a.errorMessage)
    .map((a) => `${a.id}: ${a.errorMessage}`)
    .slice(0, 3)
    .join("; ");
  const numeric = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  const summary = (audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] })
    ?.items;
  const transfer = (type: string) => summary?.find((item) => item.resourceType === type)?.transferSize ?? Number.NaN;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    metrics: {
      fcp: numeric(METRICS.fcp),
      lcp: numeric(METRICS.lcp),
      tbt: numeric(METRICS.tbt),
      cls: Math.round((audits[METRICS.cls]?.numericValue ?? Number.NaN) * 1000) / 1000,
      si: numeric(METRICS.si),
    },
    scriptBytes: transfer("script"),
    totalBytes: transfer("total"),
    // What keeps a score down: failed accessibility audits and the performance opportunities.
    failedAudits: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
      .filter((a) => a.scoreDisplayMode !== "notApplicable" && a.scoreDisplayMode !== "manual")
      .map((a) => `${a.id} (${a.displayValue ?? a.score})`),
    ...(unscored
      ? { error: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : unscoredWhy || "no score" }
      : {}),
  };
}

async function main(): Promise<void> {
  ensureWebBuilt();
  const dist = path.join(root, "apps/web/dist");
  console.log("Budget of the built web app:");
  console.log(formatBudget(await measureBudget(dist)));

  const serverPort = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "haa-bench-web-"));
  const profile = mkdtempSync(path.join(tmpdir(), "haa-bench-chromium-"));
  const baseUrl = `http://127.0.0.1:${serverPort}`;
  const server = start(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(serverPort),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    API_KEY: "bench-web-api-key",
    JWT_SECRET: "bench-web-jwt-secret-of-at-least-32-bytes",
    ADMIN_EMAIL: "admin@bench.example",
    ADMIN_PASSWORD: "Bench-Admin-Password-1",
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
  });
  const chromePort = await freePort();
  const chromium = start(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${chromePort}`, `--user-data-dir=${profile}`, "about:blank"],
    process.env,
  );
  try {
    await waitUntilAnswering(`${baseUrl}/api/health`, server.child, server.output);
    await waitUntilAnswering(`http://127.0.0.1:${chromePort}/json/version`, chromium.child, chromium.output);
    const pages: Record<string, PageResult & { runs: number[] }> = {};
    for (const page of PAGES) {
      const runs: PageResult[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await audit(`${baseUrl}${page}`, chromePort));
      // A run Lighthouse could not score (its trace failed) says nothing of the page: the median is of the others.
      const scored = runs.filter((r) => !r.error);
      const kept = median(scored.length ? scored : runs, (r) => r.performance);
      pages[page] = { ...kept, runs: runs.map((r) => r.performance) };
      const m = kept.metrics;
      console.log(
        `${page.padEnd(12)} performance ${kept.performance} (runs ${pages[page].runs.join(", ")})  accessibility ${kept.accessibility}` +
          `  FCP ${m.fcp} ms  LCP ${m.lcp} ms  TBT ${m.tbt} ms  CLS ${m.cls}  SI ${m.si} ms` +
          `  JS ${(kept.scriptBytes / 1024).toFixed(1)} KB  total ${(kept.totalBytes / 1024).toFixed(1)} KB`,
      );
      if (kept.failedAudits.length) console.log(`${"".padEnd(12)} below 0.9: ${kept.failedAudits.join(", ")}`);
      runs.forEach((run, i) => {
        if (run.error) console.log(`${"".padEnd(12)} run ${i + 1} was not scored: ${run.error}`);
      });
    }
    const lighthouseVersion = JSON.parse(readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8"))
      .version as string;
    const out = path.join(root, "bench/results/web.json");
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(
      out,
      `${JSON.stringify({ date: new Date().toISOString(), lighthouse: lighthouseVersion, mode: "mobile", runs: RUNS, targets: TARGETS, pages }, null, 2)}\n`,
    );
    const missed = Object.entries(pages).filter(
      ([, r]) =>
        r.performance < TARGETS.performance ||
        r.accessibility < TARGETS.accessibility ||
        r.metrics.lcp > TARGETS.lcpMs ||
        r.metrics.tbt > TARGETS.tbtMs ||
        r.metrics.cls > TARGETS.cls,
    );
    console.log(
      missed.length
        ? `Below target (performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, CLS ${TARGETS.cls}): ${missed.map(([p]) => p).join(", ")}`
        : "Every page meets the targets.",
    );
    console.log(`Written to ${path.relative(root, out)}`);
  } finally {
    await stop(chromium.child);
    await stop(server.child);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
