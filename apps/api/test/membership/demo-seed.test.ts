import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_MEMBERS, DEMO_PASSWORD } from "../../src/modules/membership/membership.seed.ts";
import { createRenewalService } from "../../src/modules/membership/renewals.service.ts";
import { login, startDemoServer, type TestServer } from "../harness.ts";
import { body, DAY_MS, get, invoicesOf, membershipOf } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startDemoServer();
});
afterAll(() => server.close());

async function demo(email: string) {
  const token = await login(server, email, DEMO_PASSWORD);
  const res = await get(server, `/api/Membership/GetMembershipByUserId?userId=${await idOf(email)}`, { token });
  return { token, membership: body(res).Data };
}

async function idOf(email: string) {
  const { users } = await import("../../src/db/schema.ts");
  const { eq } = await import("drizzle-orm");
  const [row] = await server.runtime.deps.db.select().from(users).where(eq(users.email, email));
  return row?.id ?? 0;
}

describe("demo data", () => {
  it("has a confirmed member on every level, each paid one with a stored card and a first invoice", async () => {
    for (const member of DEMO_MEMBERS) {
      const { token, membership } = await demo(member.email);
      expect(membership.MembershipId, member.email).toBe(member.membershipId);
      const id = await idOf(member.email);
      const card = body(await get(server, `/api/Membership/GetBillingDetailsByUserId?userId=${id}`, { token })).Data;
      if (member.card) {
        expect(card.Last4).toBe(member.card.number.slice(-4));
        // One membership invoice; the demo members' seminar places have their own (enrollment seed).
        const invoices = await invoicesOf(server, id);
        expect(invoices.filter((invoice) => invoice.kind !== "seminar" && invoice.kind !== "course")).toHaveLength(1);
      } else expect(card).toBeNull();
    }
  });

  it("has an instructor with a licence fee, credits, a level and a membership ending next month", async () => {
    const { membership } = await demo("instructor@demo.healingarts.example");
    // 40 USD stored with the licence, plus the teaching credit (ADR 0032): 10 USD for each of the 7 students the
    // demo instructor graduated in the last 12 months. Renewal: 300 + 75 − 110.
    expect(membership).toMatchObject({
      Name: "Instructor",
      InstructorPreviousRecord: { InstructorLevel: "Certified Instructor", LicensingFee: 75, TotalCreditsEarned: 110 },
      NextRenewalAmount: 265,
    });
    const days = (new Date(membership.EndDateTime).getTime() - server.clock.now().getTime()) / DAY_MS;
    expect(days).toBe(30);
  });

  it("has the coupons of every case: percentage, fixed, expired, used up, store-only", async () => {
    const answers = await Promise.all(
      ["WELCOME10", "SPRING25", "SUMMER2025", "FOUNDERS", "STORE15"].map(async (code) => {
        const res = await get(server, `/api/Coupon/ValidateCoupon?Code=${code}&Type=Membership`);
        return [code, res.statusCode, body(res).Code ?? body(res).Data];
      }),
    );
    expect(answers).toEqual([
      ["WELCOME10", 200, { Code: "WELCOME10", DiscountValue: 10, DiscountType: 1 }],
      ["SPRING25", 200, { Code: "SPRING25", DiscountValue: 25, DiscountType: 2 }],
      ["SUMMER2025", 400, "COUPON_EXPIRED"],
      ["FOUNDERS", 400, "COUPON_EXHAUSTED"],
      ["STORE15", 400, "COUPON_WRONG_TYPE"],
    ]);
  });

  it("has a member whose renewal fails in a few days, for trying dunning", async () => {
    const id = await idOf("renewal-fails@demo.healingarts.example");
    server.clock.advance(6 * DAY_MS);
    const report = await createRenewalService(server.runtime.deps).scan();
    expect(report.dunning).toBe(1);
    expect(await membershipOf(server, id)).toMatchObject({ status: "past_due" });
  });
});
