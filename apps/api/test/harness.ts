import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { type Config, loadConfig } from "../src/config.ts";
import { createPglite, type Database, openDatabase } from "../src/db/client.ts";
import { users } from "../src/db/schema.ts";
import { seedDemo } from "../src/db/seed-demo.ts";
import { createMemoryRateLimiter } from "../src/platform/ratelimit/memory-rate-limiter.ts";
import { createRuntime, type Runtime } from "../src/server.ts";
import { FixedClock } from "../src/shared/clock.ts";
import { type Snapshot, snapshotDatabase } from "./snapshot.ts";

export const API_KEY = "test-api-key";
export const DEFAULT_PASSWORD = "Correct-horse-9";

/** Where a fresh database is copied from: the migrated template, or the demo-seeded one (`startDemoServer`). */
interface DatabaseSource {
  pgliteDump: string;
  postgresTemplate: string;
}

function migratedTemplate(): DatabaseSource {
  return { pgliteDump: inject("pgliteTemplate"), postgresTemplate: inject("postgresTemplate") };
}

/** A fresh database copied from a template: PGlite by default, PostgreSQL with TEST_DATABASE_URL. */
async function freshDatabase(
  source: DatabaseSource = migratedTemplate(),
): Promise<{ database: Database; drop: () => Promise<void>; pglite?: PGlite }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (source.postgresTemplate && baseUrl) {
    const name = `haa_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${source.postgresTemplate}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    return {
      database,
      async drop() {
        const dropper = new pg.Client({ connectionString: baseUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const dump = readFileSync(source.pgliteDump);
  const client = await createPglite({ loadDataDir: new Blob([dump]) });
  return { database: await openDatabase({ pglite: client }), drop: async () => {}, pglite: client };
}

export interface TestServer {
  runtime: Runtime;
  app: FastifyInstance;
  clock: FixedClock;
  /** Sends a request with the API key; `token` adds a bearer header. */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Boots the real app on a fresh database with a fixed clock, the way `npm start` wires it. */
export async function startTestServer(
  overrides: {
    rateLimitFactor?: number;
    now?: Date;
    /** Settings on top of the test configuration (e.g. devCountry). */
    config?: Partial<Config>;
    /** Extra createRuntime options (e.g. a fake gateway). */
    runtime?: Omit<Parameters<typeof createRuntime>[1], "database" | "clock" | "seedDemo">;
  } = {},
): Promise<TestServer> {
  if (isDefault(overrides)) return sharedServer("migrated");
  return bootServer(await freshDatabase(), overrides);
}

type Overrides = Parameters<typeof startTestServer>[0];

/** `TEST_SHARED_SERVER=0` boots a server per call again: to rule the reuse out when a file fails oddly, and to measure it. */
const sharing = process.env.TEST_SHARED_SERVER !== "0";

const isDefault = (overrides: Overrides = {}) =>
  sharing && Object.values(overrides).every((value) => value === undefined);

/**
 * A worker's server of one kind, kept from one test file to the next (the config keeps this module between files):
 * each file gets it back with the rows of a fresh copy, the default clock and empty counters (ADR 0073).
 */
interface Shared {
  server: TestServer;
  snapshot: Snapshot;
  /** What a fresh copy's data folder holds (the demo's pictures), put back for each file. */
  uploads: string | undefined;
  inUse: boolean;
  used: boolean;
}

const shared = new Map<"migrated" | "demo", Promise<Shared | undefined>>();

async function sharedServer(kind: "migrated" | "demo"): Promise<TestServer> {
  let entry = shared.get(kind);
  if (!entry) {
    entry = (async () => {
      const template = kind === "demo" ? await demoTemplate() : undefined;
      const server = await bootServer(await freshDatabase(template?.source), {}, template?.uploads);
      return {
        server,
        snapshot: await snapshotDatabase(server.runtime.database),
        uploads: template?.uploads,
        inUse: false,
        used: false,
      };
    })();
    shared.set(kind, entry);
  }
  const state = await entry;
  // A file that asks for a second server of the same kind gets one of its own.
  if (!state || state.inUse) {
    const template = kind === "demo" ? await demoTemplate() : undefined;
    return bootServer(await freshDatabase(template?.source), {}, template?.uploads);
  }
  state.inUse = true;
  const { runtime, clock } = state.server;
  try {
    if (state.used) await state.snapshot.restore();
  } catch (error) {
    // A database role that may not set replica mode cannot restore: every file then boots its own server.
    console.warn(`shared test server disabled: ${(error as Error).message}`);
    shared.set(kind, Promise.resolve(undefined));
    await state.server.close();
    return sharedServer(kind);
  }
  state.used = true;
  clock.set(DEFAULT_NOW);
  runtime.deps.readLimiter = createMemoryRateLimiter(clock, DEFAULT_RATE_LIMIT_FACTOR);
  resetDataDir(runtime.deps.config.dataDir, state.uploads);
  return {
    ...state.server,
    async close() {
      state.inUse = false;
    },
  };
}

function resetDataDir(dataDir: string, uploads: string | undefined) {
  for (const entry of readdirSync(dataDir)) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  if (uploads) cpSync(uploads, path.join(dataDir, "uploads"), { recursive: true });
}

async function bootServer(
  { database, drop }: { database: Database; drop: () => Promise<void> },
  overrides: Parameters<typeof startTestServer>[0] = {},
  uploads?: string,
): Promise<TestServer> {
  const clock = new FixedClock(overrides.now ?? DEFAULT_NOW);
  const dataDir = mkdtempSync(path.join(tmpdir(), "haa-test-"));
  if (uploads) cpSync(uploads, path.join(dataDir, "uploads"), { recursive: true });
  const config = loadConfig(
    { NODE_ENV: "test", DATA_DIR: dataDir, API_KEY, PUBLIC_URL: "http://app.test" },
    {
      jwtSecret: "test-secret-test-secret-test-secret",
      rateLimitFactor: overrides.rateLimitFactor ?? DEFAULT_RATE_LIMIT_FACTOR,
      // Tests read right after writing to the database directly; the cache has its own tests.
      publicCacheTtlMs: 0,
      ...overrides.config,
    },
  );
  const runtime = await createRuntime(config, { ...overrides.runtime, database, clock, seedDemo: false });
  return {
    runtime,
    app: runtime.app,
    clock,
    call({ token, headers, ...options }) {
      return runtime.app.inject({
        ...options,
        headers: { "x-api-key": API_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      });
    },
    async close() {
      await runtime.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const DEFAULT_NOW = new Date("2026-11-21T10:00:00Z");
const DEFAULT_RATE_LIMIT_FACTOR = 100;
/** The administrator's password in the demo-seeded database. */
export const DEMO_ADMIN_PASSWORD = "Admin-password-1";

/**
 * Boots the app on a copy of the demo-seeded database (as of the default test date) with its uploaded
 * pictures. The demo is seeded once per test run, by the first file that asks (a lock directory keeps the
 * others waiting), instead of once per file: seeding draws every demo picture and takes seconds.
 */
export async function startDemoServer(overrides: Omit<Parameters<typeof startTestServer>[0], "now"> = {}) {
  if (isDefault(overrides)) return sharedServer("demo");
  const template = await demoTemplate();
  return bootServer(await freshDatabase(template.source), overrides, template.uploads);
}

async function demoTemplate(): Promise<{ source: DatabaseSource; uploads: string }> {
  const dir = inject("demoTemplateDir");
  const source: DatabaseSource = {
    pgliteDump: path.join(dir, "pglite.tar"),
    postgresTemplate: process.env.TEST_DATABASE_URL ? inject("demoPostgresTemplate") : "",
  };
  const uploads = path.join(dir, "uploads");
  const ready = path.join(dir, "ready");
  let builder = false;
  try {
    mkdirSync(`${dir}.lock`);
    builder = true;
  } catch {
    // Another file builds it.
  }
  if (builder) await buildDemoTemplate(source, uploads, ready);
  const deadline = Date.now() + 180_000;
  while (!existsSync(ready)) {
    if (Date.now() > deadline) throw new Error("the demo template was not built in time");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { source, uploads };
}

async function buildDemoTemplate(source: DatabaseSource, uploads: string, ready: string): Promise<void> {
  mkdirSync(path.dirname(ready), { recursive: true });
  const baseUrl = process.env.TEST_DATABASE_URL;
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  if (source.postgresTemplate && baseUrl) {
    // Seeded in the database that then serves as the template (dropped by the global teardown).
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${source.postgresTemplate} template ${inject("postgresTemplate")}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${source.postgresTemplate}`;
    fresh = { database: await openDatabase({ databaseUrl: url.toString() }), drop: async () => {} };
  } else fresh = await freshDatabase();
  const server = await bootServer(fresh);
  const { db, config, clock, passwords, storage } = server.runtime.deps;
  await seedDemo(db, { ...config, adminPassword: DEMO_ADMIN_PASSWORD }, clock, passwords, storage);
  if (fresh.pglite)
    writeFileSync(source.pgliteDump, Buffer.from(await (await fresh.pglite.dumpDataDir("none")).arrayBuffer()));
  const dataUploads = path.join(config.dataDir, "uploads");
  if (existsSync(dataUploads)) cpSync(dataUploads, uploads, { recursive: true });
  else mkdirSync(uploads, { recursive: true });
  await server.close();
  writeFileSync(ready, "");
}

