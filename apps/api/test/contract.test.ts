import {
  billingInfoSchema,
  type CallSpec,
  contract,
  loginResultSchema,
  membershipOverviewSchema,
  membershipViewSchema,
  readinessSchema,
  savedBillingDetailsSchema,
  validCouponSchema,
  visitorPricingEnvelopeSchema,
} from "@haa/domain";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { routeCatalogue } from "../src/http/access.ts";
import { addCoupon, makeInstructor, member } from "./factories.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { BR_IP, body, cardFields, get, post, storeCard } from "./membership/helpers.ts";

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

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is plain JSON walked by key.
type Json = any;
const openApi = async (): Promise<Json> =>
  (await server.app.inject({ method: "GET", url: "/api/openapi.json" })).json();

/** Routes that send more than the envelope at the top level, and why. */
const TOP_LEVEL_EXTRAS: Record<string, string[]> = {
  // Spec 000 §3 reads Country and Discount at the top level, and in a second reading under Data.
  "GET /api/Membership/GetMembershipPriceByLocation": ["Country", "Discount", "HideCoupon"],
};

describe("response schemas", () => {
  it("document the answer in the OpenAPI document", async () => {
    const doc = await openApi();
    const answer = doc.paths["/api/Coupon/ValidateCoupon"].get.responses["200"].content["application/json"].schema;
    expect(Object.keys(answer.properties)).toEqual(["Status", "Message", "Data"]);
    expect(Object.keys(answer.properties.Data.properties).sort()).toEqual(["Code", "DiscountType", "DiscountValue"]);
    const list = doc.paths["/api/Coupon/GetCoupons"].get.responses["200"].content["application/json"].schema;
    expect(Object.keys(list.properties.Data.properties)).toEqual(["List", "TotalCount", "Page", "PageSize"]);
  });

  it("are declared by every /api route: an envelope of Status, Message, Data, or a file", async () => {
    const doc = await openApi();
    const routes: string[] = [];
    const files: string[] = [];
    for (const [path, operations] of Object.entries<Json>(doc.paths)) {
      if (!path.startsWith("/api/")) continue;
      for (const [method, operation] of Object.entries<Json>(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        routes.push(route);
        const content = operation.responses?.["200"]?.content;
        expect(content, `${route} declares no 200 answer`).toBeDefined();
        const json = content["application/json"];
        if (!json) {
          // A file: its media type is named and its body is bytes; refusals are still envelopes.
          files.push(route);
          for (const [type, file] of Object.entries<Json>(content)) {
            expect(type, route).not.toMatch(/json/);
            expect(file.schema, route).toMatchObject({ type: "string", format: "binary" });
          }
          continue;
        }
        expect(Object.keys(json.schema.properties ?? {}), route).toEqual([
          "Status",
          "Message",
          "Data",
          ...(TOP_LEVEL_EXTRAS[route] ?? []),
        ]);
        expect(json.schema.required, route).toEqual(expect.arrayContaining(["Status", "Message", "Data"]));
      }
    }
    // The catalogue as of issue 6: a route that disappears from the document is a broken contract too.
    expect(routes.length).toBeGreaterThanOrEqual(38);
    expect(files).toEqual([
      "GET /api/Invoices/DownloadInvoicePdf/{invoiceId}",
      "GET /api/EventAndGroup/DownloadEventCalendar/{eventId}",
      "GET /api/UserCEUs/GetUserCEUsCsv",
      "GET /api/UserCEUs/GetUserCEUsPdf",
      "GET /api/DigitalManual/GetDigitalManualInBinary",
      "GET /api/Store/GetOrderInvoicePdf",
      "GET /api/Store/DownloadOrderItem",
      "GET /api/Donation/DownloadDonationInvoicePdf/{donationId}",
      "GET /api/Donation/AdminExportDonations",
      "GET /api/Download/DownloadFile/{fileId}",
      "GET /api/Privacy/DownloadMyData",
    ]);
    const pdf = doc.paths["/api/Invoices/DownloadInvoicePdf/{invoiceId}"].get.responses["200"].content;
    expect(Object.keys(pdf)).toEqual(["application/pdf"]);
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

  it("log in with every field of spec 000 §3 'Login response fields read'", async () => {
    const user = await member(server, { level: 3 });
    const res = await server.call({
      method: "POST",
      url: "/api/Account/Login",
      payload: { Email: user.email, Password: user.password, AccountType: 1 },
    });
    expect(res.statusCode).toBe(200);
    const data = loginResultSchema.strict().parse(res.json().Data);
    expect(data).toMatchObject({
      Id: user.id,
      Email: user.email.toLowerCase(),
      AccountType: 1,
      MembershipId: 3,
      ProfileImage: null,
      UserMemeberships: { MembershipId: 3 },
      LoginTokenResponseModel: { token_type: "Bearer" },
    });
    expect(data.Username).toBe(user.email.split("@")[0]?.toLowerCase());
    expect(data.LoginTokenResponseModel.access_token).toMatch(/^ey/);
  });

  it("give the membership overview with each of its parts in their declared shapes", async () => {
    const user = await member(server, {
      level: 3,
      endDateTime: new Date(server.clock.now().getTime() + 20 * 86_400_000),
    });
    await makeInstructor(server, user.id, { level: "Certified Instructor" });
    const paid = await post(
      server,
      "/api/Membership/MembershipPayment",
      { UserId: user.id, MembershipId: 3, AmountPaid: 150, ...cardFields() },
      { token: user.token },
    );
    expect(paid.statusCode).toBe(200);
    const res = await get(server, `/api/User/GetMembershipOverviewByUserId?userId=${user.id}`, { token: user.token });
    expect(res.statusCode).toBe(200);
    const data = membershipOverviewSchema.strict().parse(body(res).Data);
    // Spec 000 §3 "Current membership response": Name, EndDateTime, InstructorPreviousRecord.InstructorLevel.
    const membership = membershipViewSchema.strict().parse(data.Membership);
    expect(membership).toMatchObject({
      Name: "Standard",
      Status: "Active",
      InstructorPreviousRecord: { InstructorLevel: "Certified Instructor" },
    });
    expect(new Date(membership.EndDateTime).toISOString()).toBe(membership.EndDateTime);
    expect(billingInfoSchema.strict().parse(data.BillingDetails)).toMatchObject({
      HasBillingDetails: true,
      Last4: "4242",
    });
    expect(data.LastPayment).toMatchObject({ Total: 150 });
    expect(data.InvoiceCount).toBe(1);
  });

  it("give the billing details masked and the billing summary, each in its declared shape", async () => {
    const user = await member(server, { level: 2 });
    await storeCard(server, user);
    const saved = await get(server, `/api/Membership/GetBillingDetailsByUserId?userId=${user.id}`, {
      token: user.token,
    });
    expect(saved.statusCode).toBe(200);
    expect(savedBillingDetailsSchema.strict().parse(body(saved).Data)).toMatchObject({
      UserId: user.id,
      CardNumber: "************4242",
      ExpiryDate: "**/**",
      CVV: "***",
      BillingType: 1,
      CardType: "Pay with Card",
      PayPalEmail: null,
      Last4: "4242",
    });
    const info = await get(server, `/api/UserBillingDetail/GetBillingDetailsInfoByUserId?userId=${user.id}`, {
      token: user.token,
    });
    expect(billingInfoSchema.strict().parse(body(info).Data)).toMatchObject({
      HasBillingDetails: true,
      AutoRenew: true,
    });
  });

  it("keep the location price's top-level reading beside Data (spec 000 §3)", async () => {
    const res = await get(server, "/api/Membership/GetMembershipPriceByLocation", { ip: BR_IP });
    const answer = visitorPricingEnvelopeSchema.strict().parse(res.json());
    expect(answer.Country).toBe("BR");
    expect(answer.Discount).toEqual(answer.Data.Discount);
    expect(Object.keys(answer.Discount).sort()).toEqual([
      "InstructorDiscount",
      "PractitionerDiscount",
      "StandardDiscount",
    ]);
  });

  it("answer health's 503 as its declared envelope when the database is down", async () => {
    const probe = vi.spyOn(server.runtime.deps.db, "execute").mockRejectedValueOnce(new Error("down"));
    try {
      const res = await server.app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        Status: false,
        Message: "Database unavailable",
        Code: "UNAVAILABLE",
        Data: readinessSchema.parse({ status: "degraded", database: "down" }),
        RequestId: res.headers["x-request-id"],
      });
    } finally {
      probe.mockRestore();
    }
  });
});

describe("one contract (ADR 0080)", () => {
  const calls = Object.entries(contract).flatMap(([area, members]) =>
    Object.entries(members as Record<string, unknown>)
      .filter((entry): entry is [string, CallSpec] => isCall(entry[1]))
      .map(([name, call]) => ({ name: `${area}.${name}`, call })),
  );

  it("registers every /api route from a contract call, and every call as one route", () => {
    const routes = routeCatalogue(server.app).filter((route) => !route.hidden && route.url.startsWith("/api/"));
    const without = routes.filter((route) => !route.call).map((route) => `${route.method} ${route.url}`);
    expect(without, "routes registered without a contract call (route() in http/route.ts)").toEqual([]);
    const registered = new Map<CallSpec, number>();
    for (const route of routes) if (route.call) registered.set(route.call, (registered.get(route.call) ?? 0) + 1);
    const unregistered = calls.filter(({ call }) => registered.get(call) !== 1).map(({ name }) => name);
    expect(unregistered, "calls the API registers not exactly once").toEqual([]);
  });

  it("declares each call's method and path as the route has them, once", () => {
    const seen = new Set<string>();
    for (const { name, call } of calls) {
      const key = `${call.method} ${call.path.toLowerCase()}`;
      expect(seen.has(key), `${name}: ${key} is declared twice`).toBe(false);
      seen.add(key);
    }
  });

  it("documents a multipart body from the call's form fields", async () => {
    const doc = await openApi();
    const signup = doc.paths["/api/Account/signup"].post.requestBody.content;
    expect(Object.keys(signup).sort()).toEqual(["application/json", "multipart/form-data"]);
    expect(signup["multipart/form-data"].schema.properties).toHaveProperty("Email");
    expect(signup["multipart/form-data"].schema.properties).toHaveProperty("ProfileImageFile");
  });
});

function isCall(value: unknown): value is CallSpec {
  return typeof value === "object" && value !== null && "method" in value && "path" in value && "data" in value;
}
