import { type Placeholder, sql } from "drizzle-orm";
import type { Db } from "./types.ts";

/**
 * How a list's statement takes a value: as it is (a statement built for this call), or as a named placeholder (a
 * statement built once and run with the values). One builder serves both, so a prepared shape and the per-call
 * statements of the other shapes cannot drift apart.
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder;
export const asIs: Bind = (_name, value) => value;
export const byName: Bind = (name) => sql.placeholder(name);

/**
 * Statements built once per database handle and shape, as Drizzle prepared queries: building a list's statement
 * text was a sixth of its CPU on every request (ADR 0092). `shape` names everything that changes the text (which
 * filters are present, the order); the values go in as placeholders. A handle is the pool's or a transaction's,
 * so the cache goes with it.
 */
export function preparedPerShape<T>(): (db: Db, shape: string, prepare: () => T) => T {
  const byDb = new WeakMap<Db, Map<string, T>>();
  return (db, shape, prepare) => {
    let shapes = byDb.get(db);
    if (!shapes) {
      shapes = new Map();
      byDb.set(db, shapes);
    }
    let prepared = shapes.get(shape);
    if (prepared === undefined) {
      prepared = prepare();
      shapes.set(shape, prepared);
    }
    return prepared;
  };
}
