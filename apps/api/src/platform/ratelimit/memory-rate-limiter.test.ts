import { describe, expect, it } from "vitest";
import { AppError } from "../../http/errors.ts";
import { FixedClock } from "../../shared/clock.ts";
import { createMemoryRateLimiter } from "./memory-rate-limiter.ts";

const limit = { max: 3, windowMs: 60_000 };
const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof AppError ? error.status : 500),
  );

describe("createMemoryRateLimiter", () => {
  it("allows the budget per key and window, then 429 with Retry-After until the window ends", async () => {
    const clock = new FixedClock(new Date("2026-01-01T00:00:10Z"));
    const limiter = createMemoryRateLimiter(clock);
    const results = [];
    for (let i = 0; i < 5; i += 1) results.push(await status(limiter.hit("a", limit)));
    expect(results).toEqual([200, 200, 200, 429, 429]);
    expect(await status(limiter.hit("b", limit))).toBe(200);
    const error = await limiter.hit("a", limit).catch((e: AppError) => e);
    expect((error as AppError).params.retryAfter).toBe(50);
    clock.advance(50_000);
    expect(await status(limiter.hit("a", limit))).toBe(200);
  });

  it("scales budgets by the factor", async () => {
    const limiter = createMemoryRateLimiter(new FixedClock(new Date(0)), 2);
    const results = [];
    for (let i = 0; i < 7; i += 1) results.push(await status(limiter.hit("a", limit)));
    expect(results.filter((s) => s === 429)).toHaveLength(1);
  });

  it("limits failures only with assertUnder + record", async () => {
    const limiter = createMemoryRateLimiter(new FixedClock(new Date(0)));
    for (let i = 0; i < 3; i += 1) {
      expect(await status(limiter.assertUnder("f", limit))).toBe(200);
      expect(await limiter.record("f", limit)).toBe(i + 1);
    }
    expect(await status(limiter.assertUnder("f", limit))).toBe(429);
  });

  it("keeps memory bounded: ended windows are swept and the key count is capped", async () => {
    const clock = new FixedClock(new Date(0));
    const limiter = createMemoryRateLimiter(clock, 1, { maxKeys: 100, sweepEveryMs: 1_000 }) as ReturnType<
      typeof createMemoryRateLimiter
    > & { size: number };
    for (let i = 0; i < 1_000; i += 1) await limiter.hit(`ip-${i}`, limit);
    expect(limiter.size).toBeLessThanOrEqual(100);
    clock.advance(limit.windowMs + 1_000);
    await limiter.hit("late", limit);
    expect(limiter.size).toBe(1);
  });
});
