-- ADR 0103: a withdrawn cause stops its fan-out and cancels its mails not sent yet.
CREATE TABLE "notification_withdrawals" (
	"source" text PRIMARY KEY NOT NULL,
	"withdrawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "source" text;--> statement-breakpoint
CREATE INDEX "outbox_unsent_source_idx" ON "outbox" USING btree ("source") WHERE "outbox"."sent_at" is null and "outbox"."source" is not null;