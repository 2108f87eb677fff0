import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  gatewaySandboxOperations,
  payments,
  paypalOrders,
  paypalSandboxOrders,
} from "../../src/modules/billing/billing.schema.ts";
import { manualsRepository } from "../../src/modules/manuals/manuals.repository.ts";
import { manualOwners } from "../../src/modules/manuals/manuals.schema.ts";
import { member, paypalComplete, paypalDecide } from "../factories.ts";
import { adminToken, startTestServer, type TestServer } from "../harness.ts";
import { body, cardFields, get, invoicesOf, outboxTo, post } from "../membership/helpers.ts";

let server: TestServer;
let admin: { id: number; token: string };
let nextTitle = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(() => server.close());

type User = { id: number; token: string; email: string };

async function manual(priceCents = 2_500) {
  nextTitle += 1;
  return manualsRepository.insertManual(server.runtime.deps.db, {
    title: `Practitioner manual ${nextTitle}`,
    fileUrl: `private/manuals/none-${nextTitle}.pdf`,
    priceCents,
  });
}

const start = (user: User, manualId: number, amount: number, key?: string) =>
  post(
    server,
    "/api/PayPal/CreatePaymentAsync",
    { UserId: user.id, ManualId: manualId, AmountPaid: amount },
    { token: user.token, ...(key ? { key } : {}) },
  );

const copies = (userId: number, manualId: number) =>
  server.runtime.deps.db
    .select()
    .from(manualOwners)
    .where(and(eq(manualOwners.userId, userId), eq(manualOwners.manualId, manualId)));

const refund = (paymentId: unknown, token?: string) =>
  post(server, "/api/DigitalManual/AdminRefundManual", { PaymentId: paymentId }, token ? { token } : {});

async function gatewayRefunds(chargeId: string) {
  const [row] = await server.runtime.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(gatewaySandboxOperations)
    .where(
      and(
        eq(gatewaySandboxOperations.operation, "refund"),
        sql`(${gatewaySandboxOperations.result} ->> 'ok')::boolean`,
        eq(gatewaySandboxOperations.reference, chargeId),
      ),
    );
  return row?.n ?? 0;
}

/** A member who bought the manual by card; answers the payment. */
async function boughtByCard(buyer: User, manualId: number, amount: number) {
  const res = await post(
    server,
    "/api/DigitalManual/PurchaseManual",
    { ManualId: manualId, AmountPaid: amount, ...cardFields() },
    { token: buyer.token },
  );
  expect(res.statusCode, res.body).toBe(200);
  const [payment] = (await invoicesOf(server, buyer.id)).filter((p) => p.kind === "manual");
  if (!payment) throw new Error("no manual payment");
  return { receipt: body(res).Data, payment };
}

