/**
 * PostgreSQL connections per process: `read` for reads and jobs, `write` only for requests that change something
 * (any method but GET and HEAD). A member's post runs a dozen statements one after another; in one pool each waited
 * behind every queued read, so under 50 readers a comment took a second (the scale bench). Its own lane keeps a
 * write's statements from queueing behind reads; the database's CPU is still shared (ADR 0092). DB_POOL_SIZE and
 * DB_WRITE_POOL_SIZE change them (config.ts); a process also holds one connection to LISTEN.
 */
export interface PoolSizes {
  read: number;
  write: number;
}

export const DEFAULT_POOL_SIZES: PoolSizes = { read: 10, write: 4 };
