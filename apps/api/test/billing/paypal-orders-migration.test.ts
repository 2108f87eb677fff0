import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { createPglite } from "../../src/db/client.ts";

const folder = path.resolve(import.meta.dirname, "../../drizzle");
const files = readdirSync(folder)
  .filter((file) => file.endsWith(".sql"))
  .sort();

async function apply(db: PGlite, file: string) {
  for (const statement of readFileSync(path.join(folder, file), "utf8").split("--> statement-breakpoint")) {
    if (statement.trim()) await db.exec(statement);
  }
}

/** ADR 0077: the enrolments' and manuals' PayPal orders survive the move into billing's one table (0031, 0032). */
describe("migration 0031: PayPal orders move into paypal_orders", () => {
  it("copies every order with its kind, item, status, hold and record, then drops the old places", async () => {
    const db = await createPglite();
    try {
      const before = files.filter((file) => file < "0031");
      for (const file of before) await apply(db, file);
      // Only the moved columns matter here: the rows they point at are not needed.
      await db.exec("set session_replication_role = replica");
      await db.exec(`
        insert into enrollments (id, user_id, course_id, seminar_id, status, source, payment_id, paid_cents, enrolled_at, cancelled_at, paypal_order_id, paypal_approval_url)
        values
          (1, 10, 5, 7, 'pending', 'paypal', null, 40000, '2026-01-01T10:00Z', null, 'SBXPENDING01', 'http://x/approve?token=SBXPENDING01'),
          (2, 11, 5, null, 'enrolled', 'paypal', 3, 9000, '2026-01-01T10:00Z', null, 'SBXENROLLED1', null),
          (3, 12, 5, 7, 'cancelled', 'paypal', null, 40000, '2026-01-01T10:00Z', '2026-01-01T10:45Z', 'SBXEXPIRED01', null),
          (4, 13, 5, 7, 'cancelled', 'paypal', null, 40000, '2026-01-01T10:00Z', '2026-01-01T10:05Z', 'SBXCANCEL001', null),
          (5, 14, 5, 7, 'enrolled', 'card', 4, 40000, '2026-01-01T10:00Z', null, null, null);
        insert into manual_paypal_orders (order_id, user_id, manual_id, amount_cents, status, payment_id, copy_id, created_at)
        values ('SBXMANUAL001', 10, 2, 2500, 'completed', 6, 8, '2026-01-02T10:00Z');
      `);
      for (const file of files.filter((file) => file >= "0031" && file < "0033")) await apply(db, file);

      const { rows } = await db.query<Record<string, unknown>>(
        "select order_id, kind, item_id, user_id, amount_cents, status, ref_id, payment_id, approval_url, hold_until from paypal_orders order by order_id",
      );
      expect(rows.map((row) => [row.order_id, row.kind, row.item_id, row.status, row.ref_id, row.payment_id])).toEqual([
        ["SBXCANCEL001", "seminar", 7, "cancelled", 4, null],
        ["SBXENROLLED1", "course", 5, "completed", 2, 3],
        ["SBXEXPIRED01", "seminar", 7, "expired", 3, null],
        ["SBXMANUAL001", "manual", 2, "completed", 8, 6],
        ["SBXPENDING01", "seminar", 7, "pending", 1, null],
      ]);
      const pending = rows.find((row) => row.order_id === "SBXPENDING01");
      expect(pending).toMatchObject({
        user_id: 10,
        amount_cents: 40000,
        approval_url: "http://x/approve?token=SBXPENDING01",
      });
      expect(new Date(pending?.hold_until as Date).toISOString()).toBe("2026-01-01T10:30:00.000Z");
      const gone = await db.query(
        "select 1 from information_schema.columns where table_name = 'enrollments' and column_name like 'paypal%'",
      );
      expect(gone.rows).toHaveLength(0);
      expect((await db.query("select to_regclass('manual_paypal_orders') as t")).rows).toEqual([{ t: null }]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
