-- ADR 0103: the claim reads only the jobs still to run; the daily prunes find their batches without reading what is gone.
DROP INDEX "jobs_due_idx";--> statement-breakpoint
DROP INDEX "outbox_created_idx";--> statement-breakpoint
CREATE INDEX "jobs_waiting_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."done_at" is null and "jobs"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree (coalesce("done_at", "failed_at"));--> statement-breakpoint
CREATE INDEX "outbox_kept_idx" ON "outbox" USING btree ("created_at") WHERE "outbox"."to" <> '';