import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import path from "node:path";
import { DEFAULT_ERASURE_GRACE_DAYS } from "@haa/domain";
import { z } from "zod";
import { DEFAULT_POOL_SIZES, type PoolSizes } from "./db/pool-sizes.ts";
import { API_ROOT } from "./shared/paths.ts";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  apiKey: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Where contact-form messages go: CONTACT_EMAIL, else the administrator's address. */
  contactEmail: string;
  nodeEnv: "development" | "production" | "test";
  devCountry: string | undefined;
  /**
   * Which proxies' X-Forwarded-For is believed: none (false), a hop count, or the proxies' addresses/CIDR
   * ranges. Never "everyone": the client's own header would then choose its IP (prices, rate limits).
   */
  trustProxy: false | number | string[];
  /** Serve the built web app from this folder when it exists. */
  webDist: string;
  /** Multiplies every rate limit; tests and local load runs may raise it. */
  rateLimitFactor: number;
  /** Run the background job worker in this process. */
  runJobs: boolean;
  /** Background jobs one process runs at once (JOB_CONCURRENCY; 4 on PostgreSQL, 1 on PGlite; ADR 0104). */
  jobConcurrency: number;
  /**
   * How many API processes `npm start` runs on this machine (WEB_CONCURRENCY, default the number of cores; ADR
   * 0086). Always 1 on PGlite: the embedded database is one process's.
   */
  webConcurrency: number;
  /** JWT_SECRET_ROTATE=1: this start replaces the stored JWT_SECRET fingerprint instead of refusing another. */
  jwtSecretRotate: boolean;
  /** How long anonymous public reads may be answered from the micro-cache (ADR 0034); 0 turns it off. */
  publicCacheTtlMs: number;
  /**
   * PostgreSQL: the longest one statement of a request may run before the server cancels it (the request then
   * answers 503 DATABASE_BUSY); migrations and seeds run without it. PGlite has no timer to enforce it.
   */
  statementTimeoutMs: number;
  /**
   * PostgreSQL: connections per process for reads and jobs (DB_POOL_SIZE, default 10) and for requests that write
   * (DB_WRITE_POOL_SIZE, default 4); with one to LISTEN, a process holds their sum + 1 (docs/operations.md).
   */
  poolSizes: PoolSizes;
  /** Where uploads are stored (platform/storage, ADR 0020). */
  storage: StorageConfig;
  /**
   * PayPal Orders v2 credentials (ADR 0031); without them the built-in sandbox serves its own approval page.
   * apiUrl defaults to PayPal's sandbox (PAYPAL_API_URL=https://api-m.paypal.com for live payments).
   */
  paypal: { clientId: string; secret: string; apiUrl: string } | undefined;
  /**
   * The bearer token a Prometheus scraper sends to read /metrics (ADR 0084); without it metrics are off: nothing
   * is counted and /metrics answers 404.
   */
  metricsToken: string | undefined;
  /**
   * The days between a member's erasure request and the erasure (ERASURE_GRACE_DAYS, 0–365, default 30; ADR
   * 0089): the member may cancel until then.
   */
  erasureGraceDays: number;
  /** Settings that were accepted with a correction; main.ts prints them at start. */
  warnings: string[];
}

export type StorageConfig =
  | { driver: "local" }
  | {
      driver: "s3";
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      publicUrl: string | undefined;
    };

function loadStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const driver = (env.STORAGE_DRIVER || "local").toLowerCase();
  if (driver === "local") return { driver: "local" };
  if (driver !== "s3") throw new Error(`STORAGE_DRIVER must be "local" or "s3", not "${driver}".`);
  const required = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
  const missing = required.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`STORAGE_DRIVER=s3 needs ${missing.join(", ")}.`);
  const endpoint = env.S3_ENDPOINT as string;
  if (!/^https?:\/\//.test(endpoint)) throw new Error("S3_ENDPOINT must be an http(s) URL.");
  return {
    driver: "s3",
    endpoint,
    bucket: env.S3_BUCKET as string,
    region: env.S3_REGION || "us-east-1",
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, "") || undefined,
  };
}

/** The smallest JWT_SECRET production accepts: HS256 wants a key at least as long as its 32-byte hash. */
export const MIN_JWT_SECRET_BYTES = 32;

