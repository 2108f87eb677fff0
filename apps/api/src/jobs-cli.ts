/**
 * `npm run jobs -- --at 2027-12-01`: runs the scheduled jobs (renewals, reminders, dunning, mail) as of a
 * chosen date, outside production, on the database the server is configured with (DATA_DIR or DATABASE_URL).
 * The clock stands still at that date; the renewal scan is queued first, then every due job is drained.
 * With the embedded PGlite database, stop the server first: one process at a time may open DATA_DIR.
 */
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { loadConfig } from "./config.ts";
import { emptyReport, RENEWAL_SCAN_JOB, type ScanReport } from "./modules/membership/renewals.service.ts";
import { enqueue } from "./platform/jobs/queue.ts";
import { createRuntime } from "./server.ts";
import { FixedClock } from "./shared/clock.ts";

function usage(message?: string): never {
  if (message) console.error(message);
  console.error("Usage: npm run jobs -- --at <date>   e.g. --at 2027-12-01 or --at 2027-12-01T09:30:00Z");
  process.exit(2);
}

const { values } = parseArgs({ options: { at: { type: "string" }, help: { type: "boolean", short: "h" } } });
if (values.help) usage();
const config = loadConfig();
if (config.nodeEnv === "production") {
  console.error("The jobs command moves time and is refused in production (NODE_ENV=production).");
  process.exit(1);
}
// A bare date means midnight UTC of that day.
const at = values.at
  ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(values.at) ? `${values.at}T00:00:00Z` : values.at)
  : new Date();
if (Number.isNaN(at.getTime())) usage(`Not a date: ${values.at}`);

const total: ScanReport = emptyReport();
const runtime = await createRuntime(config, {
  clock: new FixedClock(at),
  // A demo database is seeded by the server's first start, never as of a moved clock.
  seedDemo: false,
  onRenewalReport(report) {
    for (const key of Object.keys(total) as (keyof ScanReport)[]) total[key] += report[key];
  },
});
try {
  await enqueue(runtime.deps.db, RENEWAL_SCAN_JOB, {}, { key: `${RENEWAL_SCAN_JOB}:cli:${randomUUID()}`, runAt: at });
  const jobs = await runtime.worker.drain(10_000);
  console.log(`Jobs as of ${at.toISOString()} (database: ${runtime.database.kind}): ${jobs} job(s) run.`);
  console.log(
    `  renewed ${total.renewed} · reminded ${total.reminded} · card-expiry notices ${total.cardExpiryNotices} · dunning ${total.dunning} · lapsed ${total.lapsed} · ended (cancelled) ${total.ended}`,
  );
  console.log(
    "  E-mails are in the outbox: start the server and open /dev/mailbox?key=<API_KEY> (dev-api-key unless set).",
  );
} finally {
  await runtime.close();
}
