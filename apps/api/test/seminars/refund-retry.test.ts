import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { gatewaySandboxOperations, payments } from "../../src/modules/billing/billing.schema.ts";
import type { PaymentGateway } from "../../src/modules/billing/gateway.ts";
import { createSandboxGateway } from "../../src/modules/billing/sandbox-gateway.ts";
import { coursesRepository } from "../../src/modules/courses/courses.repository.ts";
import { enrollments } from "../../src/modules/enrollment/enrollment.schema.ts";
import { notifications } from "../../src/modules/notifications/notifications.schema.ts";
import { REFUND_RETRY_JOB } from "../../src/modules/seminars/seminars.jobs.ts";
import { jobs } from "../../src/platform/jobs/jobs.schema.ts";
import { seedTranslations } from "../../src/platform/translations/translations.ts";
import { instructor as newInstructor } from "../factories.ts";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { body, CARDS } from "../membership/helpers.ts";
import { listOf } from "../notifications/helpers.ts";

/**
 * ADR 0049: a seminar refund the gateway declines or does not answer is retried by a job with back-off under
 * an idempotency key per try, never refunds twice, and an administrator hears of it after the last try.
 */
type Mode = "pass" | "decline" | "throw" | "refundThenThrow";
let plan: Mode[] = [];
const refundKeys: string[] = [];
let inner: PaymentGateway | undefined;
const target = () => inner as PaymentGateway;
const gateway: PaymentGateway = {
  name: "flaky",
  authorize: (...args) => target().authorize(...args),
  capture: (...args) => target().capture(...args),
  charge: ((...args: unknown[]) =>
    (target().charge as (...a: unknown[]) => Promise<unknown>)(...args)) as PaymentGateway["charge"],
  storeCard: (...args) => target().storeCard(...args),
  chargeStored: (...args) => target().chargeStored(...args),
  forgetCard: (...args) => target().forgetCard(...args),
  async refund(chargeId, key) {
    refundKeys.push(key);
    const mode = plan.shift() ?? "pass";
    if (mode === "decline") return { ok: false, decline: "declined" };
    if (mode === "throw") throw new Error("gateway timeout");
    const result = await target().refund(chargeId, key);
    // The refund happened at the gateway, but its answer was lost on the way back.
    if (mode === "refundThenThrow") throw new Error("connection reset");
    return result;
  },
};

let server: TestServer;
let instructor: { id: number; token: string };
let admin: { id: number; token: string };
let courseId: number;
const MINUTE = 60_000;

beforeAll(async () => {
  server = await startTestServer({ runtime: { gateway } });
  inner = createSandboxGateway(server.runtime.deps.db, server.clock);
  const db = server.runtime.deps.db;
  const category = await coursesRepository.insertCategory(db, { name: "Refunds", slug: "refunds", sortOrder: 1 });
  courseId = (
    await coursesRepository.insertCourse(db, {
      categoryId: category.id,
      title: "Reflexology Essentials",
      level: "beginner",
      ceCredits: 6,
      priceCents: 30000,
    })
  ).id;
  instructor = await newInstructor(server);
  admin = await adminToken(server);
});
afterAll(() => server.close());
beforeEach(() => {
  plan = [];
  refundKeys.length = 0;
});

async function paidSeminar() {
  const res = await server.call({
    method: "POST",
    url: "/api/Seminar/AddSeminar",
    token: instructor.token,
    payload: {
      CourseId: courseId,
      Capacity: 5,
      Price: 300,
      Currency: "EUR",
      Language: "en",
      Format: "inPerson",
      Venue: "Studio 4",
      Address: "2 Harbour Road",
      City: "Cork",
      Country: "Ireland",
      TimeZone: "Europe/Dublin",
      Notes: "",
      PaymentMode: "association",
      Dates: [{ Start: "2026-12-12T09:00", End: "2026-12-12T17:00" }],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const seminarId = body(res).Data.Id as number;
  const student = await confirmedMember(server);
  const db = server.runtime.deps.db;
  const charged = await server.runtime.deps.gateway.charge(
    { number: CARDS.visa, cvv: "123", expMonth: 12, expYear: 2030, holderName: "Łukasz Nowak" },
    30000,
    `refund-test-charge-${seminarId}`,
  );
  if (!charged.ok) throw new Error("test charge declined");
  const [payment] = await db
    .insert(payments)
    .values({
      invoiceNumber: `SEM-RETRY-${seminarId}`,
      userId: student.id,
      membershipId: 0,
      kind: "signup",
      lines: [],
      subtotalCents: 30000,
      discountCents: 0,
      totalCents: 30000,
      currency: "EUR",
      gatewayChargeId: charged.chargeId,
    })
    .returning();
  const [place] = await db
    .insert(enrollments)
    .values({
      userId: student.id,
      courseId,
      seminarId,
      status: "enrolled",
      source: "card",
      paymentId: payment?.id,
      paidCents: 30000,
      currency: "EUR",
    })
    .returning();
  return { seminarId, enrollmentId: place?.id as number, paymentId: payment?.id as number, chargeId: charged.chargeId };
}

const cancel = (seminarId: number) =>
  server.call({ method: "DELETE", url: `/api/Seminar/DeleteSeminar/${seminarId}`, token: instructor.token });

async function placeStatus(enrollmentId: number) {
  const [row] = await server.runtime.deps.db.select().from(enrollments).where(eq(enrollments.id, enrollmentId));
  return row?.status;
}

/** Successful refunds the sandbox gateway really made for a charge. */
async function refundsMade(chargeId: string) {
  const rows = await server.runtime.deps.db
    .select()
    .from(gatewaySandboxOperations)
    .where(and(eq(gatewaySandboxOperations.operation, "refund"), eq(gatewaySandboxOperations.reference, chargeId)));
  return rows.filter((row) => (row.result as { ok: boolean }).ok).length;
}

const adminAlerts = (enrollmentId: number) =>
  server.runtime.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, admin.id), eq(notifications.source, `seminar-refund:${enrollmentId}`)));

