import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPglite } from "../../src/db/client.ts";
import { startDemoServer } from "../harness.ts";

const folder = path.resolve(import.meta.dirname, "../../drizzle");
const files = readdirSync(folder)
  .filter((file) => file.endsWith(".sql"))
  .sort();

async function apply(db: PGlite, file: string) {
  for (const statement of readFileSync(path.join(folder, file), "utf8").split("--> statement-breakpoint")) {
    if (statement.trim()) await db.exec(statement);
  }
}

/** The history as the former three-way union read it (purchases.repository.ts before ADR 0077's last step). */
const UNION = `
  select * from (
    select 'payment' as source, id, user_id, created_at, kind::text, item_title as title, membership_id as level_id,
      invoice_number as reference, total_cents, currency, status::text from payments
    union all
    select 'order', o.id, o.user_id, o.created_at, o.kind::text,
      (select string_agg(i.title, ', ' order by i.id) from order_items i where i.order_id = o.id), null,
      o.order_number, o.total_cents, o.currency, o.status::text
    from orders o where o.status in ('paid', 'shipped', 'refunded')
    union all
    select 'donation', id, user_id, created_at, frequency::text, null, null, donation_number, amount_cents, currency,
      status::text from donations
  ) h where user_id is not null order by user_id, created_at desc, source, id desc`;

const READ = `
  select source, source_id as id, user_id, created_at, kind, title, level_id, reference, total_cents, currency, status
  from purchases order by user_id, created_at desc, source, source_id desc`;

/** ADR 0077 "One purchases model": a database with history keeps every row of it, exactly as it was listed. */
describe("migration 0033: the purchase history moves into billing's purchases table", () => {
  it("copies payments, the members' charged orders and their donations; later payments follow by trigger", async () => {
    const db = await createPglite();
    try {
      for (const file of files.filter((file) => file < "0033")) await apply(db, file);
      // Only the history's columns matter here: the users the rows point at are not needed.
      await db.exec("set session_replication_role = replica");
      await db.exec(`
        insert into payments (id, invoice_number, user_id, membership_id, kind, item_title, lines, subtotal_cents, discount_cents, total_cents, status, created_at)
        values
          (1, 'INV-1', 10, 3, 'renewal', null, '[]', 15000, 0, 15000, 'paid', '2026-01-01T10:00Z'),
          (2, 'INV-2', 10, 3, 'seminar', 'Reiki I', '[]', 40000, 0, 40000, 'refunded', '2026-01-03T10:00Z'),
          (3, 'INV-3', 11, 2, 'manual', 'Manual', '[]', 2500, 0, 2500, 'paid', '2026-01-02T10:00Z');
        insert into orders (id, order_number, user_id, email, kind, status, subtotal_cents, total_cents, created_at)
        values
          (1, 'ORD-1', 10, 'a@x.org', 'store', 'shipped', 3000, 3600, '2026-01-02T10:00Z'),
          (2, 'ORD-2', 10, 'a@x.org', 'store', 'refunded', 1500, 1500, '2026-01-03T10:00Z'),
          (3, 'ORD-3', 10, 'a@x.org', 'store', 'cancelled', 1500, 1500, '2026-01-04T10:00Z'),
          (4, 'ORD-4', 10, 'a@x.org', 'store', 'pending', 1500, 1500, '2026-01-04T10:00Z'),
          (5, 'ORD-5', null, 'guest@x.org', 'store', 'paid', 1500, 1500, '2026-01-04T10:00Z'),
          (6, 'ORD-6', 11, 'b@x.org', 'instructor', 'paid', 900, 900, '2026-01-02T10:00Z');
        insert into order_items (id, order_id, product_id, title, kind, unit_price_cents, quantity, line_total_cents)
        values
          (1, 1, 1, 'Wall chart', 'physical', 2000, 1, 2000),
          (2, 1, 2, 'Moxa', 'physical', 1000, 1, 1000),
          (3, 2, 3, 'Audio', 'digital', 1500, 1, 1500),
          (4, 3, 3, 'Declined', 'digital', 1500, 1, 1500);
        insert into donations (id, donation_number, user_id, email, name, language, frequency, amount_cents, status, created_at)
        values
          (1, 'DON-1', 10, 'a@x.org', 'A', 'en', 'yearly', 2500, 'paid', '2026-01-03T10:00Z'),
          (2, 'DON-2', 11, 'b@x.org', 'B', 'en', 'oneOff', 1000, 'refunded', '2026-01-01T10:00Z'),
          (3, 'DON-3', null, 'v@x.org', 'V', 'en', 'oneOff', 1000, 'paid', '2026-01-01T10:00Z');
      `);
      const before = (await db.query<Record<string, unknown>>(UNION)).rows;
      for (const file of files.filter((file) => file >= "0033" && file < "0034")) await apply(db, file);
      const after = (await db.query<Record<string, unknown>>(READ)).rows;

      expect(before).toHaveLength(8);
      expect(after).toEqual(before);
      expect(after.find((row) => row.source === "order" && row.id === 1)).toMatchObject({
        title: "Wall chart, Moxa",
        status: "shipped",
      });

      // A payment written or refunded later (by billing, the manuals or the seminars module) follows by trigger.
      // Replica mode (no foreign keys for the missing users) skips ordinary triggers: this one is made to fire.
      await db.exec(`
        alter table payments enable always trigger payments_to_purchases;
        insert into payments (id, invoice_number, user_id, membership_id, kind, item_title, lines, subtotal_cents, discount_cents, total_cents, created_at)
        values (4, 'INV-4', 11, 2, 'course', 'Self-study', '[]', 9000, 0, 9000, '2026-01-05T10:00Z');
        update payments set status = 'refunded' where id = 3;
      `);
      const later = await db.query<Record<string, unknown>>(
        "select source_id, title, reference, total_cents, status from purchases where source = 'payment' and user_id = 11 order by source_id",
      );
      expect(later.rows).toEqual([
        { source_id: 3, title: "Manual", reference: "INV-3", total_cents: 2500, status: "refunded" },
        { source_id: 4, title: "Self-study", reference: "INV-4", total_cents: 9000, status: "paid" },
      ]);
    } finally {
      await db.close();
    }
  }, 120_000);
});

/** The demo seed writes its orders and donations through the port: every demo member's history is what the union read. */
describe("the demo members' purchase history", () => {
  it("lists the same rows from purchases as the former union of payments, orders and donations", async () => {
    const server = await startDemoServer();
    try {
      const rows = async (query: string) =>
        ((await server.runtime.deps.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
      const before = await rows(UNION);
      const after = await rows(READ);
      expect(new Set(before.map((row) => row.source))).toEqual(new Set(["payment", "order", "donation"]));
      expect(after).toEqual(before);
    } finally {
      await server.close();
    }
  }, 240_000);
});
