-- ADR 0103: bulk jobs (the mails of a fan-out, a newsletter, a digest) wait for every other due job.
DROP INDEX "jobs_waiting_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_waiting_idx" ON "jobs" USING btree ("priority","run_at","id") WHERE "jobs"."done_at" is null and "jobs"."failed_at" is null;