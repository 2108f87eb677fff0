import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations, orderItems, orders, productCategories, products } from "../../src/db/schema.ts";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { cardFields, DAY_MS, member, post } from "../membership/helpers.ts";

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
      Status: "Shipped",
      InvoiceUrl: null,
      DetailUrl: `/purchasedetail?orderId=${orderId}`,
    });
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
