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
