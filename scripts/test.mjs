// `npm test`: the whole suite: format and lint, types, unit + component + API tests, then browser journeys.
// Prints a closing "N passed, N failed" line summed over every suite.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureInstalled, ensureWebBuilt, root, run } from "./lib.mjs";

ensureInstalled();
process.env.TZ = "UTC";
const reports = path.join(root, ".tmp/reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];
// Each failed test by file and name, printed again at the very end: CI keeps only the tail of the output.
const failedTests = [];

function step(name, command, args) {
  console.log(`\n▶ ${name}`);
  const status = run(command, args);
  if (status === 0) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
  return status;
}

function vitestStep(name, args, report) {
  const file = path.join(reports, `${report}.json`);
  console.log(`\n▶ ${name}`);
  const status = run("npx", [
    "vitest",
    "run",
    ...args,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${file}`,
  ]);
  if (existsSync(file)) {
    const result = JSON.parse(readFileSync(file, "utf8"));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    if (result.numTotalTests === 0 || (status !== 0 && result.numFailedTests === 0)) {
      failed += 1;
      failures.push(`${name} (runner failed)`);
    } else if (result.numFailedTests > 0) failures.push(name);
    for (const file of result.testResults ?? []) {
      const where = path.relative(root, file.name);
      if (file.status === "failed" && !(file.assertionResults ?? []).some((t) => t.status === "failed"))
        failedTests.push(`${where}: ${String(file.message ?? "failed to run").split("\n")[0]}`);
      for (const test of file.assertionResults ?? [])
        if (test.status === "failed")
          failedTests.push(`${where} › ${test.fullName}: ${String(test.failureMessages?.[0] ?? "").split("\n")[0]}`);
    }
  } else {
    failed += 1;
    failures.push(`${name} (no report)`);
  }
}

// CI's second pass (PostgreSQL) sets TEST_DATABASE_ONLY=1: it runs what depends on the database (the API tests and
// the journeys) and leaves out what the first pass has checked already (lint, types, domain rules, web components).
const databaseOnly = process.env.TEST_DATABASE_ONLY === "1";
/**
 * Starts a step in the background with its output held back, so the web build (one core, half a minute) runs
 * beside it; `finish()` prints the output under the step's name and counts the result.
 */
function backgroundStep(name, command, args) {
  let output = "";
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const done = new Promise((resolve) => {
    child.on("error", (error) => {
      output += String(error);
      resolve(1);
    });
    child.on("close", (code) => resolve(code ?? 1));
  });
  return {
    async finish() {
      const status = await done;
      console.log(`\n▶ ${name}`);
      if (output.trim()) console.log(output.trimEnd());
      if (status === 0) passed += 1;
      else {
        failed += 1;
        failures.push(name);
      }
    },
  };
}

let types;
if (databaseOnly)
  console.log("\n▶ Format, lint, types, domain and web component tests: skipped (TEST_DATABASE_ONLY=1)");
else {
  step("Format and lint (Biome)", "npx", ["biome", "check", ".", "--error-on-warnings"]);
  // Not beside the tests: they keep both cores busy, and sharing them made the whole run slower (ADR 0069).
  types = backgroundStep("Types (tsc)", "npm", ["run", "typecheck", "--silent"]);
  // Built from the app without a database or a port, so it costs seconds beside tsc (ADR 0071).
  step("OpenAPI document (Redocly)", process.execPath, ["--import", "tsx", "scripts/openapi.mjs"]);
}
// The one web build of the run, made before the tests (the build test reads it, the journeys serve it) with
// NODE_ENV=development in the environment, which the build must ignore (apps/web/build/build.test.ts checks).
ensureWebBuilt({ env: { NODE_ENV: "development" } });
await types?.finish();
/**
 * API test files that never open the configured database, so a PostgreSQL run would repeat the PGlite run: the server
 * build, the migrations' match with the schema (drizzle-kit), and a migration replayed on an in-memory PGlite of its own.
 */
const WITHOUT_DATABASE = [
  "test/build.test.ts",
  "test/migrations.test.ts",
  "test/billing/paypal-orders-migration.test.ts",
];
/**
 * Files whose subject is two requests at the same moment (a double charge, the last seat, parallel retries). PGlite
 * answers one statement at a time on one connection, so there the race cannot happen: they run on PostgreSQL.
 */
const RACES = [
  "test/account/session.test.ts",
  "test/addresses/addresses.test.ts",
  "test/billing/card-checkout.test.ts",
  "test/credits/credits-admin.test.ts",
  "test/donations/admin.test.ts",
  "test/donations/donations.test.ts",
  "test/enrollment/enrollment.test.ts",
  "test/enrollment/paypal.test.ts",
  "test/enrollment/seats-port.test.ts",
  "test/enrollment/seats.test.ts",
  "test/forum/forum.test.ts",
  "test/manuals/paypal-refund.test.ts",
  "test/manuals/purchase.test.ts",
  "test/membership/double-charge.test.ts",
  "test/membership/payment.test.ts",
  "test/membership/renewals.test.ts",
  "test/newsletters/newsletters.test.ts",
  "test/notifications/notifications.test.ts",
  "test/orders/admin.test.ts",
  "test/orders/checkout.test.ts",
  "test/seminars/seminars.test.ts",
];
/** What the two engines do differently (the pool, time limits, cancellation, the first start): both passes. */
const BOTH_ENGINES = "test/platform/";

/**
 * CI's two passes share the API test files (API_SHARD=1/2 on PGlite, 2/2 on PostgreSQL; ADR 0083) instead of running
 * each on both: the races and what needs no database go to their engine, the platform's files run on both, and the
 * rest alternate in path order. Returns the repository paths of the shard's files; `npm test` alone runs them all.
 */
function apiShard(shard) {
  const apiRoot = path.join(root, "apps/api");
  const files = readdirSync(path.join(apiRoot, "test"), { recursive: true })
    .map((file) => `test/${String(file).split(path.sep).join("/")}`)
    .filter((file) => file.endsWith(".test.ts"))
    .sort();
  for (const pinned of [...WITHOUT_DATABASE, ...RACES])
    if (!files.includes(pinned)) throw new Error(`scripts/test.mjs names ${pinned}, which is gone`);
  const onPostgres = shard === "2/2";
  let next = 0;
  const mine = files.filter((file) => {
    if (file.startsWith(BOTH_ENGINES)) return true;
    if (WITHOUT_DATABASE.includes(file)) return !onPostgres;
    if (RACES.includes(file)) return onPostgres;
    next += 1;
    return (next % 2 === 0) === onPostgres;
  });
  return mine.map((file) => `apps/api/${file}`);
}

const apiShardName = process.env.API_SHARD;
if (apiShardName && apiShardName !== "1/2" && apiShardName !== "2/2") {
  console.error(`API_SHARD must be 1/2 or 2/2, not ${apiShardName}`);
  process.exit(1);
}
// Vitest's file filters are parts of a path: the other projects are named by their folders.
const OTHER_PROJECTS = ["packages/domain/", "apps/web/", "apps/api/src/"];
let unitFilters = [];
if (databaseOnly) unitFilters = ["--project", "api", ...(apiShardName ? apiShard(apiShardName) : ["apps/api/test/"])];
else if (apiShardName) unitFilters = [...OTHER_PROJECTS, ...apiShard(apiShardName)];
if (databaseOnly && !apiShardName) unitFilters.push(...WITHOUT_DATABASE.flatMap((file) => ["--exclude", `**/${file}`]));
vitestStep(databaseOnly ? "API tests (Vitest)" : "Unit, component and API tests (Vitest)", unitFilters, "unit");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(chromium)) {
  // CI runs each journey once, half of the files in each of its two passes (E2E_SHARD=1/2 on PGlite, 2/2 on
  // PostgreSQL; ADR 0069), the PostgreSQL-only ones (two instances behind nginx) in the second (e2e/vitest.config.ts,
  // ADR 0091); `npm test` alone runs them all.
  const shard = process.env.E2E_SHARD;
  vitestStep(
    shard ? `Browser journeys, part ${shard} (Playwright + Chromium)` : "Browser journeys (Playwright + Chromium)",
    ["--config", "e2e/vitest.config.ts", ...(shard ? [`--shard=${shard}`] : [])],
    "e2e",
  );
} else {
  // Counted as a failure: the suite is not whole without its journeys.
  console.log(`\n▶ Browser journeys: no Chromium at ${chromium}. Install Debian's 'chromium' or set CHROMIUM_PATH.`);
  failed += 1;
  failures.push("Browser journeys (Chromium missing)");
}

for (const line of failedTests) console.log(`✗ ${line.slice(0, 400)}`);
console.log(failures.length ? `\nFailed: ${failures.join(", ")}` : "\nAll suites green.");
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
