CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"display_name" text,
	"location" text,
	"membership_id" integer,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("testimonials"."text", '') || ' ' || coalesce("testimonials"."display_name", '') || ' ' || coalesce("testimonials"."location", '')) || to_tsvector(case "testimonials"."language" when 'en' then 'english'::regconfig when 'es' then 'spanish'::regconfig when 'pt' then 'portuguese'::regconfig when 'de' then 'german'::regconfig when 'fr' then 'french'::regconfig when 'no' then 'norwegian'::regconfig else 'simple'::regconfig end, coalesce("testimonials"."text", ''))) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_open_idx" ON "contact_messages" USING btree ("created_at","id") WHERE "contact_messages"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "contact_messages_handled_idx" ON "contact_messages" USING btree ("handled_at","id") WHERE "contact_messages"."handled_at" is not null;--> statement-breakpoint
CREATE INDEX "testimonials_search_idx" ON "testimonials" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "testimonials_published_idx" ON "testimonials" USING btree ("approved_at","id") WHERE "testimonials"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "testimonials_featured_idx" ON "testimonials" USING btree ("approved_at","id") WHERE "testimonials"."status" = 'approved' and "testimonials"."is_featured";--> statement-breakpoint
CREATE INDEX "testimonials_level_idx" ON "testimonials" USING btree ("membership_id","approved_at") WHERE "testimonials"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "testimonials_status_created_idx" ON "testimonials" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "testimonials_user_created_idx" ON "testimonials" USING btree ("user_id","created_at");