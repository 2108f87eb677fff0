import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmedMember, startTestServer, type TestServer } from "../harness.ts";

// Real limits (factor 1) and a fake sleep that records the back-off instead of waiting.
let server: TestServer;
const slept: number[] = [];
beforeAll(async () => {
  server = await startTestServer({
    rateLimitFactor: 1,
    runtime: {
      sleep: async (ms: number) => {
        slept.push(ms);
      },
    },
  });
});
afterAll(() => server.close());

const login = (Email: string, Password: string, ip: string) =>
  server.call({
    method: "POST",
    url: "/api/Account/Login",
    payload: { Email, Password, AccountType: 1 },
    remoteAddress: ip,
  });

const FIFTEEN_MINUTES = 15 * 60_000;

describe("login limits count failures, and never lock the owner out (issue 6, item 4)", () => {
  it("ten wrong passwords from another address do not lock the owner out; the account slows down instead", async () => {
    const member = await confirmedMember(server);
    slept.length = 0;
    for (let i = 0; i < 10; i++) {
      expect((await login(member.email, "Wrong-password-1", "203.0.113.10")).statusCode).toBe(401);
    }
    expect(slept).toEqual([]);
    // The attacker's address is blocked for this account…
    expect((await login(member.email, "Wrong-password-1", "203.0.113.10")).statusCode).toBe(429);
    // …but the owner, from their own address, still gets in (after a short delay).
    const owner = await login(member.email, member.password, "198.51.100.7");
    expect(owner.statusCode).toBe(200);
    expect(slept).toEqual([250]);
    server.clock.advance(FIFTEEN_MINUTES);
  });

  it("the delay doubles with each further failure across addresses, capped at 5 seconds", async () => {
    const member = await confirmedMember(server);
    slept.length = 0;
    for (let i = 0; i < 16; i++) {
      // A different address each time, like a botnet: no per-address block applies.
      expect((await login(member.email, "Wrong-password-1", `203.0.113.${100 + i}`)).statusCode).toBe(401);
    }
    expect(slept).toEqual([250, 500, 1000, 2000, 4000, 5000]);
    slept.length = 0;
    expect((await login(member.email, member.password, "198.51.100.8")).statusCode).toBe(200);
    expect(slept).toEqual([5000]);
    server.clock.advance(FIFTEEN_MINUTES);
  });

  it("successful logins never count", async () => {
    const member = await confirmedMember(server);
    slept.length = 0;
    for (let i = 0; i < 15; i++) {
      expect((await login(member.email, member.password, "198.51.100.9")).statusCode).toBe(200);
    }
    expect(slept).toEqual([]);
    server.clock.advance(FIFTEEN_MINUTES);
  });

  it("one address spraying many accounts is blocked once its failures pass the per-address limit", async () => {
    const ip = "203.0.113.200";
    let status = 0;
    let attempts = 0;
    while (attempts < 60) {
      attempts += 1;
      status = (await login(`nobody-${attempts}@example.org`, "Wrong-password-1", ip)).statusCode;
      if (status !== 401) break;
    }
    expect(status).toBe(429);
    expect(attempts).toBe(51);
    const blocked = await login("another@example.org", "Wrong-password-1", ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBeDefined();
    server.clock.advance(FIFTEEN_MINUTES);
  });
});
