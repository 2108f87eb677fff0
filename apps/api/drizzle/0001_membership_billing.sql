CREATE TABLE "billing_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"gateway_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"holder_name" text NOT NULL,
	"billing_type" integer DEFAULT 1 NOT NULL,
	"card_type" text DEFAULT 'Pay with Card' NOT NULL,
	"paypal_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_details_user_key" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "gateway_sandbox_operations" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"operation" text NOT NULL,
	"amount_cents" integer,
	"token" text,
	"reference" text,
	"status" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_sandbox_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"behaviour" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"principal" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"response" jsonb,
	"locked_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"user_membership_id" integer,
	"membership_id" integer NOT NULL,
	"kind" text NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"coupon_code" text,
	"country_code" text,
	"card_brand" text,
	"last4" text,
	"gateway_charge_id" text,
	"status" text DEFAULT 'paid' NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"discount_type" integer NOT NULL,
	"discount_value" numeric(10, 2) NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hardship_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"reason" text NOT NULL,
	"income_details" text DEFAULT '' NOT NULL,
	"requested_amount_cents" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "instructor_records" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"instructor_level" text NOT NULL,
	"licensing_fee_cents" integer DEFAULT 0 NOT NULL,
	"total_credits_earned_cents" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_membership_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_overview_cards" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"cards" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewal_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_membership_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'due' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_at" timestamp with time zone,
	"amount_cents" integer,
	"level_id" integer,
	"last_error" text,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_memberships" ADD COLUMN "pending_membership_id" integer;--> statement-breakpoint
ALTER TABLE "user_memberships" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "user_memberships" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_memberships" ADD COLUMN "lapsed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_memberships" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_membership_id_user_memberships_id_fk" FOREIGN KEY ("user_membership_id") REFERENCES "public"."user_memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardship_applications" ADD CONSTRAINT "hardship_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_records" ADD CONSTRAINT "instructor_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_notices" ADD CONSTRAINT "membership_notices_user_membership_id_user_memberships_id_fk" FOREIGN KEY ("user_membership_id") REFERENCES "public"."user_memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_overview_cards" ADD CONSTRAINT "profile_overview_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_charges" ADD CONSTRAINT "renewal_charges_user_membership_id_user_memberships_id_fk" FOREIGN KEY ("user_membership_id") REFERENCES "public"."user_memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_charges" ADD CONSTRAINT "renewal_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_sandbox_operations_key" ON "gateway_sandbox_operations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "gateway_sandbox_operations_reference_idx" ON "gateway_sandbox_operations" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_key" ON "idempotency_keys" USING btree ("scope","principal","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_invoice_number_key" ON "payments" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_coupon_idx" ON "payments" USING btree ("coupon_code");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "coupons_type_created_idx" ON "coupons" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "hardship_applications_user_idx" ON "hardship_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hardship_applications_one_pending_key" ON "hardship_applications" USING btree ("user_id") WHERE "hardship_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "membership_notices_key" ON "membership_notices" USING btree ("user_membership_id","kind","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_charges_period_key" ON "renewal_charges" USING btree ("user_membership_id","period_end");--> statement-breakpoint
CREATE INDEX "renewal_charges_due_idx" ON "renewal_charges" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "renewal_charges_user_idx" ON "renewal_charges" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "user_memberships" ADD CONSTRAINT "user_memberships_pending_membership_id_membership_levels_id_fk" FOREIGN KEY ("pending_membership_id") REFERENCES "public"."membership_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_memberships_status_end_idx" ON "user_memberships" USING btree ("status","end_date_time");