import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema.ts";

/** The Drizzle handle every repository takes; a transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs `fn` on one connection, for session-level state such as advisory locks. */
  withConnection<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Opens PostgreSQL through `pg` when a URL is given, otherwise embedded PGlite in `dataDir/pglite`. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string;
  pglite?: PGlite;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      async withConnection(fn) {
        const client = await pool.connect();
        try {
          return await fn(drizzlePg(client, { schema }) as unknown as Db);
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  if (!client) {
    const dir = path.join(options.dataDir ?? "./data", "pglite");
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const owned = client;
  return { db, kind: "pglite", withConnection: (fn) => fn(db), close: () => owned.close() };
}
