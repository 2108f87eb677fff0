import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { API_MODULES } from "./api-modules.ts";
import { buildApp } from "./app.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { isEmptyDatabase } from "./db/empty-database.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { seedReference } from "./db/seed-reference.ts";
import type { Deps, Ports } from "./deps.ts";
import type { JobReporter } from "./http/module.ts";
import { createPublicCache, type PublicCache } from "./http/public-cache.ts";
import { AccessTokens } from "./modules/account/access-token.ts";
import { createAccounts } from "./modules/account/accounts.port.ts";
import { createPersonalData } from "./modules/account/personal-data.port.ts";
import { billingRecordsPort } from "./modules/billing/billing-records.port.ts";
import type { PaymentGateway } from "./modules/billing/gateway.ts";
import type { PayPal } from "./modules/billing/paypal.ts";
import { createPaypalItems } from "./modules/billing/paypal-checkout.ts";
import { createRestPaypal } from "./modules/billing/paypal-rest.ts";
import { createSandboxPaypal } from "./modules/billing/paypal-sandbox.ts";
import { purchasesPort } from "./modules/billing/purchases.port.ts";
import { createSandboxGateway } from "./modules/billing/sandbox-gateway.ts";
import { createInstructorCredits } from "./modules/credits/credits.service.ts";
import { createSeats } from "./modules/enrollment/seats.ts";
import { createMemberAccess } from "./modules/membership/member-plan.ts";
import { createMembershipService } from "./modules/membership/membership.service.ts";
import { createRenewalService, RENEWAL_SCAN_JOB, type ScanReport } from "./modules/membership/renewals.service.ts";
import { createNewsletterSignup } from "./modules/newsletters/newsletter-signup.ts";
import { createNotifier } from "./modules/notifications/notifier.ts";
import { auditTrail } from "./platform/audit/audit.ts";
import { createIpLocation, type LocateCountry } from "./platform/geoip/ip-location.ts";
import { type CacheSync, createCacheSync } from "./platform/instances/cache-sync.ts";
import { instancesRepository } from "./platform/instances/instances.repository.ts";
import { checkSharedSecret } from "./platform/instances/shared-secret.ts";
import {
  createWorker,
  dailyJob,
  FINISHED_JOB_RETENTION_MS,
  PRUNE_JOBS_JOB,
  pruneFinishedJobs,
  type Worker,
} from "./platform/jobs/queue.ts";
import {
  createSendMailHandler,
  createSmtpTransport,
  FORGET_MAIL_JOB,
  forgetOldMail,
  SEND_MAIL_JOB,
} from "./platform/mail/mailer.ts";
import { createMetrics, metricsOff } from "./platform/metrics/metrics.ts";
import { createMemoryRateLimiter } from "./platform/ratelimit/memory-rate-limiter.ts";
import { createRateLimiter } from "./platform/ratelimit/rate-limiter.ts";
import { createStorage, type Storage } from "./platform/storage/storage.ts";
import { createContentTranslations } from "./platform/translations/translations.ts";
import { type Clock, systemClock } from "./shared/clock.ts";
import { argon2Hasher, type PasswordHasher } from "./shared/passwords.ts";

export interface Runtime {
  app: FastifyInstance;
  deps: Deps;
  database: Database;
  worker: Worker;
  /**
   * Set on the first start when no ADMIN_PASSWORD was configured: the file (mode 0600) holding the generated
   * administrator password. Only its path is ever printed, so the password stays out of terminal scrollback
   * and container logs.
   */
  adminPasswordFile: string | undefined;
  /** PostgreSQL with the public cache on: the LISTEN connection that empties it after another process's write. */
  publicCacheSync: CacheSync | undefined;
  /** Said once at start (main.ts logs them): a JWT_SECRET rotation. */
  warnings: string[];
  close(): Promise<void>;
}

interface PrepareOptions {
  clock: Clock;
  passwords: PasswordHasher;
  storage: Storage;
  seedDemo?: boolean | undefined;
}

/**
 * What runs once per database before any process serves: migrations and seeds under an advisory lock, then the
 * shared JWT_SECRET check (ADR 0086). `createRuntime` runs it; with `WEB_CONCURRENCY=N` the primary's first child
 * runs it alone before the API processes start (main.ts). Returns the generated administrator password's file, if one was made, and
 * the warnings to log.
 */
