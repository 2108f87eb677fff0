import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeInstructor, member } from "../factories.ts";
import { multipart, signupFields, startTestServer, type TestServer, uniqueEmail } from "../harness.ts";
import { body, CARDS, cardFields, DAY_MS, post, put, spyGateway } from "./helpers.ts";

/** Issue 6 item 5: declined cards are limited per IP and per account on every call that reaches the gateway. */
const spy = spyGateway();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimitFactor: 1, runtime: { gateway: spy.gateway } });
  spy.attach(server);
});
afterAll(() => server.close());

const PAY = "/api/Membership/MembershipPayment";
const BILLING = "/api/Membership/UpdateBillingDetails";
const INSTRUCTOR = "/api/Membership/InstructorMembershipPayment";
const LIMITED = "Too many failed payment attempts. Please wait up to 15 minutes before trying again.";

const endsIn = (days: number) => new Date(server.clock.now().getTime() + days * DAY_MS);
const gatewayCalls = (mark: number) => spy.calls.length - mark;

function pay(user: { id: number; token: string }, ip: string, card: string = CARDS.visa) {
  return post(
    server,
    PAY,
    { UserId: user.id, MembershipId: 3, AmountPaid: 150, ...cardFields({ CardNumber: card }) },
    { token: user.token, ip },
  );
}

function storeCard(user: { id: number; token: string }, ip: string, card: string = CARDS.visa) {
  return put(server, BILLING, { UserId: user.id, ...cardFields({ CardNumber: card }) }, { token: user.token, ip });
}

describe("declined cards per IP", () => {
  it("blocks the 11th try from an IP after 10 declines across members and calls, before the gateway", async () => {
    const ip = "203.0.113.10";
    const [a, b, c] = [
      await member(server, { level: 3, endDateTime: endsIn(10) }),
      await member(server, { level: 3, endDateTime: endsIn(10) }),
      await member(server, { level: 3, endDateTime: endsIn(10) }),
    ];
    await makeInstructor(server, b.id, { feeCents: 0, creditsCents: 0 });
    for (let i = 0; i < 4; i += 1) expect((await pay(a, ip, CARDS.declined)).statusCode).toBe(400);
    for (let i = 0; i < 3; i += 1) expect((await storeCard(b, ip, CARDS.insufficientFunds)).statusCode).toBe(400);
    for (let i = 0; i < 3; i += 1) {
      const res = await put(
        server,
        INSTRUCTOR,
        { UserId: b.id, AmountPaid: 300, ...cardFields({ CardNumber: CARDS.expired }) },
        { token: b.token, ip },
      );
      expect(res.statusCode, res.body).toBe(400);
    }
    const mark = spy.calls.length;
    const blocked = await pay(c, ip);
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked)).toMatchObject({ Code: "TOO_MANY_FAILED_PAYMENTS", Message: LIMITED });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await storeCard(c, ip)).statusCode).toBe(429);
    expect(gatewayCalls(mark)).toBe(0);
    // Another address is not affected, and the window passes.
    expect((await pay(c, "203.0.113.11")).statusCode).toBe(200);
    server.clock.advance(15 * 60_000);
    expect((await storeCard(c, ip)).statusCode).toBe(200);
  });

  it("limits paid sign-ups from one IP too", async () => {
    const ip = "203.0.113.20";
    const signup = (card: string) => {
      const form = multipart(
        signupFields({
          Email: uniqueEmail("tester"),
          MembershipId: "3",
          AmountPaid: "150",
          ...cardFields({ CardNumber: card }),
        }),
      );
      return server.call({ method: "POST", url: "/api/Account/signup", ...form, remoteAddress: ip });
    };
    for (let i = 0; i < 10; i += 1) expect((await signup(CARDS.declined)).statusCode).toBe(400);
    const blocked = await signup(CARDS.visa);
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked).Code).toBe("TOO_MANY_FAILED_PAYMENTS");
  });
});

describe("declined cards per account", () => {
  it("blocks an account after 10 declines from different IPs", async () => {
    const user = await member(server, { level: 3, endDateTime: endsIn(10) });
    for (let i = 0; i < 10; i += 1)
      expect((await pay(user, `198.51.100.${i + 1}`, CARDS.declined)).statusCode).toBe(400);
    const blocked = await pay(user, "198.51.100.200");
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked).Code).toBe("TOO_MANY_FAILED_PAYMENTS");
  });

  it("successful payments never use the budget", async () => {
    const ip = "192.0.2.50";
    const user = await member(server, { level: 3, endDateTime: endsIn(10) });
    for (let i = 0; i < 12; i += 1) expect((await storeCard(user, ip)).statusCode).toBe(200);
    expect((await pay(user, ip)).statusCode).toBe(200);
  });
});
