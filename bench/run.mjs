/**
 * `npm run bench` (ADR 0019): for PGlite and then PostgreSQL, starts the server as its own process exactly as
 * `npm start` does (on a throw-away DATA_DIR, demo data seeded, listening on a free 127.0.0.1 port), then loads
 * each call with autocannon from this process: 50 connections, a 1 s warm-up, then 5 s measured. Every call is
 * reported as a ratio to the bare route `/api/health/live` measured in the same run, so the figures compare
 * across machines; public reads are checked against the targets of issue 6. Results go to
 * bench/results/latest.json (git-ignored).
 *
 * Environment (all optional):
 *   BENCH_DURATION=5  BENCH_WARMUP=1  BENCH_CONNECTIONS=50   seconds measured, seconds discarded, connections
 *   BENCH_DATABASE_URL=postgres://…   use this PostgreSQL instead of a throw-away cluster (its data is kept)
 *   BENCH_PG_PORT                     port of the throw-away cluster (default: a free one)
 *   BENCH_ONLY=pglite|postgres        bench one database only
 *   BENCH_NODE_ENV=production         the server's NODE_ENV
 *   BENCH_RATE_LIMIT_FACTOR=100000    see RATE_LIMIT_FACTOR below
 *   BENCH_WRITES=1                    also bench Account/Login (a write: session row, password hash)
 *   BENCH_PUBLIC_CACHE_TTL_MS=0       the server's public micro-cache (0: every read from the database)
 *
 * `npm run bench -- --scale` runs bench/scale.mjs instead: PostgreSQL with an association's volume (issue 22).
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { ensureInstalled, ensureWebBuilt } from "../scripts/lib.mjs";
import {
  BROWSER_HEADERS,
  cleanup,
  env,
  load,
  measure,
  positive,
  printTable,
  startPlainNode,
  startPostgres,
  startServer,
  writeResults,
} from "./lib.mjs";

if (process.argv.includes("--scale")) {
  // An association's volume on PostgreSQL (issue 22): a bench of its own, in bench/scale.mjs.
  await import("./scale.mjs");
  process.exit(process.exitCode ?? 0);
}

const DURATION_S = positive(env.BENCH_DURATION, 5);
const WARMUP_S = positive(env.BENCH_WARMUP, 1);
const CONNECTIONS = Math.round(positive(env.BENCH_CONNECTIONS, 50));
/**
 * Every limit's budget × this. The bench sends tens of thousands of requests from one IP within one window
 * (Coupon/ValidateCoupon allows 60 per 15 minutes), so at factor 1 nearly every call would be a cheap 429.
 * At 100 000 no call is refused, while the limiter's real cost (its counter row) is still paid on every call.
 */
const RATE_LIMIT_FACTOR = positive(env.BENCH_RATE_LIMIT_FACTOR, 100_000);
const NODE_ENV = env.BENCH_NODE_ENV || "production";
const API_KEY = `bench-${randomBytes(12).toString("hex")}`;
const MEMBER = { Email: "standard@demo.healingarts.example", Password: "Healing2026!", AccountType: 1 };
/**
 * Targets for the reads, as a share of the baseline's req/s and an absolute p99 (issue 22: on PostgreSQL, public
 * and member reads alike; PGlite answers one statement at a time in the server's own thread, so only a ratio).
 */
const TARGETS = { pglite: { minRatio: 0.05 }, postgres: { minRatio: 0.15, maxP99Ms: 50 } };
/** The bare route against a plain node http server of the same run (issue 22). */
const MIN_BARE_TO_PLAIN = 0.5;
/**
 * Every read from the database by default (issue 22: "the database path, not the cache"); set it to the
 * production default (2000) to see what the public micro-cache adds.
 */
const PUBLIC_CACHE_TTL_MS = env.BENCH_PUBLIC_CACHE_TTL_MS ?? "0";

/** Logs the demo member in once; their token serves every authenticated read. */
async function logIn(base) {
  const res = await fetch(`${base}/api/Account/Login`, {
    method: "POST",
    headers: { "x-api-key": API_KEY, "content-type": "application/json" },
    body: JSON.stringify(MEMBER),
    signal: AbortSignal.timeout(10_000),
  });
  const body = await res.json().catch(() => ({}));
  const id = body?.Data?.Id;
  const token = body?.Data?.LoginTokenResponseModel?.access_token;
  if (!res.ok || !id || !token) throw new Error(`demo member login answered ${res.status}: ${body?.Message ?? ""}`);
  return { id, token };
}

