import { validCouponSchema } from "@haa/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.ts";
import { addCoupon } from "./membership/helpers.ts";

/**
 * Response schemas (docs/architecture.md "Schemas both ways"): a route that declares its answer documents it in
 * OpenAPI, and what it sends is exactly that shape. The coupons module is the worked example.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await addCoupon(server, { code: "CONTRACT10" });
});
afterAll(() => server.close());

describe("response schemas", () => {
  it("document the answer in the OpenAPI document", async () => {
    const doc = (await server.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const answer = doc.paths["/api/Coupon/ValidateCoupon"].get.responses["200"].content["application/json"].schema;
    expect(Object.keys(answer.properties)).toEqual(["Status", "Message", "Data"]);
    expect(Object.keys(answer.properties.Data.properties).sort()).toEqual(["Code", "DiscountType", "DiscountValue"]);
    const list = doc.paths["/api/Coupon/GetCoupons"].get.responses["200"].content["application/json"].schema;
    expect(Object.keys(list.properties.Data.properties)).toEqual(["List", "TotalCount", "Page", "PageSize"]);
  });

  it("answer exactly the declared shape, parsed by the same schema the web uses", async () => {
    const res = await server.call({ method: "GET", url: "/api/Coupon/ValidateCoupon?Code=CONTRACT10&Type=Membership" });
    expect(res.statusCode).toBe(200);
    expect(validCouponSchema.strict().parse(res.json().Data)).toEqual({
      Code: "CONTRACT10",
      DiscountValue: 10,
      DiscountType: 1,
    });
  });
});
