import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { ensureApiBuilt } from "../../../../scripts/lib.mjs";
import { freePort, waitUntilAnswering } from "../../../../scripts/local-server.mjs";

/**
 * What the tests of several instances start outside the test process (issue 22, ADR 0086, ADR 0091): an
 * S3-compatible store, the built server as production runs it, and nginx in front of two of them. Used by
 * instances.test.ts and by the journey through the proxy (e2e/journeys/proxy.test.ts).
 */
const ROOT = path.resolve(import.meta.dirname, "../../../..");

interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverServer;

export interface ObjectStore {
  endpoint: string;
  bucket: string;
  /** The server's settings that point at this store (STORAGE_DRIVER=s3 and the S3_* variables). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * s3rver (an npm package that serves the S3 API from a folder) on a free port with one empty bucket. It checks the
 * access key but not the SigV4 signature itself: the signer is tested against a checking fake (s3-storage.test.ts).
 */
export async function startObjectStore(): Promise<ObjectStore> {
  const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;
  const directory = mkdtempSync(path.join(tmpdir(), "haa-s3-"));
  const bucket = "haa-uploads";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      // s3rver's one account.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface BuiltServer {
  url: string;
  /** The process started (with WEB_CONCURRENCY above 1, the cluster's primary). */
  process: ChildProcess;
  /** Everything it printed so far. */
  log(): string;
  /** SIGTERM, then SIGKILL after `timeoutMs`; resolves with the exit code, -1 when it had to be killed. */
  stop(timeoutMs?: number): Promise<number | null>;
}

/**
 * `node apps/api/dist/main.js` as `npm start` runs it (built first when stale), on a free port, with the test's
 * settings over a quiet test environment; resolves once `/api/health` answers.
 */
export async function startBuiltServer(
  env: Record<string, string>,
  options: { timeoutMs?: number } = {},
): Promise<BuiltServer> {
  // The built server: under tsx each process compiled the whole API again.
  ensureApiBuilt();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = "";
  const child = spawn(process.execPath, ["--enable-source-maps", "apps/api/dist/main.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    log += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    log += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  try {
    await waitUntilAnswering(`${url}/api/health`, child, () => log, options.timeoutMs ?? 150_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    url,
    process: child,
    log: () => log,
    async stop(timeoutMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill("SIGTERM");
      let timer: NodeJS.Timeout | undefined;
      const code = await Promise.race([
        exited,
        new Promise<-1>((resolve) => {
          timer = setTimeout(() => resolve(-1), timeoutMs);
        }),
      ]);
      clearTimeout(timer);
      if (code === -1) {
        child.kill("SIGKILL");
        await exited;
      }
      return code;
    },
  };
}

/** The operator's nginx.conf as docs/operations.md gives it ("Several instances"): what the proxy test runs. */
export function documentedNginxConf(): string {
  const docs = readFileSync(path.join(ROOT, "docs/operations.md"), "utf8");
  const conf = /```nginx\n([\s\S]*?)```/.exec(docs)?.[1];
  if (!conf) throw new Error("docs/operations.md has no ```nginx block");
  return conf;
}

/**
 * The documented configuration, changed only where a test on one machine must differ: the two upstream addresses,
 * one plain-HTTP port on 127.0.0.1 instead of 80 and 443 with certificates, and the pid, logs and temporary files
 * in `dir`, for a master process that may not be root. Every replaced line must be found, so the test fails when
 * the documentation changes shape instead of testing something else.
 */
export function proxyConf(
  conf: string,
  options: { upstreams: [string, string]; port: number; redirectPort: number; dir: string },
): string {
  const { dir } = options;
  const replacements: [RegExp, string][] = [
    // As root (CI) the workers would otherwise run as www-data and could not write the temporary folder.
    [/^user www-data;$/m, process.getuid?.() === 0 ? `user ${userInfo().username};` : ""],
    [/^pid \/run\/nginx\.pid;$/m, `pid ${dir}/nginx.pid;`],
    [/^(\s*)access_log \/var\/log\/nginx\/access\.log/m, `$1access_log ${dir}/access.log`],
    [/^(\s*)error_log \/var\/log\/nginx\/error\.log/m, `$1error_log ${dir}/error.log`],
    [
      /^(\s*)http \{$/m,
      `$1http {\n${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `    ${kind}_temp_path ${dir}/${kind};`).join("\n")}`,
    ],
    [/10\.0\.0\.11:8080/, options.upstreams[0]],
    [/10\.0\.0\.12:8080/, options.upstreams[1]],
    [/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${options.redirectPort};`],
    [/^(\s*)listen 443 ssl http2;$/m, `$1listen 127.0.0.1:${options.port};`],
    [/^\s*ssl_certificate .*\n/m, ""],
    [/^\s*ssl_certificate_key .*\n/m, ""],
  ];
  let result = conf;
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(result)) throw new Error(`the documented nginx.conf has no ${pattern}: update proxyConf`);
    result = result.replace(pattern, replacement);
  }
  return result;
}

export interface ReverseProxy {
  url: string;
  /** nginx's access log so far, in the documented `haa` format (with the upstream that answered). */
  accessLog(): string;
  stop(): Promise<void>;
}

/** Debian's nginx (`.ci/run` installs it) with the documented configuration in front of two instances. */
export async function startNginx(upstreams: [string, string], port?: number): Promise<ReverseProxy> {
  const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
  if (!existsSync(nginx)) throw new Error(`No nginx at ${nginx}: install Debian's nginx, or set NGINX_PATH.`);
  const dir = mkdtempSync(path.join(tmpdir(), "haa-nginx-"));
  for (const kind of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, kind));
  const listen = port ?? (await freePort());
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    proxyConf(documentedNginxConf(), { upstreams, port: listen, redirectPort: await freePort(), dir }),
  );
  let log = "";
  // In the foreground, so the process started is the master and stopping it stops nginx.
  const child = spawn(nginx, ["-p", dir, "-c", conf, "-e", path.join(dir, "error.log"), "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    log += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    log += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${listen}`;
  const errors = () => {
    let errorLog = "";
    try {
      errorLog = readFileSync(path.join(dir, "error.log"), "utf8");
    } catch {
      // not written yet
    }
    return `${log}${errorLog}`;
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      // SIGQUIT: a graceful shutdown of the master and its workers.
      child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(`${url}/api/health/live`, child, errors, 20_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    accessLog: () => readFileSync(path.join(dir, "access.log"), "utf8"),
    stop,
  };
}
