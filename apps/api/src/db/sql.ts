import { type Column, getTableName, type SQL, sql } from "drizzle-orm";

/**
 * A column written with its table, `"orders"."id"`, for correlated sub-selects.
 *
 * In a select without joins Drizzle writes the columns of a `sql` field bare (`"id"`), so in
 * sql`(select … from ${orderItems} where ${orderItems.orderId} = ${orders.id})` the outer `"id"` binds to the
 * inner table and the sub-select correlates nothing. `qualified(orders.id)` always names the table (or the
 * alias of an aliased table), whatever the outer query looks like.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * `column = any($1)` with the whole list as ONE array parameter, for lists of ids gathered at run time (a page's
 * seminars, a cart's products). `inArray` writes one parameter per value: every page length became a statement
 * text of its own (prepared and planned again per connection), and building sixty parameters was the largest
 * single cost of the seminar list in Node (issue 22, ADR 0092). Fixed lists (`status in ('paid', …)`) keep
 * `inArray`: their text never changes. An empty list matches nothing, as `inArray` does.
 */
export function anyOf(column: Column, values: readonly (number | string)[]): SQL {
  return sql`${column} = any(${sql.param([...values])})`;
}
