CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"target_kind" text,
	"target_id" text,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"request_id" text NOT NULL,
	"status" smallint NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"search_text" text GENERATED ALWAYS AS (lower("audit_log"."actor_name" || ' ' || "audit_log"."actor_email" || ' ' || "audit_log"."action" || ' ' || coalesce("audit_log"."target_kind", '') || ' ' || coalesce("audit_log"."target_id", '') || ' ' || left(coalesce("audit_log"."after"::text, ''), 2000))) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_occurred_idx" ON "audit_log" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_kind","target_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_search_trgm_idx" ON "audit_log" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- ADR 0088: the audit log is append-only for every writer (the application, a job, a console). Rows are added;
-- changing or removing one is refused by the database itself. A test harness restoring a snapshot runs with
-- session_replication_role = replica, where ordinary triggers do not fire; retention is a documented procedure
-- (docs/operations.md), never an UPDATE or DELETE from the application.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
