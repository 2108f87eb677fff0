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
import { createPublicCache } from "./http/public-cache.ts";
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
import { createIpLocation, type LocateCountry } from "./platform/geoip/ip-location.ts";
import { createWorker, type Worker } from "./platform/jobs/queue.ts";
import { createSendMailHandler, SEND_MAIL_JOB } from "./platform/mail/mailer.ts";
import { createMemoryRateLimiter } from "./platform/ratelimit/memory-rate-limiter.ts";
import { createRateLimiter } from "./platform/ratelimit/rate-limiter.ts";
import { createStorage } from "./platform/storage/storage.ts";
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
    paypal?: PayPal;
    location?: LocateCountry;
    /** A sleep other than the timer (tests record the login back-off instead of waiting). */
    sleep?: (ms: number) => Promise<void>;
    /** Called after every renewal scan with what it did (the jobs CLI prints it). */
    onRenewalReport?: (report: ScanReport) => void;
  } = {},
): Promise<Runtime> {
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      statementTimeoutMs: config.statementTimeoutMs,
    }));
  const clock = options.clock ?? systemClock;
  const passwords = options.passwords ?? argon2Hasher;
  let adminPasswordFile: string | undefined;
  // Created before the seeds: demo content stores pictures (blog banners) through the same port.
  const storage = createStorage(config, clock);
  await migrateDatabase(database, async (db) => {
    await seedReference(db);
    if (options.seedDemo === false || !(await isEmptyDatabase(db))) return;
    // The demo content is a file of its own in the build (ADR 0079): loaded only to seed an empty database.
    const { seedDemo } = await import("./db/seed-demo.ts");
    const generated = await seedDemo(db, config, clock, passwords, storage);
    if (generated) adminPasswordFile = writeAdminPasswordFile(config.dataDir, generated);
  });
  const ports: Ports = {
    db: database.db,
    config,
    clock,
    passwords,
    accessTokens: new AccessTokens(config.jwtSecret),
    rateLimiter: createRateLimiter(database.db, clock, config.rateLimitFactor),
    readLimiter: createMemoryRateLimiter(clock, config.rateLimitFactor),
    publicCache: createPublicCache(config.publicCacheTtlMs),
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
    // Other modules read a member's plan through this port, and seminar places through `seats` (ADR 0078).
    memberAccess: createMemberAccess(),
    seats: createSeats(),
    purchases: purchasesPort,
    billingRecords: billingRecordsPort,
    // The instructor renewal reads the teaching credit from the credits module through this port (ADR 0032).
    instructorCredits: createInstructorCredits(),
  };
  // The one port that runs upward (ADR 0021): the account module's paid sign-up is the membership checkout.
  const deps: Deps = { ...ports, paidSignup: createMembershipService(ports, createRenewalService(ports)) };
  const app = await buildApp(deps, { logger: options.logger ?? false });
  const report: JobReporter = (job, result) => {
    if (job === RENEWAL_SCAN_JOB) options.onRenewalReport?.(result as ScanReport);
  };
  const worker = createWorker(
    database.db,
    clock,
    Object.assign(
      {
        [SEND_MAIL_JOB]: createSendMailHandler(database.db, clock, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
      },
      ...API_MODULES.map((module) => module.jobs?.(deps, report) ?? {}),
    ),
    (message, extra) => app.log.warn(extra ?? {}, message),
  );
  for (const module of API_MODULES) await module.onStart?.(deps);
  return {
    app,
    deps,
    database,
    worker,
    adminPasswordFile,
    async close() {
      await worker.stop();
      await app.close();
      await database.close();
    },
  };
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
