CREATE TABLE "event_rsvps" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"going" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_rsvps_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text,
	"city" text,
	"country" text,
	"online_link" text,
	"is_online" boolean DEFAULT false NOT NULL,
	"time_zone" text NOT NULL,
	"start_local" text NOT NULL,
	"end_local" text NOT NULL,
	"rrule" text,
	"first_start" timestamp with time zone NOT NULL,
	"last_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce("events"."title", '')), 'A') || to_tsvector('simple'::regconfig, coalesce("events"."description", '') || ' ' || coalesce("events"."city", '') || ' ' || coalesce("events"."country", ''))) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_rsvps_going_idx" ON "event_rsvps" USING btree ("event_id") WHERE "event_rsvps"."going";--> statement-breakpoint
CREATE INDEX "event_rsvps_user_idx" ON "event_rsvps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "events_last_end_idx" ON "events" USING btree ("last_end","first_start");--> statement-breakpoint
CREATE INDEX "events_type_first_start_idx" ON "events" USING btree ("type","first_start");--> statement-breakpoint
CREATE INDEX "events_country_idx" ON "events" USING btree ("country","first_start");--> statement-breakpoint
CREATE INDEX "events_host_idx" ON "events" USING btree ("host_id","created_at");