import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
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
    /**
     * The seeded template on PostgreSQL (empty on PGlite) and its JWT_SECRET (the database keeps the secret's
     * fingerprint): a journey that starts servers of its own copies it (the journey through the proxy).
     */
    templateDatabase: string;
    templateJwtSecret: string;
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

/** A database of its own: a PGlite folder, or a PostgreSQL database named on TEST_DATABASE_URL's server. */
interface Workspace {
  dataDir: string;
  dbName: string | undefined;
  databaseUrl: string | undefined;
}

async function withAdmin(work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

/** A new folder, and on PostgreSQL a new database, empty or copied from the seeded template. */
async function workspace(template?: Workspace): Promise<Workspace> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "haa-e2e-"));
  // The PGlite database, the uploads the demo seed wrote and the generated secrets all live in the folder.
  if (template) cpSync(template.dataDir, dataDir, { recursive: true });
  const pgBase = process.env.TEST_DATABASE_URL;
  if (!pgBase) return { dataDir, dbName: undefined, databaseUrl: undefined };
  const dbName = `haa_e2e_${randomBytes(5).toString("hex")}`;
  await withAdmin((admin) =>
    admin.query(
      template?.dbName ? `create database ${dbName} template ${template.dbName}` : `create database ${dbName}`,
    ),
  );
  const url = new URL(pgBase);
  url.pathname = `/${dbName}`;
  return { dataDir, dbName, databaseUrl: url.toString() };
}

async function removeWorkspace(space: Workspace): Promise<void> {
  rmSync(space.dataDir, { recursive: true, force: true });
  const { dbName } = space;
  if (dbName) await withAdmin((admin) => admin.query(`drop database if exists ${dbName} with (force)`));
}

/** What every server of the run shares: the same settings the template was seeded with. */
function serverEnv(space: Workspace, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: space.dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
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
    DATABASE_URL: space.databaseUrl ?? "",
  };
}

/**
 * Migrates and seeds the demo once (`main.js --prepare`), so each worker's server starts from a copy instead of
 * seeding its own: the seeds ran side by side on CI's two cores before any journey could start.
 */
async function seededTemplate(): Promise<Workspace> {
  const template = await workspace();
  const prepared = spawnSync(process.execPath, ["apps/api/dist/main.js", "--prepare"], {
    cwd: ROOT,
    env: serverEnv(template, 0),
    encoding: "utf8",
  });
  if (prepared.status !== 0) {
    await removeWorkspace(template);
    throw new Error(`Seeding the journeys' template failed:\n${prepared.stdout}${prepared.stderr}`);
  }
  return template;
}

/**
 * Starts the real server the way `npm start` does (built web app, compiled API) on a free port, on a copy of the
 * seeded template: a PGlite folder, or a PostgreSQL database created from the template when TEST_DATABASE_URL is
 * set.
 */
async function startServer(template: Workspace): Promise<Server> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const space = await workspace(template);
  let log = "";
  const child = spawn(process.execPath, ["--enable-source-maps", "apps/api/dist/main.js"], {
    cwd: ROOT,
    env: serverEnv(space, port),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    log += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    log += String(chunk);
  });
  try {
    await waitUntilAnswering(`${baseUrl}/api/health`, child, () => log);
  } catch (error) {
    // A server that never answered is not left running after the run has failed.
    child.kill("SIGKILL");
    await removeWorkspace(space);
    throw error;
  }

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
    await removeWorkspace(space);
  };
  return { baseUrl, stop };
}

export default async function setup(project: TestProject) {
  // The built web app the server serves (`npm test` has made it already; a journey run alone may need it).
  ensureWebBuilt();
  // The compiled API, as production runs it; esbuild rebuilds it in about a second.
  const build = spawnSync(process.execPath, ["apps/api/build.mjs"], { cwd: ROOT, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`API build failed:\n${build.stdout}${build.stderr}`);
  const template = await seededTemplate();
  const started = await Promise.allSettled(Array.from({ length: E2E_WORKERS }, () => startServer(template)));
  const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await removeWorkspace(template);
  };
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    "baseUrls",
    servers.map((server) => server.baseUrl),
  );
  project.provide("templateDatabase", template.dbName ?? "");
  project.provide("templateJwtSecret", readFileSync(path.join(template.dataDir, "jwt-secret"), "utf8").trim());
  project.provide("adminEmail", ADMIN_EMAIL);
  project.provide("adminPassword", ADMIN_PASSWORD);
  return stopAll;
}
