import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { seedDemo } from "./db/seed-demo.ts";
import { seedReference } from "./db/seed-reference.ts";
import type { Deps } from "./deps.ts";
import { AccessTokens } from "./modules/account/access-token.ts";
import type { PaymentGateway } from "./modules/billing/gateway.ts";
import { createSandboxGateway } from "./modules/billing/sandbox-gateway.ts";
import { createWorker, type Worker } from "./modules/jobs/queue.ts";
import { createIpLocation, type LocateCountry } from "./modules/location/ip-location.ts";
import { createSendMailHandler, SEND_MAIL_JOB } from "./modules/mail/mailer.ts";
import {
  createRenewalScanHandler,
  createRenewalService,
  ensureScanScheduled,
  RENEWAL_SCAN_JOB,
  type ScanReport,
} from "./modules/membership/renewals.service.ts";
import { createRateLimiter } from "./modules/ratelimit/rate-limiter.ts";
import { localStorage } from "./modules/storage/storage.ts";
import { type Clock, systemClock } from "./shared/clock.ts";
import { argon2Hasher, type PasswordHasher } from "./shared/passwords.ts";

export interface Runtime {
  app: FastifyInstance;
  deps: Deps;
  database: Database;
  worker: Worker;
  /** Set on the first start when no ADMIN_PASSWORD was configured. */
  generatedAdminPassword: string | undefined;
  close(): Promise<void>;
}

/** Wires the database, ports, job handlers and HTTP app; used by main.ts, the jobs CLI and tests. */
export async function createRuntime(
  config: Config,
  options: {
    database?: Database;
    clock?: Clock;
    passwords?: PasswordHasher;
    logger?: boolean | object;
    seedDemo?: boolean;
    /** A gateway other than the built-in sandbox (tests pass fakes). */
    gateway?: PaymentGateway;
    location?: LocateCountry;
    /** A sleep other than the timer (tests record the login back-off instead of waiting). */
    sleep?: (ms: number) => Promise<void>;
    /** Called after every renewal scan with what it did (the jobs CLI prints it). */
    onRenewalReport?: (report: ScanReport) => void;
  } = {},
): Promise<Runtime> {
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const clock = options.clock ?? systemClock;
  const passwords = options.passwords ?? argon2Hasher;
  let generatedAdminPassword: string | undefined;
  await migrateDatabase(database, async (db) => {
    await seedReference(db);
    if (options.seedDemo !== false) generatedAdminPassword = await seedDemo(db, config, clock, passwords);
  });
  const deps: Deps = {
    db: database.db,
    config,
    clock,
    passwords,
    accessTokens: new AccessTokens(config.jwtSecret),
    rateLimiter: createRateLimiter(database.db, clock, config.rateLimitFactor),
    storage: localStorage(path.join(config.dataDir, "uploads")),
    gateway: options.gateway ?? createSandboxGateway(database.db, clock),
    location: options.location ?? createIpLocation({ devCountry: config.devCountry }),
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
  };
  const app = await buildApp(deps, { logger: options.logger ?? false });
  const worker = createWorker(
    database.db,
    clock,
    {
      [SEND_MAIL_JOB]: createSendMailHandler(database.db, clock, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
      [RENEWAL_SCAN_JOB]: createRenewalScanHandler(
        createRenewalService(deps),
        database.db,
        clock,
        options.onRenewalReport,
      ),
    },
    (message, extra) => app.log.warn(extra ?? {}, message),
  );
  // The hourly renewal scan reschedules itself; this makes sure the chain exists (one job per hour slot).
  await ensureScanScheduled(database.db, clock.now());
  return {
    app,
    deps,
    database,
    worker,
    generatedAdminPassword,
    async close() {
      await worker.stop();
      await app.close();
      await database.close();
    },
  };
}
