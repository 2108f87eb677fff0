import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, outbox } from "../src/db/schema.ts";
import { enqueue } from "../src/platform/jobs/queue.ts";
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
});
