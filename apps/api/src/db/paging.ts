import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** The slice of a list one page asks for (indexed offset: every list orders by an indexed key). */
export function pageWindow(page: { page: number; pageSize: number }): { limit: number; offset: number } {
  return { limit: page.pageSize, offset: (page.page - 1) * page.pageSize };
}

/**
 * A PostgreSQL full-text match of `search` against a tsvector column (kept by the table, GIN-indexed), or
 * undefined for an empty search. `websearch_to_tsquery` reads what people type: words, "quoted phrases", -not.
 */
export function fullTextMatch(vector: PgColumn | SQL, search: string, config = "simple"): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  return sql`${vector} @@ websearch_to_tsquery(${config}::regconfig, ${text})`;
}

/** A LIKE pattern that matches `text` literally anywhere (for short fields such as names and e-mails). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
