CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"country_code" text NOT NULL,
	"country_name" text NOT NULL,
	"state_id" text,
	"state_name" text,
	"city" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"capacity" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce("locations"."name", '')), 'A') || to_tsvector('simple'::regconfig, coalesce("locations"."address", '') || ' ' || coalesce("locations"."city", '') || ' ' || coalesce("locations"."state_name", '') || ' ' || coalesce("locations"."country_name", ''))) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seminars" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locations_search_idx" ON "locations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "locations_owner_archived_name_idx" ON "locations" USING btree ("owner_id","archived","name","id");--> statement-breakpoint
CREATE INDEX "locations_owner_country_idx" ON "locations" USING btree ("owner_id","country_code","state_id","city");--> statement-breakpoint
CREATE INDEX "locations_lat_lon_idx" ON "locations" USING btree ("latitude","longitude");--> statement-breakpoint
ALTER TABLE "seminars" ADD CONSTRAINT "seminars_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seminars_location_end_idx" ON "seminars" USING btree ("location_id","last_end") WHERE "seminars"."location_id" is not null;