import { AsyncResource } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { PublicCache } from "../../http/public-cache.ts";

/** The channel every API process on one database listens on; a notification means "empty your public cache". */
export const PUBLIC_CACHE_CHANNEL = "haa_public_cache";

export interface CacheSync {
  /** The process's public cache: `clear()` empties it here and tells every other process to empty theirs. */
  readonly cache: PublicCache;
  /** The PostgreSQL backend of the listening connection, while it is connected (operators and tests find it). */
  backendPid(): number | undefined;
  close(): Promise<void>;
}

interface Options {
  /** The database's connection string: the listening connection is a client of its own, not from the pool. */
  url: string;
  /** This process's cache. */
  local: PublicCache;
  /** Sends a notification through the pool, for when the listening connection is away. */
  notifyThroughPool(channel: string, payload: string): Promise<void>;
  log(message: string, extra?: object): void;
  /** First and longest wait before reconnecting after PostgreSQL dropped the connection. */
  retry?: { firstMs: number; maxMs: number };
}

/**
 * The public read cache (ADR 0034) across processes on one PostgreSQL (ADR 0086). A write through any process
 * empties its own cache and sends NOTIFY; every process keeps one LISTEN connection and empties its cache on each
 * notification, so the next anonymous read on any instance sees the write within milliseconds instead of the TTL.
 * Notifications sent while a listener is disconnected are lost to it, so it also empties its cache each time it
 * (re)connects. A process ignores its own notifications (it emptied its cache before sending).
 */
export function createCacheSync(options: Options): CacheSync {
  const { url, local, log } = options;
  const retry = options.retry ?? { firstMs: 100, maxMs: 5000 };
  const origin = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let delay = retry.firstMs;
  let timer: NodeJS.Timeout | undefined;
  let sending = false;
  let again = false;

  const reconnectLater = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, retry.maxMs);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: "haa-public-cache" });
    let gone = false;
    const lost = (error?: Error) => {
      if (gone) return;
      gone = true;
      // Said once per outage: the attempts that fail while PostgreSQL is away only wait longer.
      if (client === next) {
        client = undefined;
        if (!closed) log("public cache listener lost its connection; reconnecting", { error: error?.message });
      }
      next.end().catch(() => undefined);
      reconnectLater();
    };
    // Without an error listener a dropped connection (a restart, pg_terminate_backend) would crash the process.
    next.on("error", lost);
    next.on("end", () => lost());
    next.on("notification", (message) => {
      if (message.channel === PUBLIC_CACHE_CHANNEL && message.payload !== origin) local.clear();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${PUBLIC_CACHE_CHANNEL}`);
    } catch (error) {
      lost(error as Error);
      return;
    }
    if (closed || gone) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = retry.firstMs;
    // Whatever was written while no notification could reach this process.
    local.clear();
  }

  // Runs outside the request that called clear(): the pool would otherwise count the NOTIFY among that request's
  // statements and cancel it if its client leaves (db/cancellation.ts).
  const send = AsyncResource.bind(async () => {
    sending = true;
    try {
      do {
        again = false;
        try {
          if (client) await client.query("select pg_notify($1, $2)", [PUBLIC_CACHE_CHANNEL, origin]);
          else await options.notifyThroughPool(PUBLIC_CACHE_CHANNEL, origin);
        } catch (error) {
          log("could not tell the other instances to empty their public cache", { error: (error as Error).message });
        }
        // A clear() during the send may follow a write the notification did not cover: one more covers it.
      } while (again && !closed);
    } finally {
      sending = false;
    }
  });

  const publish = () => {
    if (closed) return;
    if (sending) again = true;
    else void send();
  };

  void connect();

  return {
    cache: {
      get ttlMs() {
        return local.ttlMs;
      },
      get: (key) => local.get(key),
      set: (key, body) => local.set(key, body),
      getOrProduce: (key, produce) => local.getOrProduce(key, produce),
      clear() {
        local.clear();
        publish();
      },
    },
    backendPid: () => (client as unknown as { processID?: number } | undefined)?.processID ?? undefined,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
