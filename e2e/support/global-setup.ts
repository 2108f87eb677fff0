import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { ensureWebBuilt } from "../../scripts/lib.mjs";
import { freePort, waitUntilAnswering } from "../../scripts/local-server.mjs";
import { E2E_WORKERS } from "./workers.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** One per worker: worker n (VITEST_POOL_ID, from 1) uses baseUrls[n - 1]. */
    baseUrls: string[];
    adminEmail: string;
    adminPassword: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, "../..");
export const API_KEY = "e2e-api-key";
const ADMIN_EMAIL = "admin@e2e.example";
const ADMIN_PASSWORD = "E2e-Admin-Password-1";

interface Server {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts the real server the way `npm start` does (built web app, compiled API, migrations, seeds) on a free
 * port with a throw-away database: PGlite in a temp folder, or a new PostgreSQL database when TEST_DATABASE_URL
 * is set.
 */
async function startServer(): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "haa-e2e-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  const pgBase = process.env.TEST_DATABASE_URL;
  if (pgBase) {
    dbName = `haa_e2e_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: pgBase });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(pgBase);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  let log = "";
  const child = spawn(process.execPath, ["--enable-source-maps", "apps/api/dist/main.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      API_KEY,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      RATE_LIMIT_FACTOR: "20",
      LOG_LEVEL: "warn",
      // One process: a journey that writes and at once reads as a visitor would otherwise race the other
      // process's cache notification by a few milliseconds (cross-instance behaviour: instances.test.ts).
      WEB_CONCURRENCY: "1",
      // The journeys stand behind no proxy, so one that plays a visitor elsewhere (Brazil) sends X-Forwarded-For
      // and the server, trusting its own address as the proxy, reads the country from it.
      TRUST_PROXY: "127.0.0.1",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: "" }),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    log += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    log += String(chunk);
  });
  await waitUntilAnswering(`${baseUrl}/api/health`, child, () => log);

  const stop = async () => {
    child.kill("SIGTERM");
    await new Promise((r) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        r(null);
      }, 10_000);
      child.once("exit", () => {
        clearTimeout(timer);
        r(null);
      });
    });
    rmSync(dataDir, { recursive: true, force: true });
    if (pgBase && dbName) {
      const admin = new pg.Client({ connectionString: pgBase });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  };
  return { baseUrl, stop };
}

export default async function setup(project: TestProject) {
  // The built web app the server serves (`npm test` has made it already; a journey run alone may need it).
  ensureWebBuilt();
  // The compiled API, as production runs it; esbuild rebuilds it in about a second.
  const build = spawnSync(process.execPath, ["apps/api/build.mjs"], { cwd: ROOT, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`API build failed:\n${build.stdout}${build.stderr}`);
  const started = await Promise.allSettled(Array.from({ length: E2E_WORKERS }, () => startServer()));
  const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const stopAll = () => Promise.all(servers.map((server) => server.stop()));
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    "baseUrls",
    servers.map((server) => server.baseUrl),
  );
  project.provide("adminEmail", ADMIN_EMAIL);
  project.provide("adminPassword", ADMIN_PASSWORD);
  return stopAll;
}
