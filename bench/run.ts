/**
 * `npm run bench`: boots the real server on a throw-away PGlite database (demo data seeded), listens on a
 * loopback port and measures, with the same bounded concurrent fetch loop each:
 *
 *   baseline  GET  /api/health                              (bare route: one `select 1`)
 *   price     GET  /api/Membership/GetMembershipPriceByLocation  (country BR via DEV_COUNTRY: a discount lookup)
 *   payment   POST /api/Membership/MembershipPayment         (a renewal through the sandbox gateway, a new
 *                                                            Idempotency-Key per request: charge, invoice, mail)
 *
 * Each call is reported as a ratio to the baseline measured in the same run, so figures compare across
 * machines. Results go to bench/results/latest.json (git-ignored).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { loadConfig } from "../apps/api/src/config.ts";
import { createRuntime } from "../apps/api/src/server.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const WARMUP = 50;
/** Each scenario stops after this long even if not all requests ran. */
const TIME_BOX_MS = 15_000;
const API_KEY = "bench-api-key";

interface Stats {
  name: string;
  requests: number;
  errors: number;
  seconds: number;
  throughput: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) : 0;

/** Runs `count` requests with `concurrency` in flight, bounded by the time box; any non-2xx counts as an error. */
async function measure(name: string, count: number, request: (i: number) => Promise<Response>): Promise<Stats> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + TIME_BOX_MS;
  async function lane() {
    while (next < count && performance.now() < deadline) {
      const i = next++;
      const t0 = performance.now();
      try {
        const res = await request(i);
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    name,
    requests: latencies.length,
    errors,
    seconds: round(seconds),
    throughput: round(latencies.length / seconds),
    meanMs: round(latencies.reduce((sum, v) => sum + v, 0) / Math.max(1, latencies.length)),
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "haa-bench-"));
const config = loadConfig(
  {
    ...process.env,
    NODE_ENV: "development",
    DATA_DIR: dataDir,
    API_KEY,
    ADMIN_PASSWORD: "Bench-admin-1",
    DEV_COUNTRY: "BR",
  },
  { rateLimitFactor: 10_000, port: 0, host: "127.0.0.1" },
);
const runtime = await createRuntime(config);
try {
  await runtime.app.listen({ port: 0, host: "127.0.0.1" });
  const address = runtime.app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  const base = `http://127.0.0.1:${address.port}`;
  const headers = { "x-api-key": API_KEY, "content-type": "application/json" };

  const login = await fetch(`${base}/api/Account/Login`, {
    method: "POST",
    headers,
    body: JSON.stringify({ Email: "standard@demo.healingarts.example", Password: "Healing2026!", AccountType: 1 }),
  });
  const member = (await login.json()) as { Data: { Id: number; LoginTokenResponseModel: { access_token: string } } };
  const auth = { ...headers, authorization: `Bearer ${member.Data.LoginTokenResponseModel.access_token}` };
  const payment = JSON.stringify({
    UserId: member.Data.Id,
    MembershipId: 3,
    // Standard in Brazil (DEV_COUNTRY=BR, so the price call reads the country's discounts): 150 − 50.
    AmountPaid: 100,
    CardHolderName: "Emily Carter",
    CardNumber: "4242424242424242",
    ExpiryDate: "12/30",
    CVV: "123",
  });

  const scenarios: [string, (i: number) => Promise<Response>][] = [
    ["GET /api/health (baseline)", () => fetch(`${base}/api/health`)],
    [
      "GET Membership/GetMembershipPriceByLocation",
      () => fetch(`${base}/api/Membership/GetMembershipPriceByLocation`, { headers }),
    ],
    [
      "POST Membership/MembershipPayment",
      (i) =>
        fetch(`${base}/api/Membership/MembershipPayment`, {
          method: "POST",
          headers: { ...auth, "idempotency-key": `bench-${process.pid}-${i}` },
          body: payment,
        }),
    ],
  ];

  // Warm every path first (JIT, connection pool, PDF/mail code), so the baseline is not the cold one.
  for (const [name, request] of scenarios) await measure(`${name} warm-up`, WARMUP, (i) => request(1_000_000 + i));
  const results: (Stats & { latencyRatio: number; throughputRatio: number })[] = [];
  let baseline: Stats | undefined;
  for (const [name, request] of scenarios) {
    const stats = await measure(name, REQUESTS, request);
    baseline ??= stats;
    results.push({
      ...stats,
      latencyRatio: Math.round((stats.p50Ms / baseline.p50Ms) * 100) / 100,
      throughputRatio: Math.round((baseline.throughput / stats.throughput) * 100) / 100,
    });
  }

  console.log(`\nBench: ${REQUESTS} requests per call, ${CONCURRENCY} in flight, PGlite, Node ${process.version}\n`);
  console.table(
    results.map((r) => ({
      call: r.name,
      "req/s": r.throughput,
      "p50 ms": r.p50Ms,
      "p95 ms": r.p95Ms,
      "p99 ms": r.p99Ms,
      errors: r.errors,
      "× baseline p50": r.latencyRatio,
      "× baseline time/req": r.throughputRatio,
    })),
  );
  const out = path.resolve(import.meta.dirname, "results");
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, "latest.json"),
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        node: process.version,
        database: runtime.database.kind,
        requests: REQUESTS,
        concurrency: CONCURRENCY,
        results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWritten to ${path.relative(process.cwd(), path.join(out, "latest.json"))}`);
  if (results.some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  await runtime.close();
  rmSync(dataDir, { recursive: true, force: true });
}
