import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** The slice of a list one page asks for (indexed offset: every list orders by an indexed key). */
export function pageWindow(page: { page: number; pageSize: number }): { limit: number; offset: number } {
  return { limit: page.pageSize, offset: (page.page - 1) * page.pageSize };
}

/**
 * From this offset on, a list's count is read before its page (`pageAndCount`). Below it, a page past the end walks
 * at most this many index entries for nothing (about 40 ms on the scale data); a page inside the list keeps its
 * count beside it, with no round trip more (the forum's page 1,000 is an offset of 12,000).
 */
export const DEEP_OFFSET = 50_000;

/**
 * A page of a list and its count, read together; from `countFirstFrom` on (DEEP_OFFSET, or a search's count cap),
 * the count first, and a page past the end is not read at all. An offset walks the index entries before it one by
 * one: page 100,000 of the forum walked 1.2 million entries to answer an empty page (0.9 s on the scale data), and
 * a search's page past its counted matches walked every match (2.6 s).
 */
export async function pageAndCount<R>(
  offset: number,
  page: () => Promise<R[]>,
  count: () => Promise<number>,
  countFirstFrom = DEEP_OFFSET,
): Promise<{ rows: R[]; total: number }> {
  if (offset < countFirstFrom) {
    const [rows, total] = await Promise.all([page(), count()]);
    return { rows, total };
  }
  const total = await count();
  return { rows: offset >= total ? [] : await page(), total };
}

/**
 * `column desc nulls last`: newest (largest) first in the order Drizzle's `index(...).on(t.col.desc())` stores
 * (`DESC NULLS LAST`). Drizzle's `desc(col)` means `DESC NULLS FIRST`, which PostgreSQL cannot read from such an
 * index, so it sorts every matching row instead; on a NOT NULL column both give the same rows in the same order.
 * (An ascending index read backwards serves `desc(col)` as it is.)
 */
export function descNullsLast(column: PgColumn | SQL): SQL {
  return sql`${column} desc nulls last`;
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