let counter = 0;
/** A unique e-mail per call, so tests in one file never collide. */
export function uniqueEmail(prefix = "member"): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString("hex")}@example.org`;
}

export function signupFields(overrides: Record<string, string> = {}): Record<string, string> {
  const email = overrides.Email ?? uniqueEmail();
  return {
    UserName: email.split("@")[0] ?? "",
    FirstName: "Ana",
    LastName: "Souza",
    Email: email,
    Phone: "+1 (555) 010-2030",
    Password: DEFAULT_PASSWORD,
    Language: "en",
    WebpageURL: "",
    Specializations: "",
    Country: "United States",
    MembershipId: "1",
    Bio: "",
    IntroDescription: "",
    LoginAction: "signup",
    AcceptTermCondittions: "true",
    AccountType: "1",
    ...overrides,
  };
}

/** Builds a multipart body by hand, so tests control every byte (including hostile files). */
export function multipart(
  fields: Record<string, string>,
  file?: { field: string; filename: string; contentType: string; bytes: Buffer },
) {
  const boundary = `----haa${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** Signs up through the API and returns the new user's id. */
export async function signup(server: TestServer, overrides: Record<string, string> = {}) {
  const fields = signupFields(overrides);
  const res = await server.call({ method: "POST", url: "/api/Account/signup", ...multipart(fields) });
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().Data.Id as number, email: fields.Email as string, password: fields.Password as string };
}

