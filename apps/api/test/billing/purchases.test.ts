import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations, orderItems, orders, productCategories, products } from "../../src/db/schema.ts";
import { orderPurchase } from "../../src/modules/orders/orders.shared.ts";
import { member, product, seedZones } from "../factories.ts";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { body, CARDS, cardFields, DAY_MS, post } from "../membership/helpers.ts";
import { usAddress } from "../orders/helpers.ts";
import { pdfUnicodeTexts } from "../pdf-text.ts";

let server: TestServer;
let buyer: { id: number; token: string };
let other: { id: number; token: string };
let admin: { id: number; token: string };
let orderId: number;
let donationId: number;

type Row = {
  Key: string;
  Id: number;
  Source: string;
  Title: string;
  Reference: string;
  Amount: number;
  Status: string;
  InvoiceUrl: string | null;
  DetailUrl: string | null;
};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.runtime.deps.db;
  const now = server.clock.now();
  // A renewal in the renewal window: one membership invoice.
  buyer = await member(server, { level: 3, endDateTime: new Date(now.getTime() + 5 * DAY_MS) });
  const paid = await post(
    server,
    "/api/Membership/MembershipPayment",
    { UserId: buyer.id, MembershipId: 3, AmountPaid: 150, ...cardFields() },
    { token: buyer.token },
  );
  if (paid.statusCode !== 200) throw new Error(paid.body);
  // A store order a day later (written directly: the checkout is another slice's), then a donation.
  const [category] = await db
    .insert(productCategories)
    .values({ name: "Charts", slug: "charts-purchases-test" })
    .returning();
  const [product] = await db
    .insert(products)
    .values({ categoryId: category?.id ?? 0, title: "Meridian wall chart", kind: "physical", priceCents: 2_400 })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: "ORD-TEST-0001",
      userId: buyer.id,
      email: "buyer@example.org",
      kind: "store",
      status: "shipped",
      subtotalCents: 2_400,
      shippingCents: 600,
      totalCents: 3_000,
      createdAt: new Date(now.getTime() + DAY_MS),
    })
    .returning();
  orderId = order?.id ?? 0;
  // The history is billing's purchases table: the sale records itself there, as the checkout's commit does.
  if (order) await server.runtime.deps.purchases.record(db, orderPurchase(order, [{ title: "Meridian wall chart" }]));
  if (product) {
    await db.insert(orderItems).values({
      orderId,
      productId: product.id,
      title: "Meridian wall chart",
      kind: "physical",
      unitPriceCents: 2_400,
      quantity: 1,
      lineTotalCents: 2_400,
    });
  }
  const [donation] = await db
    .insert(donations)
    .values({
      donationNumber: "DON-TEST-0001",
      userId: buyer.id,
      email: "buyer@example.org",
      name: "Buyer",
      language: "en",
      frequency: "yearly",
      amountCents: 2_500,
      createdAt: new Date(now.getTime() + 2 * DAY_MS),
    })
    .returning();
  donationId = donation?.id ?? 0;
  await server.runtime.deps.purchases.record(db, {
    source: "donation",
    sourceId: donationId,
    userId: buyer.id,
    createdAt: donation?.createdAt ?? now,
    kind: "yearly",
    title: null,
    reference: "DON-TEST-0001",
    totalCents: 2_500,
    currency: "USD",
    status: "paid",
  });
  other = await confirmedMember(server);
  admin = await adminToken(server);
});
afterAll(() => server.close());

const history = (userId: number, token: string, query = "") =>
  server.call({ method: "GET", url: `/api/User/GetUserPurchaseAndBillings?UserId=${userId}${query}`, token });

