import { orderSchema } from "@haa/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../src/modules/orders/orders.schema.ts";
import { guest, product, seedZones } from "../factories.ts";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { body, cardFields, get, outboxTo, post } from "../membership/helpers.ts";
import { stockOf, usAddress } from "./helpers.ts";

let server: TestServer;
let admin: { id: number; token: string };
beforeAll(async () => {
  server = await startTestServer();
  await seedZones(server);
  admin = await adminToken(server);
});
afterAll(() => server.close());

async function paidOrder(email: string, stock = 10) {
  const p = await product(server, { stock });
  const g = guest();
  await post(server, "/api/Store/AddToCart", { ProductId: p.id, Quantity: 2, GuestId: g });
  const res = await post(server, "/api/Store/ProcessPayment", {
    GuestId: g,
    Email: email,
    Address: usAddress,
    ...cardFields(),
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { order: body(res).Data, productId: p.id };
}

describe("store order administration", () => {
  it("lists and searches orders by number and e-mail, with a status filter", async () => {
    const { order } = await paidOrder("search.me@example.org");
    const byNumber = await get(server, `/api/Store/AdminGetOrders?search=${order.OrderNumber}`, { token: admin.token });
    expect(body(byNumber).Data.List.map((o: { Id: number }) => o.Id)).toEqual([order.Id]);
    const byEmail = await get(server, "/api/Store/AdminGetOrders?search=SEARCH.ME@example.org", { token: admin.token });
    expect(body(byEmail).Data.TotalCount).toBe(1);
    const shipped = await get(
      server,
      `/api/Store/AdminGetOrders?filters=${encodeURIComponent('{"Status":"shipped"}')}`,
      {
        token: admin.token,
      },
    );
    expect(body(shipped).Data.List.every((o: { Status: string }) => o.Status === "shipped")).toBe(true);
    expect((await get(server, "/api/Store/AdminGetOrders?filters=%7Bbad", { token: admin.token })).statusCode).toBe(
      400,
    );
    const member = await confirmedMember(server);
    expect((await get(server, "/api/Store/AdminGetOrders", { token: member.token })).statusCode).toBe(403);
    expect((await get(server, `/api/Store/AdminGetOrderById?Id=${order.Id}`, { token: admin.token })).statusCode).toBe(
      200,
    );
    expect((await get(server, "/api/Store/AdminGetOrderById?Id=999999", { token: admin.token })).statusCode).toBe(404);
  });

  it("answers each order status as itself: pending, cancelled and expired are not reported as paid", async () => {
    const { order } = await paidOrder("statuses@example.org");
    const db = server.runtime.deps.db;
    for (const status of ["pending", "cancelled", "expired", "paid"] as const) {
      await db.update(orders).set({ status }).where(eq(orders.id, order.Id));
      const res = await get(server, `/api/Store/AdminGetOrderById?Id=${order.Id}`, { token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(orderSchema.strict().parse(body(res).Data).Status, status).toBe(status);
    }
  });

  it("marks an order shipped with its tracking number and mails the buyer", async () => {
    const { order } = await paidOrder("ship.me@example.org");
    const bad = await post(
      server,
      "/api/Store/AdminMarkOrderShipped",
      { Id: order.Id, TrackingNumber: "<x>" },
      { token: admin.token },
    );
    expect(bad.statusCode).toBe(400);
    const res = await post(
      server,
      "/api/Store/AdminMarkOrderShipped",
      { Id: order.Id, TrackingNumber: "1Z 999 AA1 01 2345 6784" },
      { token: admin.token },
    );
    expect(res.statusCode).toBe(200);
    expect(body(res).Data).toMatchObject({ Status: "shipped", TrackingNumber: "1Z 999 AA1 01 2345 6784" });
    const mails = await outboxTo(server, "ship.me@example.org");
    expect(mails.map((m) => m.subject)).toContain(`Order ${order.OrderNumber} is on its way`);
  });

  it("refunds once even when called twice in parallel, and restocks", async () => {
    const { order, productId } = await paidOrder("refund.me@example.org", 10);
    expect(await stockOf(server, productId)).toBe(8);
    const [a, b] = await Promise.all([
      post(server, "/api/Store/AdminRefundOrder", { Id: order.Id }, { token: admin.token }),
      post(server, "/api/Store/AdminRefundOrder", { Id: order.Id }, { token: admin.token }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await stockOf(server, productId)).toBe(10);
    const again = await post(server, "/api/Store/AdminRefundOrder", { Id: order.Id }, { token: admin.token });
    expect(body(again).Code).toBe("ORDER_ALREADY_REFUNDED");
    const shipAfter = await post(
      server,
      "/api/Store/AdminMarkOrderShipped",
      { Id: order.Id, TrackingNumber: "ABCD1234" },
      { token: admin.token },
    );
    expect(shipAfter.statusCode).toBe(409);
  });

  it("edits the shipping table: a new zone prices its countries, deleting it falls back to the rest of the world", async () => {
    const saved = await post(
      server,
      "/api/Store/AdminSaveShippingZone",
      {
        Name: "Brazil",
        Countries: ["br"],
        Rates: [
          { MaxWeightGrams: 1000, Price: 7 },
          { MaxWeightGrams: 5000, Price: 19.5 },
        ],
      },
      { token: admin.token },
    );
    expect(saved.statusCode).toBe(200);
    const zone = body(saved).Data.find((z: { Name: string }) => z.Name === "Brazil");
    expect(zone).toMatchObject({ Countries: ["BR"], IsFallback: false });
    const p = await product(server, { weightGrams: 800 });
    const g = guest();
    await post(server, "/api/Store/AddToCart", { ProductId: p.id, GuestId: g });
    const quote = await post(server, "/api/Store/GetCheckoutQuote", { GuestId: g, CountryCode: "BR" });
    expect(body(quote).Data).toMatchObject({ Shipping: 7, ShippingZone: "Brazil" });
    const deleted = await server.call({
      method: "DELETE",
      url: `/api/Store/AdminDeleteShippingZone?Id=${zone.Id}`,
      token: admin.token,
    });
    expect(deleted.statusCode).toBe(200);
    const after = await post(server, "/api/Store/GetCheckoutQuote", { GuestId: g, CountryCode: "BR" });
    expect(body(after).Data.ShippingZone).toBe("Rest of world");
    const invalid = await post(
      server,
      "/api/Store/AdminSaveShippingZone",
      { Name: "X", Countries: [], Rates: [] },
      { token: admin.token },
    );
    expect(invalid.statusCode).toBe(400);
    const missing = await post(
      server,
      "/api/Store/AdminSaveShippingZone",
      { Id: 999999, Name: "Nowhere", Countries: [], Rates: [{ MaxWeightGrams: 100, Price: 1 }] },
      { token: admin.token },
    );
    expect(missing.statusCode).toBe(404);
  });
});
