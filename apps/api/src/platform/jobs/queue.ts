import { randomUUID } from "node:crypto";
import { nextDailyAt } from "@haa/domain";
import { and, eq, lt, type SQL, sql } from "drizzle-orm";
import { deleteInBatches } from "../../db/batches.ts";
import type { Db } from "../../db/types.ts";
import type { Clock } from "../../shared/clock.ts";
import { jobs } from "./jobs.schema.ts";

export interface EnqueueOptions {
  /** Business key: a second enqueue with the same key is ignored (exactly-once scheduling). */
  key?: string;
  /** Not before this time; without it the job is due at once, whatever clock the worker runs on. */
  runAt?: Date;
  maxAttempts?: number;
  /**
   * A bulk job (the mails of a fan-out, a newsletter, a digest) runs only when no other job is due, so that a
   * password reset, a receipt or a due renewal never waits behind 100,000 of them (ADR 0103).
   */
  bulk?: boolean;
}

/** The claim takes the jobs of priority 0 first; bulk jobs come after every other due job. */
export const BULK_PRIORITY = 1;

const DUE_AT_ONCE = new Date(0);

/** Adds a job inside the caller's transaction, so it exists only if the change that caused it commits. */
export async function enqueue(db: Db, name: string, payload: unknown, options: EnqueueOptions = {}): Promise<void> {
  await db
    .insert(jobs)
    .values({
      name,
      payload: payload ?? {},
      key: options.key ?? null,
      // "At once" must not depend on the wall clock: a worker on a fixed clock (tests, `npm run jobs -- --at`
      // with a past date) would otherwise see a fresh mail as scheduled in its future.
      runAt: options.runAt ?? DUE_AT_ONCE,
      maxAttempts: options.maxAttempts ?? 5,
      priority: options.bulk ? BULK_PRIORITY : 0,
    })
    .onConflictDoNothing({ target: jobs.key });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a finished job (done, or failed for good) stays in the table (ADR 0103): a month for an operator to read a
 * failure's last error, and far longer than any business key is enqueued again (a daily chain's key names its day;
 * start-up enqueues today's and tomorrow's). Every mail is a job, so a table kept forever grew by the membership at
 * each announcement.
 */
export const FINISHED_JOB_RETENTION_MS = 30 * DAY_MS;
export const PRUNE_JOBS_JOB = "jobs.prune";

/** Deletes the jobs finished before `before`, a batch per statement; returns how many went. */
export function pruneFinishedJobs(db: Db, before: Date): Promise<number> {
  return deleteInBatches(db, jobs, jobs.id, lt(sql`coalesce(${jobs.doneAt}, ${jobs.failedAt})`, before));
}

/** A job that runs every day at `hourUtc`:00 UTC (ADR 0103). */
export interface DailyJob {
  name: string;
  handler: JobHandler;
  /** Enqueues the next run after `now` (at start, and as each run begins): one job per day, whoever enqueues it. */
  schedule(now: Date): Promise<void>;
}

/**
 * A daily job whose run schedules the next day's run and then does `work`: scheduled first, so that a run that fails
 * for good (its retries spent) does not end the chain until the next start.
 */
export function dailyJob(
  deps: { db: Db; clock: Clock },
  name: string,
  hourUtc: number,
  work: (now: Date) => Promise<unknown>,
): DailyJob {
  const schedule = async (now: Date) => {
    const runAt = nextDailyAt(now, hourUtc);
    await enqueue(deps.db, name, {}, { key: `${name}:${runAt.toISOString()}`, runAt });
  };
  return {
    name,
    schedule,
    handler: async () => {
      const now = deps.clock.now();
      await schedule(now);
      await work(now);
    },
  };
}

/** Adds jobs of one name, due at once, each under its own key, in one statement inside the caller's transaction. */
export async function enqueueMany(
  db: Db,
  name: string,
  added: { payload: unknown; key: string }[],
  options: Pick<EnqueueOptions, "bulk"> = {},
): Promise<void> {
  if (added.length === 0) return;
  const priority = options.bulk ? BULK_PRIORITY : 0;
  await db
    .insert(jobs)
    .values(added.map(({ payload, key }) => ({ name, payload: payload ?? {}, key, runAt: DUE_AT_ONCE, priority })))
    .onConflictDoNothing({ target: jobs.key });
}

