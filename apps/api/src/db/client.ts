import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { beginStatement, inWriteRequest } from "./cancellation.ts";
import { DEFAULT_POOL_SIZES, type PoolSizes } from "./pool-sizes.ts";
import type { Db } from "./types.ts";

export type { Db } from "./types.ts";

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** PostgreSQL only: the connection string, for a connection of its own outside the pool (LISTEN; ADR 0086). */
  url?: string;
  /** Runs `fn` on one connection, for session-level state such as advisory locks. */
  withConnection<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** PostgreSQL only: the pool's connections as they are now (read by /metrics at scrape time). */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: above 0 for long, the pool is too small or the database too slow. */
  waiting: number;
}

/**
 * An embedded database with the extensions the migrations create (pg_trgm: the trigram indexes that serve the name
 * and e-mail searches). Every PGlite the app or a test opens comes from here, or its migration fails.
 */
export function createPglite(options: Omit<PGliteOptions, "extensions"> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * The pool Drizzle holds: a connection for a statement or a transaction comes from the write lane inside a
 * request that writes (`inWriteRequest`), otherwise from this pool. `pg.Pool.query` takes its connection through
 * `connect`, so routing `connect` routes both.
 */
class LanePool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly writes: pg.Pool,
  ) {
    super(config);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const writing = inWriteRequest();
    if (!callback) return writing ? this.writes.connect() : super.connect();
    if (writing) this.writes.connect(callback);
    else super.connect(callback);
    return undefined;
  }
}

