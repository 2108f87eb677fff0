import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

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
  nodeEnv: "development" | "production" | "test";
  devCountry: string | undefined;
  /** Whether the X-Forwarded-For header is trusted (behind nginx). */
  trustProxy: boolean;
  /** Serve the built web app from this folder when it exists. */
  webDist: string;
  /** Multiplies every rate limit; tests and local load runs may raise it. */
  rateLimitFactor: number;
  /** Run the background job worker in this process. */
  runJobs: boolean;
  /** Where uploads are stored (modules/storage, ADR 0020). */
  storage: StorageConfig;
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
  const config: Config = {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    apiKey,
    jwtSecret: env.JWT_SECRET || (overrides.jwtSecret ?? readOrCreateSecret(dataDir)),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Healing Arts Association <no-reply@healingarts.example>",
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    nodeEnv,
    devCountry: nodeEnv === "production" ? undefined : env.DEV_COUNTRY?.toUpperCase() || undefined,
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, "../../web/dist")),
    rateLimitFactor: Number(env.RATE_LIMIT_FACTOR ?? 1) || 1,
    runJobs: env.RUN_JOBS !== "0",
    storage: loadStorageConfig(env),
  };
  return { ...config, ...overrides };
}
