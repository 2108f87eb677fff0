CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"level_id" integer,
	"reference" text NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_source_key" ON "purchases" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "purchases_user_created_idx" ON "purchases" USING btree ("user_id","created_at");--> statement-breakpoint
-- ADR 0077 "One purchases model": billing's payments are copied into the history by a trigger, so the writers that
-- refund a payment row themselves (manuals, seminars) cannot leave the history behind; store orders and donations
-- are written by their modules through the `purchases` port.
CREATE FUNCTION payments_to_purchases() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO purchases (source, source_id, user_id, created_at, kind, title, level_id, reference, total_cents, currency, status)
    VALUES ('payment', NEW.id, NEW.user_id, NEW.created_at, NEW.kind, NEW.item_title, NEW.membership_id,
      NEW.invoice_number, NEW.total_cents, NEW.currency, NEW.status)
    ON CONFLICT (source, source_id) DO NOTHING;
  ELSE
    UPDATE purchases SET status = NEW.status WHERE source = 'payment' AND source_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_to_purchases AFTER INSERT OR UPDATE OF status ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_to_purchases();
--> statement-breakpoint
-- The history so far, as the former union read it: every payment, the members' store orders that took money
-- (titled by their lines in line order) and the members' donations.
INSERT INTO purchases (source, source_id, user_id, created_at, kind, title, level_id, reference, total_cents, currency, status)
SELECT 'payment', p.id, p.user_id, p.created_at, p.kind, p.item_title, p.membership_id, p.invoice_number, p.total_cents,
  p.currency, p.status
FROM payments p;
--> statement-breakpoint
INSERT INTO purchases (source, source_id, user_id, created_at, kind, title, level_id, reference, total_cents, currency, status)
SELECT 'order', o.id, o.user_id, o.created_at, o.kind,
  (SELECT string_agg(i.title, ', ' ORDER BY i.id) FROM order_items i WHERE i.order_id = o.id),
  NULL, o.order_number, o.total_cents, o.currency, o.status
FROM orders o
WHERE o.user_id IS NOT NULL AND o.status IN ('paid', 'shipped', 'refunded');
--> statement-breakpoint
INSERT INTO purchases (source, source_id, user_id, created_at, kind, title, level_id, reference, total_cents, currency, status)
SELECT 'donation', d.id, d.user_id, d.created_at, d.frequency, NULL, NULL, d.donation_number, d.amount_cents, d.currency,
  d.status
FROM donations d
WHERE d.user_id IS NOT NULL;