describe("PayPal for manuals", () => {
  it("opens an order, returns through the sandbox and grants the copy once, with an invoice and a receipt mail", async () => {
    const buyer = (await member(server, { level: 2 })) as User;
    const m = await manual();
    const created = await start(buyer, m.id, 25);
    expect(created.statusCode, created.body).toBe(200);
    const order = body(created).Data;
    expect(order).toMatchObject({ ManualId: m.id, EnrollmentId: null });
    expect(order.ApprovalUrl).toMatch(/\/paypal-sandbox\/approve\?token=/);
    expect(await copies(buyer.id, m.id)).toHaveLength(0);

    const back = await paypalDecide(server, order.ApprovalUrl, "approve");
    expect(back).toMatch(/\/confirmpaypalpayment\?token=/);
    const res = await paypalComplete(server, buyer, back);
    expect(res.statusCode, res.body).toBe(200);
    const receipt = body(res).Data;
    expect(receipt).toMatchObject({ Kind: "manual", Status: "bought", ManualId: m.id, AmountPaid: 25 });
    expect(receipt.PurchaseId).toMatch(/^M-\d{4}-\d{6}$/);
    const [copy] = await copies(buyer.id, m.id);
    expect(copy).toMatchObject({ source: "purchase", purchaseId: receipt.PurchaseId });
    const invoices = (await invoicesOf(server, buyer.id)).filter((p) => p.kind === "manual");
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ method: "paypal", totalCents: 2_500, itemTitle: m.title, last4: null });
    expect(copy?.paymentId).toBe(invoices[0]?.id);
    const mails = await outboxTo(server, buyer.email);
    expect(mails.filter((mail) => mail.text.includes(m.title) && mail.text.includes("PayPal"))).toHaveLength(1);
    // The same approval used again answers the same receipt and buys nothing more.
    const again = await paypalComplete(server, buyer, back);
    expect(body(again).Data).toEqual(receipt);
    expect((await invoicesOf(server, buyer.id)).filter((p) => p.kind === "manual")).toHaveLength(1);
    // And the member now owns it: a new PayPal order is refused before PayPal is asked.
    const ordersBefore = await server.runtime.deps.db.select().from(paypalSandboxOrders);
    const owned = await start(buyer, m.id, 25);
    expect(owned.statusCode).toBe(409);
    expect(body(owned).Code).toBe("MANUAL_ALREADY_OWNED");
    expect(await server.runtime.deps.db.select().from(paypalSandboxOrders)).toHaveLength(ordersBefore.length);
  });

  it("captures once and grants once under 20 parallel returns of one approval", async () => {
    const buyer = (await member(server, { level: 3 })) as User;
    const m = await manual(4_000);
    const order = body(await start(buyer, m.id, 40)).Data;
    const back = await paypalDecide(server, order.ApprovalUrl, "approve");
    const answers = await Promise.all(Array.from({ length: 20 }, () => paypalComplete(server, buyer, back)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((res) => body(res).Data.InvoiceId)).size).toBe(1);
    expect(new Set(answers.map((res) => body(res).Data.PurchaseId)).size).toBe(1);
    const paid = await server.runtime.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, buyer.id), eq(payments.kind, "manual")));
    expect(paid).toHaveLength(1);
    expect(await copies(buyer.id, m.id)).toHaveLength(1);
    const [sandboxOrder] = await server.runtime.deps.db
      .select()
      .from(paypalSandboxOrders)
      .where(eq(paypalSandboxOrders.id, order.OrderId));
    expect(sandboxOrder?.status).toBe("completed");
  });

  it("a cancel at PayPal grants nothing, and the cancelled order cannot be confirmed afterwards", async () => {
    const buyer = (await member(server, { level: 2 })) as User;
    const m = await manual();
    const order = body(await start(buyer, m.id, 25)).Data;
    const back = await paypalDecide(server, order.ApprovalUrl, "cancel");
    expect(back).toMatch(/\/cancelpaypalpayment\?token=/);
    const res = await paypalComplete(server, buyer, back);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).Data).toMatchObject({ Kind: "manual", Status: "cancelled", InvoiceId: null });
    expect(await copies(buyer.id, m.id)).toHaveLength(0);
    const confirm = await paypalComplete(server, buyer, back.replace("cancelpaypalpayment", "confirmpaypalpayment"));
    expect(confirm.statusCode).toBe(409);
    expect(await copies(buyer.id, m.id)).toHaveLength(0);
  });

  it("refuses a wrong amount, a free manual, an unknown manual, someone else's UserId and someone else's order", async () => {
    const buyer = (await member(server, { level: 2 })) as User;
    const other = (await member(server, { level: 2 })) as User;
    const m = await manual();
    const wrong = await start(buyer, m.id, 1);
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).Code).toBe("AMOUNT_MISMATCH");
    const free = await manual(0);
    expect((await start(buyer, free.id, 0)).statusCode).toBe(409);
    expect((await start(buyer, 999_999, 25)).statusCode).toBe(404);
    const both = await post(
      server,
      "/api/PayPal/CreatePaymentAsync",
      { UserId: buyer.id, ManualId: m.id, CourseId: 1, AmountPaid: 25 },
      { token: buyer.token },
    );
    expect(both.statusCode).toBe(400);
    const forOther = await post(
      server,
      "/api/PayPal/CreatePaymentAsync",
      { UserId: other.id, ManualId: m.id, AmountPaid: 25 },
      { token: buyer.token },
    );
    expect(forOther.statusCode).toBe(403);
    const byAdmin = await post(
      server,
      "/api/PayPal/CreatePaymentAsync",
      { UserId: buyer.id, ManualId: m.id, AmountPaid: 25 },
      { token: admin.token },
    );
    expect(byAdmin.statusCode).toBe(403);
    const order = body(await start(buyer, m.id, 25)).Data;
    const back = await paypalDecide(server, order.ApprovalUrl, "approve");
    expect((await paypalComplete(server, other, back)).statusCode).toBe(404);
    expect(await copies(other.id, m.id)).toHaveLength(0);
  });

  it("a newer order cancels the older one: the older approval buys nothing", async () => {
    const buyer = (await member(server, { level: 2 })) as User;
    const m = await manual();
    const first = body(await start(buyer, m.id, 25, "k-first")).Data;
    const second = body(await start(buyer, m.id, 25, "k-second")).Data;
    expect(second.OrderId).not.toBe(first.OrderId);
    const firstBack = await paypalDecide(server, first.ApprovalUrl, "approve");
    expect((await paypalComplete(server, buyer, firstBack)).statusCode).toBe(409);
    const secondBack = await paypalDecide(server, second.ApprovalUrl, "approve");
    expect(body(await paypalComplete(server, buyer, secondBack)).Data.Status).toBe("bought");
    const orders = await server.runtime.deps.db
      .select()
      .from(paypalOrders)
      .where(and(eq(paypalOrders.userId, buyer.id), eq(paypalOrders.kind, "manual")));
    expect(orders.map((o) => o.status).sort()).toEqual(["cancelled", "completed"]);
  });
});

