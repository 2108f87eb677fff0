import { tooManyRequests } from "../../http/errors.ts";
import type { Clock } from "../../shared/clock.ts";
import type { Limit, RateLimiter } from "./rate-limiter.ts";

export interface MemoryLimiterOptions {
  /** Most counters kept at once; beyond it the oldest windows are dropped (a flood of addresses cannot grow memory). */
  maxKeys?: number;
  /** How often ended windows are swept out. */
  sweepEveryMs?: number;
}

/**
 * Fixed-window counters in this process's memory, for cheap public reads (ADR 0015): no database write per
 * call. Each process counts alone: the N workers of a cluster are each given `factor / N` so the machine's total
 * stays the budget (ADR 0086), and separate machines divide it with RATE_LIMIT_FACTOR; the limits that must hold
 * exactly across instances (login, sign-up, reset, payments) stay in PostgreSQL (`createRateLimiter`).
 */
export function createMemoryRateLimiter(clock: Clock, factor = 1, options: MemoryLimiterOptions = {}): RateLimiter {
  const maxKeys = options.maxKeys ?? 100_000;
  const sweepEveryMs = options.sweepEveryMs ?? 60_000;
  const counters = new Map<string, { windowEnd: number; count: number }>();
  let lastSweep = 0;
  const budget = (limit: Limit) => Math.ceil(limit.max * factor);

  function sweep(now: number) {
    for (const [key, counter] of counters) if (counter.windowEnd <= now) counters.delete(key);
    lastSweep = now;
  }

  function current(key: string, limit: Limit, now: number) {
    const slot = `${limit.windowMs}:${key}`;
    const windowStart = now - (now % limit.windowMs);
    let counter = counters.get(slot);
    if (!counter || counter.windowEnd <= now) {
      if (now - lastSweep >= sweepEveryMs || counters.size >= maxKeys) sweep(now);
      // Still full of live windows: forget the oldest ones (Map keeps insertion order).
      for (const oldest of counters.keys()) {
        if (counters.size < maxKeys) break;
        counters.delete(oldest);
      }
      counter = { windowEnd: windowStart + limit.windowMs, count: 0 };
      counters.set(slot, counter);
    }
    return counter;
  }

  const retryAfter = (windowEnd: number, now: number) => Math.max(1, Math.ceil((windowEnd - now) / 1000));

  return {
    async hit(key, limit) {
      const now = clock.now().getTime();
      const counter = current(key, limit, now);
      counter.count += 1;
      if (counter.count > budget(limit)) throw tooManyRequests(retryAfter(counter.windowEnd, now));
    },
    async assertUnder(key, limit) {
      const now = clock.now().getTime();
      const counter = counters.get(`${limit.windowMs}:${key}`);
      if (counter && counter.windowEnd > now && counter.count >= budget(limit))
        throw tooManyRequests(retryAfter(counter.windowEnd, now));
    },
    async record(key, limit) {
      const now = clock.now().getTime();
      const counter = current(key, limit, now);
      counter.count += 1;
      return counter.count;
    },
    get size() {
      return counters.size;
    },
  } as RateLimiter & { readonly size: number };
}