function isAddressOrRange(entry: string): boolean {
  const [address = "", bits, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (version === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY: empty/0/false, a hop count, or a comma-separated list of addresses and CIDR ranges. */
export function parseTrustProxy(value: string | undefined, warnings: string[]): Config["trustProxy"] {
  const text = (value ?? "").trim();
  if (text === "" || text === "0" || text.toLowerCase() === "false") return false;
  if (text.toLowerCase() === "true") {
    warnings.push(
      "TRUST_PROXY=true would let any client choose its IP address; it is read as 1 (one proxy hop). Set a hop count or the proxy's addresses.",
    );
    return 1;
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length || !entries.length) {
    throw new Error(
      `TRUST_PROXY must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8); not understood: ${bad.join(", ") || text}`,
    );
  }
  return entries;
}

/** The development API key; documented in the README and refused in production. */
export const DEV_API_KEY = "dev-api-key";

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads the environment once at start; every setting is documented in the README's configuration table. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const nodeEnv = env.NODE_ENV === "production" ? "production" : env.NODE_ENV === "test" ? "test" : "development";
  const dataDir = path.resolve(env.DATA_DIR ?? "./data");
  const port = Number(env.PORT ?? 8080);
  const apiKey = env.API_KEY ?? DEV_API_KEY;
  if (nodeEnv === "production" && apiKey === DEV_API_KEY) {
    throw new Error("API_KEY must be set in production (the development default is public).");
  }
  const configuredSecret = env.JWT_SECRET || overrides.jwtSecret;
  if (nodeEnv === "production" && Buffer.byteLength(configuredSecret ?? "") < MIN_JWT_SECRET_BYTES) {
    // A generated file secret would differ per instance and vanish with the container's disk.
    throw new Error(
      `JWT_SECRET must be set in production to at least ${MIN_JWT_SECRET_BYTES} bytes (e.g. \`openssl rand -base64 48\`).`,
    );
  }
  const warnings: string[] = [];
  const config: Config = {
    port,
    // Development listens on loopback only: a laptop on café Wi-Fi should not serve its demo accounts.
    host: env.HOST || (nodeEnv === "production" ? "0.0.0.0" : "127.0.0.1"),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    apiKey,
    jwtSecret: configuredSecret || readOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Healing Arts Association <no-reply@healingarts.example>",
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    contactEmail: (env.CONTACT_EMAIL || env.ADMIN_EMAIL || "admin@healingarts.example").trim().toLowerCase(),
    nodeEnv,
    devCountry: nodeEnv === "production" ? undefined : env.DEV_COUNTRY?.toUpperCase() || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY, warnings),
    webDist: path.resolve(env.WEB_DIST ?? path.join(API_ROOT, "../web/dist")),
    rateLimitFactor: Number(env.RATE_LIMIT_FACTOR ?? 1) || 1,
    runJobs: env.RUN_JOBS !== "0",
    jobConcurrency: jobConcurrency(env.JOB_CONCURRENCY, Boolean(env.DATABASE_URL), warnings),
    webConcurrency: webConcurrency(env.WEB_CONCURRENCY, Boolean(env.DATABASE_URL), warnings),
    jwtSecretRotate: env.JWT_SECRET_ROTATE === "1",
    publicCacheTtlMs: cacheTtl(env.PUBLIC_CACHE_TTL_MS, warnings),
    statementTimeoutMs: statementTimeout(env.DB_STATEMENT_TIMEOUT_MS, warnings),
    poolSizes: {
      read: poolSize("DB_POOL_SIZE", env.DB_POOL_SIZE, DEFAULT_POOL_SIZES.read, warnings),
      write: poolSize("DB_WRITE_POOL_SIZE", env.DB_WRITE_POOL_SIZE, DEFAULT_POOL_SIZES.write, warnings),
    },
    storage: loadStorageConfig(env),
    paypal:
      env.PAYPAL_CLIENT_ID && env.PAYPAL_SECRET
        ? {
            clientId: env.PAYPAL_CLIENT_ID,
            secret: env.PAYPAL_SECRET,
            apiUrl: (env.PAYPAL_API_URL || "https://api-m.sandbox.paypal.com").replace(/\/+$/, ""),
          }
        : undefined,
    metricsToken: metricsToken(env.METRICS_TOKEN),
    erasureGraceDays: erasureGraceDays(env.ERASURE_GRACE_DAYS, warnings),
    warnings,
  };
  return { ...config, ...overrides };
}

/** ERASURE_GRACE_DAYS: a whole number of days from 0 to 365, default 30 (ADR 0089). */
function erasureGraceDays(value: string | undefined, warnings: string[]): number {
  const text = (value ?? "").trim();
  if (text === "") return DEFAULT_ERASURE_GRACE_DAYS;
  const n = Number(text);
  if (Number.isInteger(n) && n >= 0 && n <= 365) return n;
  warnings.push(
    `ERASURE_GRACE_DAYS must be a whole number of days from 0 to 365; using ${DEFAULT_ERASURE_GRACE_DAYS}.`,
  );
  return DEFAULT_ERASURE_GRACE_DAYS;
}

/** METRICS_TOKEN: unset or empty (metrics off), or a secret long enough not to be guessed by a scan. */
const metricsTokenSchema = z
  .string()
  .trim()
  .min(24, "METRICS_TOKEN must be at least 24 characters (e.g. `openssl rand -hex 24`), or unset to turn metrics off.")
  .regex(/^[\x21-\x7e]+$/, "METRICS_TOKEN must be printable ASCII without spaces (it travels in a header).")
  .optional();

function metricsToken(value: string | undefined): string | undefined {
  const result = metricsTokenSchema.safeParse(value === "" ? undefined : value);
  if (!result.success) throw new Error(result.error.issues[0]?.message ?? "METRICS_TOKEN is not valid.");
  return result.data;
}

/**
 * WEB_CONCURRENCY: 1–64 processes, default the number of cores, on PostgreSQL only; PGlite stays one process and
 * says so when more were asked for.
 */
function webConcurrency(value: string | undefined, postgres: boolean, warnings: string[]): number {
  const text = (value ?? "").trim();
  if (!postgres) {
    if (text !== "" && text !== "1") {
      warnings.push(
        "WEB_CONCURRENCY is ignored without DATABASE_URL: the embedded database (PGlite) belongs to one process, so the server runs as one.",
      );
    }
    return 1;
  }
  const cores = availableParallelism();
  if (text === "") return cores;
  const n = Number(text);
  if (Number.isInteger(n) && n >= 1 && n <= 64) return n;
  warnings.push(`WEB_CONCURRENCY must be a whole number from 1 to 64; using ${cores} (the number of cores).`);
  return cores;
}

/** DB_STATEMENT_TIMEOUT_MS: 100–600000 ms, default 5000 (a read answers in milliseconds; a report may take seconds). */
function statementTimeout(value: string | undefined, warnings: string[]): number {
  if (value === undefined || value === "") return 5000;
  const ms = Number(value);
  if (Number.isInteger(ms) && ms >= 100 && ms <= 600_000) return ms;
  warnings.push(`DB_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000; using 5000.`);
  return 5000;
}

/**
 * JOB_CONCURRENCY: 1–16 jobs at once per process. On PostgreSQL 4, so mail to a server a round trip away goes out four
 * at a time and a job waiting on it holds up no other; PGlite answers one statement at a time, so 1 there.
 */
function jobConcurrency(value: string | undefined, postgres: boolean, warnings: string[]): number {
  const fallback = postgres ? 4 : 1;
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (Number.isInteger(n) && n >= 1 && n <= 16) return n;
  warnings.push(`JOB_CONCURRENCY must be a whole number of jobs from 1 to 16; using ${fallback}.`);
  return fallback;
}

/** DB_POOL_SIZE / DB_WRITE_POOL_SIZE: 1–200 connections; anything else keeps the default and says so at start. */
function poolSize(name: string, value: string | undefined, fallback: number, warnings: string[]): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (Number.isInteger(n) && n >= 1 && n <= 200) return n;
  warnings.push(`${name} must be a whole number of connections from 1 to 200; using ${fallback}.`);
  return fallback;
}

/** PUBLIC_CACHE_TTL_MS: 0–60000 ms, default 2000; anything else keeps the default and says so at start. */
function cacheTtl(value: string | undefined, warnings: string[]): number {
  if (value === undefined || value === "") return 2000;
  const ms = Number(value);
  if (Number.isInteger(ms) && ms >= 0 && ms <= 60_000) return ms;
  warnings.push(`PUBLIC_CACHE_TTL_MS must be a whole number of milliseconds from 0 to 60000; using 2000.`);
  return 2000;
}
