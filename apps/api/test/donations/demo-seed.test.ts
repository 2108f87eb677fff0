import { adminDonationListSchema } from "@haa/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, startDemoServer, type TestServer } from "../harness.ts";
import { body, get } from "../membership/helpers.ts";

let server: TestServer;
let admin: { id: number; token: string };

beforeAll(async () => {
  server = await startDemoServer();
  admin = await adminToken(server);
}, 240_000);
afterAll(() => server.close());

describe("demo donations on the administrator's list", () => {
  it("shows paid and refunded gifts, yearly plans and the totals, in the declared shape", async () => {
    const all = await get(server, "/api/Donation/GetDonations?pageSize=50", { token: admin.token });
    expect(all.statusCode).toBe(200);
    const data = adminDonationListSchema.strict().parse(body(all).Data);
    expect(data.TotalCount).toBeGreaterThanOrEqual(8);
    expect(data.ActiveYearlyPlans).toBeGreaterThanOrEqual(2);
    expect(data.List.some((row) => row.PlanStatus === "Active")).toBe(true);

    const refunded = body(
      await get(server, "/api/Donation/GetDonations?Status=Refunded&search=watanabe", { token: admin.token }),
    ).Data;
    expect(refunded.TotalCount).toBe(1);
    expect(refunded.RefundedAmount).toBe(30);
    expect(refunded.List[0].RefundedAt).not.toBeNull();
    // The refunded twin is still one paid gift.
    const paid = body(await get(server, "/api/Donation/GetDonations?search=watanabe", { token: admin.token })).Data;
    expect(paid).toMatchObject({ TotalCount: 2, TotalAmount: 30, RefundedAmount: 30 });
  });
});
