import { brotliDecompressSync, gunzipSync } from "node:zlib";
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

  it("runs one query for misses that arrive together, and shares its answer or its error", async () => {
    const cache = createPublicCache(60_000, clock().now);
    let calls = 0;
    let release: (body: string) => void = () => {};
    const produce = () => {
      calls += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const burst = Array.from({ length: 20 }, () => cache.getOrProduce("en /list", produce));
    release("[1]");
    const answers = await Promise.all(burst);
    expect(calls).toBe(1);
    expect(answers.map((a) => a.body.text)).toEqual(Array(20).fill("[1]"));
    expect(answers.filter((a) => !a.hit)).toHaveLength(1);
    expect(cache.get("en /list")).toBe("[1]");

    const failing = () => {
      calls += 1;
      return Promise.reject(new Error("database down"));
    };
    const errors = await Promise.allSettled([
      cache.getOrProduce("en /x", failing),
      cache.getOrProduce("en /x", failing),
    ]);
    expect(errors.map((e) => e.status)).toEqual(["rejected", "rejected"]);
    expect(calls).toBe(2);
    expect(cache.get("en /x")).toBeUndefined();
  });

  it("answers but does not keep a body produced across a clear (a write landed meanwhile)", async () => {
    const cache = createPublicCache(60_000, clock().now);
    let release: (body: string) => void = () => {};
    const stale = cache.getOrProduce("en /list", () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    const fresh = cache.getOrProduce("en /list", async () => "[new]");
    release("[old]");
    expect((await stale).body.text).toBe("[old]");
    expect((await fresh).body.text).toBe("[new]");
    expect(cache.get("en /list")).toBe("[new]");
  });

  it("compresses a kept body once per encoding and hands every later hit the same bytes", async () => {
    const cache = createPublicCache(60_000, clock().now);
    const text = JSON.stringify({ List: Array.from({ length: 200 }, (_, i) => ({ Id: i, Title: `Course ${i}` })) });
    const first = await cache.getOrProduce("en /courses", async () => text);
    const second = await cache.getOrProduce("en /courses", async () => "never");
    const br = first.body.encoded("br");
    expect(second.body.encoded("br")).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(second.body.encoded("gzip")).toString()).toBe(text);
    expect(br.length).toBeLessThan(text.length / 4);
  });
});
