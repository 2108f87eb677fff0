import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitCounters } from "../../src/db/schema.ts";
import { startTestServer, type TestServer } from "../harness.ts";

let server: TestServer;
beforeAll(async () => {
  // ValidateCoupon allows 60 × factor calls per IP in 15 minutes: 3 here.
  server = await startTestServer({ rateLimitFactor: 0.05 });
});
afterAll(() => server.close());

const validate = (remoteAddress: string) =>
  server.call({ method: "GET", url: "/api/Coupon/ValidateCoupon?Code=WELCOME10&Type=Membership", remoteAddress });

describe("public reads", () => {
  it("write nothing to the database, yet ValidateCoupon still answers 429 past its budget", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await validate("203.0.113.20")).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const limited = await validate("203.0.113.20");
    expect(limited.headers["retry-after"]).toBeDefined();
    // Another client has its own budget.
    expect((await validate("203.0.113.21")).statusCode).not.toBe(429);
    expect(await server.runtime.deps.db.select().from(rateLimitCounters)).toEqual([]);
  });

  it("get a fresh budget in the next window", async () => {
    server.clock.advance(15 * 60_000);
    expect((await validate("203.0.113.20")).statusCode).not.toBe(429);
  });
});
