import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, paypalOrders, paypalSandboxOrders } from "../../src/modules/billing/billing.schema.ts";
import { createPaypalItems } from "../../src/modules/billing/paypal-checkout.ts";
import { manualsRepository } from "../../src/modules/manuals/manuals.repository.ts";
import { placesOf } from "../enrollment/helpers.ts";
import { course, member, instructor as newInstructor, paypalComplete, paypalDecide, seminar } from "../factories.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { body, post } from "../membership/helpers.ts";

/**
 * ADR 0077: one PayPal flow in billing, one orders table keyed by kind and item; enrolment and manuals only
 * register what differs (hold, commit, release, receipt).
 */
let server: TestServer;
let instructor: { id: number; token: string };

beforeAll(async () => {
  server = await startTestServer();
  instructor = await newInstructor(server);
});
afterAll(() => server.close());

type Buyer = { id: number; token: string; email: string };

const create = (buyer: Buyer, item: { SeminarId: number } | { ManualId: number }, amount: number) =>
  post(
    server,
    "/api/PayPal/CreatePaymentAsync",
    { UserId: buyer.id, ...item, AmountPaid: amount },
    { token: buyer.token },
  );

const ordersOf = (userId: number) =>
  server.runtime.deps.db.select().from(paypalOrders).where(eq(paypalOrders.userId, userId));

async function manual(priceCents: number) {
  return manualsRepository.insertManual(server.runtime.deps.db, {
    title: `Flow manual ${priceCents}`,
    fileUrl: `private/manuals/flow-${priceCents}.pdf`,
    priceCents,
  });
}

describe("the one PayPal flow (ADR 0077)", () => {
  it("keeps a manual's and a seminar's orders side by side in one table, keyed by kind and item", async () => {
    const buyer = (await member(server, { level: 3 })) as Buyer;
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructor.id });
    const m = await manual(1_900);
    const place = body(await create(buyer, { SeminarId: s.id }, 400)).Data;
    const book = body(await create(buyer, { ManualId: m.id }, 19)).Data;
    expect(place.EnrollmentId).not.toBeNull();
    expect(book).toMatchObject({ EnrollmentId: null, ManualId: m.id });

    const orders = await ordersOf(buyer.id);
    expect(orders.map((o) => [o.kind, o.itemId, o.status, o.amountCents]).sort()).toEqual([
      ["manual", m.id, "pending", 1_900],
      ["seminar", s.id, "pending", 40_000],
    ]);
    expect(orders.find((o) => o.kind === "seminar")?.refId).toBe(place.EnrollmentId);
    // Both come back through the same call and are told apart by the table, not by the caller.
    const seminarReceipt = body(
      await paypalComplete(server, buyer, await paypalDecide(server, place.ApprovalUrl)),
    ).Data;
    const manualReceipt = body(await paypalComplete(server, buyer, await paypalDecide(server, book.ApprovalUrl))).Data;
    expect(seminarReceipt).toMatchObject({ Kind: "enrollment", Status: "enrolled", SeminarId: s.id, ManualId: null });
    expect(manualReceipt).toMatchObject({ Kind: "manual", Status: "bought", ManualId: m.id, EnrollmentId: null });
    // Each payment is generic: its kind, title and lines; the manual's carries no seminar or retake fields.
    const [manualPayment] = await server.runtime.deps.db
      .select()
      .from(payments)
      .where(eq(payments.id, manualReceipt.InvoiceId));
    expect(manualPayment).toMatchObject({
      kind: "manual",
      method: "paypal",
      seminarId: null,
      subtotalCents: 1_900,
      discountCents: 0,
      totalCents: 1_900,
      lines: [{ kind: "manual", title: "Flow manual 1900", amountCents: 1_900 }],
    });
    expect((await ordersOf(buyer.id)).map((o) => o.status)).toEqual(["completed", "completed"]);
  });

  it("an expired hold is released on the late return: the order expires, the seat is free, nothing is captured", async () => {
    const buyer = (await member(server, { level: 3 })) as Buyer;
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructor.id, capacity: 1 });
    const order = body(await create(buyer, { SeminarId: s.id }, 400)).Data;
    const back = await paypalDecide(server, order.ApprovalUrl);
    server.clock.set(new Date(server.clock.now().getTime() + 31 * 60_000));

    const late = await paypalComplete(server, buyer, back);
    expect(late.statusCode).toBe(409);
    expect(body(late).Code).toBe("PAYPAL_HOLD_EXPIRED");
    const [ours] = await ordersOf(buyer.id);
    expect(ours?.status).toBe("expired");
    expect((await placesOf(server, buyer.id)).map((p) => p.status)).toEqual(["cancelled"]);
    const [theirs] = await server.runtime.deps.db
      .select()
      .from(paypalSandboxOrders)
      .where(eq(paypalSandboxOrders.id, order.OrderId));
    expect(theirs?.status).toBe("approved");
    // A second late return says the same; a new order for the freed seat is accepted.
    expect(body(await paypalComplete(server, buyer, back)).Code).toBe("PAYPAL_HOLD_EXPIRED");
    expect((await create(buyer, { SeminarId: s.id }, 400)).statusCode).toBe(200);
  });

  it("captures twice, commits once: one payment, one completed order, the same receipt", async () => {
    const buyer = (await member(server, { level: 3 })) as Buyer;
    const m = await manual(2_300);
    const order = body(await create(buyer, { ManualId: m.id }, 23)).Data;
    const back = await paypalDecide(server, order.ApprovalUrl);
    const first = await paypalComplete(server, buyer, back);
    const again = await Promise.all([paypalComplete(server, buyer, back), paypalComplete(server, buyer, back)]);
    expect(again.map((res) => body(res).Data)).toEqual([body(first).Data, body(first).Data]);
    const [ours] = await server.runtime.deps.db
      .select()
      .from(paypalOrders)
      .where(and(eq(paypalOrders.orderId, order.OrderId), eq(paypalOrders.kind, "manual")));
    expect(ours).toMatchObject({ status: "completed", paymentId: body(first).Data.InvoiceId });
    const paid = await server.runtime.deps.db.select().from(payments).where(eq(payments.userId, buyer.id));
    expect(paid).toHaveLength(1);
  });

  it("refuses a kind nobody registered", () => {
    expect(() => createPaypalItems().get("manual")).toThrow(/no PayPal item registered/);
  });
});
