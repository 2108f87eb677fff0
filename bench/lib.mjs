/**
 * What `npm run bench` (bench/run.mjs, the demo data) and `npm run bench -- --scale` (bench/scale.mjs, an
 * association's volume) share: starting the server as `npm start` does, a throw-away or kept PostgreSQL cluster,
 * autocannon runs, the table, and stopping everything on success, error or signal.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { root } from "../scripts/lib.mjs";
import { freePort } from "../scripts/local-server.mjs";

export const env = process.env;
export const positive = (value, fallback) => (Number(value) > 0 ? Number(value) : fallback);
export const HOST = "127.0.0.1";
/** A migrated, seeded server answers well within this; a first run may also build the web app first. */
const BOOT_TIMEOUT_MS = 180_000;
/** Browsers send this on every request; the server may then answer with pre-compressed assets. */
export const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br", "accept-language": "en" };

// ---------------------------------------------------------------------------------------------------------
// Cleanup: everything started registers its own stop, run in reverse on success, error, signal or time-out.

export const cleanups = [];
let cleaning;
export function cleanup() {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const stop = cleanups.pop();
      try {
        await stop();
      } catch (error) {
        console.error(`cleanup: ${error.message}`);
      }
    }
  })().finally(() => {
    cleaning = undefined;
  });
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the server and the database…`);
    cleanup().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------------------
// The server under test.

/**
 * Starts the server the way `npm start` does: `scripts/start.mjs` (today node + tsx on apps/api/src/main.ts).
 * If `npm start` changes (e.g. to a compiled build), this follows; only this function knows how it is started.
 * Its own process group, so one signal reaches start.mjs and the server it spawns.
 */
function spawnServer(serverEnv, logFile) {
  const log = openSync(logFile, "a");
  try {
    return spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
      cwd: root,
      env: serverEnv,
      stdio: ["ignore", log, log],
      detached: true,
    });
  } finally {
    closeSync(log);
  }
}

export const tail = (file, lines = 30) =>
  existsSync(file) ? readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n") : "(no log)";

/**
 * A plain node http server answering what `/api/health/live` answers, in a process of its own: the ceiling the
 * bare route is measured against (issue 22: the framework, hooks, logging and headers may cost at most half).
 */
export async function startPlainNode() {
  const port = await freePort(HOST);
  const child = spawn(
    process.execPath,
    [
      "-e",
      `require("node:http").createServer((req, res) => { res.setHeader("content-type", "application/json; charset=utf-8"); res.end('{"status":"ok"}'); }).listen(${port}, "${HOST}")`,
    ],
    { stdio: "ignore" },
  );
  cleanups.push(() => child.kill("SIGKILL"));
  const base = `http://${HOST}:${port}`;
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      await fetch(base, { signal: AbortSignal.timeout(1_000) });
      return base;
    } catch {
      await sleep(50);
    }
  }
  throw new Error("the plain node http server did not answer");
}

/**
 * Starts the server for one database and waits until `/api/health` (which queries it) answers 200. `settings` are
 * the bench's own (NODE_ENV, API_KEY, RATE_LIMIT_FACTOR, …), over a throw-away DATA_DIR unless it names one.
 */
