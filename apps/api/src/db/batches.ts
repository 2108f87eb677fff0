import { inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./types.ts";

/**
 * Rows per statement of a prune (ADR 0103): each statement stays far inside the statement timeout whatever the
 * backlog, so the first run on a database that kept everything needs no maintenance window.
 */
export const PRUNE_BATCH = 5_000;

/** Runs `step` (one statement over at most PRUNE_BATCH rows) until a batch comes back short; returns the rows done. */
export async function inBatches(step: () => Promise<number>): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await step();
    done += rows;
    if (rows < PRUNE_BATCH) return done;
  }
}

/** Deletes the rows of `table` matching `where`, PRUNE_BATCH at a time (found by `id`); returns how many went. */
export function deleteInBatches(db: Db, table: PgTable, id: PgColumn, where: SQL | undefined): Promise<number> {
  return inBatches(async () => {
    const batch = db.select({ id }).from(table).where(where).limit(PRUNE_BATCH);
    return (await db.delete(table).where(inArray(id, batch)).returning({ id })).length;
  });
}
