import cluster from "node:cluster";
import { type Config, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { PREPARE_ROLE, prepareInChild, superviseWorkers } from "./platform/instances/cluster.ts";
import { StartRefused } from "./platform/instances/shared-secret.ts";
import { createStorage } from "./platform/storage/storage.ts";
import { createRuntime, prepareDatabase, type Runtime } from "./server.ts";
import { systemClock } from "./shared/clock.ts";
import { argon2Hasher } from "./shared/passwords.ts";

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A setting the server refuses (production without API_KEY or JWT_SECRET, an unreadable TRUST_PROXY):
  // one clear line, no stack trace.
  console.error(`Cannot start: ${(error as Error).message}`);
  process.exit(1);
}

/**
 * `--prepare`: migrate and seed, check the shared secret, then exit without serving: a deploy's release step before
 * its instances start, and the journeys' template database (seeded once, copied per worker).
 */
const prepareOnly = process.argv.includes("--prepare");

// WEB_CONCURRENCY=N on PostgreSQL (ADR 0086): this primary serves nothing and runs none of the application (the
// demo seed's memory stays in a child that exits): a first child migrates and seeds once, then N API processes share
// the port. loadConfig made N 1 on PGlite.
if (config.webConcurrency > 1 && cluster.isPrimary && !prepareOnly) {
  for (const warning of config.warnings) console.warn(warning);
  const processes = config.webConcurrency;
  console.log(`Starting ${processes} API processes on port ${config.port} (WEB_CONCURRENCY; database: postgres)`);
  // The child said why it failed (a refused JWT_SECRET in one line, anything else with its stack).
  if ((await prepareInChild()) !== 0) process.exit(1);
  const code = await superviseWorkers({
    processes,
    log: (line) => console.log(line),
    onAllListening: () =>
      console.log(
        `Healing Arts Association is running at ${config.publicUrl} (database: postgres, ${processes} processes)`,
      ),
  });
  process.exit(code);
}

/** A start the configuration refuses (another JWT_SECRET than the other instances'): its message alone. */
function exitIfRefused(error: unknown): void {
  if (!(error instanceof StartRefused)) return;
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
}

function announceAdminPassword(file: string | undefined) {
  if (!file) return;
  // Only the path: a password printed to stdout ends up in terminal scrollback and container logs.
  console.log(
    `\n  Administrator account created: ${config.adminEmail ?? "admin@healingarts.example"}\n  Its generated password is in ${file} (readable by this user only).\n  Store it safely, then delete the file.\n`,
  );
}

// The cluster's first child, or `--prepare`: migrations, seeds and the shared-secret check (and its rotation), once,
// then exit.
if ((cluster.isWorker && process.env[PREPARE_ROLE] === "1") || prepareOnly) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    // `--prepare` on PGlite: the data folder's database, as the server would open it.
    dataDir: config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
    poolSizes: config.poolSizes,
  });
  try {
    const prepared = await prepareDatabase(config, database, {
      clock: systemClock,
      passwords: argon2Hasher,
      storage: createStorage(config, systemClock),
    });
    for (const warning of prepared.warnings) console.warn(warning);
    announceAdminPassword(prepared.adminPasswordFile);
  } catch (error) {
    await database.close();
    exitIfRefused(error);
    throw error;
  }
  await database.close();
  process.exit(0);
}

const worker = cluster.isWorker;
let runtime: Runtime;
try {
  runtime = await createRuntime(config, {
    // Redaction (secret keys by pattern, database row values) is added by buildApp for every logger.
    logger: { level: process.env.LOG_LEVEL ?? "info" },
    // A cluster worker: the first child migrated and seeded; the in-memory read limits share the budget.
    ...(worker ? { prepared: true, processes: config.webConcurrency } : {}),
  });
} catch (error) {
  exitIfRefused(error);
  throw error;
}
// The primary said the configuration's warnings once for all its processes.
if (!worker) for (const warning of config.warnings) runtime.app.log.warn(warning);
for (const warning of runtime.warnings) runtime.app.log.warn(warning);
announceAdminPassword(runtime.adminPasswordFile);
if (config.runJobs) runtime.worker.start(500, config.jobConcurrency);
// Before listening: a cluster worker is told to stop (SIGTERM) as soon as the primary has seen it listen, and a
// signal that came before its handler would kill it outright, without the drain (exit by signal, not 0).
let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // Drain requests and the job in progress, then close the database cleanly.
    runtime.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
await runtime.app.listen({ port: config.port, host: config.host });
if (!worker)
  console.log(`Healing Arts Association is running at ${config.publicUrl} (database: ${runtime.database.kind})`);