export async function startServer(label, databaseUrl, settings) {
  const dataDir = settings.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), `haa-bench-${label}-`));
  if (!settings.DATA_DIR) cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort(HOST);
  const serverEnv = { ...env };
  // Nothing of the caller's own setup may leak in (its database, port, mail server, proxy trust).
  for (const name of ["DATABASE_URL", "TEST_DATABASE_URL", "SMTP_URL", "TRUST_PROXY", "DEV_COUNTRY", "WEB_DIST"]) {
    delete serverEnv[name];
  }
  Object.assign(serverEnv, {
    JWT_SECRET: randomBytes(48).toString("base64url"),
    ADMIN_PASSWORD: `Bench-${randomBytes(9).toString("base64url")}1`,
    ...settings,
    HOST,
    PORT: String(port),
    PUBLIC_URL: `http://${HOST}:${port}`,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const logFile = path.join(dataDir, "server.log");
  const child = spawnServer(serverEnv, logFile);
  let exited = null;
  const exit = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      exited = { code, signal };
      resolve();
    }),
  );
  cleanups.push(async () => {
    if (exited) return;
    const group = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    };
    group("SIGTERM");
    // main.ts drains and closes the database on SIGTERM; a stuck one is killed after 15 s.
    const killed = await Promise.race([exit.then(() => false), sleep(15_000).then(() => true)]);
    if (killed) {
      group("SIGKILL");
      await Promise.race([exit, sleep(5_000)]);
    }
  });

  const base = `http://${HOST}:${port}`;
  const deadline = Date.now() + BOOT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited (${JSON.stringify(exited)}) before answering:\n${tail(logFile)}`);
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
      // The drills (bench/drills.mjs) signal the process and wait for its exit.
      if (res.ok) return { base, logFile, child, exit: exit.then(() => exited) };
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`the server did not answer /api/health within ${BOOT_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`);
}

// ---------------------------------------------------------------------------------------------------------
// PostgreSQL: a throw-away cluster like .ci/run's, unless BENCH_DATABASE_URL names one.

export function run(command, args, timeoutMs = 60_000) {
  const result = spawnSync(command, args, { encoding: "utf8", timeout: timeoutMs });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed: ${result.error?.message ?? ""}${result.stderr ?? ""}`);
  }
  return result.stdout;
}

/**
 * Returns a connection URL, or a reason why PostgreSQL is skipped. `keep` names a folder whose cluster is made once
 * and started again by later runs (the scale data takes minutes to load); `settings` are extra server settings.
 */
