import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../src/modules/billing/billing.schema.ts";
import { course, member, instructor as newInstructor, seminar } from "../factories.ts";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { body, CARDS, cardFields, get, invoicesOf, outboxTo, post, successfulCharges } from "../membership/helpers.ts";
import { graduate, placesOf } from "./helpers.ts";

let server: TestServer;
let instructor: { id: number; token: string };

beforeAll(async () => {
  server = await startTestServer();
  instructor = await newInstructor(server);
});
afterAll(() => server.close());

const enrol = (user: { id: number; token: string }, payload: Record<string, unknown>, key?: string) =>
  post(
    server,
    "/api/Enrollment/EnrollCourseOrSeminar",
    { UserId: user.id, ...payload },
    { token: user.token, ...(key ? { key } : {}) },
  );

const eligibility = (user: { id: number; token: string }, seminarId: number, language?: string) =>
  get(server, `/api/Enrollment/CheckUserEligibleForSeminar?seminarId=${seminarId}&userId=${user.id}`, {
    token: user.token,
    ...(language ? { language } : {}),
  });

describe("Enrollment/CheckUserEligibleForSeminar", () => {
  it("answers eligible with the item, seats and the plan's price", async () => {
    const student = await member(server, { level: 3 });
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructor.id, capacity: 4, priceCents: 30_000 });
    const res = await eligibility(student, s.id);
    expect(res.statusCode).toBe(200);
    const data = body(res).Data;
    expect(data).toMatchObject({ IsEligible: true, Code: null, Reason: null, SeatsLeft: 4 });
    expect(data.Item).toMatchObject({ Kind: "seminar", SeminarId: s.id, CourseId: c.id, Title: c.title });
    expect(data.Pricing).toEqual({
      Price: 300,
      RetakePercent: 0,
      RetakeDiscount: 0,
      Total: 300,
      IsRetake: false,
      Currency: "USD",
    });
  });

  it("prices a seminar at its plan's share of the course's visitor price, and charges that (ADR 0062)", async () => {
    const standard = await member(server, { level: 3 });
    const c = await course(server, { planDiscount: 0.1 });
    const s = await seminar(server, c.id, { instructorId: instructor.id, priceCents: 30_000 });
    expect(body(await eligibility(standard, s.id)).Data.Pricing).toMatchObject({ Price: 270, Total: 270 });
    const paid = await enrol(standard, { SeminarId: s.id, AmountPaid: 270, ...cardFields() });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await invoicesOf(server, standard.id)).at(-1)).toMatchObject({ kind: "seminar", totalCents: 27_000 });
    // The retake discount comes after the plan's share: 400 → 360 → 75% off.
    const practitioner = await member(server, { level: 4 });
    await graduate(server, practitioner.id, c.id);
    const retake = await seminar(server, c.id, { instructorId: instructor.id, priceCents: 40_000 });
    expect(body(await eligibility(practitioner, retake.id)).Data.Pricing).toMatchObject({
      Price: 360,
      RetakePercent: 75,
      RetakeDiscount: 270,
      Total: 90,
    });
  });

  it("names the failing rule with a translated reason", async () => {
    const starter = await member(server, { level: 1, language: "de" });
    const advanced = await course(server, { level: "advanced" });
    const s = await seminar(server, advanced.id, { instructorId: instructor.id });
    const de = body(await eligibility(starter, s.id, "de")).Data;
    expect(de).toMatchObject({ IsEligible: false, Code: "advancedNotAllowed" });
    expect(de.Reason).toContain("Standard");
    expect(de.Reason).toContain("Mitgliedschaft");
  });

  it("lists the missing prerequisites, and lets the student in once they are completed", async () => {
    const student = await member(server, { level: 3 });
    const first = await course(server);
    const second = await course(server, { requires: [first.id] });
    const s = await seminar(server, second.id, { instructorId: instructor.id });
    const before = body(await eligibility(student, s.id)).Data;
    expect(before).toMatchObject({ IsEligible: false, Code: "prerequisitesMissing" });
    expect(before.MissingCourses).toEqual([{ Id: first.id, Title: first.title }]);
    expect(before.Reason).toContain(first.title);
    await graduate(server, student.id, first.id);
    expect(body(await eligibility(student, s.id)).Data.IsEligible).toBe(true);
  });

  it("refuses past and cancelled seminars and unknown ones", async () => {
    const student = await member(server, { level: 3 });
    const c = await course(server);
    const past = await seminar(server, c.id, { instructorId: instructor.id, inDays: -3 });
    expect(body(await eligibility(student, past.id)).Data.Code).toBe("past");
    const missing = await eligibility(student, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(body(missing).Code).toBe("ENROLLMENT_NOT_FOUND");
  });

  it("is for the student or an administrator only; bad ids are 400", async () => {
    const student = await member(server, { level: 3 });
    const other = await confirmedMember(server);
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructor.id });
    const res = await get(
      server,
      `/api/Enrollment/CheckUserEligibleForSeminar?seminarId=${s.id}&userId=${student.id}`,
      {
        token: other.token,
      },
    );
    expect([403, 404]).toContain(res.statusCode);
    const admin = await adminToken(server);
    const asAdmin = await get(
      server,
      `/api/Enrollment/CheckUserEligibleForSeminar?seminarId=${s.id}&userId=${student.id}`,
      {
        token: admin.token,
      },
    );
    expect(asAdmin.statusCode).toBe(200);
    const bad = await get(server, `/api/Enrollment/CheckUserEligibleForSeminar?seminarId=abc&userId=${student.id}`, {
      token: student.token,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("Enrollment/EnrollCourseOrSeminar", () => {
  it("charges the card the server's price, enrols, writes one invoice and one receipt mail", async () => {
    const student = await member(server, { level: 3 });
    const advanced = await course(server, { level: "advanced" });
    const s = await seminar(server, advanced.id, { instructorId: instructor.id, priceCents: 45_000 });
    const chargesBefore = await successfulCharges(server);
    const res = await enrol(student, { SeminarId: s.id, AmountPaid: 450, ...cardFields() });
    expect(res.statusCode, res.body).toBe(200);
    const data = body(res).Data;
    expect(data).toMatchObject({ Status: "enrolled", SeminarId: s.id, AmountPaid: 450 });
    expect(data.PdfUrl).toBe(`/api/Invoices/DownloadInvoicePdf/${data.InvoiceId}`);
    expect(await successfulCharges(server)).toBe(chargesBefore + 1);
    const invoices = await invoicesOf(server, student.id);
    const invoice = invoices.at(-1);
    expect(invoice).toMatchObject({ kind: "seminar", seminarId: s.id, totalCents: 45_000, last4: "4242" });
    expect(invoice?.lines).toEqual([{ kind: "seminar", title: advanced.title, amountCents: 45_000 }]);
    const mails = (await outboxTo(server, student.email)).filter((mail) =>
      mail.subject.includes(invoice?.invoiceNumber ?? "?"),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(advanced.title);
    // The invoice PDF renders for its owner.
    const pdf = await server.call({ method: "GET", url: data.PdfUrl, token: student.token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
  });

  it("gives a Practitioner's retake 75% off, shown as its own invoice line", async () => {
    const student = await member(server, { level: 4 });
    const c = await course(server);
    await graduate(server, student.id, c.id);
    const s = await seminar(server, c.id, { instructorId: instructor.id, priceCents: 40_000 });
    const quote = body(await eligibility(student, s.id)).Data.Pricing;
    expect(quote).toMatchObject({ Price: 400, RetakePercent: 75, RetakeDiscount: 300, Total: 100, IsRetake: true });
    const res = await enrol(student, { SeminarId: s.id, AmountPaid: 100, ...cardFields() });
    expect(res.statusCode, res.body).toBe(200);
    const invoice = (await invoicesOf(server, student.id)).at(-1);
    expect(invoice?.lines).toEqual([
      { kind: "seminar", title: c.title, amountCents: 40_000 },
      { kind: "retakeDiscount", percent: 75, amountCents: -30_000 },
    ]);
    expect(invoice).toMatchObject({ subtotalCents: 40_000, discountCents: 30_000, totalCents: 10_000 });
    const places = await placesOf(server, student.id);
    expect(places.find((p) => p.seminarId === s.id)?.isRetake).toBe(true);
  });

  it("refuses an amount that is not the server's price, and a Starter in an advanced seminar", async () => {
    const student = await member(server, { level: 3 });
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructor.id, priceCents: 40_000 });
    const wrong = await enrol(student, { SeminarId: s.id, AmountPaid: 1, ...cardFields() });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).Code).toBe("AMOUNT_MISMATCH");
    const starter = await member(server, { level: 1 });
    const advanced = await course(server, { level: "advanced" });
    const s2 = await seminar(server, advanced.id, { instructorId: instructor.id });
    const refused = await enrol(starter, { SeminarId: s2.id, AmountPaid: 400, ...cardFields() });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).Code).toBe("ENROLLMENT_ADVANCED_NOT_ALLOWED");
    expect(body(refused).Message).toContain("Standard");
    expect(await placesOf(server, starter.id)).toEqual([]);
  });

  it("answers 400 for bad input: neither or both items, a bad card", async () => {
    const student = await member(server, { level: 3 });
    const neither = await enrol(student, { AmountPaid: 1, ...cardFields() });
    expect(neither.statusCode).toBe(400);
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructor.id });
    const both = await enrol(student, { SeminarId: s.id, CourseId: c.id, AmountPaid: 400, ...cardFields() });
    expect(both.statusCode).toBe(400);
    const badCard = await enrol(student, { SeminarId: s.id, AmountPaid: 400, ...cardFields({ CardNumber: "1234" }) });
    expect(badCard.statusCode).toBe(400);
    expect(await placesOf(server, student.id)).toEqual([]);
  });

  it("gives the seat back when the card is declined", async () => {
    const student = await member(server, { level: 3 });
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructor.id, capacity: 1 });
    const declined = await enrol(student, {
      SeminarId: s.id,
      AmountPaid: 400,
      ...cardFields({ CardNumber: CARDS.declined }),
    });
    expect(declined.statusCode).toBe(400);
    expect(body(declined).Code).toBe("CARD_DECLINED");
    expect(body(await eligibility(student, s.id)).Data).toMatchObject({ IsEligible: true, SeatsLeft: 1 });
    const retry = await enrol(student, { SeminarId: s.id, AmountPaid: 400, ...cardFields() });
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it("refuses a second place for the same student, and a full seminar", async () => {
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructor.id, capacity: 1 });
    const first = await member(server, { level: 3 });
    expect((await enrol(first, { SeminarId: s.id, AmountPaid: 400, ...cardFields() })).statusCode).toBe(200);
    const again = await enrol(first, { SeminarId: s.id, AmountPaid: 400, ...cardFields() });
    expect(again.statusCode).toBe(409);
    expect(body(again).Code).toBe("ENROLLMENT_ALREADY_ENROLLED");
    const second = await member(server, { level: 3 });
    const full = await enrol(second, { SeminarId: s.id, AmountPaid: 400, ...cardFields() });
    expect(full.statusCode).toBe(409);
    expect(body(full).Code).toBe("ENROLLMENT_FULL");
  });

  it("enrols in a free seminar without a card, and in a self-study course at the plan price", async () => {
    const student = await member(server, { level: 3 });
    const c = await course(server);
    const free = await seminar(server, c.id, { instructorId: instructor.id, priceCents: 0 });
    const res = await enrol(student, { SeminarId: free.id, AmountPaid: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).Data).toMatchObject({ Status: "enrolled", InvoiceId: null, AmountPaid: 0 });
    const selfStudy = await course(server, { isSelfStudy: true, priceCents: 20_000, planDiscount: 0.1 });
    const paid = await enrol(student, { CourseId: selfStudy.id, AmountPaid: 180, ...cardFields() });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await invoicesOf(server, student.id)).at(-1)).toMatchObject({ kind: "course", totalCents: 18_000 });
    // A taught course is bought through one of its seminars, not on its own.
    const taught = await enrol(student, { CourseId: c.id, AmountPaid: 450, ...cardFields() });
    expect(taught.statusCode).toBe(404);
  });

  it("answers a retry with the same Idempotency-Key with the first receipt, charging once", async () => {
    const student = await member(server, { level: 3 });
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructor.id });
    const before = await successfulCharges(server);
    const first = await enrol(student, { SeminarId: s.id, AmountPaid: 400, ...cardFields() }, "enrol-key-1");
    const retry = await enrol(student, { SeminarId: s.id, AmountPaid: 400, ...cardFields() }, "enrol-key-1");
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(body(retry).Data).toEqual(body(first).Data);
    expect(await successfulCharges(server)).toBe(before + 1);
  });

  it("sells the last seat once under 20 parallel enrolments", async () => {
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructor.id, capacity: 1 });
    const students = await Promise.all(Array.from({ length: 20 }, () => member(server, { level: 3 })));
    const before = await successfulCharges(server);
    const answers = await Promise.all(
      students.map((student) => enrol(student, { SeminarId: s.id, AmountPaid: 400, ...cardFields() })),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409).every((res) => body(res).Code === "ENROLLMENT_FULL")).toBe(
      true,
    );
    expect(await successfulCharges(server)).toBe(before + 1);
    const sold = await server.runtime.deps.db.select().from(payments).where(eq(payments.seminarId, s.id));
    expect(sold).toHaveLength(1);
  }, 60_000);
});

