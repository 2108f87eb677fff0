import { afterEach, describe, expect, it } from "vitest";
import type { Config } from "../../src/config.ts";
import { startTestServer, type TestServer } from "../harness.ts";

// A location port that tells addresses apart: the forged header's address would price in Japan.
const COUNTRIES: Record<string, string> = { "203.0.113.5": "US", "198.51.100.7": "DE", "8.8.8.8": "JP" };
const location = (ip: string) => COUNTRIES[ip] ?? null;

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function boot(trustProxy: Config["trustProxy"]) {
  // ValidateCoupon allows 60 × factor calls per IP in 15 minutes: 3 here.
  server = await startTestServer({ rateLimitFactor: 0.05, config: { trustProxy }, runtime: { location } });
  return server;
}

async function priceCountry(s: TestServer, remoteAddress: string, forwardedFor: string) {
  const res = await s.call({
    method: "GET",
    url: "/api/Membership/GetMembershipPriceByLocation",
    remoteAddress,
    headers: { "x-forwarded-for": forwardedFor },
  });
  expect(res.statusCode).toBe(200);
  return res.json().Data.Country as { Code?: string } | string | null;
}

const coupon = (s: TestServer, remoteAddress: string, forwardedFor: string) =>
  s.call({
    method: "GET",
    url: "/api/Coupon/ValidateCoupon?Code=NOPE&Type=Membership",
    remoteAddress,
    headers: { "x-forwarded-for": forwardedFor },
  });

describe("client-sent X-Forwarded-For", () => {
  it("does not change the country without a trusted proxy", async () => {
    const s = await boot(false);
    const direct = await priceCountry(s, "203.0.113.5", "");
    expect(await priceCountry(s, "203.0.113.5", "8.8.8.8")).toEqual(direct);
    expect(JSON.stringify(direct)).toContain("US");
  });

  it("does not dodge the rate limit without a trusted proxy", async () => {
    const s = await boot(false);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await coupon(s, "203.0.113.5", `10.9.9.${i}`)).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it("behind one trusted hop, only the address the proxy appended counts", async () => {
    const s = await boot(1);
    // The client forged 8.8.8.8; the proxy (10.0.0.2) appended the real client 198.51.100.7.
    const country = await priceCountry(s, "10.0.0.2", "8.8.8.8, 198.51.100.7");
    expect(JSON.stringify(country)).toContain("DE");
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await coupon(s, "10.0.0.2", `8.8.8.${i}, 198.51.100.7`)).statusCode);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it("with an address list, a header from an untrusted peer is ignored", async () => {
    const s = await boot(["10.0.0.0/8"]);
    expect(JSON.stringify(await priceCountry(s, "10.1.2.3", "198.51.100.7"))).toContain("DE");
    expect(JSON.stringify(await priceCountry(s, "203.0.113.5", "8.8.8.8"))).toContain("US");
    // Through the trusted proxy, a forged left-most entry still is not the client.
    expect(JSON.stringify(await priceCountry(s, "10.1.2.3", "8.8.8.8, 198.51.100.7"))).toContain("DE");
  });
});
