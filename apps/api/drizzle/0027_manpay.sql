CREATE TABLE "manual_paypal_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"manual_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_id" integer,
	"copy_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manual_owners" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "manual_paypal_orders" ADD CONSTRAINT "manual_paypal_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_paypal_orders" ADD CONSTRAINT "manual_paypal_orders_manual_id_manuals_id_fk" FOREIGN KEY ("manual_id") REFERENCES "public"."manuals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manual_paypal_orders_order_key" ON "manual_paypal_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_paypal_orders_pending_key" ON "manual_paypal_orders" USING btree ("user_id","manual_id") WHERE "manual_paypal_orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "manual_owners_payment_idx" ON "manual_owners" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "manual_owners_manual_idx" ON "manual_owners" USING btree ("manual_id","granted_at");--> statement-breakpoint
UPDATE "manual_owners" AS o SET "payment_id" = (SELECT p."id" FROM "payments" p JOIN "manuals" m ON m."title" = p."item_title" WHERE p."kind" = 'manual' AND p."user_id" = o."user_id" AND m."id" = o."manual_id" ORDER BY p."id" LIMIT 1) WHERE o."source" = 'purchase' AND o."payment_id" IS NULL;
