import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The job queue (ADR 0002). `key` is the business key: enqueueing the same key twice is a no-op, which
 * makes at-least-once delivery safe for handlers that are idempotent by that key.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    key: text("key"),
    payload: jsonb("payload").notNull().default({}),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    /** 0, or BULK_PRIORITY: a bulk job runs when no other job is due (ADR 0103). */
    priority: smallint("priority").notNull().default(0),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedBy: text("locked_by"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("jobs_key_key").on(t.key),
    // The claim's order among the jobs still to run only: done and failed rows are most of the table (a mail is a
    // job), and an index over all of them made every claim walk past the whole history (issue 22).
    index("jobs_waiting_idx").on(t.priority, t.runAt, t.id).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    // The daily prune's cut (`pruneFinishedJobs`).
    index("jobs_finished_idx").on(sql`coalesce(${t.doneAt}, ${t.failedAt})`),
  ],
);
