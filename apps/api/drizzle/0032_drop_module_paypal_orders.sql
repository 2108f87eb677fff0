ALTER TABLE "manual_paypal_orders" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "manual_paypal_orders" CASCADE;--> statement-breakpoint
DROP INDEX "enrollments_paypal_order_key";--> statement-breakpoint
ALTER TABLE "enrollments" DROP COLUMN "paypal_order_id";--> statement-breakpoint
ALTER TABLE "enrollments" DROP COLUMN "paypal_approval_url";