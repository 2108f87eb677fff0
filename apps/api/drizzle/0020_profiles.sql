CREATE TABLE "member_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"listed_at" timestamp with time zone,
	"unlisted_by_admin_at" timestamp with time zone,
	"practitioner_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"credentials_verified_at" timestamp with time zone,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"country_code" text,
	"country_name" text,
	"state_id" text,
	"state_name" text,
	"city" text,
	"latitude" double precision,
	"longitude" double precision,
	"offers_remote_sessions" boolean DEFAULT false NOT NULL,
	"show_email" boolean DEFAULT false NOT NULL,
	"show_phone" boolean DEFAULT false NOT NULL,
	"show_webpage" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_profiles_listed_idx" ON "member_profiles" USING btree ("listed","listed_at");--> statement-breakpoint
CREATE INDEX "member_profiles_country_idx" ON "member_profiles" USING btree ("country_code","city");--> statement-breakpoint
CREATE INDEX "member_profiles_lat_lon_idx" ON "member_profiles" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "member_profiles_types_idx" ON "member_profiles" USING gin ("practitioner_types");--> statement-breakpoint
CREATE INDEX "member_profiles_languages_idx" ON "member_profiles" USING gin ("languages");