/** What a handler knows of the job it runs. */
export interface RunningJob {
  id: number;
  attempts: number;
  key: string | null;
  /**
   * Makes the handler's transaction the only run of this job (ADR 0093): locks the job row in `tx` while this worker
   * still holds its lease, so no claim can take the job over until `tx` ends, and throws `JobLeaseLost` (rolling
   * `tx` back) when another worker has taken it over already. For a handler whose whole effect is one transaction
   * that a second run would repeat.
   */
  fence(tx: Db): Promise<void>;
}

export type JobHandler = (payload: unknown, job: RunningJob) => Promise<void>;

/** The job's lease went to another worker before the handler's transaction could fence it; that run does the work. */
export class JobLeaseLost extends Error {
  constructor(readonly jobId: number) {
    super(`job ${jobId}: lease lost to another worker`);
  }
}

export interface Worker {
  /** Runs every due job once (respecting the clock) and returns how many ran. */
  drain(limit?: number): Promise<number>;
  /**
   * Runs due jobs in the background: `lanes` of them at once (JOB_CONCURRENCY), each lane claiming its next job as
   * it finishes one, and looking again every `intervalMs` once none is due.
   */
  start(intervalMs?: number, lanes?: number): void;
  /** Lets each lane finish the job it runs, then stops. */
  stop(): Promise<void>;
}

interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
  key: string | null;
  max_attempts: number;
}

/**
 * The lock on a running job is a lease (ADR 0093): its holder renews `locked_at` every `renewEveryMs` of real time
 * while the handler runs, and a lease older than `takeOverAfterMs` by the worker's clock is a dead holder's, taken
 * over by the next claim. Four renewals fit in one lease, so a renewal lost to a slow query or a busy event loop
 * does not give the job away; a killed process's job runs again about a minute later instead of five.
 */
export const JOB_LEASE = { renewEveryMs: 15_000, takeOverAfterMs: 60_000 } as const;

export interface JobLease {
  renewEveryMs: number;
  takeOverAfterMs: number;
}

/**
 * Takes the next due job for `workerId`: the first by (priority, run_at, id) among the jobs still to run, which
 * `jobs_waiting_idx` holds alone, so a claim reads the same few rows however many jobs have finished, and bulk jobs
 * wait for every other due job (ADR 0103).
 */
export function claimSql(workerId: string, now: Date, lease: JobLease): SQL {
  const staleBefore = new Date(now.getTime() - lease.takeOverAfterMs);
  return sql`
      update ${jobs} set locked_at = ${now}, locked_by = ${workerId}, attempts = attempts + 1
      where id = (
        select id from ${jobs}
        where done_at is null and failed_at is null and run_at <= ${now}
          and (locked_at is null or locked_at < ${staleBefore})
        order by priority, run_at, id
        limit 1
        for update skip locked
      )
      returning id, name, payload, attempts, key, max_attempts`;
}

/**
 * A small PostgreSQL-backed worker (ADR 0002): each lane claims one due job at a time with FOR UPDATE SKIP LOCKED,
 * so any number of lanes and processes can share the table; a crashed worker's lease expires after a minute
 * (ADR 0093). Lanes of one process are like more processes: every handler already runs beside itself (ADR 0104).
 */
