import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCoupon, makeInstructor, member } from "../factories.ts";
import { adminToken, startTestServer, type TestServer } from "../harness.ts";
import { BR_IP, body, cardFields, DAY_MS, get, invoicesOf, post, put, US_IP } from "./helpers.ts";

// The quote a membership form shows is the one the payment charges (ADR 0068): each case asks for the quote,
// pays exactly its Total, and reads the invoice.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await addCoupon(server, { code: "WELCOME10", discountType: 1, discountValue: 10 });
  await addCoupon(server, { code: "SUMMER2025", expiresAt: new Date("2025-09-01T00:00:00Z") });
});
afterAll(() => server.close());

const QUOTE = "/api/Membership/GetPaymentQuote";
const inDays = (days: number) => new Date(server.clock.now().getTime() + days * DAY_MS);

async function quoteFor(user: { id: number; token: string }, query: string, ip = US_IP) {
  const res = await get(server, `${QUOTE}?userId=${user.id}&${query}`, { token: user.token, ip });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).Data;
}

describe("GET Membership/GetPaymentQuote", () => {
  it("prices a level change with every step of its proration, and the payment charges exactly that", async () => {
    const user = await member(server, { level: 3, endDateTime: inDays(180) });
    const quote = await quoteFor(user, "MembershipId=4&Coupon=welcome10");
    // (300 − 150) ÷ 12 = 12.50 a month × 6 months = 75; the coupon takes 10 % of the 300 price.
    expect(quote).toEqual({
      Kind: "levelChange",
      MembershipId: 4,
      Base: 300,
      LicensingFee: 0,
      Credits: 0,
      ProratedAdjustment: 75,
      CouponDiscount: 30,
      CountryDiscount: 0,
      Total: 195,
      Coupon: "WELCOME10",
      Country: "US",
      HideCoupon: false,
      Proration: { Months: 6, NewPrice: 300, OldPrice: 150, OldDiscount: 0, OldPaid: 150, Monthly: 12.5 },
    });
    const paid = await post(
      server,
      "/api/Membership/MembershipPayment",
      { UserId: user.id, MembershipId: 4, AmountPaid: quote.Total, Coupon: "welcome10", ...cardFields() },
      { token: user.token, ip: US_IP },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(body(paid).Data.AmountPaid).toBe(195);
  });

  it("prices a renewal with the country discount of the caller's country (Brazil: no coupon field)", async () => {
    const user = await member(server, { level: 3, endDateTime: inDays(20) });
    const quote = await quoteFor(user, "MembershipId=3", BR_IP);
    expect(quote).toMatchObject({
      Kind: "renewal",
      Base: 150,
      CountryDiscount: 50,
      Total: 100,
      Country: "BR",
      HideCoupon: true,
      Proration: null,
    });
    const paid = await post(
      server,
      "/api/Membership/MembershipPayment",
      { UserId: user.id, MembershipId: 3, AmountPaid: quote.Total, ...cardFields() },
      { token: user.token, ip: BR_IP },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await invoicesOf(server, user.id)).at(-1)?.totalCents).toBe(10000);
  });

  it("prices the instructor renewal from the instructor's own fee and credits", async () => {
    const user = await member(server, { level: 5, endDateTime: inDays(10) });
    await makeInstructor(server, user.id, { feeCents: 7500, creditsCents: 4000 });
    const quote = await quoteFor(user, "For=instructor");
    // 300 + 75 − 40.
    expect(quote).toMatchObject({ Kind: "instructorRenewal", MembershipId: 5, LicensingFee: 75, Credits: 40 });
    expect(quote.Total).toBe(335);
    const paid = await put(
      server,
      "/api/Membership/InstructorMembershipPayment",
      { UserId: user.id, AmountPaid: quote.Total, ...cardFields() },
      { token: user.token, ip: US_IP },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(body(paid).Data.AmountPaid).toBe(335);
  });

  it("is refused the way the payment would be: lower level, period paid, bad coupon, not an instructor", async () => {
    const user = await member(server, { level: 3, endDateTime: inDays(200) });
    const lower = await get(server, `${QUOTE}?userId=${user.id}&MembershipId=2`, { token: user.token });
    expect(lower.statusCode).toBe(400);
    expect(body(lower)).toMatchObject({ Code: "PAYMENT_NOT_ALLOWED" });
    const paid = await get(server, `${QUOTE}?userId=${user.id}&MembershipId=3`, { token: user.token });
    expect(paid.statusCode).toBe(409);
    expect(body(paid).Code).toBe("PERIOD_ALREADY_PAID");
    const expired = await get(server, `${QUOTE}?userId=${user.id}&MembershipId=4&Coupon=SUMMER2025`, {
      token: user.token,
    });
    expect(expired.statusCode).toBe(400);
    expect(body(expired).Errors?.Coupon).toBeTruthy();
    const notInstructor = await get(server, `${QUOTE}?userId=${user.id}&For=instructor`, { token: user.token });
    expect(notInstructor.statusCode).toBe(403);
    const noLevel = await get(server, `${QUOTE}?userId=${user.id}`, { token: user.token });
    expect(noLevel.statusCode).toBe(400);
  });

  it("needs the member's token (401), refuses another member's (403), and answers an administrator", async () => {
    const user = await member(server, { level: 3, endDateTime: inDays(180) });
    const other = await member(server, { level: 3 });
    expect((await get(server, `${QUOTE}?userId=${user.id}&MembershipId=4`)).statusCode).toBe(401);
    expect((await get(server, `${QUOTE}?userId=${user.id}&MembershipId=4`, { token: other.token })).statusCode).toBe(
      403,
    );
    const admin = await adminToken(server);
    expect((await get(server, `${QUOTE}?userId=${user.id}&MembershipId=4`, { token: admin.token })).statusCode).toBe(
      200,
    );
  });
});

describe("GET Membership/GetSignupQuote", () => {
  it("prices a paid sign-up for a visitor from the caller's country, with or without a coupon", async () => {
    const us = await get(server, "/api/Membership/GetSignupQuote?MembershipId=3&Coupon=WELCOME10", { ip: US_IP });
    expect(us.statusCode, us.body).toBe(200);
    expect(body(us).Data).toMatchObject({ Kind: "signup", Base: 150, CouponDiscount: 15, Total: 135 });
    const br = await get(server, "/api/Membership/GetSignupQuote?MembershipId=3", { ip: BR_IP });
    expect(body(br).Data).toMatchObject({ CountryDiscount: 50, Total: 100, HideCoupon: true });
  });

  it("takes only the levels offered at sign-up, and says why a coupon does not apply", async () => {
    for (const level of ["4", "5", "0", "abc"]) {
      const res = await get(server, `/api/Membership/GetSignupQuote?MembershipId=${level}`);
      expect(res.statusCode, level).toBe(400);
    }
    const expired = await get(server, "/api/Membership/GetSignupQuote?MembershipId=2&Coupon=SUMMER2025");
    expect(expired.statusCode).toBe(400);
    expect(body(expired).Errors?.Coupon).toBeTruthy();
  });
});
