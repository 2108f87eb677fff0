CREATE TABLE "coordinator_agreement_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coordinator_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer
);
--> statement-breakpoint
CREATE TABLE "instructor_coordinators" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"coordinator_id" integer,
	"invitee_email" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"token_used_at" timestamp with time zone,
	"can_manage_seminars" boolean DEFAULT true NOT NULL,
	"can_manage_locations" boolean DEFAULT true NOT NULL,
	"receives_student_mails" boolean DEFAULT false NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"archived_by" integer
);
--> statement-breakpoint
ALTER TABLE "coordinator_agreement_acceptances" ADD CONSTRAINT "coordinator_agreement_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coordinator_agreement_acceptances" ADD CONSTRAINT "coordinator_agreement_acceptances_agreement_id_coordinator_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."coordinator_agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coordinator_agreements" ADD CONSTRAINT "coordinator_agreements_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_coordinators" ADD CONSTRAINT "instructor_coordinators_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_coordinators" ADD CONSTRAINT "instructor_coordinators_coordinator_id_users_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_coordinators" ADD CONSTRAINT "instructor_coordinators_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_coordinators" ADD CONSTRAINT "instructor_coordinators_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coordinator_agreement_acceptances_user_idx" ON "coordinator_agreement_acceptances" USING btree ("user_id","agreement_id");--> statement-breakpoint
CREATE INDEX "coordinator_agreement_acceptances_agreement_idx" ON "coordinator_agreement_acceptances" USING btree ("agreement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coordinator_agreements_version_idx" ON "coordinator_agreements" USING btree ("version");--> statement-breakpoint
CREATE INDEX "instructor_coordinators_instructor_idx" ON "instructor_coordinators" USING btree ("instructor_id","created_at");--> statement-breakpoint
CREATE INDEX "instructor_coordinators_coordinator_idx" ON "instructor_coordinators" USING btree ("coordinator_id","instructor_id");--> statement-breakpoint
CREATE INDEX "instructor_coordinators_invitee_idx" ON "instructor_coordinators" USING btree ("invitee_email","status");--> statement-breakpoint
CREATE UNIQUE INDEX "instructor_coordinators_token_idx" ON "instructor_coordinators" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "instructor_coordinators_one_pending_idx" ON "instructor_coordinators" USING btree ("instructor_id","invitee_email") WHERE "instructor_coordinators"."status" = 'pending';