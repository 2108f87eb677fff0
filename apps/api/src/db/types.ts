import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/**
 * The Drizzle handle every repository takes; a transaction is one too. It names no schema, so modules can
 * depend on it without depending on every other module's tables (the schema index sits above the modules).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
