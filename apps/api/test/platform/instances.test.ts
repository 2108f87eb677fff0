import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Config, loadConfig } from "../../src/config.ts";
import { openDatabase } from "../../src/db/client.ts";
import { migrateDatabase } from "../../src/db/migrate.ts";
import {
  JWT_SECRET_MISMATCH,
  JWT_SECRET_ROTATED,
  StartRefused,
  secretFingerprint,
} from "../../src/platform/instances/shared-secret.ts";
import { createWorker, enqueue } from "../../src/platform/jobs/queue.ts";
import { createRuntime } from "../../src/server.ts";
import { FixedClock } from "../../src/shared/clock.ts";
import { writePost } from "../blog/helpers.ts";
import { member } from "../factories.ts";
import { API_KEY, adminToken, confirmedMember, multipart, startTestServer, type TestServer } from "../harness.ts";
import { cardFields, DAY_MS, get, invoicesOf, post, successfulCharges } from "../membership/helpers.ts";
import { type BuiltServer, type ObjectStore, startBuiltServer, startObjectStore } from "./instances-helpers.ts";

/**
 * Several API processes on one PostgreSQL (issue 22, ADR 0086, ADR 0091): two runtimes on the same database, each with
 * its own public cache, pool, limiters, queue worker and S3 client, as two instances behind a proxy would be (nothing
 * a runtime keeps lives in a module-level variable, so two in one test process share no more than two processes
 * would); then `main.ts` as a cluster. nginx in front of two built servers: e2e/journeys/proxy.test.ts.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const SECRET = "test-secret-test-secret-test-secret";
const OTHER_SECRET = "another-secret-another-secret-another-secret";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every few milliseconds until it holds or `ms` have passed; returns whether it held. */
async function within(ms: number, check: () => Promise<boolean> | boolean): Promise<boolean> {
  const deadline = performance.now() + ms;
  do {
    if (await check()) return true;
    await sleep(2);
  } while (performance.now() < deadline);
  return check();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>, url = baseUrl): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(baseUrl as string);
  url.pathname = `/${name}`;
  return url.toString();
}