describe("Enrollment/EnrollNonIBAPaymentSeminar", () => {
  it("lets the instructor record a student who paid them, without a charge", async () => {
    const student = await member(server, { level: 3 });
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructor.id, paymentMode: "instructor" });
    const url = `/api/Enrollment/EnrollNonIBAPaymentSeminar?seminarId=${s.id}&userId=${student.id}&PaidAmount=250`;
    const res = await post(server, url, {}, { token: instructor.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).Data).toMatchObject({ Status: "enrolled", AmountPaid: 250, InvoiceId: null });
    const [place] = await placesOf(server, student.id);
    expect(place).toMatchObject({ source: "nonAssociation", paidCents: 25_000, paymentId: null });
    // The student can't check out at the association for it.
    expect(body(await eligibility(student, s.id)).Data.Code).toBe("nonAssociation");
    expect((await post(server, url, {}, { token: instructor.token })).statusCode).toBe(409);
  });

  it("refuses other members, association seminars and bad amounts", async () => {
    const student = await member(server, { level: 3 });
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructor.id, paymentMode: "instructor" });
    const url = (amount: string, id = s.id) =>
      `/api/Enrollment/EnrollNonIBAPaymentSeminar?seminarId=${id}&userId=${student.id}&PaidAmount=${amount}`;
    expect((await post(server, url("250"), {}, { token: student.token })).statusCode).toBe(403);
    expect((await post(server, url("-5"), {}, { token: instructor.token })).statusCode).toBe(400);
    expect((await post(server, url("abc"), {}, { token: instructor.token })).statusCode).toBe(400);
    const association = await seminar(server, c.id, { instructorId: instructor.id });
    const refused = await post(server, url("250", association.id), {}, { token: instructor.token });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).Code).toBe("ENROLLMENT_ASSOCIATION_SEMINAR");
    expect((await post(server, url("250", 999_999), {}, { token: instructor.token })).statusCode).toBe(404);
  });
});

