import { describe, expect, it } from "vitest";
import { createPublicCache } from "./public-cache.ts";

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("createPublicCache", () => {
  it("answers within the time to live and forgets after it", () => {
    const time = clock();
    const cache = createPublicCache(2000, time.now);
    cache.set("en /api/Blog/GetBlog/1", "{}");
    time.advance(1999);
    expect(cache.get("en /api/Blog/GetBlog/1")).toBe("{}");
    time.advance(1);
    expect(cache.get("en /api/Blog/GetBlog/1")).toBeUndefined();
  });

  it.each([
    ["a time to live of 0 keeps nothing", 0, "{}"],
    ["a body over 512 KB is not kept", 2000, "x".repeat(512 * 1024 + 1)],
  ])("%s", (_name, ttl, body) => {
    const cache = createPublicCache(ttl, clock().now);
    cache.set("key", body);
    expect(cache.get("key")).toBeUndefined();
  });

  it("drops the oldest entry past 2,000 and empties on clear", () => {
    const cache = createPublicCache(60_000, clock().now);
    for (let i = 0; i <= 2000; i += 1) cache.set(`key ${i}`, String(i));
    expect(cache.get("key 0")).toBeUndefined();
    expect(cache.get("key 1")).toBe("1");
    expect(cache.get("key 2000")).toBe("2000");
    cache.clear();
    expect(cache.get("key 2000")).toBeUndefined();
  });
});
