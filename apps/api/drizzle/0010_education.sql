CREATE TABLE "course_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"video_url" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"download_key" text,
	"download_name" text
);
--> statement-breakpoint
CREATE TABLE "course_prerequisites" (
	"course_id" integer NOT NULL,
	"required_course_id" integer NOT NULL,
	CONSTRAINT "course_prerequisites_course_id_required_course_id_pk" PRIMARY KEY("course_id","required_course_id")
);
--> statement-breakpoint
CREATE TABLE "course_prices" (
	"course_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "course_prices_course_id_membership_id_pk" PRIMARY KEY("course_id","membership_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"level" text NOT NULL,
	"track" text,
	"ce_credits" integer DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	"is_self_study" boolean DEFAULT false NOT NULL,
	"duration" text DEFAULT '' NOT NULL,
	"banner_key" text,
	"thumbnail_key" text,
	"published" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce("courses"."title", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("courses"."summary", '')), 'B') || to_tsvector('simple'::regconfig, coalesce("courses"."description", ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"watched_seconds" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"seminar_id" integer,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"payment_id" integer,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"is_retake" boolean DEFAULT false NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"graduated_at" timestamp with time zone,
	"graduated_by" integer,
	"completed_at" timestamp with time zone,
	"ce_credits_awarded" integer,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seminar_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"seminar_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seminars" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"instructor_id" integer NOT NULL,
	"coordinator_id" integer,
	"capacity" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"language" text NOT NULL,
	"format" text NOT NULL,
	"venue" text,
	"address" text,
	"city" text,
	"country" text,
	"latitude" double precision,
	"longitude" double precision,
	"online_link" text,
	"time_zone" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"payment_mode" text DEFAULT 'association' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"first_start" timestamp with time zone NOT NULL,
	"last_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_prerequisites" ADD CONSTRAINT "course_prerequisites_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_prerequisites" ADD CONSTRAINT "course_prerequisites_required_course_id_courses_id_fk" FOREIGN KEY ("required_course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_prices" ADD CONSTRAINT "course_prices_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_id_course_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."course_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_seminar_id_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."seminars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_graduated_by_users_id_fk" FOREIGN KEY ("graduated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminar_dates" ADD CONSTRAINT "seminar_dates_seminar_id_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."seminars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminars" ADD CONSTRAINT "seminars_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminars" ADD CONSTRAINT "seminars_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminars" ADD CONSTRAINT "seminars_coordinator_id_users_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_categories_slug_key" ON "course_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "course_categories_sort_idx" ON "course_categories" USING btree ("sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "course_lessons_course_position_key" ON "course_lessons" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "course_prerequisites_required_idx" ON "course_prerequisites" USING btree ("required_course_id");--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "courses_category_sort_idx" ON "courses" USING btree ("category_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "courses_level_sort_idx" ON "courses" USING btree ("level","sort_order","id");--> statement-breakpoint
CREATE INDEX "courses_track_sort_idx" ON "courses" USING btree ("track","sort_order","id");--> statement-breakpoint
CREATE INDEX "courses_self_study_idx" ON "courses" USING btree ("is_self_study","sort_order");--> statement-breakpoint
CREATE INDEX "courses_sort_idx" ON "courses" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "lesson_progress_lesson_idx" ON "lesson_progress" USING btree ("lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_live_seminar_key" ON "enrollments" USING btree ("user_id","seminar_id") WHERE "enrollments"."seminar_id" is not null and "enrollments"."status" in ('pending', 'enrolled');--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_live_course_key" ON "enrollments" USING btree ("user_id","course_id") WHERE "enrollments"."seminar_id" is null and "enrollments"."status" in ('pending', 'enrolled');--> statement-breakpoint
CREATE INDEX "enrollments_seminar_status_idx" ON "enrollments" USING btree ("seminar_id","status");--> statement-breakpoint
CREATE INDEX "enrollments_user_idx" ON "enrollments" USING btree ("user_id","enrolled_at");--> statement-breakpoint
CREATE INDEX "enrollments_user_course_idx" ON "enrollments" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "seminar_dates_seminar_start_idx" ON "seminar_dates" USING btree ("seminar_id","starts_at");--> statement-breakpoint
CREATE INDEX "seminars_course_start_idx" ON "seminars" USING btree ("course_id","first_start");--> statement-breakpoint
CREATE INDEX "seminars_instructor_start_idx" ON "seminars" USING btree ("instructor_id","first_start");--> statement-breakpoint
CREATE INDEX "seminars_coordinator_start_idx" ON "seminars" USING btree ("coordinator_id","first_start") WHERE "seminars"."coordinator_id" is not null;--> statement-breakpoint
CREATE INDEX "seminars_last_end_idx" ON "seminars" USING btree ("last_end","first_start");--> statement-breakpoint
CREATE INDEX "seminars_country_start_idx" ON "seminars" USING btree ("country","first_start");