/** The first hashed script the home page loads, as a browser would fetch it next. */
async function firstScript(base) {
  const html = await (await fetch(`${base}/`, { signal: AbortSignal.timeout(10_000) })).text();
  return html.match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)?.[1];
}

async function scenarios(base) {
  const api = { ...BROWSER_HEADERS, "x-api-key": API_KEY };
  const list = [
    { name: "GET /api/health/live (baseline)", kind: "baseline", path: "/api/health/live", headers: BROWSER_HEADERS },
    { name: "GET /api/health (select 1)", kind: "public", path: "/api/health", headers: BROWSER_HEADERS },
    {
      name: "GET Membership/GetMembershipPriceByLocation",
      kind: "public",
      path: "/api/Membership/GetMembershipPriceByLocation",
      headers: api,
    },
    {
      name: "GET Coupon/ValidateCoupon",
      kind: "public",
      path: "/api/Coupon/ValidateCoupon?Code=WELCOME10&Type=Membership",
      headers: api,
    },
    { name: "GET / (index.html)", kind: "public", path: "/", headers: BROWSER_HEADERS },
    // The forum list as a visitor reads it: newest posts with board, author and counts (ADR 0026).
    { name: "GET Forum/GetForumsWeb/1 (forum list)", kind: "public", path: "/api/Forum/GetForumsWeb/1", headers: api },
    // The blog list as the home page and /blog ask for it (ADR 0023), and one article with its body.
    {
      name: "GET Blog/GetBlog/1 (blog list)",
      kind: "public",
      path: `/api/Blog/GetBlog/1?pageSize=9&filters=${encodeURIComponent('{"Visibility":"Show"}')}`,
      headers: api,
    },
    { name: "GET Blog/GetBlogById/1 (article)", kind: "public", path: "/api/Blog/GetBlogById/1", headers: api },
    // The course catalogue as /courses asks for it (ADR 0029): a page of 12 with plan prices and prerequisites,
    // a full-text search, and one course's page.
    {
      name: "GET Course/GetCourses/1 (catalogue)",
      kind: "public",
      path: "/api/Course/GetCourses/1?pageSize=12",
      headers: api,
    },
    {
      name: "GET Course/GetCourses/1 (search)",
      kind: "public",
      path: `/api/Course/GetCourses/1?pageSize=12&search=foundations&filters=${encodeURIComponent('{"Level":"beginner"}')}`,
      headers: api,
    },
    { name: "GET Course/GetCourseById (course)", kind: "public", path: "/api/Course/GetCourseById?Id=1", headers: api },
    // The store as /store asks for it (ADR 0036): a page of 12, a filtered full-text search, and one product's
    // page with its four related products.
    {
      name: "GET Store/GetStoreProducts (product list)",
      kind: "public",
      path: "/api/Store/GetStoreProducts?page=1&pageSize=12",
      headers: api,
    },
    {
      name: "GET Store/GetStoreProducts (search)",
      kind: "public",
      path: `/api/Store/GetStoreProducts?page=1&pageSize=12&search=chart&filters=${encodeURIComponent('{"InStock":true}')}`,
      headers: api,
    },
    {
      name: "GET Store/GetStoreProductsById (product detail)",
      kind: "public",
      path: "/api/Store/GetStoreProductsById?Id=6&Web=true",
      headers: api,
    },
    // Events and study groups are loaded whole (spec 001 §9), expanded to their next dates (ADR 0028).
    {
      name: "GET EventAndGroup/GetEventAndStudyByGroup (all)",
      kind: "public",
      path: "/api/EventAndGroup/GetEventAndStudyByGroup?page=1&pageSize=all",
      headers: api,
    },
    {
      name: "GET Seminar/GetAllSeminarGroupByCourses (10 course groups)",
      kind: "public",
      path: "/api/Seminar/GetAllSeminarGroupByCourses?page=1&pageSize=10",
      headers: api,
    },
  ];
  // The practitioner directory (ADR 0044) as its list screen asks for it: a page of 12 by name, a name search
  // and a distance search around Tokyo. On PostgreSQL the bench adds 10,000 listed practitioners first.
  const directory = "/api/Practitioners/PractitionersList?pageSize=12";
  const near = encodeURIComponent('{"lat":35.6895,"lng":139.6917,"radiusKm":500,"language":"en"}');
  list.push(
    {
      name: "GET Practitioners/PractitionersList (directory)",
      kind: "public",
      path: directory,
      headers: api,
      maxP99Ms: 50,
    },
    {
      name: "GET Practitioners/PractitionersList (name search)",
      kind: "public",
      path: `${directory}&search=tanaka`,
      headers: api,
      maxP99Ms: 50,
    },
    {
      name: "GET Practitioners/PractitionersList (near a place)",
      kind: "public",
      path: `${directory}&filters=${near}`,
      headers: api,
      maxP99Ms: 50,
    },
  );
  const notes = [];
  const script = await firstScript(base).catch(() => undefined);
  if (script) list.push({ name: `GET ${script}`, kind: "public", path: script, headers: BROWSER_HEADERS });
  else notes.push("no hashed script found in / (is the web app built?): asset call skipped");
  try {
    const { id, token } = await logIn(base);
    const auth = { ...api, authorization: `Bearer ${token}` };
    list.push(
      {
        name: "GET Membership/GetMembershipByUserId",
        kind: "auth",
        path: `/api/Membership/GetMembershipByUserId?userId=${id}`,
        headers: auth,
      },
      { name: "GET Account/GetUserWeb", kind: "auth", path: `/api/Account/GetUserWeb?id=${id}`, headers: auth },
      // A member's bearer bypasses the public micro-cache: this is the directory query's own cost.
      {
        name: "GET Practitioners/PractitionersList (near a place, uncached)",
        kind: "auth",
        path: `/api/Practitioners/PractitionersList?pageSize=12&filters=${encodeURIComponent('{"lat":48.8534,"lng":2.3486,"radiusKm":800}')}`,
        headers: auth,
      },
      // A forum post's detail as a member opens it: the post, then its comments with their replies.
      {
        name: "GET Forum/GetForumById/1 (post detail)",
        kind: "auth",
        path: "/api/Forum/GetForumById/1",
        headers: auth,
      },
      {
        name: "GET Forum/GetForumCommentsWeb/1 (post thread)",
        kind: "auth",
        path: "/api/Forum/GetForumCommentsWeb/1?forumId=1",
        headers: auth,
      },
    );
  } catch (error) {
    notes.push(`authenticated reads skipped: ${error.message}`);
  }
  if (env.BENCH_WRITES === "1") {
    // A write with a deliberately slow password hash: 4 connections, so it measures latency, not a queue.
    list.push({
      name: "POST Account/Login (write)",
      kind: "write",
      path: "/api/Account/Login",
      method: "POST",
      headers: { ...api, "content-type": "application/json" },
      body: JSON.stringify(MEMBER),
      connections: 4,
    });
  }
  // The baseline again at the end: how much the machine drifted during the run.
  list.push({ ...list[0], name: "GET /api/health/live (again)", kind: "drift" });
  return { list, notes };
}