export async function startPostgres({ keep, settings = [] } = {}) {
  if (env.BENCH_DATABASE_URL) return { url: env.BENCH_DATABASE_URL, source: "BENCH_DATABASE_URL" };
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, "bin/initdb")))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const version = versions.at(-1);
  if (!version) {
    return { skip: "no PostgreSQL server under /usr/lib/postgresql/*/bin and no BENCH_DATABASE_URL" };
  }
  const bin = path.join(base, version, "bin");
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: the cluster belongs to the `postgres` user then.
  const pg = (tool, args, timeoutMs) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args], timeoutMs)
      : run(path.join(bin, tool), args, timeoutMs);
  const dir = keep ?? mkdtempSync(path.join(tmpdir(), "haa-bench-pg-"));
  if (!keep) cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const port = Number(env.BENCH_PG_PORT) || (await freePort(HOST));
  let options = "";
  try {
    mkdirSync(dir, { recursive: true });
    if (asRoot) run("chown", ["postgres:postgres", dir]);
    // A kept cluster an interrupted run left running: stopped first, so this run's settings apply.
    if (keep && existsSync(`${dir}/data/postmaster.pid`)) {
      try {
        pg("pg_ctl", ["-D", `${dir}/data`, "-m", "fast", "-w", "-t", "30", "stop"], 40_000);
      } catch {
        // Not running after all (a stale pid file): the start below says so if it matters.
      }
    }
    if (!existsSync(`${dir}/data/PG_VERSION`))
      pg("initdb", [
        "-D",
        `${dir}/data`,
        "-A",
        "trust",
        "-U",
        "postgres",
        "--no-sync",
        "-E",
        "UTF8",
        "--locale=C.UTF-8",
      ]);
    // fsync off, as in CI: the bench measures the code's queries, not this machine's disk.
    const extra = settings.map((setting) => ` -c ${setting}`).join("");
    options = `-p ${port} -k ${dir} -c listen_addresses=${HOST} -c fsync=off -c max_connections=200${extra}`;
    pg("pg_ctl", ["-D", `${dir}/data`, "-l", `${dir}/log`, "-w", "-t", "60", "-o", options, "start"], 90_000);
  } catch (error) {
    return {
      skip: `the throw-away PostgreSQL ${version} did not start: ${error.message.trim()}\n${tail(`${dir}/log`, 10)}`,
    };
  }
  cleanups.push(() => {
    try {
      pg("pg_ctl", ["-D", `${dir}/data`, "-m", "fast", "-w", "-t", "30", "stop"], 40_000);
    } catch {
      pg("pg_ctl", ["-D", `${dir}/data`, "-m", "immediate", "-w", "-t", "10", "stop"], 20_000);
    }
  });
  return {
    url: `postgres://postgres@${HOST}:${port}/postgres`,
    source: keep ? `PostgreSQL ${version} kept in ${path.relative(root, dir)}` : `throw-away PostgreSQL ${version}`,
    log: `${dir}/log`,
    // The drills (bench/drills.mjs) stop and start the cluster under load, with the same settings.
    stop: () => pg("pg_ctl", ["-D", `${dir}/data`, "-m", "fast", "-w", "-t", "30", "stop"], 40_000),
    start: () =>
      pg("pg_ctl", ["-D", `${dir}/data`, "-l", `${dir}/log`, "-w", "-t", "60", "-o", options, "start"], 90_000),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Load.

/** One autocannon run; it stops by itself after `seconds` (and each request after 10 s). */
export function load(url, request, seconds, connections) {
  return autocannon({
    url,
    method: request.method ?? "GET",
    headers: request.headers,
    body: request.body,
    connections,
    duration: seconds,
    timeout: 10,
  });
}

/** Warms a call up, then measures it: `run` is `{ warmupS, durationS, connections }`. */
export async function measure(base, scenario, run) {
  const connections = scenario.connections ?? run.connections;
  // A scenario may name a server of its own (the plain node http reference).
  const url = `${scenario.base ?? base}${scenario.path}`;
  await load(url, scenario, run.warmupS, connections);
  const r = await load(url, scenario, run.durationS, connections);
  const total = r.requests.total;
  return {
    call: scenario.name,
    kind: scenario.kind,
    ...(scenario.maxP99Ms !== undefined ? { maxP99Ms: scenario.maxP99Ms } : {}),
    connections,
    requests: total,
    reqPerSec: Math.round(total / r.duration),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
  };
}

/** Logs the demo member in once; their token serves every authenticated read. */
export function printTable(rows) {
  const columns = [
    ["call", (r) => r.call],
    ["req/s", (r) => String(r.reqPerSec)],
    ["p50 ms", (r) => String(r.p50Ms)],
    ["p99 ms", (r) => String(r.p99Ms)],
    ["× req/s", (r) => `${(r.reqPerSecRatio * 100).toFixed(2)}%`],
    ["× p99", (r) => (r.p99Ratio === null ? "—" : `${r.p99Ratio.toFixed(2)}×`)],
    ["non-2xx", (r) => String(r.non2xx + r.errors)],
    ["target", (r) => r.target ?? (r.kind === "public" ? "" : "—")],
  ];
  const cells = rows.map((r) => columns.map(([, cell]) => cell(r)));
  const widths = columns.map(([head], i) => Math.max(head.length, ...cells.map((c) => c[i].length)));
  const line = (values) => values.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join("  ");
  console.log(line(columns.map(([head]) => head)));
  console.log(widths.map((w) => "─".repeat(w)).join("  "));
  for (const c of cells) console.log(line(c));
}

/** Writes a run's report to bench/results/<name> (git-ignored) with when and where it ran; returns the path. */
export function writeResults(name, report) {
  const out = path.join(root, "bench/results");
  mkdirSync(out, { recursive: true });
  const file = path.join(out, name);
  const header = { at: new Date().toISOString(), node: process.version, cpus: cpus().length };
  writeFileSync(file, `${JSON.stringify({ ...header, ...report }, null, 2)}\n`);
  return file;
}
