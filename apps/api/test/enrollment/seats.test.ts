import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, paypalSandboxOrders } from "../../src/modules/billing/billing.schema.ts";
import { RELEASE_HOLDS_JOB, releaseExpiredHolds } from "../../src/modules/enrollment/enrollment.jobs.ts";
import { jobs } from "../../src/platform/jobs/jobs.schema.ts";
import { course, member, instructor as newInstructor, paypalComplete, paypalDecide, seminar } from "../factories.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { body, get, post } from "../membership/helpers.ts";
import { placesOf } from "./helpers.ts";

/**
 * ADR 0063: one definition of a taken seat. After an abandoned PayPal approval, the checkout's eligibility,
 * the seminar's SeatsLeft and the instructor's AddStudents agree — while the hold lasts, after it ran out, and
 * after the release job ran; the member can resume or cancel the payment, and a released order never enrols.
 */
let server: TestServer;
let instructor: { id: number; token: string };

beforeAll(async () => {
  server = await startTestServer();
  instructor = await newInstructor(server);
});
afterAll(() => server.close());

const MINUTE = 60_000;
type Student = { id: number; token: string; email: string };

/** Starts a PayPal payment for the seminar at the price the checkout shows this member. */
async function startPaypal(student: Student, seminarId: number) {
  const amount = (await eligibility(student, seminarId)).Pricing.Total;
  const res = await post(
    server,
    "/api/PayPal/CreatePaymentAsync",
    { UserId: student.id, SeminarId: seminarId, AmountPaid: amount },
    { token: student.token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return body(res).Data as { ApprovalUrl: string; OrderId: string; EnrollmentId: number; HoldUntil: string };
}

const eligibility = async (student: Student, seminarId: number) => {
  const res = await get(
    server,
    `/api/Enrollment/CheckUserEligibleForSeminar?seminarId=${seminarId}&userId=${student.id}`,
    {
      token: student.token,
    },
  );
  expect(res.statusCode, res.body).toBe(200);
  return body(res).Data;
};

const seminarById = async (seminarId: number) => {
  const res = await get(server, `/api/Seminar/GetSeminarById?id=${seminarId}`);
  expect(res.statusCode, res.body).toBe(200);
  return body(res).Data;
};

const seminarOfUser = async (student: Student, seminarId: number) => {
  const res = await get(
    server,
    `/api/Seminar/GetSeminarBySeminarIdAndUserId?seminarId=${seminarId}&userId=${student.id}`,
    {
      token: student.token,
    },
  );
  expect(res.statusCode, res.body).toBe(200);
  return body(res).Data;
};

const addStudents = (seminarId: number, emails: string[]) =>
  post(server, "/api/Seminar/AddStudents", { SeminarId: seminarId, Emails: emails }, { token: instructor.token });

const cancelPending = (student: Student, seminarId: number) =>
  post(
    server,
    `/api/Enrollment/CancelPendingEnrollment?seminarId=${seminarId}&userId=${student.id}`,
    {},
    { token: student.token },
  );

/** Every seat count the platform shows for a seminar, as another member and the instructor see them. */
async function seatViews(seminarId: number, other: Student) {
  const view = await eligibility(other, seminarId);
  return {
    eligibilitySeatsLeft: view.SeatsLeft,
    eligibilityFull: view.Code === "full",
    seminarSeatsLeft: (await seminarById(seminarId)).SeatsLeft,
    seminarOfUserSeatsLeft: (await seminarOfUser(other, seminarId)).SeatsLeft,
  };
}

describe("one taken seat (ADR 0063)", () => {
  it("agrees everywhere while a hold takes the last seat, after it runs out, and after the job", async () => {
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructor.id, capacity: 2 });
    const first = await member(server, { level: 3 });
    const payer = await member(server, { level: 3 });
    const other = await member(server, { level: 3 });
    const walkIn = await member(server, { level: 3 });
    expect((await addStudents(s.id, [first.email])).statusCode).toBe(200);

    const order = await startPaypal(payer, s.id);
    // The hold takes the last seat: every view says so, and the instructor cannot add anyone.
    expect(await seatViews(s.id, other)).toEqual({
      eligibilitySeatsLeft: 0,
      eligibilityFull: true,
      seminarSeatsLeft: 0,
      seminarOfUserSeatsLeft: 0,
    });
    const refused = await addStudents(s.id, [walkIn.email]);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).Code).toBe("SEMINAR_FULL");
    // The payer is offered the same approval again, not a dead end.
    const mine = await eligibility(payer, s.id);
    expect(mine.Code).toBe("alreadyEnrolled");
    expect(mine.PendingPayment).toEqual({
      EnrollmentId: order.EnrollmentId,
      OrderId: order.OrderId,
      ApprovalUrl: order.ApprovalUrl,
      HoldUntil: order.HoldUntil,
    });
    // A hold just inside its 30 minutes still counts.
    server.clock.advance(29 * MINUTE);
    expect((await seatViews(s.id, other)).seminarSeatsLeft).toBe(0);

    // Past the hold, before any job: the seat is free in every view, and AddStudents agrees.
    server.clock.advance(2 * MINUTE);
    expect(await seatViews(s.id, other)).toEqual({
      eligibilitySeatsLeft: 1,
      eligibilityFull: false,
      seminarSeatsLeft: 1,
      seminarOfUserSeatsLeft: 1,
    });
    expect((await eligibility(payer, s.id)).PendingPayment ?? null).toBeNull();

    // The job gives the hold back once (idempotent), and nothing changes in the counts.
    expect(await releaseExpiredHolds(server.runtime.deps, server.clock.now())).toEqual({ released: 1 });
    expect(await releaseExpiredHolds(server.runtime.deps, server.clock.now())).toEqual({ released: 0 });
    expect((await placesOf(server, payer.id))[0]).toMatchObject({ status: "cancelled" });
    expect(await seatViews(s.id, other)).toEqual({
      eligibilitySeatsLeft: 1,
      eligibilityFull: false,
      seminarSeatsLeft: 1,
      seminarOfUserSeatsLeft: 1,
    });

    // A late return of the released order is refused before PayPal is asked: nothing captured, nobody enrolled.
    const back = await paypalDecide(server, order.ApprovalUrl);
    const late = await paypalComplete(server, payer, back);
    expect(late.statusCode).toBe(409);
    expect(body(late).Code).toBe("PAYPAL_HOLD_EXPIRED");
    const [sandbox] = await server.runtime.deps.db
      .select()
      .from(paypalSandboxOrders)
      .where(eq(paypalSandboxOrders.id, order.OrderId));
    expect(sandbox?.status).toBe("approved");
    expect(await server.runtime.deps.db.select().from(payments).where(eq(payments.seminarId, s.id))).toHaveLength(0);
    expect((await placesOf(server, payer.id)).filter((place) => place.status === "enrolled")).toHaveLength(0);

    // The instructor fills the seat the hold gave back; now everyone sees it full.
    expect((await addStudents(s.id, [walkIn.email])).statusCode).toBe(200);
    expect(await seatViews(s.id, other)).toEqual({
      eligibilitySeatsLeft: 0,
      eligibilityFull: true,
      seminarSeatsLeft: 0,
      seminarOfUserSeatsLeft: 0,
    });
  });

  it("lets the instructor add a student whose own hold ran out, before the job ran", async () => {
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructor.id, capacity: 1 });
    const payer = await member(server, { level: 3 });
    await startPaypal(payer, s.id);
    server.clock.advance(31 * MINUTE);
    const added = await addStudents(s.id, [payer.email]);
    expect(added.statusCode, added.body).toBe(200);
    expect(body(added).Data).toMatchObject({ Added: [payer.email], AlreadyEnrolled: [] });
    expect((await placesOf(server, payer.id)).map((place) => place.status).sort()).toEqual(["cancelled", "enrolled"]);
  });

  it("a late return before the job ran is refused too, and releases the hold", async () => {
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructor.id, capacity: 1 });
    const payer = await member(server, { level: 3 });
    const order = await startPaypal(payer, s.id);
    const back = await paypalDecide(server, order.ApprovalUrl);
    server.clock.advance(31 * MINUTE);
    const late = await paypalComplete(server, payer, back);
    expect(late.statusCode).toBe(409);
    expect(body(late).Code).toBe("PAYPAL_HOLD_EXPIRED");
    expect((await placesOf(server, payer.id))[0]).toMatchObject({ status: "cancelled" });
    // A second try answers the same, and the member may start again.
    expect(body(await paypalComplete(server, payer, back)).Code).toBe("PAYPAL_HOLD_EXPIRED");
    await startPaypal(payer, s.id);
  });

  it("cancel frees the seat at once, the cancelled order no longer enrols, and the member may pay again", async () => {
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructor.id, capacity: 1 });
    const payer = await member(server, { level: 3 });
    const other = await member(server, { level: 3 });
    const order = await startPaypal(payer, s.id);
    expect((await seatViews(s.id, other)).seminarSeatsLeft).toBe(0);

    // Another member cannot cancel it (the owner's bearer only).
    const foreign = await post(
      server,
      `/api/Enrollment/CancelPendingEnrollment?seminarId=${s.id}&userId=${payer.id}`,
      {},
      { token: other.token },
    );
    expect([403, 404]).toContain(foreign.statusCode);

    const cancelled = await cancelPending(payer, s.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(body(cancelled).Data).toMatchObject({ EnrollmentId: order.EnrollmentId, Status: "cancelled" });
    expect(await seatViews(s.id, other)).toEqual({
      eligibilitySeatsLeft: 1,
      eligibilityFull: false,
      seminarSeatsLeft: 1,
      seminarOfUserSeatsLeft: 1,
    });
    const mine = await eligibility(payer, s.id);
    expect(mine.IsEligible).toBe(true);
    expect(mine.PendingPayment ?? null).toBeNull();
    // Nothing left to cancel.
    const again = await cancelPending(payer, s.id);
    expect(again.statusCode).toBe(404);
    expect(body(again).Code).toBe("ENROLLMENT_NO_PENDING_PAYMENT");
    // Approving the cancelled order afterwards enrols nobody.
    const back = await paypalDecide(server, order.ApprovalUrl);
    const late = await paypalComplete(server, payer, back);
    expect(late.statusCode).toBe(409);
    expect(body(late).Code).toBe("PAYPAL_ORDER_CANCELLED");
    // A new payment for the same seat starts at once.
    const next = await startPaypal(payer, s.id);
    expect(next.OrderId).not.toBe(order.OrderId);
  });

  it("resume: the approval URL answered while the hold lasts is the same one, and completing it enrols", async () => {
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructor.id, capacity: 1 });
    const payer = await member(server, { level: 3 });
    const order = await startPaypal(payer, s.id);
    server.clock.advance(10 * MINUTE);
    const resumed = (await eligibility(payer, s.id)).PendingPayment;
    expect(resumed?.ApprovalUrl).toBe(order.ApprovalUrl);
    const back = await paypalDecide(server, resumed.ApprovalUrl);
    const done = await paypalComplete(server, payer, back);
    expect(done.statusCode, done.body).toBe(200);
    expect(body(done).Data.Status).toBe("enrolled");
    // An enrolled place is no pending payment, and cannot be cancelled this way.
    expect((await eligibility(payer, s.id)).PendingPayment ?? null).toBeNull();
    expect((await cancelPending(payer, s.id)).statusCode).toBe(404);
    // The job never touches an enrolled place (it may release other tests' holds).
    server.clock.advance(60 * MINUTE);
    await releaseExpiredHolds(server.runtime.deps, server.clock.now());
    expect((await placesOf(server, payer.id))[0]?.status).toBe("enrolled");
  });

  it("cancels a self-study course's pending PayPal payment by courseId", async () => {
    const c = await course(server, { isSelfStudy: true, priceCents: 20_000 });
    const payer = await member(server, { level: 3 });
    const view = await get(server, `/api/Enrollment/CheckUserEligibleForSeminar?courseId=${c.id}&userId=${payer.id}`, {
      token: payer.token,
    });
    const total = body(view).Data.Pricing.Total;
    const res = await post(
      server,
      "/api/PayPal/CreatePaymentAsync",
      { UserId: payer.id, CourseId: c.id, AmountPaid: total },
      { token: payer.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = await post(
      server,
      `/api/Enrollment/CancelPendingEnrollment?courseId=${c.id}&userId=${payer.id}`,
      {},
      { token: payer.token },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await placesOf(server, payer.id))[0]?.status).toBe("cancelled");
  });

  it("a capture that completes after its hold was released: the place comes back only if its seat is free", async () => {
    const paypal = server.runtime.deps.paypal as { capture: typeof server.runtime.deps.paypal.capture };
    const original = paypal.capture;
    /** PayPal captures, and meanwhile the hold runs out and the job releases it (then `meanwhile` happens). */
    const slowCapture = (meanwhile: () => Promise<unknown>) => {
      paypal.capture = async (orderId, key) => {
        const result = await original(orderId, key);
        server.clock.advance(31 * MINUTE);
        await releaseExpiredHolds(server.runtime.deps, server.clock.now());
        await meanwhile();
        return result;
      };
    };
    try {
      const c = await course(server);
      const free = await seminar(server, c.id, { instructorId: instructor.id, capacity: 1 });
      const lucky = await member(server, { level: 3 });
      const back = await paypalDecide(server, (await startPaypal(lucky, free.id)).ApprovalUrl);
      slowCapture(async () => {});
      const kept = await paypalComplete(server, lucky, back);
      expect(kept.statusCode, kept.body).toBe(200);
      expect(body(kept).Data.Status).toBe("enrolled");
      expect((await placesOf(server, lucky.id))[0]).toMatchObject({ status: "enrolled", cancelledAt: null });

      const full = await seminar(server, c.id, { instructorId: instructor.id, capacity: 1 });
      const unlucky = await member(server, { level: 3 });
      const walkIn = await member(server, { level: 3 });
      const lateBack = await paypalDecide(server, (await startPaypal(unlucky, full.id)).ApprovalUrl);
      slowCapture(() => addStudents(full.id, [walkIn.email]));
      const gone = await paypalComplete(server, unlucky, lateBack);
      expect(gone.statusCode).toBe(409);
      expect(body(gone).Code).toBe("PAYPAL_CAPTURED_SEAT_GONE");
      expect((await placesOf(server, unlucky.id)).filter((place) => place.status === "enrolled")).toHaveLength(0);
      expect((await seminarById(full.id)).SeatsLeft).toBe(0);
    } finally {
      paypal.capture = original;
    }
  });

  it("the release job is scheduled every five minutes and re-queues itself", async () => {
    const due = await server.runtime.deps.db.select().from(jobs).where(eq(jobs.name, RELEASE_HOLDS_JOB));
    expect(due.length).toBeGreaterThanOrEqual(1);
    server.clock.advance(10 * MINUTE);
    await server.runtime.worker.drain();
    const after = await server.runtime.deps.db.select().from(jobs).where(eq(jobs.name, RELEASE_HOLDS_JOB));
    expect(after.filter((job) => job.doneAt !== null).length).toBeGreaterThanOrEqual(1);
    expect(after.filter((job) => job.doneAt === null && job.failedAt === null)).toHaveLength(1);
  });
});