// ---------------------------------------------------------------------------------------------------------
// The directory's 10,000 practitioners (issue 10), one bulk statement; the demo seed stays small.

const BENCH_PRACTITIONERS = 10_000;

async function seedDirectory(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    const [{ hash }] = (
      await client.query(
        "select password_hash as hash from users where email = 'practitioner@demo.healingarts.example'",
      )
    ).rows;
    await client.query(
      `with firsts as (select array['Aiko','Lena','Marco','Sofia','Kenji','Ana','Liam','Ingrid','Tereza','Chloe',
          'Diego','Mia','Noah','Yui','Pieter','Isla','Ren','Lucia','Erik','Naledi'] as a),
        lasts as (select array['Tanaka','Schmidt','Rossi','Garcia','Sato','Silva','Smith','Hansen','Novak','Martin',
          'Lopez','Weber','Brown','Nakamura','Botha','Campbell','Kobayashi','Romero','Berg','Khumalo','Dubois',
          'Costa','Wilson','Larsen','Dvorak','Moreau','Santos','Taylor','Fischer','Hernandez'] as a),
        countries as (select array['JP','DE','IT','ES','US','BR','GB','NO','CZ','FR','MX','AU','NZ','ZA','CA'] as a),
        new_users as (
          insert into users (email, username, first_name, last_name, password_hash, account_type, country, bio,
            email_confirmed_at)
          select 'bench-' || g || '@directory.bench.example', 'bench' || g,
            (select a[1 + g % 20] from firsts), (select a[1 + (g / 20) % 30] from lasts), $1, 1,
            (select a[1 + g % 15] from countries), 'Bench practitioner ' || g, now()
          from generate_series(1, ${BENCH_PRACTITIONERS}) g
          returning id, country),
        plans as (
          insert into user_memberships (user_id, membership_id, start_date_time, end_date_time, status, created_at,
            updated_at)
          select id, case when id % 10 = 0 then 5 else 4 end, now() - interval '30 days', now() + interval '335 days',
            'active', now() - interval '30 days', now()
          from new_users returning user_id)
      insert into member_profiles (user_id, listed, listed_at, practitioner_types, languages, country_code,
        country_name, city, latitude, longitude, offers_remote_sessions)
      select u.id, true, now() - (u.id % 365) * interval '1 day',
        case when u.id % 3 = 0 then '{practitioner,animal}' else '{practitioner}' end::text[],
        case when u.id % 2 = 0 then '{en}' else '{en,ja,de}' end::text[], u.country, u.country,
        'City ' || (u.id % 500), -60 + ((u.id * 7919) % 12000) / 100.0, -180 + ((u.id * 104729) % 36000) / 100.0,
        u.id % 2 = 0
      from new_users u join plans p on p.user_id = u.id`,
      [hash],
    );
    // One statement's sub-statements share a snapshot: the profiles' trigger (ADR 0055) did not see the users
    // and memberships inserted beside them, so touch the rows once they are all visible.
    await client.query(
      "update member_profiles set updated_at = updated_at where user_id in (select id from users where email like 'bench-%@directory.bench.example')",
    );
    await client.query("analyze users; analyze user_memberships; analyze member_profiles");
    return `directory: ${BENCH_PRACTITIONERS} practitioners added in ${Math.round(performance.now() - started)} ms`;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------------
// Report.

function judge(database, row, baseline) {
  const reqRatio = row.reqPerSec / baseline.reqPerSec;
  const p99Ratio = baseline.p99Ms > 0 ? row.p99Ms / baseline.p99Ms : null;
  const round = (n) => (n === null ? null : Math.round(n * 1000) / 1000);
  let target = null;
  if (row.kind === "plain") {
    const bareToPlain = baseline.reqPerSec / row.reqPerSec;
    target =
      bareToPlain >= MIN_BARE_TO_PLAIN
        ? `bare route ${(bareToPlain * 100).toFixed(0)}% of it: PASS`
        : `bare route ${(bareToPlain * 100).toFixed(0)}% of it: FAIL (< ${MIN_BARE_TO_PLAIN * 100}%)`;
  } else if (row.kind === "public" || (row.kind === "auth" && database === "postgres")) {
    const t = TARGETS[database];
    const misses = [];
    if (reqRatio < t.minRatio) misses.push(`req/s ${(reqRatio * 100).toFixed(2)}% < ${t.minRatio * 100}%`);
    // A call may carry its own p99 bound (the directory search of issue 10: 50 ms on PostgreSQL).
    const maxP99Ms = database === "postgres" ? (row.maxP99Ms ?? t.maxP99Ms) : undefined;
    if (maxP99Ms !== undefined && row.p99Ms > maxP99Ms) misses.push(`p99 ${row.p99Ms} ms > ${maxP99Ms} ms`);
    target = misses.length ? `FAIL (${misses.join(", ")})` : "PASS";
  }
  return { ...row, reqPerSecRatio: round(reqRatio), p99Ratio: round(p99Ratio), target };
}

async function benchDatabase(database) {
  let databaseUrl;
  let source = "embedded PGlite";
  if (database === "postgres") {
    const pg = await startPostgres();
    if (pg.skip) {
      console.log(`\nPostgreSQL: SKIPPED, ${pg.skip}`);
      return { database, skipped: pg.skip };
    }
    databaseUrl = pg.url;
    source = pg.source;
  }
  console.log(`\n${database === "postgres" ? "PostgreSQL" : "PGlite"} (${source}): starting the server…`);
  const { base } = await startServer(database, databaseUrl, {
    NODE_ENV,
    API_KEY,
    RATE_LIMIT_FACTOR: String(RATE_LIMIT_FACTOR),
    PUBLIC_CACHE_TTL_MS,
    // One API process unless asked (ADR 0086): the bare route of the same process is the yardstick.
    WEB_CONCURRENCY: env.BENCH_WEB_CONCURRENCY ?? "1",
  });
  const plain = await startPlainNode();
  const seeded = databaseUrl ? await seedDirectory(databaseUrl) : null;
  const { list, notes } = await scenarios(base);
  // Right after the baseline, so both see the machine in the same state.
  list.splice(1, 0, { name: "plain node http (reference)", kind: "plain", base: plain, path: "/", headers: {} });
  if (seeded) notes.push(seeded);
  else notes.push("directory: the demo's 62 practitioners (10,000 are added on PostgreSQL only)");
  for (const note of notes) console.log(`  note: ${note}`);
  // A freshly started server is still compiling its hot paths: warm it as a whole before the baseline.
  await load(`${base}${list[0].path}`, list[0], WARMUP_S, CONNECTIONS);
  const rows = [];
  for (const scenario of list) {
    process.stdout.write(`  ${scenario.name} … `);
    const row = await measure(base, scenario, { warmupS: WARMUP_S, durationS: DURATION_S, connections: CONNECTIONS });
    rows.push(row);
    console.log(`${row.reqPerSec} req/s, p99 ${row.p99Ms} ms`);
  }
  const baseline = rows[0];
  const results = rows.map((row) => judge(database, row, baseline));
  const t = TARGETS[database];
  console.log(
    `\n${database === "postgres" ? "PostgreSQL" : "PGlite"}: ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s warm-up; ` +
      `target for ${database === "postgres" ? "public and member" : "public"} reads: ≥ ${t.minRatio * 100}% of the baseline's req/s${t.maxP99Ms ? ` and p99 ≤ ${t.maxP99Ms} ms` : ""}; ` +
      `public cache TTL ${PUBLIC_CACHE_TTL_MS} ms\n`,
  );
  printTable(results);
  return { database, source, notes, results };
}

// ---------------------------------------------------------------------------------------------------------

// Every step above has its own time-out; this bounds the whole run too (24 calls per database at most).
const watchdogMs = (2 * 24 * (WARMUP_S + DURATION_S) + 600) * 1000;
const watchdog = setTimeout(() => {
  console.error(`\nThe bench did not finish within ${Math.round(watchdogMs / 1000)} s: stopping.`);
  cleanup().finally(() => process.exit(1));
}, watchdogMs);

let failed = false;
try {
  ensureInstalled();
  ensureWebBuilt();
  const databases = ["pglite", "postgres"].filter((d) => !env.BENCH_ONLY || env.BENCH_ONLY === d);
  const reports = [];
  for (const database of databases) {
    try {
      reports.push(await benchDatabase(database));
    } finally {
      await cleanup();
    }
  }
  const file = writeResults("latest.json", {
    nodeEnv: NODE_ENV,
    connections: CONNECTIONS,
    durationS: DURATION_S,
    warmupS: WARMUP_S,
    rateLimitFactor: RATE_LIMIT_FACTOR,
    targets: TARGETS,
    databases: reports,
  });
  const all = reports.flatMap((r) => (r.results ?? []).map((row) => ({ ...row, database: r.database })));
  const broken = all.filter((r) => r.non2xx + r.errors > 0);
  const misses = all.filter((r) => r.target?.includes("FAIL"));
  console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
  console.log(
    `Targets: ${all.filter((r) => r.target?.endsWith("PASS")).length} passed, ${misses.length} failed` +
      (misses.length ? ` (${misses.map((r) => `${r.database}: ${r.call}`).join("; ")})` : ""),
  );
  if (broken.length) {
    console.log(
      `Calls with non-2xx answers or socket errors: ${broken.map((r) => `${r.database}: ${r.call}`).join("; ")}`,
    );
    failed = true;
  }
} catch (error) {
  console.error(`\nbench failed: ${error.stack ?? error}`);
  failed = true;
} finally {
  await cleanup();
  clearTimeout(watchdog);
}
process.exitCode = failed ? 1 : 0;
