CREATE TABLE "donation_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"gateway_token" text NOT NULL,
	"card_brand" text NOT NULL,
	"last4" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"next_charge_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" serial PRIMARY KEY NOT NULL,
	"donation_number" text NOT NULL,
	"user_id" integer,
	"plan_id" integer,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"frequency" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"card_brand" text,
	"last4" text,
	"gateway_charge_id" text,
	"status" text DEFAULT 'paid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donation_plans" ADD CONSTRAINT "donation_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_plan_id_donation_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."donation_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_plans_due_idx" ON "donation_plans" USING btree ("status","next_charge_at");--> statement-breakpoint
CREATE INDEX "donation_plans_user_idx" ON "donation_plans" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_number_key" ON "donations" USING btree ("donation_number");--> statement-breakpoint
CREATE INDEX "donations_user_created_idx" ON "donations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "donations_created_idx" ON "donations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "donations_email_idx" ON "donations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "donations_plan_idx" ON "donations" USING btree ("plan_id");