import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { tooManyRequests } from "../../http/errors.ts";
import type { Clock } from "../../shared/clock.ts";
import { rateLimitCounters } from "./ratelimit.schema.ts";

export interface Limit {
  max: number;
  windowMs: number;
}

/** The limits of issue 2, per IP and per account; `RATE_LIMIT_FACTOR` scales every `max`. */
export const LIMITS = {
  /** Failed logins from one address, whatever the account (spraying); then 429 (ADR 0013). */
  loginFailuresPerIp: { max: 50, windowMs: 15 * 60_000 },
  /** Failed logins for one account from one address; then 429 for that pair only. */
  loginFailuresPerAccountIp: { max: 10, windowMs: 15 * 60_000 },
  /** Failed logins for one account from anywhere: past `max`, a growing delay instead of a block. */
  loginFailuresPerAccount: { max: 10, windowMs: 15 * 60_000 },
  /** Wrong current passwords when changing the password or the e-mail (a stolen session guessing it). */
  passwordCheckFailuresPerAccount: { max: 10, windowMs: 15 * 60_000 },
  /** Account/ConfirmUserAccount and User/ConfirmUserEmailChange per address, against guessing tokens. */
  confirmPerIp: { max: 30, windowMs: 60 * 60_000 },
  /** User/ChangeUserEmail requests per account: each one sends two mails. */
  emailChangePerAccount: { max: 5, windowMs: 60 * 60_000 },
  signupPerIp: { max: 30, windowMs: 60 * 60_000 },
  resendPerIp: { max: 20, windowMs: 60 * 60_000 },
  resendPerAccount: { max: 5, windowMs: 60 * 60_000 },
  resetPerIp: { max: 20, windowMs: 60 * 60_000 },
  resetPerAccount: { max: 5, windowMs: 60 * 60_000 },
  /** Coupon/ValidateCoupon, against guessing codes. */
  couponPerIp: { max: 60, windowMs: 15 * 60_000 },
  /** HardshipApplication/SubmitHardshipApplication. */
  hardshipPerAccount: { max: 5, windowMs: 24 * 60 * 60_000 },
  /** Declined cards on any call that reaches the gateway, against card testing (ADR 0011); successes are free. */
  cardFailuresPerIp: { max: 10, windowMs: 15 * 60_000 },
  cardFailuresPerAccount: { max: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

export interface RateLimiter {
  /** Counts one hit for `key` and throws 429 once the window's budget is spent. */
  hit(key: string, limit: Limit): Promise<void>;
  /**
   * Throws 429 when `key` has already spent its window's budget, without counting anything: paired with
   * `record`, it limits only failures (wrong passwords, declined cards), so successes never use the budget.
   */
  assertUnder(key: string, limit: Limit): Promise<void>;
  /** Counts one event (a failure) for `key` and returns the window's count so far. */
  record(key: string, limit: Limit): Promise<number>;
  /** The window's count for `key` so far, without counting anything (for a back-off rather than a block). */
  peek(key: string, limit: Limit): Promise<number>;
}

/** Fixed-window counters in PostgreSQL, so every API process shares them. */
export function createRateLimiter(db: Db, clock: Clock, factor = 1): RateLimiter {
  let lastSweep = 0;
  const windowOf = (now: number, limit: Limit) => new Date(now - (now % limit.windowMs));
  const budget = (limit: Limit) => Math.ceil(limit.max * factor);
  const retryAfter = (windowStart: Date, limit: Limit, now: number) =>
    Math.ceil((windowStart.getTime() + limit.windowMs - now) / 1000);

  async function count(key: string, limit: Limit): Promise<{ count: number; windowStart: Date; now: number }> {
    const now = clock.now().getTime();
    const windowStart = windowOf(now, limit);
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      })
      .returning({ count: rateLimitCounters.count });
    if (now - lastSweep > 10 * 60_000) {
      lastSweep = now;
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now - 24 * 60 * 60_000)));
    }
    return { count: row?.count ?? 0, windowStart, now };
  }

  async function current(key: string, windowStart: Date): Promise<number> {
    const [row] = await db
      .select({ count: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)));
    return row?.count ?? 0;
  }

  return {
    async hit(key, limit) {
      const { count: used, windowStart, now } = await count(key, limit);
      if (used > budget(limit)) throw tooManyRequests(retryAfter(windowStart, limit, now));
    },
    async assertUnder(key, limit) {
      const now = clock.now().getTime();
      const windowStart = windowOf(now, limit);
      if ((await current(key, windowStart)) >= budget(limit))
        throw tooManyRequests(retryAfter(windowStart, limit, now));
    },
    async peek(key, limit) {
      return current(key, windowOf(clock.now().getTime(), limit));
    },
    async record(key, limit) {
      return (await count(key, limit)).count;
    },
  };
}