describe("seminar refund retries", () => {
  it("retries a declined refund with back-off and a new key per declined try, until it succeeds once", async () => {
    const paid = await paidSeminar();
    plan = ["decline", "decline", "pass"];
    const res = await cancel(paid.seminarId);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).Data).toMatchObject({ Refunded: 0 });
    expect(await placeStatus(paid.enrollmentId)).toBe("enrolled");

    // Not due yet: the first retry waits five minutes.
    await server.runtime.worker.drain();
    expect(refundKeys).toHaveLength(1);
    server.clock.advance(5 * MINUTE);
    await server.runtime.worker.drain();
    expect(refundKeys).toHaveLength(2);
    server.clock.advance(29 * MINUTE);
    await server.runtime.worker.drain();
    expect(refundKeys).toHaveLength(2);
    server.clock.advance(1 * MINUTE);
    await server.runtime.worker.drain();

    expect(refundKeys).toEqual([
      `seminar-cancel:${paid.enrollmentId}`,
      `seminar-cancel:${paid.enrollmentId}:retry-1`,
      `seminar-cancel:${paid.enrollmentId}:retry-2`,
    ]);
    expect(await placeStatus(paid.enrollmentId)).toBe("refunded");
    const [payment] = await server.runtime.deps.db.select().from(payments).where(eq(payments.id, paid.paymentId));
    expect(payment?.status).toBe("refunded");
    expect(await refundsMade(paid.chargeId)).toBe(1);
    expect(await adminAlerts(paid.enrollmentId)).toHaveLength(0);
    // Nothing left to run: a later drain refunds nothing again.
    server.clock.advance(48 * 60 * MINUTE);
    await server.runtime.worker.drain();
    expect(refundKeys).toHaveLength(3);
  });

  it("repeats an unanswered try under the same key, so a refund that went through is never made twice", async () => {
    const paid = await paidSeminar();
    plan = ["refundThenThrow", "throw", "pass"];
    const res = await cancel(paid.seminarId);
    expect(res.statusCode, res.body).toBe(200);
    expect(await placeStatus(paid.enrollmentId)).toBe("enrolled");
    server.clock.advance(5 * MINUTE);
    await server.runtime.worker.drain(); // throws: the queue retries the same job 30 s later
    server.clock.advance(MINUTE);
    await server.runtime.worker.drain();
    expect(refundKeys).toEqual([
      `seminar-cancel:${paid.enrollmentId}`,
      `seminar-cancel:${paid.enrollmentId}`,
      `seminar-cancel:${paid.enrollmentId}`,
    ]);
    expect(await placeStatus(paid.enrollmentId)).toBe("refunded");
    expect(await refundsMade(paid.chargeId)).toBe(1);
  });

  it("tells every administrator after the last declined try and stops", async () => {
    // The course has a Japanese title: each administrator reads the notice in their own language (ADR 0097).
    await seedTranslations(server.runtime.deps.db, "course", courseId, { ja: { Title: "リフレクソロジーの基本" } });
    const paid = await paidSeminar();
    plan = Array.from({ length: 20 }, () => "decline" as const);
    expect((await cancel(paid.seminarId)).statusCode).toBe(200);
    for (let i = 0; i < 8; i++) {
      server.clock.advance(24 * 60 * MINUTE);
      await server.runtime.worker.drain();
    }
    // The cancellation's own try and five retries.
    expect(refundKeys).toHaveLength(6);
    expect(new Set(refundKeys).size).toBe(6);
    expect(await placeStatus(paid.enrollmentId)).toBe("enrolled");
    expect(await refundsMade(paid.chargeId)).toBe(0);
    const [alert] = await adminAlerts(paid.enrollmentId);
    expect(alert).toMatchObject({ kind: "refundFailed", link: `/courses/${paid.seminarId}` });
    expect(alert?.params).toMatchObject({
      course: "Reflexology Essentials",
      "course@ja": "リフレクソロジーの基本",
      tries: "6",
    });
    const notice = async (language: string) =>
      (await listOf(server, admin, "", language)).Data.List.find((item) => item.Kind === "refundFailed")?.Title;
    expect(await notice("ja")).toBe("返金失敗：リフレクソロジーの基本");
    expect(await notice("en")).toBe("Refund failed: Reflexology Essentials");
    expect(await notice("de")).toBe("Erstattung fehlgeschlagen: Reflexology Essentials");
    const left = await server.runtime.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, REFUND_RETRY_JOB)));
    expect(left.filter((job) => job.doneAt === null && job.failedAt === null)).toHaveLength(0);
  });
});