/** The newest mails in the outbox for one address. */
export async function mailsTo(server: TestServer, email: string) {
  const res = await server.call({ method: "GET", url: "/dev/mailbox.json" });
  return (res.json() as { to: string; subject: string; text: string; html: string }[]).filter((m) => m.to === email);
}

/** Extracts the first link of a mail's plain text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): URL {
  const match = text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}[^\\s]+`));
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return new URL(match[0]);
}

/** Signs up, confirms through the mailed link and logs in; returns id and token. */
export async function confirmedMember(server: TestServer, overrides: Record<string, string> = {}) {
  const user = await signup(server, overrides);
  const [mail] = await mailsTo(server, user.email.toLowerCase());
  const link = linkIn(mail?.text ?? "", "http://app.test/confirmemail/");
  const confirm = await server.call({
    method: "POST",
    url: `/api/Account/ConfirmUserAccount?token=${encodeURIComponent(link.searchParams.get("token") ?? "")}&userId=${user.id}`,
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  const token = await login(server, user.email, user.password);
  return { ...user, token };
}

export async function login(server: TestServer, email: string, password: string): Promise<string> {
  const res = await server.call({
    method: "POST",
    url: "/api/Account/Login",
    payload: { Email: email, Password: password, AccountType: 1 },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().Data.LoginTokenResponseModel.access_token as string;
}

/** Makes an existing account an administrator and returns a token for it. */
export async function adminToken(server: TestServer): Promise<{ id: number; token: string }> {
  const admin = await confirmedMember(server, { FirstName: "Site", LastName: "Admin" });
  await server.runtime.deps.db.update(users).set({ accountType: 99 }).where(eq(users.id, admin.id));
  return { id: admin.id, token: admin.token };
}
