ALTER TABLE "users" ADD COLUMN "lock_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_by_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locked_by_id_users_id_fk" FOREIGN KEY ("locked_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;