export function createWorker(
  db: Db,
  clock: Clock,
  handlers: Record<string, JobHandler>,
  log: (message: string, extra?: object) => void = () => {},
  /** Told of every failed attempt, retried or not (the job failure counter of /metrics). */
  onAttemptFailed: (name: string) => void = () => {},
  /** Tests shorten the renewal period to watch a renewal happen; production keeps JOB_LEASE. */
  lease: JobLease = JOB_LEASE,
): Worker {
  const workerId = randomUUID();
  /** The lanes' waits between looks, each ended at once by `stop`. */
  const waits = new Set<() => void>();
  let running: Promise<unknown> | undefined;
  let stopped = false;

  async function claim() {
    const result = (await db.execute(claimSql(workerId, clock.now(), lease))) as unknown as { rows: ClaimedJob[] };
    return result.rows[0];
  }

  /** Whether this worker still holds the job's lease; false once another worker took it over. */
  async function renew(id: number): Promise<boolean> {
    const renewed = await db
      .update(jobs)
      .set({ lockedAt: clock.now() })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId)))
      .returning({ id: jobs.id });
    return renewed.length > 0;
  }

  /**
   * A claim passes a locked row by (`skip locked`), so while `tx` holds the row no other worker can take the job over;
   * `locked_at = locked_at` changes nothing but takes the lock, and only while the lease is still this worker's.
   */
  async function fence(tx: Db, id: number): Promise<void> {
    const result = (await tx.execute(
      sql`update ${jobs} set locked_at = locked_at where id = ${id} and locked_by = ${workerId} returning id`,
    )) as unknown as { rows: unknown[] };
    if (result.rows.length === 0) throw new JobLeaseLost(id);
  }

  /**
   * Renews the lease while the handler runs. A job that ends within one period costs a timer and no query. A failed
   * renewal (the database away) is logged and tried again next period: the handler goes on, and if the lease ran
   * out meanwhile another worker may run the job too, which every handler tolerates (ADR 0093).
   */
  function keepLease(job: ClaimedJob): () => Promise<void> {
    const id = Number(job.id);
    let renewing: Promise<unknown> | undefined;
    const interval = setInterval(() => {
      if (renewing) return;
      renewing = renew(id)
        .then((held) => {
          if (held) return;
          clearInterval(interval);
          log("job lease lost to another worker", { job: job.name, id });
        })
        .catch((error) => log("job lease renewal failed", { job: job.name, id, error: String(error) }))
        .finally(() => {
          renewing = undefined;
        });
    }, lease.renewEveryMs);
    // A renewal must not keep a process alive that is otherwise done (the jobs CLI exits when its drain ends).
    interval.unref();
    // A renewal still in flight is waited for, so it neither lands after the job's outcome (and reports a lost
    // lease) nor runs into a pool that `close()` is about to end.
    return async () => {
      clearInterval(interval);
      await renewing;
    };
  }

  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const handler = handlers[job.name];
    const release = keepLease(job);
    try {
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      const id = Number(job.id);
      await handler(job.payload, { id, attempts: job.attempts, key: job.key, fence: (tx) => fence(tx, id) });
      await release();
      await db
        .update(jobs)
        .set({ doneAt: clock.now(), lockedAt: null, lockedBy: null })
        .where(and(eq(jobs.id, Number(job.id)), eq(jobs.lockedBy, workerId)));
    } catch (error) {
      await release();
      if (error instanceof JobLeaseLost) {
        // Not a failure: the worker that took the lease over runs the job, and its outcome is the one recorded.
        log("job lease lost to another worker", { job: job.name, id: job.id });
        return true;
      }
      // Counted first: recording the failure below may itself fail (the database away).
      onAttemptFailed(job.name);
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempts >= job.max_attempts;
      // Exponential back-off: 30 s, 2 min, 8 min, ...
      const retryAt = new Date(clock.now().getTime() + 30_000 * 4 ** (job.attempts - 1));
      await db
        .update(jobs)
        .set({
          lockedAt: null,
          lockedBy: null,
          lastError: message.slice(0, 2000),
          ...(final ? { failedAt: clock.now() } : { runAt: retryAt }),
        })
        // Not over a worker that took the lease over and is running the job now.
        .where(and(eq(jobs.id, Number(job.id)), eq(jobs.lockedBy, workerId)));
      log(final ? "job failed for good" : "job failed, will retry", { job: job.name, id: job.id, error: message });
    }
    return true;
  }

  async function drain(limit = 1000): Promise<number> {
    let count = 0;
    while (count < limit && !stopped && (await runOne())) count++;
    return count;
  }

  return {
    drain,
    start(intervalMs = 500, lanes = 1) {
      const pause = () =>
        new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            waits.delete(done);
            resolve();
          };
          const timer = setTimeout(done, intervalMs);
          waits.add(done);
        });
      const lane = async () => {
        await pause();
        while (!stopped) {
          const ran = await drain(100).catch((error) => {
            log("job worker error", { error: String(error) });
            return 0;
          });
          // A full round means more may be due: look again at once.
          if (ran < 100 && !stopped) await pause();
        }
      };
      running = Promise.all(Array.from({ length: Math.max(1, lanes) }, lane));
    },
    async stop() {
      stopped = true;
      for (const done of [...waits]) done();
      await running;
    },
  };
}
