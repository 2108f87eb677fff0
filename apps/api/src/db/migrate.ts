import path from "node:path";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { API_ROOT } from "../shared/paths.ts";
import type { Database, Db } from "./client.ts";

export const MIGRATIONS_FOLDER = path.join(API_ROOT, "drizzle");
// Any constant works; it only has to be the same in every process.
const MIGRATION_LOCK = 727_001;

/**
 * Applies pending migrations, then runs `after` (seeding) while still holding a PostgreSQL advisory lock,
 * so several API processes starting together migrate and seed once.
 */
export async function migrateDatabase(database: Database, after?: (db: Db) => Promise<void>): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    await after?.(database.db);
    return;
  }
  await database.withConnection(async (db) => {
    // An index built on a large table, or the first seed, takes longer than a request's statement limit; and so does
    // the wait for the lock of an instance started beside another, which migrates and seeds meanwhile.
    await db.execute(sql`set statement_timeout = 0`);
    try {
      await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
      try {
        await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
        await after?.(db);
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
      }
    } finally {
      await db.execute(sql`reset statement_timeout`);
    }
  });
}