describe("Enrollment/GetEnrolledCourseOrSeminarByUserId", () => {
  it("lists upcoming dates first ascending, then past dates descending", async () => {
    const student = await member(server, { level: 3 });
    const c = await course(server);
    const make = (inDays: number) => seminar(server, c.id, { instructorId: instructor.id, inDays, priceCents: 0 });
    const later = await make(40);
    const soon = await make(5);
    // Past places come from graduation (the seminars slice); written directly here.
    const db = server.runtime.deps.db;
    const recent = await make(-10);
    const old = await make(-100);
    const { enrollments } = await import("../../src/modules/enrollment/enrollment.schema.ts");
    for (const s of [recent, old]) {
      await db
        .insert(enrollments)
        .values({ userId: student.id, courseId: c.id, seminarId: s.id, status: "enrolled", source: "free" });
    }
    for (const s of [later, soon])
      expect((await enrol(student, { SeminarId: s.id, AmountPaid: 0 })).statusCode).toBe(200);
    const res = await get(server, `/api/Enrollment/GetEnrolledCourseOrSeminarByUserId?userId=${student.id}`, {
      token: student.token,
    });
    expect(res.statusCode).toBe(200);
    const list = body(res).Data.List as { SeminarId: number }[];
    expect(list.map((item) => item.SeminarId)).toEqual([soon.id, later.id, recent.id, old.id]);
    const other = await confirmedMember(server);
    const refused = await get(server, `/api/Enrollment/GetEnrolledCourseOrSeminarByUserId?userId=${student.id}`, {
      token: other.token,
    });
    expect([403, 404]).toContain(refused.statusCode);
  });
});
