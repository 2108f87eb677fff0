import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { jobs, outbox } from "../src/db/schema.ts";
import { createWorker, enqueue, JOB_LEASE, type RunningJob } from "../src/platform/jobs/queue.ts";
import { queueMail } from "../src/platform/mail/mailer.ts";
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
});
