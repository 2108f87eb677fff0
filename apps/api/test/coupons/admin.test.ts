import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { body, get, post } from "../membership/helpers.ts";

let server: TestServer;
let admin: { id: number; token: string };
let member: { id: number; token: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  member = await confirmedMember(server);
});
afterAll(() => server.close());

const NEW = { Code: "summer-charts", Type: "Store", DiscountType: 1, DiscountValue: 15, MaxUses: 2 };
const validate = (code: string, type = "Store") =>
  server.call({ method: "GET", url: `/api/Coupon/ValidateCoupon?Code=${code}&Type=${type}` });

describe("coupon administration", () => {
  let id: number;

  it("creates a Store coupon that ValidateCoupon accepts with Type=Store", async () => {
    const res = await post(server, "/api/Coupon/AdminAddCoupon", NEW, { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(body(res).Message).toBe("Coupon created.");
    expect(body(res).Data).toMatchObject({
      Code: "SUMMER-CHARTS",
      Type: "Store",
      MaxUses: 2,
      TimesUsed: 0,
      Status: "Active",
    });
    id = body(res).Data.Id;
    const valid = await validate("summer-charts");
    expect(valid.statusCode).toBe(200);
    expect(body(valid).Data).toEqual({ Code: "SUMMER-CHARTS", DiscountValue: 15, DiscountType: 1 });
    expect((await validate("summer-charts", "Membership")).statusCode).toBe(400);
    const listed = await get(server, "/api/Coupon/GetCoupons?Type=Store&search=SUMMER", { token: admin.token });
    expect(body(listed).Data.List.map((c: { Code: string }) => c.Code)).toEqual(["SUMMER-CHARTS"]);
  });

  it("refuses a taken code (any case) with 409 and bad values with translated 400s", async () => {
    const taken = await post(
      server,
      "/api/Coupon/AdminAddCoupon",
      { ...NEW, Code: "Summer-Charts" },
      { token: admin.token },
    );
    expect(taken.statusCode).toBe(409);
    expect(body(taken).Message).toBe("A coupon with this code already exists.");
    const cases: [Record<string, unknown>, string][] = [
      [{ Code: "x" }, "Use 3 to 30 letters, digits, hyphens or underscores."],
      [{ Code: "<script>" }, "Use 3 to 30 letters, digits, hyphens or underscores."],
      [{ DiscountValue: 150 }, "Enter a percentage from 1 to 100"],
      [{ DiscountType: 2, DiscountValue: 5000 }, "up to 1,000 USD"],
      [{ DiscountType: 3 }, "Choose a percentage or a fixed amount."],
      [{ MaxUses: 0 }, "The usage limit must be at least 1."],
      [{ ExpiresAt: "soon" }, "Enter a valid expiry date and time."],
    ];
    for (const [change, message] of cases) {
      const res = await post(
        server,
        "/api/Coupon/AdminAddCoupon",
        { ...NEW, Code: "OTHER1", ...change },
        { token: admin.token },
      );
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(body(res))).toContain(message);
    }
    const german = await post(
      server,
      "/api/Coupon/AdminAddCoupon",
      { ...NEW, Code: "x" },
      { token: admin.token, language: "de" },
    );
    expect(JSON.stringify(body(german))).toContain("Verwenden Sie 3 bis 30 Buchstaben");
  });

  it("edits, deactivates, reactivates and expires; usage limits are kept", async () => {
    const edited = await post(
      server,
      "/api/Coupon/AdminUpdateCoupon",
      { ...NEW, Id: id, DiscountType: 2, DiscountValue: 12.5, MaxUses: 5 },
      { token: admin.token },
    );
    expect(edited.statusCode).toBe(200);
    expect(body(edited).Data).toMatchObject({ DiscountType: 2, DiscountValue: 12.5, MaxUses: 5 });
    const off = await post(
      server,
      "/api/Coupon/AdminSetCouponActive",
      { Id: id, IsActive: false },
      { token: admin.token },
    );
    expect(body(off).Data.Status).toBe("Inactive");
    expect((await validate("SUMMER-CHARTS")).statusCode).toBe(400);
    await post(server, "/api/Coupon/AdminSetCouponActive", { Id: id, IsActive: true }, { token: admin.token });
    expect((await validate("SUMMER-CHARTS")).statusCode).toBe(200);
    const expired = await post(server, "/api/Coupon/AdminExpireCoupon", { Id: id }, { token: admin.token });
    expect(body(expired).Data.Status).toBe("Expired");
    const after = await validate("SUMMER-CHARTS");
    expect(body(after).Code).toBe("COUPON_EXPIRED");
  });

  it("keeps the usage limit at or above the uses already made", async () => {
    const created = await post(
      server,
      "/api/Coupon/AdminAddCoupon",
      { ...NEW, Code: "USED-ONCE" },
      { token: admin.token },
    );
    const couponId = body(created).Data.Id;
    const { coupons } = await import("../../src/db/schema.ts");
    const { eq } = await import("drizzle-orm");
    await server.runtime.deps.db.update(coupons).set({ timesUsed: 3 }).where(eq(coupons.id, couponId));
    const res = await post(
      server,
      "/api/Coupon/AdminUpdateCoupon",
      { ...NEW, Code: "USED-ONCE", Id: couponId, MaxUses: 2 },
      { token: admin.token },
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(body(res))).toContain("cannot be lower than the 3 uses already made");
  });

  it("answers 404 for an unknown coupon and refuses members (403)", async () => {
    expect(
      (await post(server, "/api/Coupon/AdminExpireCoupon", { Id: 999_999 }, { token: admin.token })).statusCode,
    ).toBe(404);
    expect((await post(server, "/api/Coupon/AdminAddCoupon", NEW, { token: member.token })).statusCode).toBe(403);
    expect((await post(server, "/api/Coupon/AdminAddCoupon", NEW)).statusCode).toBe(401);
  });
});
