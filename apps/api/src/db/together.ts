import { is } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db } from "./types.ts";

/**
 * Reads side by side where that is possible: on the pool each takes a connection of its own. A transaction holds one
 * connection, which answers one statement at a time (pg 8 queues a second one sent meanwhile with a deprecation
 * warning, pg 9 refuses it), so on a transaction they run in turn.
 */
export async function readTogether<T extends readonly unknown[] | []>(
  db: Db,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  const thunks = reads as unknown as (() => Promise<unknown>)[];
  if (!is(db, PgTransaction)) return (await Promise.all(thunks.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of thunks) results.push(await read());
  return results as unknown as T;
}
