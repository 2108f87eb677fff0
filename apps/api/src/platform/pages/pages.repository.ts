import { and, asc, gt, lte, max, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/types.ts";
import type { SitemapSource } from "./pages.types.ts";

/** A positive whole number from a path or query parameter, or undefined (the page then answers 404). */
export function itemId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** A sitemap list's highest id: one read of the primary key's index. */
export async function lastIdOf(db: Db, table: PgTable, id: PgColumn): Promise<number> {
  const [row] = await db.select({ last: max(id) }).from(table);
  return Number(row?.last ?? 0);
}

/** The keyset range of one sitemap file, with the list's own "public" condition. */
export function idRange(id: PgColumn, range: { after: number; upTo: number }, ...public_: (SQL | undefined)[]) {
  return and(gt(id, range.after), lte(id, range.upTo), ...public_);
}

/**
 * A list's sitemap over its primary key (ADR 0095): the highest id for the index, and for a file the public rows of
 * one id range by the key's index, each named by `path(id)`.
 */
export function keysetSitemap(options: {
  name: string;
  table: PgTable;
  id: PgColumn;
  updatedAt?: PgColumn;
  listed: (now: Date) => SQL | undefined;
  path: (id: number) => string;
}): SitemapSource {
  const { table, id, updatedAt } = options;
  return {
    name: options.name,
    lastId: (db) => lastIdOf(db, table, id),
    async entries(db, range) {
      const rows = await db
        .select({ id, updatedAt: updatedAt ?? sql<null>`null` })
        .from(table)
        .where(idRange(id, range, options.listed(range.now)))
        .orderBy(asc(id));
      return rows.map((row) => ({ path: options.path(Number(row.id)), updatedAt: row.updatedAt as Date | null }));
    },
  };
}