/** Opens PostgreSQL through `pg` when a URL is given, otherwise embedded PGlite in `dataDir/pglite`. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string;
  pglite?: PGlite;
  /** PostgreSQL only: each statement's limit (the server cancels it); 0 or absent: none. */
  statementTimeoutMs?: number | undefined;
  /** PostgreSQL only: connections per process for reads and jobs, and for requests that write. */
  poolSizes?: PoolSizes | undefined;
}): Promise<Database> {
  if (options.databaseUrl) {
    const timeout = options.statementTimeoutMs ?? 0;
    const settings: pg.PoolConfig = {
      connectionString: options.databaseUrl,
      // The server enforces these on every connection: a slow query cannot hold a connection (and a request)
      // for minutes, and a transaction left open by a crashed request is ended.
      ...(timeout > 0 ? { statement_timeout: timeout, idle_in_transaction_session_timeout: timeout * 4 } : {}),
      // A pool that cannot get a connection (the database is down or every connection busy) says so within 5 s
      // instead of queueing requests forever.
      connectionTimeoutMillis: 5000,
    };
    const sizes = options.poolSizes ?? DEFAULT_POOL_SIZES;
    const writes = new pg.Pool({ ...settings, max: sizes.write });
    const pool = new LanePool({ ...settings, max: sizes.read }, writes);
    for (const each of [pool, writes]) {
      // An idle client dropped by the server (restart, failover, admin kill) must not crash the process: the
      // pool discards it and the next query opens a new connection.
      each.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
      // A request whose client has gone cancels its running statements (db/cancellation.ts), from another
      // connection of its pool.
      const cancel = async (pid: number) => {
        await each.query("select pg_cancel_backend($1)", [pid]);
      };
      each.on("connect", (client) => trackStatements(client, cancel));
    }
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: "postgres",
      url: options.databaseUrl,
      async withConnection(fn) {
        const client = await pool.connect();
        try {
          return await fn(drizzlePg(client) as unknown as Db);
        } finally {
          client.release();
        }
      },
      poolStats: () => ({
        total: pool.totalCount + writes.totalCount,
        idle: pool.idleCount + writes.idleCount,
        waiting: pool.waitingCount + writes.waitingCount,
      }),
      close: async () => {
        await Promise.all([pool.end(), writes.end()]);
      },
    };
  }
  let client = options.pglite;
  let unlock = () => {};
  if (!client) {
    const dataDir = options.dataDir ?? "./data";
    const dir = path.join(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(path.join(dataDir, "pglite.lock"), dir);
    try {
      client = await createPglite({ dataDir: dir });
    } catch (error) {
      unlock();
      throw error;
    }
  }
  const db = drizzlePglite(client) as unknown as Db;
  const owned = client;
  return {
    db,
    kind: "pglite",
    withConnection: (fn) => fn(db),
    async close() {
      await owned.close();
      unlock();
    },
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is one process's database: a second process opening the same directory (say `npm run jobs` next to a
 * running server) would corrupt it. A lock file with the owner's pid refuses that; a dead owner's lock is taken.
 */
function lockDataDir(file: string, dir: string): () => void {
  const mine = String(process.pid);
  try {
    writeFileSync(file, mine, { flag: "wx" });
  } catch {
    const owner = Number(readFileSync(file, "utf8").trim());
    if (owner && owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${owner}. Stop it first, or use DATABASE_URL (PostgreSQL) to share one database between processes.`,
      );
    }
    writeFileSync(file, mine);
  }
  return () => {
    try {
      if (readFileSync(file, "utf8").trim() === mine) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
}

/** Distinct statements a connection keeps prepared; past this, new texts run unprepared (a bound on memory). */
const PREPARED_PER_CONNECTION = 500;

/** Statement texts already named, so a hot query is hashed once per process rather than once per call. */
const NAMES = new Map<string, string>();

function statementName(text: string): string {
  const known = NAMES.get(text);
  if (known) return known;
  const name = `q${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
  // The same bound as a connection's prepared statements: texts past it are hashed each time, never kept.
  if (NAMES.size < PREPARED_PER_CONNECTION) NAMES.set(text, name);
  return name;
}

/**
 * Names each parameterised statement after its text, so a connection parses and plans it once and then only binds
 * and executes it: on a list of a few rows, planning cost more than running (2 ms of bind against 0.3 ms of
 * execute for the blog list). PostgreSQL switches a statement to a generic plan only when that is not costlier
 * than the plans made for its values.
 */
function prepared(args: unknown[], names: Set<string>): unknown[] {
  const [config] = args;
  // Drizzle's own config carries `name: undefined` unless a statement was prepared by name already.
  if (!config || typeof config !== "object" || !("text" in config) || (config as { name?: string }).name) return args;
  // Drizzle passes the values beside the config (`query(config, values)`), pg-pool's callers inside it.
  const { text, values } = config as { text: string; values?: unknown[] };
  const bound = values ?? (Array.isArray(args[1]) ? args[1] : undefined);
  if (!bound?.length) return args;
  const name = statementName(text);
  if (!names.has(name)) {
    if (names.size >= PREPARED_PER_CONNECTION) return args;
    names.add(name);
  }
  return [{ ...config, name }, ...args.slice(1)];
}

/**
 * Wraps a pooled connection's `query` so each statement it runs for a request is known to that request's
 * cancellation scope until it answers. `pg` calls it with a callback (the pool's own `query`) or for a promise
 * (Drizzle's transactions on a checked-out client); both end the record when the statement does.
 */
function trackStatements(client: pg.PoolClient, cancel: (pid: number) => Promise<void>): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const names = new Set<string>();
  let running = 0;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...given: unknown[]) => {
    // A transaction's connection answers one statement at a time: pg 8 queues a second one sent meanwhile (with a
    // deprecation warning, once per process), pg 9 refuses it. The tests fail on it instead, naming the statement.
    if (running > 0 && process.env.NODE_ENV === "test") {
      const text = (given[0] as { text?: string } | string | undefined) ?? "";
      throw new Error(
        `a statement sent while another runs on the same connection (a transaction's reads in Promise.all?): ${String(typeof text === "string" ? text : text.text).slice(0, 120)}`,
      );
    }
    const args = prepared(given, names);
    running += 1;
    const finished = beginStatement((client as unknown as { processID?: number }).processID, cancel);
    const end = () => {
      running -= 1;
      finished();
    };
    const callbackAt = args.findIndex((arg) => typeof arg === "function");
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (...results: unknown[]) => void;
      args[callbackAt] = (...results: unknown[]) => {
        end();
        callback(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result && typeof (result as Promise<unknown>).finally === "function")
      return (result as Promise<unknown>).finally(end);
    end();
    return result;
  };
}
