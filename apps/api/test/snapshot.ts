import { sql } from "drizzle-orm";
import type { Database } from "../src/db/client.ts";

/** Where a database's rows are kept while files come and go (a schema the app never reads). */
const SNAPSHOT_SCHEMA = "haa_test_snapshot";

export interface Snapshot {
  /** Puts every table and sequence of `public` back to what it held when the snapshot was taken. */
  restore(): Promise<void>;
}

interface TableCopy {
  name: string;
  /** Written columns only: a generated column is computed again by the insert. */
  columns: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies every table of `public` into a side schema of the same database, so a worker's shared server can go back
 * to a known state between test files in a fraction of what a new database and a new app cost (ADR 0073). Plain
 * SQL, so it works alike on PGlite and PostgreSQL.
 */
export async function snapshotDatabase(database: Database): Promise<Snapshot> {
  const { db } = database;
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ name: string }>(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`);
  const columns = await rows<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`);
  const sequences = await rows<{ name: string; last_value: string | null }>(sql`
    select sequencename as name, last_value from pg_sequences where schemaname = 'public'`);
  const copies: TableCopy[] = tables.map(({ name }) => ({
    name,
    columns: columns
      .filter((column) => column.table_name === name)
      .map((column) => quote(column.column_name))
      .join(", "),
  }));
  await db.execute(sql.raw(`drop schema if exists ${SNAPSHOT_SCHEMA} cascade`));
  await db.execute(sql.raw(`create schema ${SNAPSHOT_SCHEMA}`));
  const filled: TableCopy[] = [];
  for (const copy of copies) {
    const target = `${SNAPSHOT_SCHEMA}.${quote(copy.name)}`;
    await db.execute(sql.raw(`create table ${target} as select ${copy.columns} from public.${quote(copy.name)}`));
    const [{ any } = { any: false }] = await rows<{ any: boolean }>(
      sql.raw(`select exists (select 1 from ${target}) as any`),
    );
    if (any) filled.push(copy);
  }
  const truncate = `truncate table ${copies.map((copy) => `public.${quote(copy.name)}`).join(", ")} restart identity cascade`;
  const inserts = filled.map(
    (copy) =>
      `insert into public.${quote(copy.name)} (${copy.columns}) overriding system value select ${copy.columns} from ${SNAPSHOT_SCHEMA}.${quote(copy.name)}`,
  );
  const setvals = sequences.map(({ name, last_value }) =>
    last_value === null
      ? `select setval('public.${quote(name)}', 1, false)`
      : `select setval('public.${quote(name)}', ${BigInt(last_value)}, true)`,
  );
  return {
    async restore() {
      await db.transaction(async (tx) => {
        // Foreign keys are checked by triggers: replica mode lets the rows come back in any order (superuser only).
        await tx.execute(sql.raw("set local session_replication_role = replica"));
        await tx.execute(sql.raw(truncate));
        for (const statement of [...inserts, ...setvals]) await tx.execute(sql.raw(statement));
      });
    },
  };
}
