CREATE TABLE "paypal_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"approval_url" text,
	"hold_until" timestamp with time zone NOT NULL,
	"ref_id" integer,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paypal_orders" ADD CONSTRAINT "paypal_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_orders" ADD CONSTRAINT "paypal_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_orders_order_key" ON "paypal_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_orders_pending_key" ON "paypal_orders" USING btree ("user_id","kind","item_id") WHERE "paypal_orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "paypal_orders_ref_idx" ON "paypal_orders" USING btree ("kind","ref_id");--> statement-breakpoint
-- ADR 0077: the enrolments' and the manuals' PayPal orders move into the one table (0032 drops the old places).
INSERT INTO "paypal_orders" ("order_id", "kind", "item_id", "user_id", "amount_cents", "status", "approval_url", "hold_until", "ref_id", "payment_id", "created_at", "updated_at")
SELECT "paypal_order_id",
	CASE WHEN "seminar_id" IS NULL THEN 'course' ELSE 'seminar' END,
	COALESCE("seminar_id", "course_id"),
	"user_id",
	"paid_cents",
	CASE
		WHEN "status" = 'pending' THEN 'pending'
		WHEN "status" IN ('enrolled', 'refunded') OR "payment_id" IS NOT NULL THEN 'completed'
		WHEN "cancelled_at" IS NOT NULL AND "cancelled_at" >= "enrolled_at" + interval '30 minutes' THEN 'expired'
		ELSE 'cancelled'
	END,
	"paypal_approval_url",
	"enrolled_at" + interval '30 minutes',
	"id",
	"payment_id",
	"enrolled_at",
	"updated_at"
FROM "enrollments" WHERE "paypal_order_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "paypal_orders" ("order_id", "kind", "item_id", "user_id", "amount_cents", "status", "approval_url", "hold_until", "ref_id", "payment_id", "created_at", "updated_at")
SELECT "order_id", 'manual', "manual_id", "user_id", "amount_cents", "status", NULL,
	"created_at" + interval '30 minutes', "copy_id", "payment_id", "created_at", "updated_at"
FROM "manual_paypal_orders";
