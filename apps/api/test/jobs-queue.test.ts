import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PRUNE_BATCH } from "../src/db/batches.ts";
import { jobs, outbox } from "../src/db/schema.ts";
import {
  claimSql,
  createWorker,
  dailyJob,
  enqueue,
  FINISHED_JOB_RETENTION_MS,
  JOB_LEASE,
  PRUNE_JOBS_JOB,
  pruneFinishedJobs,
  type RunningJob,
} from "../src/platform/jobs/queue.ts";
import { FORGET_MAIL_JOB, forgetOldMail, MAIL_CONTENT_RETENTION_MS, queueMail } from "../src/platform/mail/mailer.ts";
import { startTestServer, type TestServer } from "./harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: new Date("2020-01-01T00:00:00Z") });
});
afterAll(() => server.close());

describe("job queue", () => {
  it("runs a job queued 'at once' even when the worker's clock is behind the wall clock", async () => {
    const { db } = server.runtime.deps;
    const id = await queueMail(db, "clock@example.org", { subject: "Hello", text: "Hello", html: "<p>Hello</p>" });
    expect(await server.runtime.worker.drain()).toBeGreaterThanOrEqual(1);
    const [mail] = await db.select().from(outbox).where(eq(outbox.id, id));
    expect(mail?.sentAt).not.toBeNull();
  });

  it("keeps a scheduled job until its time, and runs a business key once", async () => {
    const { db } = server.runtime.deps;
    const runAt = new Date("2020-01-02T00:00:00Z");
    await enqueue(db, "mail.send", { outboxId: -1 }, { key: "once-only", runAt });
    await enqueue(db, "mail.send", { outboxId: -1 }, { key: "once-only", runAt });
    expect(await db.select().from(jobs).where(eq(jobs.key, "once-only"))).toHaveLength(1);
    await server.runtime.worker.drain();
    const [waiting] = await db.select().from(jobs).where(eq(jobs.key, "once-only"));
    expect(waiting?.doneAt).toBeNull();
    server.clock.set(new Date("2020-01-02T00:00:01Z"));
    await server.runtime.worker.drain();
    const [done] = await db.select().from(jobs).where(eq(jobs.key, "once-only"));
    expect(done?.doneAt).not.toBeNull();
  });

  it("runs as many jobs at once as it has lanes (JOB_CONCURRENCY), and stop() lets the running ones finish", async () => {
    const { db } = server.runtime.deps;
    let inside = 0;
    let most = 0;
    let finished = 0;
    let allIn = () => {};
    const threeAtOnce = new Promise<void>((resolve) => {
      allIn = resolve;
    });
    const handler = async () => {
      inside += 1;
      most = Math.max(most, inside);
      if (inside === 3) allIn();
      await threeAtOnce;
      inside -= 1;
      finished += 1;
    };
    const keys = ["lane-1", "lane-2", "lane-3"];
    for (const key of keys) await enqueue(db, "test.lanes", {}, { key });
    const worker = createWorker(db, server.clock, { "test.lanes": handler });
    worker.start(10, 3);
    // One lane would wait here for ever: each job waits for the other two to be running too.
    const timedOut = await Promise.race([
      threeAtOnce.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 10_000)),
    ]);
    await worker.stop();
    expect(timedOut).toBe(false);
    expect(most).toBe(3);
    expect(finished).toBe(3);
    const rows = await db.select().from(jobs).where(eq(jobs.name, "test.lanes")).orderBy(jobs.id);
    expect(rows.map((row) => [row.key, row.doneAt !== null, row.lockedBy])).toEqual(
      keys.map((key) => [key, true, null]),
    );
  });

  describe("the lease on a running job (ADR 0093)", () => {
    /** A handler that holds its job until `finish()` is called, and says when it has started. */
    function heldHandler() {
      let finish = () => {};
      let started = () => {};
      const gate = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const running = new Promise<void>((resolve) => {
        started = resolve;
      });
      const calls: number[] = [];
      const handler = async (_payload: unknown, job: { id: number }) => {
        calls.push(job.id);
        started();
        await gate;
      };
      return { handler, calls, running, finish };
    }

    async function leaseJob(key: string) {
      const { db } = server.runtime.deps;
      // Whatever earlier tests left due runs first, so the workers below compete for this job alone.
      await server.runtime.worker.drain();
      await enqueue(db, "test.lease", {}, { key });
      return async () => {
        const [row] = await db.select().from(jobs).where(eq(jobs.key, key));
        if (!row) throw new Error(`job ${key} is missing`);
        return row;
      };
    }

    it("is not taken over while its holder renews it", async () => {
      const { db } = server.runtime.deps;
      const row = await leaseJob("lease-renewed");
      const held = heldHandler();
      const other = heldHandler();
      const holder = createWorker(db, server.clock, { "test.lease": held.handler }, undefined, undefined, {
        ...JOB_LEASE,
        renewEveryMs: 20,
      });
      const rival = createWorker(db, server.clock, { "test.lease": other.handler });
      const holding = holder.drain(1);
      await held.running;
      const claimed = await row();
      // Two leases later by the clock: only the renewals keep the job its holder's.
      server.clock.advance(2 * JOB_LEASE.takeOverAfterMs);
      const renewedAt = server.clock.now().getTime();
      await vi.waitFor(async () => expect((await row()).lockedAt?.getTime()).toBe(renewedAt), { timeout: 5000 });
      expect(await rival.drain(1)).toBe(0);
      expect(other.calls).toEqual([]);
      expect((await row()).lockedBy).toBe(claimed.lockedBy);
      held.finish();
      expect(await holding).toBe(1);
      const done = await row();
      expect(done.doneAt).not.toBeNull();
      expect(done.lockedBy).toBeNull();
      expect(done.attempts).toBe(1);
    });

    it("is taken over once its holder has stopped renewing for longer than the lease", async () => {
      const { db } = server.runtime.deps;
      const row = await leaseJob("lease-stalled");
      const stalled = heldHandler();
      const other = heldHandler();
      other.finish();
      // A holder whose renewals never come (a killed process, or an event loop stalled past the lease).
      const holder = createWorker(db, server.clock, { "test.lease": stalled.handler }, undefined, undefined, {
        ...JOB_LEASE,
        renewEveryMs: 60 * 60_000,
      });
      const rival = createWorker(db, server.clock, { "test.lease": other.handler });
      const holding = holder.drain(1);
      await stalled.running;
      const claimed = await row();
      server.clock.advance(JOB_LEASE.takeOverAfterMs - 1000);
      expect(await rival.drain(1)).toBe(0);
      expect(other.calls).toEqual([]);
      server.clock.advance(2000);
      expect(await rival.drain(1)).toBe(1);
      expect(other.calls).toEqual([claimed.id]);
      const takenOver = await row();
      expect(takenOver.doneAt).not.toBeNull();
      expect(takenOver.attempts).toBe(2);
      // The stalled holder ends later: it records nothing over the run that took its place.
      stalled.finish();
      expect(await holding).toBe(1);
      expect(await row()).toEqual(takenOver);
    });

    it("stops renewing, and says so, once another worker holds the lease", async () => {
      const { db } = server.runtime.deps;
      const row = await leaseJob("lease-lost");
      const held = heldHandler();
      const messages: string[] = [];
      const holder = createWorker(
        db,
        server.clock,
        { "test.lease": held.handler },
        (message) => messages.push(message),
        undefined,
        { ...JOB_LEASE, renewEveryMs: 20 },
      );
      const holding = holder.drain(1);
      await held.running;
      const { id } = await row();
      // As a takeover would leave it after this holder stalled.
      await db.update(jobs).set({ lockedBy: "another-worker" }).where(eq(jobs.id, id));
      await vi.waitFor(() => expect(messages).toContain("job lease lost to another worker"), { timeout: 5000 });
      // Five more periods: a holder still renewing would find the lease gone each time.
      await new Promise((resolve) => setTimeout(resolve, 100));
      held.finish();
      await holding;
      expect(messages.filter((message) => message === "job lease lost to another worker")).toHaveLength(1);
      // Its end is not recorded over the other worker's run either.
      expect(await row()).toMatchObject({ lockedBy: "another-worker", doneAt: null });
      await db.delete(jobs).where(eq(jobs.id, id));
    });

    /** A handler whose whole effect is one fenced transaction queueing a mail to `to`, after `gate` opens. */
    function fencedHandler(to: string, gate: Promise<void> = Promise.resolve()) {
      let started = () => {};
      const running = new Promise<void>((resolve) => {
        started = resolve;
      });
      const handler = async (_payload: unknown, job: RunningJob) => {
        started();
        await gate;
        await server.runtime.deps.db.transaction(async (tx) => {
          await job.fence(tx);
          await queueMail(tx, to, { subject: "Fenced", text: "Fenced", html: "<p>Fenced</p>" });
        });
      };
      return { handler, running };
    }

    const mailsTo = async (to: string) =>
      (await server.runtime.deps.db.select().from(outbox).where(eq(outbox.to, to))).length;

    it("lets a fenced transaction of a holder whose job was taken over write nothing", async () => {
      const { db } = server.runtime.deps;
      const row = await leaseJob("lease-fenced");
      let finish = () => {};
      const gate = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const stalled = fencedHandler("stalled@fence.example", gate);
      const messages: string[] = [];
      const failures: string[] = [];
      const holder = createWorker(
        db,
        server.clock,
        { "test.lease": stalled.handler },
        (message) => messages.push(message),
        (name) => failures.push(name),
        { ...JOB_LEASE, renewEveryMs: 60 * 60_000 },
      );
      const rival = createWorker(db, server.clock, { "test.lease": fencedHandler("rival@fence.example").handler });
      const holding = holder.drain(1);
      await stalled.running;
      server.clock.advance(JOB_LEASE.takeOverAfterMs + 1000);
      expect(await rival.drain(1)).toBe(1);
      const takenOver = await row();
      finish();
      expect(await holding).toBe(1);
      // One run's mail: the stalled holder's transaction found the lease gone and rolled back, as no failure.
      expect(await mailsTo("rival@fence.example")).toBe(1);
      expect(await mailsTo("stalled@fence.example")).toBe(0);
      expect(messages).toContain("job lease lost to another worker");
      expect(failures).toEqual([]);
      expect(await row()).toEqual(takenOver);
    });

    it.runIf(process.env.TEST_DATABASE_URL)(
      "holds off a takeover while the fenced transaction is open (PostgreSQL)",
      async () => {
        const { db } = server.runtime.deps;
        const row = await leaseJob("lease-fence-held");
        let finish = () => {};
        const gate = new Promise<void>((resolve) => {
          finish = resolve;
        });
        let fenced = () => {};
        const inside = new Promise<void>((resolve) => {
          fenced = resolve;
        });
        const holder = createWorker(
          db,
          server.clock,
          {
            "test.lease": async (_payload, job) => {
              await db.transaction(async (tx) => {
                await job.fence(tx);
                fenced();
                await gate;
                await queueMail(tx, "held@fence.example", { subject: "Held", text: "Held", html: "<p>Held</p>" });
              });
            },
          },
          undefined,
          undefined,
          { ...JOB_LEASE, renewEveryMs: 60 * 60_000 },
        );
        const rival = createWorker(db, server.clock, { "test.lease": fencedHandler("late@fence.example").handler });
        const holding = holder.drain(1);
        try {
          await inside;
          // Past the lease, but the row is locked by the open transaction: the claim passes it by. Jobs of other
          // modules the later clock makes due run first, so the rival has nothing else to claim.
          server.clock.advance(JOB_LEASE.takeOverAfterMs + 1000);
          await server.runtime.worker.drain();
          expect(await rival.drain(1)).toBe(0);
        } finally {
          finish();
        }
        expect(await holding).toBe(1);
        expect((await row()).doneAt).not.toBeNull();
        expect(await mailsTo("held@fence.example")).toBe(1);
        expect(await mailsTo("late@fence.example")).toBe(0);
      },
    );
  });

  describe("what the queue and the outbox keep (ADR 0103)", () => {
    const DAY = 24 * 60 * 60 * 1000;

    interface PlanNode {
      "Relation Name"?: string;
      "Actual Rows"?: number;
      "Actual Loops"?: number;
      "Rows Removed by Filter"?: number;
      Plans?: PlanNode[];
    }
    const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

    it("claims among the jobs still to run, reading none of the finished ones", async () => {
      const { db } = server.runtime.deps;
      await server.runtime.worker.drain();
      await db.execute(sql`insert into jobs (name, payload, run_at, done_at)
        select 'test.finished', '{}', to_timestamp(0), now() from generate_series(1, 3000)`);
      await db.execute(sql`analyze jobs`);
      // EXPLAIN ANALYZE runs the claim: in a transaction rolled back, so a job due by now stays unclaimed.
      let plan: PlanNode | undefined;
      await db
        .transaction(async (tx) => {
          const result = (await tx.execute(
            sql`explain (analyze, format json) ${claimSql("planner", server.clock.now(), JOB_LEASE)}`,
          )) as unknown as { rows: Record<string, unknown>[] };
          const cell = Object.values(result.rows[0] ?? {})[0];
          plan = ((typeof cell === "string" ? JSON.parse(cell) : cell) as { Plan: PlanNode }[])[0]?.Plan;
          throw new Error("rolled back");
        })
        .catch(() => {});
      const read = nodes(plan ?? {})
        .filter((node) => node["Relation Name"] === "jobs")
        .reduce(
          (sum, node) =>
            sum + ((node["Actual Rows"] ?? 0) + (node["Rows Removed by Filter"] ?? 0)) * (node["Actual Loops"] ?? 1),
          0,
        );
      expect(plan).toBeDefined();
      // Every job still to run is read at most (a few scheduled ones); none of the 3,000 finished.
      expect(read).toBeLessThan(50);
    });

    it("deletes the jobs finished over 30 days ago, a batch at a time, and keeps the others", async () => {
      const { db } = server.runtime.deps;
      const now = server.clock.now();
      const old = new Date(now.getTime() - FINISHED_JOB_RETENTION_MS - DAY);
      const recent = new Date(now.getTime() - FINISHED_JOB_RETENTION_MS + DAY);
      const later = new Date(now.getTime() + 365 * DAY);
      await db.execute(sql`insert into jobs (name, payload, created_at, run_at, done_at)
        select 'test.old-done', '{}', ${old}, ${old}, ${old} from generate_series(1, ${PRUNE_BATCH * 2 + 7})`);
      await db.execute(sql`insert into jobs (name, payload, created_at, run_at, failed_at, last_error)
        values ('test.old-failed', '{}', ${old}, ${old}, ${old}, 'gave up')`);
      await db.execute(sql`insert into jobs (name, payload, created_at, run_at, done_at)
        values ('test.recent-done', '{}', ${recent}, ${recent}, ${recent})`);
      await db.execute(sql`insert into jobs (name, payload, created_at, run_at)
        values ('test.old-waiting', '{}', ${old}, ${later})`);
      const left = async (name: string) => (await db.select().from(jobs).where(eq(jobs.name, name))).length;

      expect(await pruneFinishedJobs(db, new Date(now.getTime() - FINISHED_JOB_RETENTION_MS))).toBeGreaterThanOrEqual(
        PRUNE_BATCH * 2 + 8,
      );
      expect(await left("test.old-done")).toBe(0);
      expect(await left("test.old-failed")).toBe(0);
      expect(await left("test.recent-done")).toBe(1);
      expect(await left("test.old-waiting")).toBe(1);
      await db.delete(jobs).where(eq(jobs.name, "test.old-waiting"));
    });

    it("forgets a month-old mail's address and content, keeps its outcome, and never sends it", async () => {
      const { db } = server.runtime.deps;
      const sent = await queueMail(db, "kept-outcome@retention.example", {
        subject: "Your receipt",
        text: "Thank you",
        html: "<p>Thank you</p>",
      });
      await server.runtime.worker.drain();
      const unsent = await queueMail(db, "never-sent@retention.example", {
        subject: "Late",
        text: "Late",
        html: "<p>Late</p>",
      });
      const fresh = await queueMail(db, "fresh@retention.example", {
        subject: "Fresh",
        text: "Fresh",
        html: "<p>Fresh</p>",
      });
      // Written by the database's clock, which the cut reads too (this test's clock is years behind it).
      const old = sql`now() - ${MAIL_CONTENT_RETENTION_MS + DAY} * interval '1 millisecond'`;
      await db.update(outbox).set({ createdAt: old, lastError: "connection refused" }).where(eq(outbox.id, unsent));
      await db.update(outbox).set({ createdAt: old }).where(eq(outbox.id, sent));

      await forgetOldMail(db);
      const row = async (id: number) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0];
      expect(await row(sent)).toMatchObject({ to: "", subject: "", text: "", html: "", headers: null, attempts: 1 });
      expect((await row(sent))?.sentAt).not.toBeNull();
      expect(await row(unsent)).toMatchObject({ to: "", html: "", sentAt: null, lastError: "connection refused" });
      expect(await row(fresh)).toMatchObject({ to: "fresh@retention.example", subject: "Fresh", sentAt: null });

      // The forgotten mail's job, run late, sends nothing; the fresh one goes.
      await server.runtime.worker.drain();
      expect((await row(unsent))?.sentAt).toBeNull();
      expect((await row(fresh))?.sentAt).not.toBeNull();
    });

    it("keeps a daily chain going when a run fails: the next day's run is scheduled before the work", async () => {
      const { db } = server.runtime.deps;
      const failing = dailyJob({ db, clock: server.clock }, "test.daily-failing", 5, async () => {
        throw new Error("the database went away");
      });
      const now = server.clock.now();
      await expect(failing.handler({}, { id: 0, attempts: 1, key: null, fence: async () => {} })).rejects.toThrow(
        "the database went away",
      );
      const [next] = await db.select().from(jobs).where(eq(jobs.name, "test.daily-failing"));
      expect(next?.runAt.getTime()).toBeGreaterThan(now.getTime());
      expect(next?.runAt.toISOString()).toMatch(/T05:00:00\.000Z$/);
      await db.delete(jobs).where(eq(jobs.name, "test.daily-failing"));
    });

    it("runs both every day at 02:00 UTC, each run scheduling the next", async () => {
      const { db } = server.runtime.deps;
      const scheduled = async (name: string) =>
        (
          await db
            .select()
            .from(jobs)
            .where(and(eq(jobs.name, name), isNull(jobs.doneAt)))
        ).map((job) => job.runAt.toISOString());
      for (const name of [PRUNE_JOBS_JOB, FORGET_MAIL_JOB]) {
        const [next] = await scheduled(name);
        expect(next).toMatch(/T02:00:00\.000Z$/);
        server.clock.set(new Date(new Date(next ?? 0).getTime() + 1000));
        await server.runtime.worker.drain();
        const [after] = await scheduled(name);
        expect(new Date(after ?? 0).getTime() - new Date(next ?? 0).getTime()).toBe(DAY);
      }
    });
  });
});
