import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pg-proxy";
import { describe, expect, it } from "vitest";
import { orderItems, orders, users } from "../../src/db/schema.ts";
import { qualified } from "../../src/db/sql.ts";
import type { Db } from "../../src/db/types.ts";
import { coordinatorsRepository } from "../../src/modules/coordinators/coordinators.repository.ts";
import { creditsRepository } from "../../src/modules/credits/credits.repository.ts";
import { manualsRepository } from "../../src/modules/manuals/manuals.repository.ts";

// Renders SQL without a database: the proxy driver is never called by `.toSQL()`.
const db = drizzle(async () => ({ rows: [] }));

describe("qualified(column)", () => {
  it("shows the trap: a bare outer column in a single-table select binds to the inner table", () => {
    const query = db
      .select({
        title: sql<string>`(select string_agg(${orderItems.title}, ', ') from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      })
      .from(orders);
    expect(query.toSQL().sql).toBe(
      `select (select string_agg("title", ', ') from "order_items" where "order_id" = "id") from "orders"`,
    );
  });

  it("names the table of the outer column, so the sub-select correlates", () => {
    const query = db
      .select({
        title: sql<string>`(select string_agg(${qualified(orderItems.title)}, ', ') from ${orderItems} where ${qualified(orderItems.orderId)} = ${qualified(orders.id)})`,
      })
      .from(orders);
    expect(query.toSQL().sql).toBe(
      `select (select string_agg("order_items"."title", ', ') from "order_items" where "order_items"."order_id" = "orders"."id") from "orders"`,
    );
  });

  it("renders the same with joins, in where clauses and for aliased tables", () => {
    const buyer = alias(users, "buyer");
    const count = sql<number>`(select count(*)::int from ${orderItems} where ${qualified(orderItems.orderId)} = ${qualified(orders.id)})`;
    const joined = db
      .select({ n: count })
      .from(orders)
      .innerJoin(buyer, eq(buyer.id, orders.userId))
      .where(sql`${qualified(buyer.email)} is not null`);
    expect(joined.toSQL().sql).toBe(
      `select (select count(*)::int from "order_items" where "order_items"."order_id" = "orders"."id") from "orders" inner join "users" "buyer" on "buyer"."id" = "orders"."user_id" where "buyer"."email" is not null`,
    );
  });
});

describe("the repositories' correlated sub-selects (join-less selects, where the trap bites)", () => {
  /** Runs a repository call against a driver that answers nothing and keeps the SQL it was sent. */
  async function sqlOf(call: (db: Db) => Promise<unknown>): Promise<string> {
    const sent: string[] = [];
    const capture = drizzle(async (text) => {
      sent.push(text);
      return { rows: [] };
    });
    await call(capture as unknown as Db);
    return sent.join("\n");
  }

  it.each([
    ["a manual's owners", (db: Db) => manualsRepository.adminList(db), `= "manuals"."id"`],
    [
      "an agreement's acceptances",
      (db: Db) => coordinatorsRepository.listAgreements(db),
      `a.agreement_id = "coordinator_agreements"."id"`,
    ],
    [
      "a CE reminder's first membership",
      (db: Db) => creditsRepository.reminderCandidates(db, 0, 10, new Date("2026-06-01T00:00:00Z")),
      `"user_memberships"."user_id" = "users"."id"`,
    ],
  ])("%s correlates with the outer row", async (_name, call, expected) => {
    const text = await sqlOf(call);
    expect(text).toContain(expected);
    expect(text).not.toMatch(/= "id"\)/);
  });
});
