CREATE TABLE "ce_cycles" (
	"id" serial PRIMARY KEY NOT NULL,
	"years" integer NOT NULL,
	"required_credits" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ce_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"credits" integer NOT NULL,
	"title" text NOT NULL,
	"reason" text,
	"exam_result_id" integer,
	"course_id" integer,
	"earned_at" timestamp with time zone NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "ce_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cycle_end" timestamp with time zone NOT NULL,
	"days" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"score" integer NOT NULL,
	"passed" boolean NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"recorded_by" integer
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"pass_mark" integer NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"manual_id" integer NOT NULL,
	"purchase_id" text NOT NULL,
	"source" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"personalised_url" text,
	"personalised_name" text
);
--> statement-breakpoint
CREATE TABLE "manuals" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"thumbnail_url" text,
	"file_url" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"course_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ce_cycles" ADD CONSTRAINT "ce_cycles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ce_entries" ADD CONSTRAINT "ce_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ce_entries" ADD CONSTRAINT "ce_entries_exam_result_id_exam_results_id_fk" FOREIGN KEY ("exam_result_id") REFERENCES "public"."exam_results"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ce_entries" ADD CONSTRAINT "ce_entries_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ce_entries" ADD CONSTRAINT "ce_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ce_reminders" ADD CONSTRAINT "ce_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_owners" ADD CONSTRAINT "manual_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_owners" ADD CONSTRAINT "manual_owners_manual_id_manuals_id_fk" FOREIGN KEY ("manual_id") REFERENCES "public"."manuals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuals" ADD CONSTRAINT "manuals_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ce_entries_user_idx" ON "ce_entries" USING btree ("user_id","earned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ce_entries_exam_result_key" ON "ce_entries" USING btree ("exam_result_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ce_reminders_key" ON "ce_reminders" USING btree ("user_id","cycle_end","days");--> statement-breakpoint
CREATE INDEX "exam_results_user_idx" ON "exam_results" USING btree ("user_id","taken_at");--> statement-breakpoint
CREATE INDEX "exams_course_idx" ON "exams" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_owners_user_manual_key" ON "manual_owners" USING btree ("user_id","manual_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_owners_purchase_key" ON "manual_owners" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "manual_owners_user_idx" ON "manual_owners" USING btree ("user_id","granted_at");--> statement-breakpoint
CREATE INDEX "manuals_created_idx" ON "manuals" USING btree ("created_at");