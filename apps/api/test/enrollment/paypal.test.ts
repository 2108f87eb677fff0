import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, paypalOrders, paypalSandboxOrders } from "../../src/modules/billing/billing.schema.ts";
import { course, member, instructor as newInstructor, paypalComplete, paypalDecide, seminar } from "../factories.ts";
import { confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { body, DAY_MS, get, invoicesOf, outboxTo, post } from "../membership/helpers.ts";
import { placesOf } from "./helpers.ts";

let server: TestServer;
let instructor: { id: number; token: string };

beforeAll(async () => {
  server = await startTestServer();
  instructor = await newInstructor(server);
});
afterAll(() => server.close());

type Student = { id: number; token: string; email: string };

async function start(student: Student, seminarId: number, amount = 400) {
  const res = await post(
    server,
    "/api/PayPal/CreatePaymentAsync",
    { UserId: student.id, SeminarId: seminarId, AmountPaid: amount },
    { token: student.token },
  );
  return res;
}

/** Follows the sandbox approval page the way a browser does; answers where PayPal sends it back. */
async function decide(approvalUrl: string, decision: "approve" | "cancel") {
  const url = new URL(approvalUrl);
  const page = await server.call({ method: "GET", url: `${url.pathname}${url.search}` });
  expect(page.statusCode).toBe(200);
  expect(page.headers["content-type"]).toContain("text/html");
  expect(page.body).not.toContain("<script");
  expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
  return paypalDecide(server, approvalUrl, decision);
}

describe("PayPal/CreatePaymentAsync and GetPaymentDetailsFromURL", () => {
  it("holds the seat, returns through the sandbox and enrols with one payment, invoice and mail", async () => {
    const student = await member(server, { level: 3 });
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructor.id, capacity: 1 });
    const created = await start(student, s.id);
    expect(created.statusCode, created.body).toBe(200);
    const order = body(created).Data;
    expect(order.ApprovalUrl).toMatch(/^http:\/\/app\.test\/paypal-sandbox\/approve\?token=/);
    const [pending] = await placesOf(server, student.id);
    expect(pending).toMatchObject({ status: "pending", source: "paypal" });
    // Billing's one orders table keeps the order, keyed by kind and item, pointing at the held place (ADR 0077).
    const [ours] = await server.runtime.deps.db
      .select()
      .from(paypalOrders)
      .where(eq(paypalOrders.orderId, order.OrderId));
    expect(ours).toMatchObject({ kind: "seminar", itemId: s.id, refId: pending?.id, status: "pending" });
    // The held seat counts: another student finds the seminar full.
    const other = await member(server, { level: 3 });
    const full = await get(server, `/api/Enrollment/CheckUserEligibleForSeminar?seminarId=${s.id}&userId=${other.id}`, {
      token: other.token,
    });
    expect(body(full).Data.Code).toBe("full");

    const back = await decide(order.ApprovalUrl, "approve");
    expect(back).toMatch(/^http:\/\/app\.test\/confirmpaypalpayment\?token=.+&PayerID=/);
    const res = await paypalComplete(server, student, back);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).Data).toMatchObject({ Status: "enrolled", AmountPaid: 400 });
    const invoice = (await invoicesOf(server, student.id)).at(-1);
    expect(invoice).toMatchObject({ kind: "seminar", method: "paypal", totalCents: 40_000, last4: null });
    expect(
      (await outboxTo(server, student.email)).filter((m) => m.subject.includes(invoice?.invoiceNumber ?? "?")),
    ).toHaveLength(1);
    // A second use of the same return URL answers the same receipt.
    const again = await paypalComplete(server, student, back);
    expect(body(again).Data).toEqual(body(res).Data);
  });

  it("captures once and enrols once under 20 parallel returns", async () => {
    const student = await member(server, { level: 3 });
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructor.id });
    const order = body(await start(student, s.id)).Data;
    const back = await decide(order.ApprovalUrl, "approve");
    const answers = await Promise.all(Array.from({ length: 20 }, () => paypalComplete(server, student, back)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((res) => body(res).Data.InvoiceId)).size).toBe(1);
    const sold = await server.runtime.deps.db.select().from(payments).where(eq(payments.seminarId, s.id));
    expect(sold).toHaveLength(1);
    const [sandboxOrder] = await server.runtime.deps.db
      .select()
      .from(paypalSandboxOrders)
      .where(eq(paypalSandboxOrders.id, order.OrderId));
    expect(sandboxOrder?.status).toBe("completed");
    expect((await placesOf(server, student.id)).filter((p) => p.status === "enrolled")).toHaveLength(1);
  }, 60_000);

  it("gives the seat back on cancel", async () => {
    const student = await member(server, { level: 3 });
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructor.id, capacity: 1 });
    const order = body(await start(student, s.id)).Data;
    const back = await decide(order.ApprovalUrl, "cancel");
    expect(back).toMatch(/^http:\/\/app\.test\/cancelpaypalpayment\?token=/);
    const res = await paypalComplete(server, student, back);
    expect(res.statusCode).toBe(200);
    expect(body(res).Data.Status).toBe("cancelled");
    const [place] = await placesOf(server, student.id);
    expect(place?.status).toBe("cancelled");
    // The confirm URL of a cancelled order no longer enrols.
    const confirm = await paypalComplete(
      server,
      student,
      `http://app.test/confirmpaypalpayment?token=${order.OrderId}&PayerID=X`,
    );
    expect(confirm.statusCode).toBe(409);
    // The seat is free again.
    expect((await start(student, s.id)).statusCode).toBe(200);
  });

  it("releases a hold after 30 minutes without the payer; the late return captures nothing (ADR 0063)", async () => {
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructor.id, capacity: 1 });
    const slow = await member(server, { level: 3 });
    const order = body(await start(slow, s.id)).Data;
    const back = await decide(order.ApprovalUrl, "approve");
    server.clock.set(new Date(server.clock.now().getTime() + 31 * 60_000));
    const quick = await member(server, { level: 3 });
    const seat = await start(quick, s.id);
    expect(seat.statusCode, seat.body).toBe(200);
    const late = await paypalComplete(server, slow, back);
    expect(late.statusCode).toBe(409);
    expect(body(late).Code).toBe("PAYPAL_HOLD_EXPIRED");
    server.clock.set(new Date(server.clock.now().getTime() + DAY_MS));
  });

  it("refuses an order that was never approved, a bad URL, and another member's order", async () => {
    const student = await member(server, { level: 3 });
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructor.id });
    const order = body(await start(student, s.id)).Data;
    const unapproved = await paypalComplete(
      server,
      student,
      `http://app.test/confirmpaypalpayment?token=${order.OrderId}&PayerID=X`,
    );
    expect(unapproved.statusCode).toBe(409);
    expect(body(unapproved).Code).toBe("PAYPAL_NOT_CAPTURED");
    expect((await paypalComplete(server, student, "http://app.test/confirmpaypalpayment")).statusCode).toBe(400);
    const other = await confirmedMember(server);
    const foreign = await paypalComplete(
      server,
      other,
      `http://app.test/confirmpaypalpayment?token=${order.OrderId}&PayerID=X`,
    );
    expect(foreign.statusCode).toBe(404);
    const anonymous = await server.call({
      method: "POST",
      url: `/api/PayPal/GetPaymentDetailsFromURL?url=${encodeURIComponent("http://app.test/confirmpaypalpayment?token=ABCDEFGH")}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("applies the enrolment rules before opening an order", async () => {
    const starter = await member(server, { level: 1 });
    const advanced = await course(server, { level: "advanced" });
    const s = await seminar(server, advanced.id, { instructorId: instructor.id });
    const refused = await start(starter, s.id);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).Code).toBe("ENROLLMENT_ADVANCED_NOT_ALLOWED");
    const c = await course(server);
    const free = await seminar(server, c.id, { instructorId: instructor.id, priceCents: 0 });
    const student = await member(server, { level: 3 });
    expect((await start(student, free.id, 0)).statusCode).toBe(409);
    expect((await start(student, s.id, 1)).statusCode).toBe(400);
  });

  it("shows a plain not-found page for an unknown sandbox order", async () => {
    const page = await server.call({ method: "GET", url: "/paypal-sandbox/approve?token=NOPE123" });
    expect(page.statusCode).toBe(404);
    const xss = await server.call({ method: "GET", url: "/paypal-sandbox/approve?token=%3Cscript%3E" });
    expect(xss.body).not.toContain("<script>");
  });
});
