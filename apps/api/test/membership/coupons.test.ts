import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCoupon } from "../factories.ts";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { BR_IP, body, get, JP_IP } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const now = server.clock.now();
  await addCoupon(server, { code: "WELCOME10", discountType: 1, discountValue: 10 });
  await addCoupon(server, { code: "SPRING25", discountType: 2, discountValue: 25, maxUses: 100, timesUsed: 3 });
  await addCoupon(server, { code: "SUMMER2025", expiresAt: new Date("2025-09-01T00:00:00Z") });
  await addCoupon(server, { code: "ENDSNOW", expiresAt: now });
  await addCoupon(server, { code: "FOUNDERS", maxUses: 25, timesUsed: 25 });
  await addCoupon(server, { code: "PAUSED", isActive: false });
  await addCoupon(server, { code: "STORE15", type: "Store", discountValue: 15 });
});
afterAll(() => server.close());

const validate = (query: string, ip?: string) => get(server, `/api/Coupon/ValidateCoupon?${query}`, ip ? { ip } : {});

describe("GET Coupon/ValidateCoupon", () => {
  it("answers a valid code, typed in any case, with 'Valid Coupon' and its discount", async () => {
    const res = await validate("Code=welcome10&Type=Membership");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Status: true,
      Message: "Valid Coupon",
      Data: { Code: "WELCOME10", DiscountValue: 10, DiscountType: 1 },
    });
    const fixed = await validate("code=%20Spring25%20&type=membership");
    expect(body(fixed).Data).toEqual({ Code: "SPRING25", DiscountValue: 25, DiscountType: 2 });
  });

  it.each([
    ["Code=NOPE&Type=Membership", 404, "COUPON_UNKNOWN", "Invalid coupon code."],
    ["Code=SUMMER2025&Type=Membership", 400, "COUPON_EXPIRED", "This coupon has expired."],
    ["Code=ENDSNOW&Type=Membership", 400, "COUPON_EXPIRED", "This coupon has expired."],
    ["Code=FOUNDERS&Type=Membership", 400, "COUPON_EXHAUSTED", "This coupon has reached its usage limit."],
    ["Code=PAUSED&Type=Membership", 400, "COUPON_INACTIVE", "This coupon is no longer active."],
    ["Code=STORE15&Type=Membership", 400, "COUPON_WRONG_TYPE", "This coupon cannot be used for memberships."],
    ["Code=WELCOME10&Type=Store", 400, "COUPON_WRONG_TYPE", "This coupon cannot be used in the store."],
  ])("%s → %i %s", async (query, status, code, message) => {
    const res = await validate(query);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({
      Status: false,
      Message: message,
      Code: code,
      Data: null,
      RequestId: res.headers["x-request-id"],
    });
  });

  it("validates its query", async () => {
    const empty = await validate("Code=&Type=Membership");
    expect(empty.statusCode).toBe(400);
    expect(body(empty).Errors).toEqual({ Code: "Please enter a discount code." });
    const type = await validate("Code=WELCOME10&Type=Gift");
    expect(body(type).Errors).toEqual({ Type: "The coupon type must be Membership or Store." });
  });

  it("refuses membership coupons to visitors in Brazil and Japan, who get the country discount instead", async () => {
    for (const ip of [BR_IP, JP_IP]) {
      const res = await validate("Code=WELCOME10&Type=Membership", ip);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({ Code: "COUPON_NOT_AVAILABLE" });
    }
    expect((await validate("Code=STORE15&Type=Store", BR_IP)).statusCode).toBe(200);
  });

  it("is rate-limited per client against guessing", async () => {
    const limited = await startTestServer({ rateLimitFactor: 1 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 62; i++) {
        statuses.push((await get(limited, `/api/Coupon/ValidateCoupon?Code=GUESS${i}&Type=Membership`)).statusCode);
      }
      expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("GET Coupon/GetCoupons", () => {
  it("lists coupons with their usage and status for administrators", async () => {
    const admin = await adminToken(server);
    const res = await get(server, "/api/Coupon/GetCoupons?pageSize=50", { token: admin.token });
    expect(res.statusCode).toBe(200);
    const { List, TotalCount } = body(res).Data;
    expect(TotalCount).toBe(7);
    const byCode = Object.fromEntries(List.map((c: { Code: string; Status: string }) => [c.Code, c]));
    expect(byCode.SPRING25).toMatchObject({
      Type: "Membership",
      DiscountType: 2,
      DiscountValue: 25,
      MaxUses: 100,
      TimesUsed: 3,
      Status: "Active",
    });
    expect(byCode.SUMMER2025.Status).toBe("Expired");
    expect(byCode.FOUNDERS.Status).toBe("Exhausted");
    expect(byCode.PAUSED.Status).toBe("Inactive");
    const stores = await get(server, "/api/Coupon/GetCoupons?Type=Store", { token: admin.token });
    expect(body(stores).Data.List.map((c: { Code: string }) => c.Code)).toEqual(["STORE15"]);
  });

  it("is refused to members (403) and to anonymous callers (401)", async () => {
    const user = await confirmedMember(server);
    expect((await get(server, "/api/Coupon/GetCoupons", { token: user.token })).statusCode).toBe(403);
    expect((await get(server, "/api/Coupon/GetCoupons")).statusCode).toBe(401);
  });
});