describe("the settings of several instances", () => {
  const env = { NODE_ENV: "test", DATA_DIR: path.join(tmpdir(), "haa-instances-config"), JWT_SECRET: SECRET };
  const postgres = { ...env, DATABASE_URL: "postgres://db.example/haa" };

  it("WEB_CONCURRENCY: the number of cores by default on PostgreSQL, always one process on PGlite", () => {
    expect(loadConfig(postgres).webConcurrency).toBe(availableParallelism());
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: "3" }).webConcurrency).toBe(3);
    const bad = loadConfig({ ...postgres, WEB_CONCURRENCY: "many" });
    expect(bad.webConcurrency).toBe(availableParallelism());
    expect(bad.warnings.join(" ")).toMatch(/WEB_CONCURRENCY must be a whole number from 1 to 64/);

    const embedded = loadConfig({ ...env, WEB_CONCURRENCY: "4" });
    expect(embedded.webConcurrency).toBe(1);
    expect(embedded.warnings).toHaveLength(1);
    expect(embedded.warnings[0]).toMatch(/WEB_CONCURRENCY is ignored without DATABASE_URL/);
    // Unset on PGlite: one process, as always, and nothing to say.
    expect(loadConfig(env)).toMatchObject({ webConcurrency: 1, warnings: [] });
  });

  it("JWT_SECRET_ROTATE=1 asks for a rotation; anything else does not", () => {
    expect(loadConfig({ ...postgres, JWT_SECRET_ROTATE: "1" }).jwtSecretRotate).toBe(true);
    expect(loadConfig(postgres).jwtSecretRotate).toBe(false);
    expect(loadConfig({ ...postgres, JWT_SECRET_ROTATE: "yes" }).jwtSecretRotate).toBe(false);
  });

  it("the fingerprint is the same for the same secret and tells nothing of it", () => {
    expect(secretFingerprint(SECRET)).toBe(secretFingerprint(SECRET));
    expect(secretFingerprint(SECRET)).not.toBe(secretFingerprint(OTHER_SECRET));
    expect(secretFingerprint(SECRET)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("a cluster worker counts its share of an in-memory read limit, so the machine's total stays the budget", async () => {
    // ValidateCoupon allows 60 × factor calls per IP in 15 minutes: 6 here for one process, 3 for each of two.
    const server = await startTestServer({ rateLimitFactor: 0.1, runtime: { processes: 2 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await server.call({
          method: "GET",
          url: "/api/Coupon/ValidateCoupon?Code=WELCOME10&Type=Membership",
          remoteAddress: "203.0.113.30",
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      await server.close();
    }
  });
});

describe.skipIf(!baseUrl)("several instances on one PostgreSQL", () => {
  const name = `haa_test_instances_${randomBytes(5).toString("hex")}`;
  const clock = new FixedClock(new Date("2026-11-21T10:00:00Z"));
  const dataDirs: string[] = [];
  const started: TestServer[] = [];
  const dataDirOf = new Map<TestServer, string>();
  let store: ObjectStore;
  let a: TestServer;
  let b: TestServer;
  let administrator: { id: number; token: string };

  /**
   * One instance: its own runtime (pool, cache, LISTEN connection) on the shared database, cache on for 60 s, uploads
   * in the shared S3-compatible store.
   */
  async function instance(config: Partial<Config> = {}): Promise<TestServer> {
    const dataDir = mkdtempSync(path.join(tmpdir(), "haa-instances-"));
    dataDirs.push(dataDir);
    const runtime = await createRuntime(
      loadConfig(
        {
          NODE_ENV: "test",
          DATA_DIR: dataDir,
          API_KEY,
          PUBLIC_URL: "http://app.test",
          DATABASE_URL: databaseUrl(name),
          ...store.env,
        },
        { jwtSecret: SECRET, rateLimitFactor: 100, publicCacheTtlMs: 60_000, ...config },
      ),
      { clock, seedDemo: false },
    );
    const server: TestServer = {
      runtime,
      app: runtime.app,
      clock,
      call: ({ token, headers, ...options }) =>
        runtime.app.inject({
          ...options,
          headers: { "x-api-key": API_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        }),
      close: () => runtime.close(),
    };
    started.push(server);
    dataDirOf.set(server, dataDir);
    return server;
  }

  const listening = (server: TestServer) =>
    within(5000, () => server.runtime.publicCacheSync?.backendPid() !== undefined);
  const blogList = (server: TestServer) => get(server, "/api/Blog/GetBlog/1?pageSize=50");
  /**
   * The list answered from `server`'s cache. The notifications of earlier writes on the other instance (a sign-up, a
   * login) may still be on their way and empty it once more, so it reads until a hit.
   */
  async function cachedOn(server: TestServer) {
    let read = await blogList(server);
    const hit = await within(1000, async () => {
      read = await blogList(server);
      return read.headers["x-cache"] === "hit";
    });
    expect(hit).toBe(true);
    return read;
  }

  beforeAll(async () => {
    await admin((client) => client.query(`create database ${name} template ${inject("postgresTemplate")}`));
    store = await startObjectStore();
    a = await instance();
    b = await instance();
    administrator = await adminToken(a);
    expect(await listening(a)).toBe(true);
    expect(await listening(b)).toBe(true);
  }, 60_000);

  afterAll(async () => {
    for (const server of started) await server.close().catch(() => undefined);
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await store?.close();
  });

  it("a write on one instance empties the other's public cache within 100 ms", async () => {
    const cached = await cachedOn(b);
    const title = `Written on A ${randomBytes(3).toString("hex")}`;
    await writePost(a, administrator.token, { Title: title });
    const writtenAt = performance.now();
    let read = cached;
    const seen = await within(100, async () => {
      read = await blogList(b);
      return read.body.includes(title);
    });
    expect(seen, `B still answered its cached list ${Math.round(performance.now() - writtenAt)} ms later`).toBe(true);
    expect(read.headers["x-cache"]).toBe("miss");
    // And B keeps the new answer cached: only writes empty it.
    expect((await blogList(b)).headers["x-cache"]).toBe("hit");
  });

  it("a logout on one instance is refused by the other at once", async () => {
    const member = await confirmedMember(a);
    const cart = () =>
      get(b, `/api/Store/GetCartItems?UserId=${member.id}&IsOriginalCart=true`, { token: member.token });
    expect((await cart()).statusCode).toBe(200);
    const logout = await a.call({ method: "POST", url: "/api/Account/Logout", token: member.token });
    expect(logout.statusCode).toBe(200);
    const refused = await cart();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().Code).toBe("UNAUTHORIZED");
  });

  it("counts failed logins on every instance together: the login throttle is shared", async () => {
    // Two more instances with a small budget (3 failures per account and address); A and B allow 100 times more.
    const c = await instance({ rateLimitFactor: 0.3 });
    const d = await instance({ rateLimitFactor: 0.3 });
    try {
      const user = await confirmedMember(a);
      const login = (server: TestServer, password: string) =>
        server.call({
          method: "POST",
          url: "/api/Account/Login",
          payload: { Email: user.email, Password: password, AccountType: 1 },
          remoteAddress: "198.51.100.22",
        });
      const failures: number[] = [];
      for (const server of [c, d, c]) failures.push((await login(server, "Not-the-password-1")).statusCode);
      expect(failures).toEqual([401, 401, 401]);
      // D saw one failure of the three: refused all the same, even with the right password.
      const refused = await login(d, user.password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().Code).toBe("RATE_LIMITED");
      // From another address the account may still sign in (the pair is blocked, not the account).
      const elsewhere = await d.call({
        method: "POST",
        url: "/api/Account/Login",
        payload: { Email: user.email, Password: user.password, AccountType: 1 },
        remoteAddress: "198.51.100.23",
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await c.close();
      await d.close();
    }
  });

  it("the same Idempotency-Key on A then on B charges once and answers the same", async () => {
    const renewable = (server: TestServer) =>
      member(server, { level: 3, endDateTime: new Date(clock.now().getTime() + 20 * DAY_MS) });
    const pay = (server: TestServer, user: { id: number; token: string }, key: string) =>
      post(
        server,
        "/api/Membership/MembershipPayment",
        { UserId: user.id, MembershipId: 3, AmountPaid: 150, ...cardFields() },
        { token: user.token, key },
      );
    const charges = await successfulCharges(a);
    const user = await renewable(a);
    const first = await pay(a, user, "renew-2026");
    expect(first.statusCode, first.body).toBe(200);
    const second = await pay(b, user, "renew-2026");
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(await successfulCharges(b)).toBe(charges + 1);
    expect(await invoicesOf(b, user.id)).toHaveLength(1);

    // A double click that lands on both instances at once: one charge, one invoice, the same answer to all.
    const other = await renewable(b);
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) => pay(i % 2 === 0 ? a : b, other, "double-click")),
    );
    expect(burst.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(burst.map((res) => res.json().Data.InvoiceNumber)).size).toBe(1);
    expect(await successfulCharges(a)).toBe(charges + 2);
    expect(await invoicesOf(a, other.id)).toHaveLength(1);
  });

  it("a picture uploaded through A is served by B from the shared S3 store", async () => {
    const user = await confirmedMember(a);
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#2878c8" } })
      .png()
      .toBuffer();
    const saved = await a.call({
      method: "POST",
      url: "/api/Account/UpdateUsers",
      token: user.token,
      ...multipart(
        { FirstName: "Ana", LastName: "Souza", Phone: "+55 11 3456 7890", Languages: "pt,en" },
        { field: "ProfileImageFile", filename: "me.png", contentType: "image/png", bytes: picture },
      ),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const url = saved.json().Data.ProfileImage as string;
    expect(url).toMatch(/^\/uploads\/profile\/[0-9a-f-]{36}\.webp$/);
    // In the store, not on the disk of the instance that received it.
    expect(existsSync(path.join(dataDirOf.get(a) as string, url))).toBe(false);
    const fromB = await b.call({ method: "GET", url });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers["content-type"]).toBe("image/webp");
    expect((await sharp(fromB.rawPayload).metadata()).format).toBe("webp");
    expect(fromB.rawPayload.equals((await a.call({ method: "GET", url })).rawPayload)).toBe(true);
  });

  it("instances started together wait for the one that migrates and seeds, however long it takes", async () => {
    // Two pools with a 100 ms statement limit; each one's "seed" takes 400 ms under the migration lock.
    const databases = await Promise.all(
      [0, 1].map(() => openDatabase({ databaseUrl: databaseUrl(name), statementTimeoutMs: 100 })),
    );
    try {
      const steps: string[] = [];
      await Promise.all(
        databases.map((database, i) =>
          migrateDatabase(database, async () => {
            steps.push(`start ${i}`);
            await sleep(400);
            steps.push(`end ${i}`);
          }),
        ),
      );
      // One after the other: the second waited for the lock past its statement limit instead of failing.
      const [first, second] = steps[0] === "start 0" ? [0, 1] : [1, 0];
      expect(steps).toEqual([`start ${first}`, `end ${first}`, `start ${second}`, `end ${second}`]);
      // And the limit is back on the connection that took the lock.
      for (const database of databases) {
        const shown = await database.withConnection((db) => db.execute(sql`show statement_timeout`));
        expect((shown as unknown as { rows: { statement_timeout: string }[] }).rows[0]?.statement_timeout).toBe(
          "100ms",
        );
      }
    } finally {
      for (const database of databases) await database.close();
    }
  });

  it("runs each job once with both instances' queues running", async () => {
    // The jobs the sign-ups above queued run first, with their real handlers.
    await a.runtime.worker.drain();
    const ran: { job: number; by: "a" | "b" }[] = [];
    const handler = (by: "a" | "b") => async (_payload: unknown, job: { id: number }) => {
      ran.push({ job: job.id, by });
      await sleep(3);
    };
    const queues = [
      createWorker(a.runtime.database.db, clock, { "test.instances": handler("a") }),
      createWorker(b.runtime.database.db, clock, { "test.instances": handler("b") }),
    ];
    for (let i = 0; i < 40; i += 1) {
      await enqueue(a.runtime.deps.db, "test.instances", { i }, { key: `test.instances:${name}:${i}` });
    }
    for (const queue of queues) queue.start(5);
    try {
      expect(await within(20_000, () => ran.length >= 40)).toBe(true);
      // Long enough for a second claim of any job to show.
      await sleep(100);
    } finally {
      for (const queue of queues) await queue.stop();
    }
    const jobIds = ran.map((run) => run.job);
    expect(jobIds).toHaveLength(40);
    expect(new Set(jobIds).size).toBe(40);
    // Both queues took part: the claims really competed.
    expect(ran.some((run) => run.by === "a")).toBe(true);
    expect(ran.some((run) => run.by === "b")).toBe(true);
    const { rows } = await admin(
      (client) =>
        client.query<{ done: number; once: number }>(
          `select count(*) filter (where done_at is not null)::int as done, count(*) filter (where attempts = 1)::int as once
           from jobs where name = 'test.instances'`,
        ),
      databaseUrl(name),
    );
    expect(rows[0]).toEqual({ done: 40, once: 40 });
  });

  it("the LISTEN connection comes back after PostgreSQL drops it, and empties the cache it may have missed", async () => {
    const sync = b.runtime.publicCacheSync;
    const before = sync?.backendPid();
    expect(before).toBeDefined();
    await cachedOn(b);
    await admin((client) => client.query("select pg_terminate_backend($1)", [before]));
    expect(await within(5000, () => ![undefined, before].includes(sync?.backendPid()))).toBe(true);
    expect((await blogList(b)).headers["x-cache"]).toBe("miss");
    expect((await blogList(b)).headers["x-cache"]).toBe("hit");
    // It listens again: A's next write reaches it.
    const title = `After the reconnect ${randomBytes(3).toString("hex")}`;
    await writePost(a, administrator.token, { Title: title });
    expect(await within(100, async () => (await blogList(b)).body.includes(title))).toBe(true);
  });

  it("refuses to start an instance with another JWT_SECRET, and replaces it only when asked", async () => {
    const stored = async () =>
      (
        await admin(
          (client) => client.query<{ value: string }>("select jwt_secret_fingerprint as value from instance_secret"),
          databaseUrl(name),
        )
      ).rows.map((row) => row.value);
    // What the database keeps is a fingerprint, not the secret.
    expect(await stored()).toEqual([secretFingerprint(SECRET)]);
    expect(secretFingerprint(SECRET)).not.toContain(SECRET);

    const refused = await instance({ jwtSecret: OTHER_SECRET }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(StartRefused);
    expect((refused as Error).message).toBe(JWT_SECRET_MISMATCH);
    expect((refused as Error).message).toContain("JWT_SECRET");
    expect((refused as Error).message).not.toContain(OTHER_SECRET);
    expect((refused as Error).message).not.toContain(SECRET);
    expect(await stored()).toEqual([secretFingerprint(SECRET)]);

    // JWT_SECRET_ROTATE=1 for one start: the new secret is stored, with a warning that every session ends.
    expect(loadConfig({ JWT_SECRET_ROTATE: "1", DATA_DIR: dataDirs[0] }).jwtSecretRotate).toBe(true);
    const rotated = await instance({ jwtSecret: OTHER_SECRET, jwtSecretRotate: true });
    expect(rotated.runtime.warnings).toEqual([JWT_SECRET_ROTATED]);
    expect(await stored()).toEqual([secretFingerprint(OTHER_SECRET)]);
    // From then on the old secret is the one refused, and the new one starts without a warning.
    await expect(instance({ jwtSecret: SECRET })).rejects.toThrow(JWT_SECRET_MISMATCH);
    expect((await instance({ jwtSecret: OTHER_SECRET })).runtime.warnings).toEqual([]);
  });
});

describe.skipIf(!baseUrl)("WEB_CONCURRENCY=2: one primary, two API processes on one port", () => {
  const name = `haa_test_cluster_${randomBytes(5).toString("hex")}`;
  let dataDir: string | undefined;
  let server: BuiltServer | undefined;

  afterAll(async () => {
    if (server && server.process.exitCode === null) server.process.kill("SIGKILL");
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const parentOf = (pid: number) => Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ")[1]);

  it("serves from two worker processes of one primary, replaces one that dies, and exits 0 on SIGTERM", async () => {
    // The run's migrated template with one account in it: the prepare child then has nothing to seed (the demo
    // content took most of this test's time in CI, and nothing here reads it).
    await admin((client) => client.query(`create database ${name} template ${inject("postgresTemplate")}`));
    await admin(
      (client) =>
        client.query(
          "insert into users (email, username, first_name, last_name, password_hash) values ('cluster@example.org', 'cluster', 'Cluster', 'Test', 'not-a-hash')",
        ),
      databaseUrl(name),
    );
    dataDir = mkdtempSync(path.join(tmpdir(), "haa-cluster-"));
    server = await startBuiltServer({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(name),
      WEB_CONCURRENCY: "2",
      API_KEY,
      ADMIN_PASSWORD: "Admin-password-1",
      // No JWT_SECRET: the primary generates DATA_DIR/jwt-secret before it forks, and both workers read it (a
      // worker with a secret of its own would be refused at start).
      JWT_SECRET: "",
    });
    const { url } = server;
    const primary = server.process;
    const { log } = server;
    expect(await within(30_000, () => /running at .* 2 processes\)/.test(log())), log()).toBe(true);

    const workers = [...log().matchAll(/API process (\d+) is serving/g)].map((match) => Number(match[1]));
    expect(workers, log()).toHaveLength(2);
    expect(new Set(workers).size).toBe(2);
    for (const pid of workers) {
      expect(pid).not.toBe(primary.pid);
      expect(alive(pid)).toBe(true);
      expect(parentOf(pid)).toBe(primary.pid);
    }
    expect(log()).toContain("Starting 2 API processes");
    expect(log()).not.toMatch(/Cannot start|exited with/);
    for (let i = 0; i < 10; i += 1) expect((await fetch(`${url}/api/health/live`)).status).toBe(200);

    // A worker that dies is replaced after a pause, and the port keeps answering meanwhile.
    const [killed, survivor] = workers as [number, number];
    process.kill(killed, "SIGKILL");
    expect(await within(5000, () => log().includes(`API process ${killed} exited with signal SIGKILL`)), log()).toBe(
      true,
    );
    expect((await fetch(`${url}/api/health/live`)).status).toBe(200);
    const serving = () => [...log().matchAll(/API process (\d+) is serving/g)].map((match) => Number(match[1]));
    expect(await within(120_000, () => serving().length === 3), log()).toBe(true);
    const replacement = serving()[2] as number;
    expect([killed, survivor, primary.pid]).not.toContain(replacement);
    expect(parentOf(replacement)).toBe(primary.pid);

    const sentAt = Date.now();
    // SIGTERM; -1 if it had not exited within 10 s.
    const code = await server.stop(10_000);
    expect(code, log()).toBe(0);
    expect(Date.now() - sentAt).toBeLessThan(10_000);
    for (const pid of [survivor, replacement]) expect(alive(pid)).toBe(false);
  }, 240_000);
});