describe("User/GetUserPurchaseAndBillings", () => {
  it("lists every payment of the member newest first, each with its invoice or detail link", async () => {
    const res = await history(buyer.id, buyer.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().Data as { List: Row[]; TotalCount: number; PageSize: number };
    expect(data.TotalCount).toBe(3);
    expect(data.PageSize).toBe(10);
    expect(data.List.map((row) => row.Source)).toEqual(["Donation", "StoreOrder", "Membership"]);
    const [donation, order, membership] = data.List;
    expect(donation).toMatchObject({
      Id: donationId,
      Title: "Yearly donation",
      Reference: "DON-TEST-0001",
      Amount: 25,
      Status: "Paid",
      InvoiceUrl: `/api/Donation/DownloadDonationInvoicePdf/${donationId}`,
    });
    expect(order).toMatchObject({
      Id: orderId,
      Reference: "ORD-TEST-0001",
      Amount: 30,
      Title: "Meridian wall chart",
      Status: "Shipped",
      DetailUrl: `/purchasedetail?orderId=${orderId}`,
    });
    // A store order carries its signed invoice link, like the order page does.
    expect(order?.InvoiceUrl).toMatch(
      new RegExp(`^/api/Store/GetOrderInvoicePdf\\?Id=${orderId}&Expires=\\d+&Signature=`),
    );
    expect(membership?.Title).toContain("Standard");
    expect(membership?.Amount).toBe(150);
    expect(membership?.InvoiceUrl).toMatch(/^\/api\/Invoices\/DownloadInvoicePdf\/\d+$/);
    // The membership invoice link works for the owner.
    const pdf = await server.call({ method: "GET", url: membership?.InvoiceUrl ?? "", token: buyer.token });
    expect(pdf.headers["content-type"]).toContain("application/pdf");
  });

  it("pages through the union", async () => {
    const first = (await history(buyer.id, buyer.token, "&pageSize=2")).json().Data as { List: Row[] };
    const second = (await history(buyer.id, buyer.token, "&pageSize=2&page=2")).json().Data as {
      List: Row[];
      TotalCount: number;
    };
    expect(first.List.map((row) => row.Key)).toHaveLength(2);
    expect(second.List.map((row) => row.Source)).toEqual(["Membership"]);
    expect(second.TotalCount).toBe(3);
  });

  it("answers in the caller's language", async () => {
    const res = await server.call({
      method: "GET",
      url: `/api/User/GetUserPurchaseAndBillings?UserId=${buyer.id}`,
      token: buyer.token,
      headers: { "accept-language": "de" },
    });
    expect((res.json().Data.List as Row[])[0]?.Title).toBe("Jährliche Spende");
  });

  it("is empty for a member who never paid", async () => {
    const res = await history(other.id, other.token);
    expect(res.json().Data).toMatchObject({ List: [], TotalCount: 0, Page: 1 });
  });

  it("refuses another member (403) and anonymous callers (401); an administrator reads anyone's", async () => {
    expect((await history(buyer.id, other.token)).statusCode).toBe(403);
    expect(
      (await server.call({ method: "GET", url: `/api/User/GetUserPurchaseAndBillings?UserId=${buyer.id}` })).statusCode,
    ).toBe(401);
    const asAdmin = await history(buyer.id, admin.token);
    expect(asAdmin.json().Data.TotalCount).toBe(3);
  });

  it("refuses bad input with 400 and an unknown member with 404", async () => {
    expect((await history(buyer.id, buyer.token, "&pageSize=500")).statusCode).toBe(400);
    expect((await history(999_999, admin.token)).statusCode).toBe(404);
    const bad = await server.call({
      method: "GET",
      url: "/api/User/GetUserPurchaseAndBillings?UserId=abc",
      token: admin.token,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("User/GetUserPurchaseAndBillings with real store checkouts", () => {
  let shopper: { id: number; token: string };
  const titles = {
    chart: "Five elements wall chart",
    ball: "Acupressure massage ball",
    moxa: "Smokeless moxa sticks",
    declined: "Cupping starter set",
    pending: "Gua sha stone",
    expired: "Ear seeds refill",
  };
  const ids: Record<string, number> = {};

  async function addToCart(productId: number) {
    const res = await post(
      server,
      "/api/Store/AddToCart",
      { ProductId: productId, Quantity: 1, UserId: shopper.id },
      { token: shopper.token },
    );
    if (res.statusCode !== 200) throw new Error(res.body);
  }

  const checkout = (card: Record<string, string> = {}) =>
    post(
      server,
      "/api/Store/ProcessPayment",
      { UserId: shopper.id, Address: usAddress, ...cardFields(card) },
      { token: shopper.token },
    );

  /** An order left behind by a checkout that never charged (pending or expired), written as the checkout does. */
  async function unchargedOrder(status: "pending" | "expired", productId: number, title: string, number: string) {
    const db = server.runtime.deps.db;
    const [row] = await db
      .insert(orders)
      .values({
        orderNumber: number,
        userId: shopper.id,
        email: "shopper@example.org",
        kind: "store",
        status,
        subtotalCents: 1_500,
        totalCents: 1_500,
      })
      .returning();
    await db.insert(orderItems).values({
      orderId: row?.id ?? 0,
      productId,
      title,
      kind: "physical",
      unitPriceCents: 1_500,
      quantity: 1,
      lineTotalCents: 1_500,
    });
  }

  beforeAll(async () => {
    await seedZones(server);
    shopper = await confirmedMember(server);
    for (const [key, title] of Object.entries(titles)) {
      ids[key] = (await product(server, { title, priceCents: 1_500, weightGrams: 200 })).id;
    }
    // Two orders of different products, then a declined card (the checkout's order is cancelled).
    await addToCart(ids.chart ?? 0);
    await addToCart(ids.ball ?? 0);
    const first = await checkout();
    if (first.statusCode !== 200) throw new Error(first.body);
    ids.firstOrder = body(first).Data.Id;
    server.clock.set(new Date(server.clock.now().getTime() + 60_000));
    await addToCart(ids.moxa ?? 0);
    const second = await checkout();
    if (second.statusCode !== 200) throw new Error(second.body);
    ids.secondOrder = body(second).Data.Id;
    server.clock.set(new Date(server.clock.now().getTime() + 60_000));
    await addToCart(ids.declined ?? 0);
    const declined = await checkout({ CardNumber: CARDS.declined });
    if (body(declined).Code !== "CARD_DECLINED") throw new Error(declined.body);
    await unchargedOrder("pending", ids.pending ?? 0, titles.pending, "ORD-TEST-PENDING");
    await unchargedOrder("expired", ids.expired ?? 0, titles.expired, "ORD-TEST-EXPIRED");
  });

  const storeRows = async () => {
    const res = await history(shopper.id, shopper.token);
    expect(res.statusCode).toBe(200);
    return res.json().Data as { List: Row[]; TotalCount: number };
  };

  it("titles each store order by its own products", async () => {
    const data = await storeRows();
    const first = data.List.find((row) => row.Id === ids.firstOrder);
    const second = data.List.find((row) => row.Id === ids.secondOrder);
    expect(first?.Title).toContain(titles.chart);
    expect(first?.Title).toContain(titles.ball);
    expect(first?.Title).not.toContain(titles.moxa);
    expect(second?.Title).toBe(titles.moxa);
    expect(first?.Reference).not.toBe(second?.Reference);
  });

  it("lists only payments that took money, each with its real status; TotalCount counts the same rows", async () => {
    const data = await storeRows();
    expect(data.List.map((row) => row.Id)).toEqual([ids.secondOrder, ids.firstOrder]);
    expect(data.TotalCount).toBe(2);
    expect(data.List.every((row) => row.Status === "Paid")).toBe(true);
    const listed = data.List.map((row) => row.Title).join(" | ");
    // The declined checkout (cancelled), the pending and the expired ones took no money: no purchase, never "Paid".
    for (const title of [titles.declined, titles.pending, titles.expired]) expect(listed).not.toContain(title);
    // A refund shows as Refunded, and the order stays listed.
    await server.runtime.deps.db
      .update(orders)
      .set({ status: "refunded", refundedAt: server.clock.now() })
      .where(eq(orders.id, ids.firstOrder ?? 0));
    await server.runtime.deps.purchases.setStatus(server.runtime.deps.db, "order", ids.firstOrder ?? 0, "refunded");
    const after = await storeRows();
    expect(after.List.map((row) => [row.Id, row.Status])).toEqual([
      [ids.secondOrder, "Paid"],
      [ids.firstOrder, "Refunded"],
    ]);
    expect(after.TotalCount).toBe(2);
  });

  it("gives each store order an invoice link that downloads its own PDF", async () => {
    const data = await storeRows();
    for (const row of data.List) {
      expect(row.InvoiceUrl).toMatch(/^\/api\/Store\/GetOrderInvoicePdf\?Id=\d+&Expires=\d+&Signature=/);
      // The signed link works as the page fetches it (API key and bearer) and without either (as in a mail).
      const withKey = await server.call({ method: "GET", url: row.InvoiceUrl ?? "", token: shopper.token });
      expect(withKey.statusCode).toBe(200);
      expect(withKey.headers["content-type"]).toContain("application/pdf");
      const bare = await server.app.inject({ method: "GET", url: row.InvoiceUrl ?? "" });
      expect(bare.statusCode).toBe(200);
      expect(bare.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      const text = (await pdfUnicodeTexts(bare.rawPayload)).join(" ");
      expect(text).toContain(row.Reference);
    }
  });
});
