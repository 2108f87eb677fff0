import type { FastifyRequest } from "fastify";
import { acceptedEncoding, COMPRESS_THRESHOLD, compressOnce, type Encoding } from "./encoding.ts";

/**
 * A serialized answer and its compressed forms, each made the first time a visitor asks for it: a hit costs
 * neither a serialization nor a compression (compressing a 15 KB catalogue per request was most of a hit's time).
 */
export interface CachedBody {
  readonly text: string;
  /** A validator the producer gave the body (a rendered page's ETag), kept with it. */
  readonly tag?: string;
  encoded(encoding: Encoding): Buffer;
}

/** What a producer makes: the body, or the body and its validator. */
export type Produced = string | { text: string; tag: string };

function cachedBody(produced: Produced): CachedBody {
  const { text, tag } = typeof produced === "string" ? { text: produced, tag: undefined } : produced;
  const encoded = new Map<Encoding, Buffer>();
  return {
    text,
    ...(tag === undefined ? {} : { tag }),
    encoded(encoding) {
      let buffer = encoded.get(encoding);
      if (!buffer) {
        buffer = compressOnce(encoding, text);
        encoded.set(encoding, buffer);
      }
      return buffer;
    },
  };
}

/**
 * A micro-cache for anonymous public reads (ADR 0034). Lists and articles that every visitor sees alike are
 * answered from the serialized body of a request made at most `ttlMs` ago, so a burst of visitors costs one
 * query and one serialization instead of one each. Any write through this process empties it (app.ts), and on
 * PostgreSQL a write through any other process too (platform/instances/cache-sync.ts, ADR 0086), so whoever changed
 * something sees the change at once; changes made outside a request (a job, the passing of time) show within
 * `ttlMs`. Members (a bearer token) are never answered from it.
 */
export interface PublicCache {
  readonly ttlMs: number;
  get(key: string): string | undefined;
  set(key: string, body: string): void;
  /**
   * The body for `key`, produced once however many callers miss at the same moment: a burst that arrives as
   * an entry expires waits for one query instead of sending one each (which queued them all behind the pool).
   * A body produced while the cache was cleared (a write landed meanwhile) is answered but not kept.
   */
  getOrProduce(key: string, produce: () => Promise<Produced>): Promise<{ body: CachedBody; hit: boolean }>;
  clear(): void;
}

/** Bounds on memory: entries and the size of one body (a larger answer is simply not cached). */
const MAX_ENTRIES = 2_000;
const MAX_BODY_CHARS = 512 * 1024;

export function createPublicCache(ttlMs: number, now: () => number = () => performance.now()): PublicCache {
  const entries = new Map<string, { body: CachedBody; expires: number }>();
  const pending = new Map<string, Promise<CachedBody>>();
  let generation = 0;
  const lookup = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.body;
  };
  const keep = (key: string, body: CachedBody) => {
    if (ttlMs <= 0 || body.text.length > MAX_BODY_CHARS) return;
    // Oldest first out: a Map iterates in insertion order, and a refreshed key is re-inserted at the end.
    entries.delete(key);
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, { body, expires: now() + ttlMs });
  };
  return {
    ttlMs,
    get: (key) => lookup(key)?.text,
    set: (key, text) => keep(key, cachedBody(text)),
    async getOrProduce(key, produce) {
      const cached = lookup(key);
      if (cached !== undefined) return { body: cached, hit: true };
      const running = pending.get(key);
      if (running) return { body: await running, hit: true };
      const started = generation;
      const promise = produce().then(cachedBody);
      pending.set(key, promise);
      try {
        const body = await promise;
        if (generation === started) keep(key, body);
        return { body, hit: false };
      } finally {
        // A clear() may have let a newer query start for the key meanwhile: leave that one.
        if (pending.get(key) === promise) pending.delete(key);
      }
    },
    clear() {
      generation += 1;
      entries.clear();
      pending.clear();
    },
  };
}

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Answers a public read from the cache when the caller is anonymous, or runs `produce`, serializes its answer
 * with the route's response schema and keeps the body for the next visitors. The key is the answer's language
 * and the URL as sent (path and query), so every page, filter and search is its own entry.
 */
export async function publicRead<T>(
  cache: PublicCache,
  request: Pick<FastifyRequest, "headers" | "language" | "url">,
  /** The route's reply: typed by its schema, so it is taken as an object and used through ReplyLike. */
  reply: object,
  produce: () => Promise<T>,
  /** Anything else the answer depends on (e.g. the caller's country). */
  vary = "",
): Promise<T> {
  if (cache.ttlMs <= 0 || request.headers.authorization !== undefined) return produce();
  const key = `${request.language ?? "en"} ${vary} ${request.url}`;
  const { body, hit } = await cache.getOrProduce(key, async () => {
    const serialized = (reply as ReplyLike).serialize(await produce());
    return typeof serialized === "string" ? serialized : Buffer.from(serialized as ArrayBuffer).toString("utf8");
  });
  return sendBody(reply, request.headers["accept-encoding"], body, hit ? "hit" : "miss");
}

/** What publicRead needs of a route's reply, whatever its type provider. */
interface ReplyLike {
  header(name: string, value: string): unknown;
  type(contentType: string): unknown;
  send(payload: string | Buffer): unknown;
  serialize(payload: unknown): unknown;
}

/**
 * Sends an already serialized JSON body, compressed as the caller accepts from the entry's own copy (a body
 * with Content-Encoding set passes @fastify/compress untouched). The handler returns the reply, which tells
 * Fastify the answer is on its way (the cast keeps the route's declared answer type, which the body was
 * serialized against).
 */
function sendBody<T>(route: object, acceptEncoding: string | undefined, body: CachedBody, cache: "hit" | "miss"): T {
  const reply = route as ReplyLike;
  reply.header("x-cache", cache);
  reply.type(JSON_TYPE);
  if (body.text.length < COMPRESS_THRESHOLD) {
    reply.send(body.text);
    return route as T;
  }
  reply.header("vary", "accept-encoding");
  const encoding = acceptedEncoding(acceptEncoding);
  if (encoding) {
    reply.header("content-encoding", encoding);
    reply.send(body.encoded(encoding));
  } else reply.send(body.text);
  return route as T;
}
