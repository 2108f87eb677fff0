import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writePost } from "../blog/helpers.ts";
import { adminToken, startTestServer, type TestServer } from "../harness.ts";
import { get, post } from "../membership/helpers.ts";

let server: TestServer;
let admin: { id: number; token: string };
beforeAll(async () => {
  server = await startTestServer({ config: { publicCacheTtlMs: 60_000 } });
  admin = await adminToken(server);
  await writePost(server, admin.token, { Title: "Caring for Your Hands Between Sessions" });
});
afterAll(() => server.close());

const list = (options: { token?: string; language?: string } = {}, query = "") =>
  get(server, `/api/Blog/GetBlog/1${query}`, options);

describe("the public micro-cache (ADR 0034)", () => {
  it("answers a repeated anonymous read with the body the first one serialized", async () => {
    const first = await list();
    const second = await list();
    expect(first.headers["x-cache"]).toBe("miss");
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(second.body).Data.List[0].Title).toBe("Caring for Your Hands Between Sessions");
  });

  it("keeps one entry per language, page, filter and search", async () => {
    await list();
    expect((await list({ language: "de" })).headers["x-cache"]).toBe("miss");
    expect((await list({}, "?search=hands")).headers["x-cache"]).toBe("miss");
    expect((await list({}, "?search=hands")).headers["x-cache"]).toBe("hit");
  });

  it("sends a large answer compressed from the entry, the same bytes on a miss and on a hit", async () => {
    const read = (acceptEncoding?: string) =>
      server.call({
        method: "GET",
        url: "/api/Blog/GetBlog/1?pageSize=20",
        headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
      });
    for (let i = 0; (await read()).body.length < 1500 && i < 10; i += 1) {
      await writePost(server, admin.token, { Title: `Notes From the Spring Practice Weekend, Part ${i + 1}` });
    }
    const plain = await read();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    const miss = await read("gzip, deflate, br");
    const hit = await read("gzip, deflate, br");
    expect(hit.headers["x-cache"]).toBe("hit");
    for (const res of [miss, hit]) {
      expect(res.headers["content-encoding"]).toBe("br");
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    }
    const gz = await read("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect((await read("br;q=0")).headers["content-encoding"]).toBeUndefined();
  });

  it("never answers a member from it", async () => {
    await list();
    const member = await list({ token: admin.token });
    expect(member.headers["x-cache"]).toBeUndefined();
    expect(member.statusCode).toBe(200);
  });

  it("is emptied by any write, so the change shows at once", async () => {
    const before = JSON.parse((await list()).body).Data.TotalCount;
    await writePost(server, admin.token, { Title: "Rest Days Are Part of Practice" });
    const after = await list();
    expect(after.headers["x-cache"]).toBe("miss");
    expect(JSON.parse(after.body).Data.TotalCount).toBe(before + 1);
  });

  it("does not keep refusals", async () => {
    const bad = await get(server, "/api/Blog/GetBlog/1?pageSize=5000");
    expect(bad.statusCode).toBe(400);
    expect((await get(server, "/api/Blog/GetBlog/1?pageSize=5000")).headers["x-cache"]).toBeUndefined();
  });

  it("is emptied even by a refused write", async () => {
    await list();
    await post(server, "/api/Account/Login", {
      Email: "nobody@example.com",
      Password: "wrong-password",
      AccountType: 1,
    });
    expect((await list()).headers["x-cache"]).toBe("miss");
  });

  it("keeps one price answer per country, so a visitor is never quoted another country's discount", async () => {
    const countries: Record<string, string> = { "203.0.113.5": "US", "8.8.8.8": "JP" };
    const priced = await startTestServer({
      config: { publicCacheTtlMs: 60_000 },
      runtime: { location: (ip: string) => countries[ip] ?? null },
    });
    try {
      const price = (remoteAddress: string) =>
        priced.call({ method: "GET", url: "/api/Membership/GetMembershipPriceByLocation", remoteAddress });
      const us = await price("203.0.113.5");
      const japan = await price("8.8.8.8");
      const usAgain = await price("203.0.113.5");
      expect(japan.headers["x-cache"]).toBe("miss");
      expect(usAgain.headers["x-cache"]).toBe("hit");
      expect(us.json().Country).toBe("US");
      expect(japan.json().Country).toBe("JP");
      expect(japan.json().HideCoupon).toBe(true);
      expect(usAgain.json().HideCoupon).toBe(false);
    } finally {
      await priced.close();
    }
  });
});