export async function prepareDatabase(
  config: Config,
  database: Database,
  options: PrepareOptions,
): Promise<{ adminPasswordFile: string | undefined; warnings: string[] }> {
  let adminPasswordFile: string | undefined;
  await migrateDatabase(database, async (db) => {
    await seedReference(db);
    if (options.seedDemo === false || !(await isEmptyDatabase(db))) return;
    // The demo content is a file of its own in the build (ADR 0079): loaded only to seed an empty database.
    const { seedDemo } = await import("./db/seed-demo.ts");
    const generated = await seedDemo(db, config, options.clock, options.passwords, options.storage);
    if (generated) adminPasswordFile = writeAdminPasswordFile(config.dataDir, generated);
  });
  return { adminPasswordFile, warnings: await sharedSecretWarnings(config, database, options.clock) };
}

/** Refuses another JWT_SECRET than the other processes' (StartRefused), or rotates it; returns what to log. */
async function sharedSecretWarnings(config: Config, database: Database, clock: Clock): Promise<string[]> {
  // PGlite is one process's database: there is no other instance to disagree with.
  if (database.kind !== "postgres") return [];
  const rotated = await checkSharedSecret(database.db, config.jwtSecret, {
    rotate: config.jwtSecretRotate,
    now: clock.now(),
  });
  return rotated ? [rotated] : [];
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
    paypal?: PayPal;
    location?: LocateCountry;
    /** A sleep other than the timer (tests record the login back-off instead of waiting). */
    sleep?: (ms: number) => Promise<void>;
    /** Called after every renewal scan with what it did (the jobs CLI prints it). */
    onRenewalReport?: (report: ScanReport) => void;
    /**
     * A cluster worker: the primary's first child has migrated, seeded and rotated already (`prepareDatabase`),
     * so this process only checks that its JWT_SECRET matches.
     */
    prepared?: boolean;
    /**
     * How many processes of one machine share the port (cluster workers): the in-memory read limits give each
     * its share of the budget, so a client gets the same total whichever process answers (ADR 0086).
     */
    processes?: number;
  } = {},
): Promise<Runtime> {
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      statementTimeoutMs: config.statementTimeoutMs,
      poolSizes: config.poolSizes,
    }));
  const clock = options.clock ?? systemClock;
  const passwords = options.passwords ?? argon2Hasher;
  // Created before the seeds: demo content stores pictures (blog banners) through the same port.
  const storage = createStorage(config, clock);
  let prepared: Awaited<ReturnType<typeof prepareDatabase>>;
  try {
    prepared = options.prepared
      ? // A worker the primary starts again later still checks its secret (another instance may have rotated it).
        {
          adminPasswordFile: undefined,
          warnings: await sharedSecretWarnings({ ...config, jwtSecretRotate: false }, database, clock),
        }
      : await prepareDatabase(config, database, { clock, passwords, storage, seedDemo: options.seedDemo });
  } catch (error) {
    // A refused start (another JWT_SECRET) must not leave the pool open behind it.
    if (!options.database) await database.close();
    throw error;
  }
  const { adminPasswordFile } = prepared;
  const localCache = createPublicCache(config.publicCacheTtlMs);
  // The listener may lose its connection before the app (and its logger) exists.
  let warn: (message: string, extra?: object) => void = () => {};
  const publicCacheSync = sharePublicCache(config, database, localCache, (message, extra) => warn(message, extra));
  const ports: Ports = {
    db: database.db,
    config,
    clock,
    passwords,
    accessTokens: new AccessTokens(config.jwtSecret),
    rateLimiter: createRateLimiter(database.db, clock, config.rateLimitFactor),
    readLimiter: createMemoryRateLimiter(clock, config.rateLimitFactor / Math.max(1, options.processes ?? 1)),
    publicCache: publicCacheSync?.cache ?? localCache,
    storage,
    gateway: options.gateway ?? createSandboxGateway(database.db, clock),
    paypal:
      options.paypal ??
      (config.paypal ? createRestPaypal(config.paypal) : createSandboxPaypal(database.db, clock, config.publicUrl)),
    // The enrollment and manuals modules register their kinds of PayPal purchase here (ADR 0077).
    paypalItems: createPaypalItems(),
    location: options.location ?? createIpLocation({ devCountry: config.devCountry }),
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    // Producers (membership, announcements) reach the notifications module only through this port (ADR 0024).
    notifier: createNotifier({ config, clock }),
    // The account module's sign-up subscribes to the default newsletter through this port (ADR 0027).
    newsletterSignup: createNewsletterSignup({ clock }),
    // Other modules read and change accounts only through this port.
    accounts: createAccounts(),
    // Each module that keeps personal data registers how to erase it when an account is deleted.
    personalData: createPersonalData(),
    // Each module with translatable content registers its kinds; pages read the reader's words through it.
    translations: createContentTranslations(),
    // Other modules read a member's plan through this port, and seminar places through `seats` (ADR 0078).
    memberAccess: createMemberAccess(),
    seats: createSeats(),
    purchases: purchasesPort,
    billingRecords: billingRecordsPort,
    // The instructor renewal reads the teaching credit from the credits module through this port (ADR 0032).
    instructorCredits: createInstructorCredits(),
    // This process's own registry, only when a scraper may read it (ADR 0084).
    metrics: config.metricsToken
      ? createMetrics({ db: database.db, clock, poolStats: database.poolStats })
      : metricsOff,
    audit: auditTrail,
  };
  // The one port that runs upward (ADR 0021): the account module's paid sign-up is the membership checkout.
  const deps: Deps = { ...ports, paidSignup: createMembershipService(ports, createRenewalService(ports)) };
  const app = await buildApp(deps, { logger: options.logger ?? false });
  warn = (message, extra) => app.log.warn(extra ?? {}, message);
  const report: JobReporter = (job, result) => {
    if (job === RENEWAL_SCAN_JOB) options.onRenewalReport?.(result as ScanReport);
  };
  // The platform's own housekeeping (ADR 0103), at 02:00 UTC, an hour before billing's prune.
  const housekeeping = [
    dailyJob({ db: database.db, clock }, PRUNE_JOBS_JOB, 2, (now) =>
      pruneFinishedJobs(database.db, new Date(now.getTime() - FINISHED_JOB_RETENTION_MS)),
    ),
    dailyJob({ db: database.db, clock }, FORGET_MAIL_JOB, 2, () => forgetOldMail(database.db)),
  ];
  const mailTransport = createSmtpTransport(config.smtpUrl, config.jobConcurrency);
  const worker = createWorker(
    database.db,
    clock,
    Object.assign(
      {
        [SEND_MAIL_JOB]: createSendMailHandler(database.db, clock, { transport: mailTransport, from: config.mailFrom }),
      },
      ...housekeeping.map((job) => ({ [job.name]: job.handler })),
      ...API_MODULES.map((module) => module.jobs?.(deps, report) ?? {}),
    ),
    (message, extra) => app.log.warn(extra ?? {}, message),
    (name) => deps.metrics.jobFailed(name),
  );
  for (const job of housekeeping) await job.schedule(clock.now());
  for (const module of API_MODULES) await module.onStart?.(deps);
  return {
    app,
    deps,
    database,
    worker,
    adminPasswordFile,
    publicCacheSync,
    warnings: prepared.warnings,
    async close() {
      // A keep-alive connection busy when the drain begins goes idle only after its answer, and node closes idle
      // connections once, when the server closes: a short keep-alive for the answers still to come closes it
      // soon after, instead of the client's (a proxy's upstream) minute holding the drain past the cluster's
      // 30 s (ADR 0090). The job first: node's close also drops connections whose request it has not read yet.
      app.server.keepAliveTimeout = 100;
      await worker.stop();
      // After the jobs that may be sending: the kept connections to the mail server end here.
      mailTransport?.close();
      await app.close();
      await publicCacheSync?.close();
      await database.close();
    },
  };
}

/**
 * On PostgreSQL with the cache on, every process's cache is emptied by any process's write (ADR 0086); PGlite is
 * one process, and a cache that keeps nothing (TTL 0) needs no listener.
 */
function sharePublicCache(
  config: Config,
  database: Database,
  local: PublicCache,
  log: (message: string, extra?: object) => void,
): CacheSync | undefined {
  if (database.kind !== "postgres" || !database.url || config.publicCacheTtlMs <= 0) return undefined;
  return createCacheSync({
    url: database.url,
    local,
    notifyThroughPool: (channel, payload) => instancesRepository.notify(database.db, channel, payload),
    log,
  });
}

/** Writes the generated administrator password where only this OS user can read it; returns the path. */
function writeAdminPasswordFile(dataDir: string, password: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "admin-password.txt");
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  // `mode` applies only when the file is created; a leftover file from an earlier database is tightened too.
  chmodSync(file, 0o600);
  return file;
}