describe("DigitalManual/AdminRefundManual", () => {
  it("is for administrators: 401 for visitors, 403 for members, 404 for an unknown purchase, 400 for a bad id", async () => {
    const someone = (await member(server, { level: 2 })) as User;
    expect((await refund(1)).statusCode).toBe(401);
    expect((await refund(1, someone.token)).statusCode).toBe(403);
    const unknown = await refund(999_999, admin.token);
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).Code).toBe("MANUAL_PURCHASE_NOT_FOUND");
    expect((await refund("abc", admin.token)).statusCode).toBe(400);
    // A payment that is not a manual's is not refunded here.
    const membershipPayment = (await invoicesOf(server, someone.id)).find((p) => p.kind !== "manual");
    if (membershipPayment) expect((await refund(membershipPayment.id, admin.token)).statusCode).toBe(404);
  });

  it("refunds a card purchase once under two parallel calls; the member loses the copy and is mailed in their language", async () => {
    const buyer = (await member(server, { level: 2, language: "de" })) as User;
    const m = await manual(3_000);
    const { receipt, payment } = await boughtByCard(buyer, m.id, 30);
    // The member had asked for their personalised copy: the download worked (202 while prepared).
    const before = await server.call({
      method: "GET",
      url: `/api/DigitalManual/GetDigitalManualInBinary?Id=${receipt.CopyId}`,
      token: buyer.token,
    });
    expect(before.statusCode).toBe(202);

    const [a, b] = await Promise.all([refund(payment.id, admin.token), refund(payment.id, admin.token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const done = body(a.statusCode === 200 ? a : b);
    expect(done.Data).toMatchObject({
      PaymentId: payment.id,
      Status: "refunded",
      Method: "card",
      RefundedThroughGateway: true,
      RevokedPurchaseId: receipt.PurchaseId,
      Amount: 30,
    });
    expect(await gatewayRefunds(payment.gatewayChargeId ?? "")).toBe(1);
    const again = await refund(payment.id, admin.token);
    expect(again.statusCode).toBe(409);
    expect(body(again).Code).toBe("MANUAL_ALREADY_REFUNDED");
    expect(await gatewayRefunds(payment.gatewayChargeId ?? "")).toBe(1);

    expect(await copies(buyer.id, m.id)).toHaveLength(0);
    const after = await server.call({
      method: "GET",
      url: `/api/DigitalManual/GetDigitalManualInBinary?Id=${receipt.CopyId}`,
      token: buyer.token,
    });
    expect(after.statusCode).toBe(404);
    const mails = await outboxTo(server, buyer.email);
    expect(mails.map((mail) => mail.subject)).toContain("Ihr Handbuchkauf wurde erstattet");

    const history = await get(server, `/api/User/GetUserPurchaseAndBillings?UserId=${buyer.id}`, {
      token: buyer.token,
    });
    expect(history.statusCode, history.body).toBe(200);
    const row = body(history).Data.List.find((p: { Id: number; Source: string }) => p.Id === payment.id);
    expect(row).toMatchObject({ Source: "Manual", Status: "Refunded", Title: m.title });
    // Refunded, the manual can be bought again.
    const rebuy = await post(
      server,
      "/api/DigitalManual/PurchaseManual",
      { ManualId: m.id, AmountPaid: 30, ...cardFields() },
      { token: buyer.token },
    );
    expect(rebuy.statusCode, rebuy.body).toBe(200);
  });

  it("records a PayPal purchase's refund without a gateway call and takes the copy back", async () => {
    const buyer = (await member(server, { level: 2 })) as User;
    const m = await manual();
    const order = body(await start(buyer, m.id, 25)).Data;
    const bought = body(
      await paypalComplete(server, buyer, await paypalDecide(server, order.ApprovalUrl, "approve")),
    ).Data;
    const res = await refund(bought.InvoiceId, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).Data).toMatchObject({ Method: "paypal", RefundedThroughGateway: false });
    expect(await copies(buyer.id, m.id)).toHaveLength(0);
    const mails = await outboxTo(server, buyer.email);
    expect(mails.some((mail) => mail.text.includes("returned to your PayPal account"))).toBe(true);
  });

  it("lists a manual's copies with the payment that bought each (administrators only)", async () => {
    const buyer = (await member(server, { level: 2 })) as User;
    const m = await manual();
    const { payment } = await boughtByCard(buyer, m.id, 25);
    const list = await get(server, `/api/DigitalManual/AdminGetManualPurchases?manualId=${m.id}`, {
      token: admin.token,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(body(list).Data.List).toEqual([
      expect.objectContaining({
        UserId: buyer.id,
        PaymentId: payment.id,
        Method: "card",
        Amount: 25,
        Source: "purchase",
      }),
    ]);
    expect(
      (await get(server, `/api/DigitalManual/AdminGetManualPurchases?manualId=${m.id}`, { token: buyer.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await get(server, "/api/DigitalManual/AdminGetManualPurchases?manualId=999999", { token: admin.token }))
        .statusCode,
    ).toBe(404);
  });
});
