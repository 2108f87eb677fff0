CREATE TABLE "paypal_sandbox_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text NOT NULL,
	"payer_id" text,
	"capture_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "seminar_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "item_title" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "paypal_order_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_sandbox_orders_key" ON "paypal_sandbox_orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_paypal_order_key" ON "enrollments" USING btree ("paypal_order_id") WHERE "enrollments"."paypal_order_id" is not null;