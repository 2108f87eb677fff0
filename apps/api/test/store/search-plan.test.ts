import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pg-proxy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/types.ts";
import { storeRepository } from "../../src/modules/store/store.repository.ts";
import { startTestServer, type TestServer } from "../harness.ts";

/**
 * The store's search over English and translated words (ADR 0097) stays index-served at scale: with 10,000
 * products and their translations, the planner (real costs, after ANALYZE) reads both full-text indexes and
 * never scans every product or every translation.
 */
let server: TestServer;

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** The statements a repository call sends, answered with no rows (and a count for the count). */
async function statementsOf(call: (db: Db) => Promise<unknown>) {
  const sent: { sql: string; params: unknown[] }[] = [];
  const capture = drizzle(async (text, params) => {
    sent.push({ sql: text, params });
    return { rows: /^select count\(/.test(text) ? [[0]] : [] };
  });
  await call(capture as unknown as Db);
  return sent;
}

async function planOf(statement: { sql: string; params: unknown[] }): Promise<PlanNode> {
  // Parameters bound as literals: the planner sees the search words as the real call's.
  const bound = statement.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = statement.params[Number(n) - 1];
    return typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
  const result = (await server.runtime.deps.db.execute(sql.raw(`explain (format json) ${bound}`))) as unknown as {
    rows: Record<string, unknown>[];
  };
  const cell = Object.values(result.rows[0] ?? {})[0];
  const [plan] = (typeof cell === "string" ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  return plan?.Plan as PlanNode;
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.runtime.deps.db;
  const category = await storeRepository.insertCategory(db, { name: "Supplies", slug: "supplies", sortOrder: 1 });
  await db.execute(sql`insert into products (category_id, title, summary, description, kind, price_cents, sort_order)
    select ${category.id}, 'Practice item ' || n, 'A sturdy item for the practice room, number ' || n,
      'Made to last; cleaned with a damp cloth. Item ' || n || ' of the catalogue.', 'physical', 1000 + n, n
    from generate_series(1, 10000) as n`);
  await db.execute(sql`insert into content_translations (kind, item_id, lang, field, value)
    select 'product', id, 'de', 'Title', 'Übungsartikel ' || id from products`);
  await db.execute(
    sql`update content_translations set value = 'Sitzungsprotokoll' where item_id = (select min(id) from products)`,
  );
  await db.execute(sql`update products set title = 'Bolster cover' where id = (select max(id) from products)`);
  // As autovacuum leaves a live table: statistics, and the GIN indexes' pending entries merged.
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze content_translations`);
}, 240_000);
afterAll(() => server.close());

describe("the store's search in any language", () => {
  it("reads both full-text indexes and scans neither the products nor the translations", async () => {
    for (const [search, lang] of [
      ["Sitzungsprotokoll", "de"],
      ["bolster", "en"],
    ] as const) {
      const [read] = await statementsOf((db) => storeRepository.list(db, { page: 1, pageSize: 12, search }, {}, lang));
      const plan = nodes(await planOf(read as { sql: string; params: unknown[] }));
      const shown = plan.map((node) => [node["Node Type"], node["Relation Name"], node["Index Name"]].join(" "));
      expect(
        shown.filter((node) => node.startsWith("Seq Scan")),
        shown.join("\n"),
      ).toEqual([]);
      expect(
        plan.some((node) => node["Index Name"] === "products_search_idx"),
        shown.join("\n"),
      ).toBe(true);
      expect(
        plan.some((node) => node["Index Name"]?.startsWith("content_translations") ?? false),
        shown.join("\n"),
      ).toBe(true);
    }
  });
});
