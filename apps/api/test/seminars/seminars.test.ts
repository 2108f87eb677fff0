import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../../../../packages/domain/src/testing/xss-payloads.ts";
import { gatewaySandboxOperations, payments } from "../../src/modules/billing/billing.schema.ts";
import { coursesRepository } from "../../src/modules/courses/courses.repository.ts";
import { enrollments } from "../../src/modules/enrollment/enrollment.schema.ts";
import { notifications } from "../../src/modules/notifications/notifications.schema.ts";
import { instructor, member } from "../factories.ts";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { body, CARDS, outboxTo } from "../membership/helpers.ts";

/** Seminars and the instructor's tools (ADR 0030): every call, who may make it, bad input, capacity, limits. */
let server: TestServer;
type User = { id: number; token: string; email: string };
let instructorA: User;
let instructorB: User;
let plain: User;
let admin: { id: number; token: string };
let courseId: number;
let otherCourseId: number;

// The test clock reads 2026-11-21T10:00Z.
const seminar = (overrides: Record<string, unknown> = {}) => ({
  CourseId: courseId,
  Capacity: 3,
  Price: 450,
  Currency: "EUR",
  Language: "en",
  Format: "inPerson",
  Venue: "Healing Arts Centre",
  Address: "14 Merrion Square",
  City: "Dublin",
  Country: "Ireland",
  TimeZone: "Europe/Dublin",
  Notes: "Bring a blanket & water.",
  PaymentMode: "association",
  Dates: [
    { Start: "2026-12-05T09:00", End: "2026-12-05T17:00" },
    { Start: "2026-12-06T09:00", End: "2026-12-06T16:00" },
  ],
  ...overrides,
});

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, payload?: unknown) =>
  server.call({
    method,
    url,
    ...(token ? { token } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function addSeminar(token: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await call("POST", "/api/Seminar/AddSeminar", token, seminar(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return body(res).Data.Id as number;
}

async function addStudents(token: string, seminarId: number, emails: string[]) {
  return call("POST", "/api/Seminar/AddStudents", token, { SeminarId: seminarId, Emails: emails });
}

beforeAll(async () => {
  server = await startTestServer({ rateLimitFactor: 1 });
  const db = server.runtime.deps.db;
  const category = await coursesRepository.insertCategory(db, {
    name: "Foundations",
    slug: "foundations",
    sortOrder: 1,
  });
  courseId = (
    await coursesRepository.insertCourse(db, {
      categoryId: category.id,
      title: "Foundations of Healing Touch",
      level: "beginner",
      ceCredits: 12,
      priceCents: 45000,
    })
  ).id;
  otherCourseId = (
    await coursesRepository.insertCourse(db, {
      categoryId: category.id,
      title: "Anatomy for Practitioners",
      level: "beginner",
      ceCredits: 8,
      priceCents: 30000,
    })
  ).id;
  instructorA = await instructor(server);
  instructorB = await instructor(server);
  plain = await member(server, { level: 3 });
  admin = await adminToken(server);
});
afterAll(() => server.close());

describe("AddSeminar and the instructor's list", () => {
  it("lets an instructor add a seminar and answers it with dates, seats left and the display dates", async () => {
    const id = await addSeminar(instructorA.token);
    const res = await call("GET", `/api/Seminar/GetSeminarById?id=${id}`);
    expect(res.statusCode).toBe(200);
    const data = body(res).Data;
    expect(data).toMatchObject({
      CourseTitle: "Foundations of Healing Touch",
      InstructorId: instructorA.id,
      Capacity: 3,
      SeatsLeft: 3,
      Price: 450,
      Currency: "EUR",
      Country: "Ireland",
      DisplayFrom: "2026-12-05",
      DisplayTo: "2026-12-06",
      IsUpcoming: true,
      Status: "scheduled",
    });
    expect(data.SeminarDateAndTimes).toEqual([
      { Start: "2026-12-05T09:00:00.000Z", End: "2026-12-05T17:00:00.000Z", Date: "2026-12-05", Year: 2026, Month: 12 },
      { Start: "2026-12-06T09:00:00.000Z", End: "2026-12-06T16:00:00.000Z", Date: "2026-12-06", Year: 2026, Month: 12 },
    ]);
  });

  it("refuses members below the instructor level (403) and visitors (401)", async () => {
    const member = await call("POST", "/api/Seminar/AddSeminar", plain.token, seminar());
    expect(member.statusCode).toBe(403);
    expect(body(member).Message).toBe("Only instructors can add and manage seminars.");
    expect((await call("POST", "/api/Seminar/AddSeminar", undefined, seminar())).statusCode).toBe(401);
  });

  it("refuses bad input with translated field messages", async () => {
    const res = await call(
      "POST",
      "/api/Seminar/AddSeminar",
      instructorA.token,
      seminar({ Capacity: 0, OnlineLink: "http://x.example", Dates: [] }),
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(body(res))).toContain("Capacity is a whole number from 1 to 500.");
    const unknownCourse = await call(
      "POST",
      "/api/Seminar/AddSeminar",
      instructorA.token,
      seminar({ CourseId: 999_999 }),
    );
    expect(unknownCourse.statusCode).toBe(400);
    expect(JSON.stringify(body(unknownCourse))).toContain("This course does not exist.");
    const unknownCoordinator = await call(
      "POST",
      "/api/Seminar/AddSeminar",
      instructorA.token,
      seminar({ CoordinatorEmail: "nobody@nowhere.example" }),
    );
    expect(unknownCoordinator.statusCode).toBe(400);
    const spanish = await server.call({
      method: "POST",
      url: "/api/Seminar/AddSeminar",
      token: instructorA.token,
      headers: { "accept-language": "es" },
      payload: seminar({ Format: "online", City: null, Country: null }),
    });
    expect(JSON.stringify(body(spanish))).toContain("Un seminario en línea necesita su enlace.");
  });

  it("lists an instructor's own seminars only; an administrator sees every one; a member is refused", async () => {
    const bId = await addSeminar(instructorB.token, { CourseId: otherCourseId });
    const mine = body(await call("GET", "/api/Seminar/GetAllSeminar/1", instructorA.token)).Data;
    expect(mine.List.every((item: { InstructorId: number }) => item.InstructorId === instructorA.id)).toBe(true);
    expect(mine.List.map((item: { Id: number }) => item.Id)).not.toContain(bId);
    const all = body(await call("GET", "/api/Seminar/GetAllSeminar/1?pageSize=100", admin.token)).Data;
    expect(all.List.map((item: { Id: number }) => item.Id)).toContain(bId);
    expect((await call("GET", "/api/Seminar/GetAllSeminar/1", plain.token)).statusCode).toBe(403);
  });
});

describe("EditSeminar", () => {
  it("lets the owner edit, and refuses another instructor and a member", async () => {
    const id = await addSeminar(instructorA.token);
    const edited = await call("PUT", "/api/Seminar/EditSeminar", instructorA.token, {
      ...seminar({ Capacity: 10 }),
      Id: id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(body(await call("GET", `/api/Seminar/GetSeminarById?id=${id}`)).Data.Capacity).toBe(10);
    for (const token of [instructorB.token, plain.token]) {
      const res = await call("PUT", "/api/Seminar/EditSeminar", token, { ...seminar({ Capacity: 1 }), Id: id });
      expect([403, 404]).toContain(res.statusCode);
    }
    expect(body(await call("GET", `/api/Seminar/GetSeminarById?id=${id}`)).Data.Capacity).toBe(10);
  });

  it("never lowers the capacity below the students enrolled", async () => {
    const id = await addSeminar(instructorA.token);
    const students = [await confirmedMember(server), await confirmedMember(server)];
    expect(
      (
        await addStudents(
          instructorA.token,
          id,
          students.map((s) => s.email),
        )
      ).statusCode,
    ).toBe(200);
    const res = await call("PUT", "/api/Seminar/EditSeminar", instructorA.token, {
      ...seminar({ Capacity: 1 }),
      Id: id,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("students: add, list, remove, graduate", () => {
  it("adds existing members by e-mail, lists back unknown and already-enrolled addresses", async () => {
    const id = await addSeminar(instructorA.token);
    const student = await confirmedMember(server);
    const res = await addStudents(instructorA.token, id, [student.email.toUpperCase(), "ghost@nowhere.example"]);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).Data).toEqual({
      Added: [student.email],
      AlreadyEnrolled: [],
      NotFound: ["ghost@nowhere.example"],
    });
    const again = body(await addStudents(instructorA.token, id, [student.email])).Data;
    expect(again.AlreadyEnrolled).toEqual([student.email]);
    const list = body(
      await call("GET", `/api/Seminar/GetStudent?seminarId=${id}&page=1&pageSize=10`, instructorA.token),
    ).Data;
    expect(list.TotalCount).toBe(1);
    expect(list.List[0]).toMatchObject({
      UserId: student.id,
      Email: student.email,
      Status: "enrolled",
      Source: "instructor",
    });
    expect(body(await call("GET", `/api/Seminar/GetSeminarById?id=${id}`)).Data.SeatsLeft).toBe(2);
  });

  it("is all or nothing against the capacity, and never oversells under parallel calls", async () => {
    const id = await addSeminar(instructorA.token, { Capacity: 2 });
    const people = await Promise.all([1, 2, 3, 4].map(() => confirmedMember(server)));
    const tooMany = await addStudents(
      instructorA.token,
      id,
      people.slice(0, 3).map((p) => p.email),
    );
    expect(tooMany.statusCode).toBe(409);
    expect(body(tooMany).Message).toBe("There are not enough seats left for these students.");
    const results = await Promise.all(people.map((p) => addStudents(instructorA.token, id, [p.email])));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
    const [live] = await server.runtime.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(enrollments)
      .where(and(eq(enrollments.seminarId, id), eq(enrollments.status, "enrolled")));
    expect(live?.n).toBe(2);
    expect(body(await call("GET", `/api/Seminar/GetSeminarById?id=${id}`)).Data.SeatsLeft).toBe(0);
  });

  it("keeps another instructor and members out of the list and its changes", async () => {
    const id = await addSeminar(instructorA.token);
    const student = await confirmedMember(server);
    for (const token of [instructorB.token, plain.token]) {
      expect([403, 404]).toContain((await addStudents(token, id, [student.email])).statusCode);
      expect([403, 404]).toContain((await call("GET", `/api/Seminar/GetStudent?seminarId=${id}`, token)).statusCode);
      expect([403, 404]).toContain(
        (await call("POST", "/api/Seminar/GraduateStudents", token, { SeminarId: id, StudentIds: [student.id] }))
          .statusCode,
      );
      expect([403, 404]).toContain(
        (await call("DELETE", `/api/Seminar/DeleteStudent?studentId=${student.id}&seminarId=${id}`, token)).statusCode,
      );
      expect([403, 404]).toContain((await call("DELETE", `/api/Seminar/DeleteSeminar/${id}`, token)).statusCode);
    }
    expect((await call("GET", "/api/Seminar/GetStudent?seminarId=999999", instructorA.token)).statusCode).toBe(404);
    expect((await addStudents(instructorA.token, 999_999, [student.email])).statusCode).toBe(404);
  });

  it("graduates with the course's CE credits at that moment, once; a graduate cannot be removed", async () => {
    const id = await addSeminar(instructorA.token);
    const [one, two] = [await confirmedMember(server), await confirmedMember(server)];
    await addStudents(instructorA.token, id, [one.email, two.email]);
    const res = await call("POST", "/api/Seminar/GraduateStudents", instructorA.token, {
      SeminarId: id,
      StudentIds: [one.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).Data).toEqual({ Graduated: 1 });
    const again = await call("POST", "/api/Seminar/GraduateStudents", instructorA.token, {
      SeminarId: id,
      StudentIds: [one.id],
    });
    expect(body(again).Data).toEqual({ Graduated: 0 });
    const [row] = await server.runtime.deps.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.seminarId, id), eq(enrollments.userId, one.id)));
    expect(row).toMatchObject({ ceCreditsAwarded: 12, graduatedBy: instructorA.id });
    expect(row?.graduatedAt).not.toBeNull();
    const removeGraduate = await call(
      "DELETE",
      `/api/Seminar/DeleteStudent?studentId=${one.id}&seminarId=${id}`,
      instructorA.token,
    );
    expect(removeGraduate.statusCode).toBe(409);
    const remove = await call(
      "DELETE",
      `/api/Seminar/DeleteStudent?studentId=${two.id}&seminarId=${id}`,
      instructorA.token,
    );
    expect(remove.statusCode).toBe(200);
    const missing = await call(
      "DELETE",
      `/api/Seminar/DeleteStudent?studentId=${two.id}&seminarId=${id}`,
      instructorA.token,
    );
    expect(missing.statusCode).toBe(404);
    expect(
      (await call("POST", "/api/Seminar/GraduateStudents", instructorA.token, { SeminarId: id, StudentIds: [] }))
        .statusCode,
    ).toBe(400);
    const cancel = await call("DELETE", `/api/Seminar/DeleteSeminar/${id}`, instructorA.token);
    expect(cancel.statusCode).toBe(409);
    expect(body(cancel).Message).toBe("A seminar with graduates cannot be cancelled.");
  });

  it("answers a member's own place (GetSeminarBySeminarIdAndUserId), and refuses another member", async () => {
    const id = await addSeminar(instructorA.token);
    const student = await confirmedMember(server);
    await addStudents(instructorA.token, id, [student.email]);
    const own = await call(
      "GET",
      `/api/Seminar/GetSeminarBySeminarIdAndUserId?seminarId=${id}&userId=${student.id}`,
      student.token,
    );
    expect(own.statusCode).toBe(200);
    expect(body(own).Data.Enrollment).toMatchObject({ Status: "enrolled", GraduatedAt: null });
    const other = await call(
      "GET",
      `/api/Seminar/GetSeminarBySeminarIdAndUserId?seminarId=${id}&userId=${student.id}`,
      plain.token,
    );
    expect(other.statusCode).toBe(403);
  });

  it("records an off-line payment on an association seminar only", async () => {
    const id = await addSeminar(instructorA.token);
    const student = await confirmedMember(server);
    await addStudents(instructorA.token, id, [student.email]);
    const res = await call("POST", "/api/Seminar/PaySeminarManual", instructorA.token, {
      SeminarId: id,
      UserId: student.id,
      PaidAmount: 120.5,
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = body(await call("GET", `/api/Seminar/GetStudent?seminarId=${id}`, instructorA.token)).Data;
    expect(list.List[0].PaidAmount).toBe(120.5);
    const nonAssociation = await addSeminar(instructorA.token, { PaymentMode: "instructor" });
    await addStudents(instructorA.token, nonAssociation, [student.email]);
    const refused = await call("POST", "/api/Seminar/PaySeminarManual", instructorA.token, {
      SeminarId: nonAssociation,
      UserId: student.id,
      PaidAmount: 10,
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe("coordinators", () => {
  it("a coordinator named on the seminar without an active link sees nothing and changes nothing (ADR 0053)", async () => {
    const coordinator = await confirmedMember(server);
    const id = await addSeminar(instructorA.token, { CoordinatorEmail: coordinator.email });
    const list = body(await call("GET", "/api/Seminar/GetAllSeminarByCoordinatorId", coordinator.token)).Data;
    expect(list.List).toEqual([]);
    expect((await call("GET", `/api/Seminar/GetStudent?seminarId=${id}`, coordinator.token)).statusCode).toBe(403);
    expect([403, 404]).toContain((await addStudents(coordinator.token, id, [plain.email])).statusCode);
  });
});

describe("public lists", () => {
  it("group by course, 10 groups a page, with filters; past and cancelled seminars stay out of 'upcoming'", async () => {
    const online = await addSeminar(instructorA.token, {
      Format: "online",
      City: null,
      Country: null,
      OnlineLink: "https://meet.example/anatomy",
      CourseId: otherCourseId,
      Language: "de",
    });
    const past = await addSeminar(instructorA.token, {
      Dates: [{ Start: "2026-10-01T09:00", End: "2026-10-01T17:00" }],
    });
    const res = await call("GET", "/api/Seminar/GetAllSeminarGroupByCourses");
    expect(res.statusCode).toBe(200);
    const data = body(res).Data;
    expect(data.PageSize).toBe(10);
    expect(data.List.map((group: { CourseTitle: string }) => group.CourseTitle)).toEqual([
      "Anatomy for Practitioners",
      "Foundations of Healing Touch",
    ]);
    const ids = data.List.flatMap((group: { Seminars: { Id: number }[] }) => group.Seminars.map((s) => s.Id));
    expect(ids).toContain(online);
    expect(ids).not.toContain(past);
    const filters = encodeURIComponent(JSON.stringify({ Format: "online", Language: "de" }));
    const filtered = body(await call("GET", `/api/Seminar/GetAllSeminarGroupByCourses?filters=${filters}`)).Data;
    expect(filtered.List.flatMap((g: { Seminars: { Id: number }[] }) => g.Seminars.map((s) => s.Id))).toEqual([online]);
    const pastFilter = encodeURIComponent(JSON.stringify({ When: "past" }));
    const pastList = body(await call("GET", `/api/Seminar/GetAllSeminarGroupByCourses?filters=${pastFilter}`)).Data;
    const pastItem = pastList.List.flatMap(
      (g: { Seminars: { Id: number; DisplayFrom: string | null }[] }) => g.Seminars,
    )[0];
    expect(pastItem).toMatchObject({ Id: past, DisplayFrom: null, IsUpcoming: false });
    const byCourse = encodeURIComponent(JSON.stringify({ CourseId: otherCourseId }));
    const one = body(await call("GET", `/api/Seminar/GetAllSeminarGroupByCourses?filters=${byCourse}`)).Data;
    expect(one.TotalCount).toBe(1);
    expect(
      (await call("GET", "/api/Seminar/GetAllSeminarGroupByCourses?filters=%7B%22Price%22%3A1%7D")).statusCode,
    ).toBe(400);
  });

  it("group every seminar by the month of its first day (GetAllSeminarByGroup)", async () => {
    await addSeminar(instructorA.token, { Dates: [{ Start: "2027-01-10T09:00", End: "2027-01-10T17:00" }] });
    const res = await call("GET", "/api/Seminar/GetAllSeminarByGroup?pageSize=all");
    expect(res.statusCode).toBe(200);
    const months = body(res).Data.List as {
      Year: number;
      Month: number;
      Seminars: { CourseId: number; Course: { Id: number } }[];
    }[];
    expect(months.map((m) => `${m.Year}-${m.Month}`)).toEqual(["2026-12", "2027-1"]);
    // Spec 001 §3 reads each seminar's course as Course.Id.
    for (const seminar of months.flatMap((m) => m.Seminars)) expect(seminar.Course).toEqual({ Id: seminar.CourseId });
  });

  it("answers 404 for an unknown seminar and 400 for a bad id", async () => {
    expect((await call("GET", "/api/Seminar/GetSeminarById?id=999999")).statusCode).toBe(404);
    expect((await call("GET", "/api/Seminar/GetSeminarById?id=abc")).statusCode).toBe(400);
  });

  it("lists the courses an instructor teaches (CourseTaught)", async () => {
    const res = await call("GET", `/api/CourseTaught?id=${instructorA.id}`);
    expect(res.statusCode).toBe(200);
    const titles = (body(res).Data as { CourseTitle: string; Seminars: number }[]).map((c) => c.CourseTitle);
    expect(titles).toEqual(["Anatomy for Practitioners", "Foundations of Healing Touch"]);
  });
});

describe("SendEmailToStudents", () => {
  it("mails each student in their language with the instructor's words escaped, through the queue, 5 an hour", async () => {
    const teacher = await instructor(server);
    const id = await addSeminar(teacher.token);
    const german = await member(server, { level: 2, language: "de" });
    const english = await confirmedMember(server);
    await addStudents(teacher.token, id, [german.email, english.email]);
    const payload = XSS_PAYLOADS[0] as string;
    const before = (await outboxTo(server, english.email)).length;
    const res = await call("POST", "/api/Seminar/SendEmailToStudents", teacher.token, {
      SeminarId: id,
      Subject: "Room change",
      Message: `We meet in room 2. ${payload}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await outboxTo(server, english.email)).toHaveLength(before);
    await server.runtime.worker.drain();
    const [toGerman] = (await outboxTo(server, german.email)).slice(-1);
    const [toEnglish] = (await outboxTo(server, english.email)).slice(-1);
    expect(toEnglish?.subject).toBe("Foundations of Healing Touch: Room change");
    expect(toEnglish?.text).toContain(`We meet in room 2. ${payload}`);
    expect(toEnglish?.html).not.toContain(payload);
    expect(toGerman?.text).toContain("Ihre lehrende Person");
    for (let i = 0; i < 4; i += 1) {
      const more = await call("POST", "/api/Seminar/SendEmailToStudents", teacher.token, {
        SeminarId: id,
        Subject: "s",
        Message: "m",
      });
      expect(more.statusCode).toBe(200);
    }
    const limited = await call("POST", "/api/Seminar/SendEmailToStudents", teacher.token, {
      SeminarId: id,
      Subject: "s",
      Message: "m",
    });
    expect(limited.statusCode).toBe(429);
    const empty = await call("POST", "/api/Seminar/SendEmailToStudents", instructorA.token, {
      SeminarId: id,
      Subject: "",
      Message: "",
    });
    expect([400, 403, 404]).toContain(empty.statusCode);
  });
});

describe("DeleteSeminar (cancellation)", () => {
  async function paidPlace(seminarId: number, student: User, n: number) {
    const db = server.runtime.deps.db;
    const charged = await server.runtime.deps.gateway.charge(
      { number: CARDS.visa, cvv: "123", expMonth: 12, expYear: 2030, holderName: "Ana Souza" },
      45000,
      `test-seminar-charge-${seminarId}-${n}`,
    );
    if (!charged.ok) throw new Error("test charge declined");
    const [payment] = await db
      .insert(payments)
      .values({
        invoiceNumber: `SEM-TEST-${seminarId}-${n}`,
        userId: student.id,
        membershipId: 0,
        kind: "signup",
        lines: [],
        subtotalCents: 45000,
        discountCents: 0,
        totalCents: 45000,
        currency: "EUR",
        gatewayChargeId: charged.chargeId,
      })
      .returning();
    await db.insert(enrollments).values({
      userId: student.id,
      courseId,
      seminarId,
      status: "enrolled",
      source: "card",
      paymentId: payment?.id,
      paidCents: 45000,
      currency: "EUR",
    });
    return payment?.id as number;
  }

  it("refunds every paid place exactly once even when called twice in parallel, tells and mails the students", async () => {
    const id = await addSeminar(instructorA.token, { Capacity: 5 });
    const paidOne = await confirmedMember(server);
    const paidTwo = await confirmedMember(server);
    const added = await confirmedMember(server);
    const paymentIds = [await paidPlace(id, paidOne, 1), await paidPlace(id, paidTwo, 2)];
    await addStudents(instructorA.token, id, [added.email]);
    const refundsBefore = await refundCount();
    const [first, second] = await Promise.all([
      call("DELETE", `/api/Seminar/DeleteSeminar/${id}`, instructorA.token),
      call("DELETE", `/api/Seminar/DeleteSeminar/${id}`, instructorA.token),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(body(first).Data.Refunded + body(second).Data.Refunded).toBe(2);
    expect((await refundCount()) - refundsBefore).toBe(2);
    const again = await call("DELETE", `/api/Seminar/DeleteSeminar/${id}`, instructorA.token);
    expect(body(again).Data.Refunded).toBe(0);
    expect((await refundCount()) - refundsBefore).toBe(2);
    const db = server.runtime.deps.db;
    const places = await db.select().from(enrollments).where(eq(enrollments.seminarId, id));
    expect(places.map((p) => p.status).sort()).toEqual(["cancelled", "refunded", "refunded"]);
    const paid = await db
      .select()
      .from(payments)
      .where(
        sql`${payments.id} in (${sql.join(
          paymentIds.map((p) => sql`${p}`),
          sql`, `,
        )})`,
      );
    expect(paid.map((p) => p.status)).toEqual(["refunded", "refunded"]);
    for (const student of [paidOne, paidTwo, added]) {
      const mails = await outboxTo(server, student.email);
      expect(mails.at(-1)?.subject).toBe("Seminar cancelled: Foundations of Healing Touch");
      const notes = await db.select().from(notifications).where(eq(notifications.userId, student.id));
      expect(notes.map((n) => n.kind)).toContain("seminarCancelled");
    }
    const page = body(await call("GET", `/api/Seminar/GetSeminarById?id=${id}`)).Data;
    expect(page).toMatchObject({ Status: "cancelled", SeatsLeft: 0 });
    expect((await addStudents(instructorA.token, id, [plain.email])).statusCode).toBe(409);
    expect((await call("DELETE", "/api/Seminar/DeleteSeminar/999999", instructorA.token)).statusCode).toBe(404);
  });

  async function refundCount() {
    const [row] = await server.runtime.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(gatewaySandboxOperations)
      .where(
        sql`${gatewaySandboxOperations.operation} = 'refund' and (${gatewaySandboxOperations.result} ->> 'ok')::boolean`,
      );
    return row?.n ?? 0;
  }
});

describe("the online link", () => {
  it("is left out of public answers and given to the seminar's enrolled students and its instructor", async () => {
    const id = await addSeminar(instructorA.token, {
      Format: "online",
      City: null,
      Country: null,
      Venue: null,
      Address: null,
      OnlineLink: "https://meet.example/private-room",
    });
    const student = await member(server);
    const outsider = await member(server);
    expect((await addStudents(instructorA.token, id, [student.email])).statusCode).toBe(200);
    const link = (res: Awaited<ReturnType<typeof call>>) => body(res).Data.OnlineLink;
    expect(link(await call("GET", `/api/Seminar/GetSeminarById?id=${id}`))).toBeNull();
    // Its course's own list: a course's group on the first page shows only its soonest seminars.
    const ofCourse = encodeURIComponent(
      JSON.stringify({ CourseId: body(await call("GET", `/api/Seminar/GetSeminarById?id=${id}`)).Data.CourseId }),
    );
    const groups = body(await call("GET", `/api/Seminar/GetAllSeminarGroupByCourses?filters=${ofCourse}`)).Data
      .List as {
      Seminars: { Id: number; OnlineLink: string | null }[];
    }[];
    expect(groups.flatMap((group) => group.Seminars).find((s) => s.Id === id)?.OnlineLink).toBeNull();
    const mine = (who: { id: number; token: string }) =>
      call("GET", `/api/Seminar/GetSeminarBySeminarIdAndUserId?seminarId=${id}&userId=${who.id}`, who.token);
    expect(link(await mine(student))).toBe("https://meet.example/private-room");
    expect(link(await mine(outsider))).toBeNull();
    const own = body(await call("GET", "/api/Seminar/GetAllSeminar/1", instructorA.token)).Data.List as {
      Id: number;
      OnlineLink: string | null;
    }[];
    expect(own.find((s) => s.Id === id)?.OnlineLink).toBe("https://meet.example/private-room");
  });
});
