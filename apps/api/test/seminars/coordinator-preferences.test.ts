import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instructorCoordinators } from "../../src/db/schema.ts";
import { coursesRepository } from "../../src/modules/courses/courses.repository.ts";
import { instructor as newInstructor } from "../factories.ts";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { body, outboxTo } from "../membership/helpers.ts";

/**
 * The seminars module honours the coordinator link's preferences (ADR 0053): only active links count; with
 * CanManageSeminars a coordinator edits, manages students, mails them and records payments, never cancels or
 * graduates; ReceivesStudentMails copies the students' mail to the coordinator.
 */
type User = { id: number; token: string; email: string };
let server: TestServer;
let instructor: User;
let otherInstructor: User;
let admin: { id: number; token: string };
let courseId: number;

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, payload?: unknown) =>
  server.call({
    method,
    url,
    ...(token ? { token } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const seminar = (overrides: Record<string, unknown> = {}) => ({
  CourseId: courseId,
  Capacity: 5,
  Price: 300,
  Currency: "EUR",
  Language: "en",
  Format: "inPerson",
  Venue: "Studio Alma",
  Address: "Rua Augusta 12",
  City: "Lisbon",
  Country: "Portugal",
  TimeZone: "Europe/Lisbon",
  Notes: "",
  PaymentMode: "association",
  Dates: [{ Start: "2026-12-12T09:00", End: "2026-12-12T17:00" }],
  ...overrides,
});

async function addSeminar(by: User): Promise<number> {
  const res = await call("POST", "/api/Seminar/AddSeminar", by.token, seminar());
  expect(res.statusCode, res.body).toBe(200);
  return body(res).Data.Id as number;
}

/** A link written as the invitation flow leaves it (the flow itself is the coordinators module's test). */
async function link(
  of: User,
  coordinator: User,
  values: Partial<typeof instructorCoordinators.$inferInsert> = {},
): Promise<number> {
  const [row] = await server.runtime.deps.db
    .insert(instructorCoordinators)
    .values({
      instructorId: of.id,
      coordinatorId: coordinator.id,
      inviteeEmail: coordinator.email.toLowerCase(),
      status: "accepted",
      canManageSeminars: true,
      canManageLocations: true,
      receivesStudentMails: false,
      respondedAt: server.clock.now(),
      ...values,
    })
    .returning({ id: instructorCoordinators.id });
  return row?.id as number;
}

const coordinatedIds = async (who: User) => {
  const res = await call("GET", "/api/Seminar/GetAllSeminarByCoordinatorId?pageSize=100", who.token);
  expect(res.statusCode, res.body).toBe(200);
  return body(res).Data.List as { Id: number; CanManage?: boolean }[];
};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.runtime.deps.db;
  const category = await coursesRepository.insertCategory(db, { name: "Core", slug: "core", sortOrder: 1 });
  courseId = (
    await coursesRepository.insertCourse(db, {
      categoryId: category.id,
      title: "Energy Anatomy",
      level: "beginner",
      ceCredits: 6,
      priceCents: 30000,
    })
  ).id;
  instructor = await newInstructor(server);
  otherInstructor = await newInstructor(server);
  admin = await adminToken(server);
});
afterAll(() => server.close());

describe("GetAllSeminarByCoordinatorId", () => {
  it("lists the seminars of actively coordinated instructors only, with CanManage from the link", async () => {
    const coordinator = await confirmedMember(server);
    const mine = await addSeminar(instructor);
    const others = await addSeminar(otherInstructor);
    expect(await coordinatedIds(coordinator)).toEqual([]);
    await link(instructor, coordinator, { canManageSeminars: false });
    const list = await coordinatedIds(coordinator);
    expect(list.map((item) => item.Id)).toContain(mine);
    expect(list.map((item) => item.Id)).not.toContain(others);
    expect(list.find((item) => item.Id === mine)?.CanManage).toBe(false);
  });

  it("shows nothing for a pending, rejected or archived link, nor for a named coordinator without a link", async () => {
    const pending = await confirmedMember(server);
    const rejected = await confirmedMember(server);
    const archived = await confirmedMember(server);
    await link(instructor, pending, { status: "pending" });
    await link(instructor, rejected, { status: "rejected" });
    await link(instructor, archived, { archivedAt: server.clock.now() });
    const named = await confirmedMember(server);
    const res = await call(
      "POST",
      "/api/Seminar/AddSeminar",
      otherInstructor.token,
      seminar({ CoordinatorEmail: named.email }),
    );
    expect(res.statusCode).toBe(200);
    for (const who of [pending, rejected, archived, named]) expect(await coordinatedIds(who)).toEqual([]);
    const id = body(res).Data.Id as number;
    expect((await call("GET", `/api/Seminar/GetStudent?seminarId=${id}`, named.token)).statusCode).toBe(403);
  });

  it("is for members only (401)", async () => {
    expect((await call("GET", "/api/Seminar/GetAllSeminarByCoordinatorId")).statusCode).toBe(401);
  });
});

describe("a coordinator with CanManageSeminars", () => {
  let coordinator: User;
  let student: User;
  let id: number;
  let linkId: number;

  beforeAll(async () => {
    coordinator = await confirmedMember(server);
    student = await confirmedMember(server);
    linkId = await link(instructor, coordinator, { canManageSeminars: true });
    id = await addSeminar(instructor);
  });

  it("edits the seminar, adds and removes students, records payments and mails the students", async () => {
    const edited = await call("PUT", "/api/Seminar/EditSeminar", coordinator.token, {
      ...seminar({ Capacity: 8 }),
      Id: id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(body(await call("GET", `/api/Seminar/GetSeminarById?id=${id}`)).Data.Capacity).toBe(8);
    const added = await call("POST", "/api/Seminar/AddStudents", coordinator.token, {
      SeminarId: id,
      Emails: [student.email],
    });
    expect(added.statusCode, added.body).toBe(200);
    const students = body(await call("GET", `/api/Seminar/GetStudent?seminarId=${id}`, coordinator.token)).Data;
    expect(students).toMatchObject({ CanManage: true, CanGraduate: false });
    expect(students.List.map((s: { UserId: number }) => s.UserId)).toEqual([student.id]);
    const paid = await call("POST", "/api/Seminar/PaySeminarManual", coordinator.token, {
      SeminarId: id,
      UserId: student.id,
      PaidAmount: 300,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const mailed = await call("POST", "/api/Seminar/SendEmailToStudents", coordinator.token, {
      SeminarId: id,
      Subject: "Parking",
      Message: "Park behind the studio.",
    });
    expect(mailed.statusCode, mailed.body).toBe(200);
    await server.runtime.worker.drain();
    expect((await outboxTo(server, student.email)).some((mail) => mail.text.includes("Park behind the studio."))).toBe(
      true,
    );
    const extra = await confirmedMember(server);
    await call("POST", "/api/Seminar/AddStudents", coordinator.token, { SeminarId: id, Emails: [extra.email] });
    const removed = await call(
      "DELETE",
      `/api/Seminar/DeleteStudent?seminarId=${id}&studentId=${extra.id}`,
      coordinator.token,
    );
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it("never graduates students or cancels the seminar (403)", async () => {
    const graduated = await call("POST", "/api/Seminar/GraduateStudents", coordinator.token, {
      SeminarId: id,
      StudentIds: [student.id],
    });
    expect(graduated.statusCode).toBe(403);
    expect((await call("DELETE", `/api/Seminar/DeleteSeminar/${id}`, coordinator.token)).statusCode).toBe(403);
  });

  it("is refused on another instructor's seminar (403) and gets 404 for an unknown one", async () => {
    const others = await addSeminar(otherInstructor);
    const edit = await call("PUT", "/api/Seminar/EditSeminar", coordinator.token, { ...seminar(), Id: others });
    expect(edit.statusCode).toBe(403);
    const add = await call("POST", "/api/Seminar/AddStudents", coordinator.token, {
      SeminarId: others,
      Emails: [student.email],
    });
    expect(add.statusCode).toBe(403);
    expect((await call("GET", `/api/Seminar/GetStudent?seminarId=${others}`, coordinator.token)).statusCode).toBe(403);
    const unknown = await call("PUT", "/api/Seminar/EditSeminar", coordinator.token, { ...seminar(), Id: 999_999 });
    expect(unknown.statusCode).toBe(404);
  });

  it("loses every right once the link is archived", async () => {
    const archived = await call(
      "DELETE",
      `/api/Coordinator/RemoveInstructorCoordinator?Id=${linkId}`,
      instructor.token,
    );
    expect(archived.statusCode, archived.body).toBe(200);
    expect(body(archived).Data.Outcome).toBe("archived");
    expect(await coordinatedIds(coordinator)).toEqual([]);
    const edit = await call("PUT", "/api/Seminar/EditSeminar", coordinator.token, { ...seminar(), Id: id });
    expect(edit.statusCode).toBe(403);
    const mail = await call("POST", "/api/Seminar/SendEmailToStudents", coordinator.token, {
      SeminarId: id,
      Subject: "s",
      Message: "m",
    });
    expect(mail.statusCode).toBe(403);
    expect((await call("GET", `/api/Seminar/GetStudent?seminarId=${id}`, coordinator.token)).statusCode).toBe(403);
  });
});

describe("a coordinator without CanManageSeminars", () => {
  it("reads the students but may change nothing (403)", async () => {
    const coordinator = await confirmedMember(server);
    const student = await confirmedMember(server);
    await link(instructor, coordinator, { canManageSeminars: false });
    const id = await addSeminar(instructor);
    await call("POST", "/api/Seminar/AddStudents", instructor.token, { SeminarId: id, Emails: [student.email] });
    const students = await call("GET", `/api/Seminar/GetStudent?seminarId=${id}`, coordinator.token);
    expect(students.statusCode).toBe(200);
    expect(body(students).Data).toMatchObject({ CanManage: false, CanGraduate: false });
    const edit = await call("PUT", "/api/Seminar/EditSeminar", coordinator.token, { ...seminar(), Id: id });
    expect(edit.statusCode).toBe(403);
    const add = await call("POST", "/api/Seminar/AddStudents", coordinator.token, {
      SeminarId: id,
      Emails: [student.email],
    });
    expect(add.statusCode).toBe(403);
    const remove = await call(
      "DELETE",
      `/api/Seminar/DeleteStudent?seminarId=${id}&studentId=${student.id}`,
      coordinator.token,
    );
    expect(remove.statusCode).toBe(403);
    const mail = await call("POST", "/api/Seminar/SendEmailToStudents", coordinator.token, {
      SeminarId: id,
      Subject: "s",
      Message: "m",
    });
    expect(mail.statusCode).toBe(403);
    const pay = await call("POST", "/api/Seminar/PaySeminarManual", coordinator.token, {
      SeminarId: id,
      UserId: student.id,
      PaidAmount: 1,
    });
    expect(pay.statusCode).toBe(403);
  });

  it("the instructor and an administrator still see CanManage and CanGraduate", async () => {
    const id = await addSeminar(instructor);
    for (const token of [instructor.token, admin.token]) {
      const data = body(await call("GET", `/api/Seminar/GetStudent?seminarId=${id}`, token)).Data;
      expect(data).toMatchObject({ CanManage: true, CanGraduate: true });
    }
  });
});

describe("ReceivesStudentMails", () => {
  it("copies the students' mail to the active coordinators who asked for it, and to no one else", async () => {
    const teacher = await newInstructor(server);
    const copied = await confirmedMember(server, { Language: "de" });
    const notCopied = await confirmedMember(server);
    const archived = await confirmedMember(server);
    const student = await confirmedMember(server);
    await link(teacher, copied, { receivesStudentMails: true, canManageSeminars: false });
    await link(teacher, notCopied, { receivesStudentMails: false });
    await link(teacher, archived, { receivesStudentMails: true, archivedAt: server.clock.now() });
    const id = await addSeminar(teacher);
    await call("POST", "/api/Seminar/AddStudents", teacher.token, { SeminarId: id, Emails: [student.email] });
    const res = await call("POST", "/api/Seminar/SendEmailToStudents", teacher.token, {
      SeminarId: id,
      Subject: "Room 4",
      Message: "We moved to room 4.",
    });
    expect(res.statusCode, res.body).toBe(200);
    await server.runtime.worker.drain();
    const copy = (await outboxTo(server, copied.email)).find((mail) => mail.text.includes("We moved to room 4."));
    expect(copy?.subject).toBe("Energy Anatomy: Room 4");
    // In the coordinator's language, saying why they get it.
    expect(copy?.text).toContain("Koordinator");
    for (const who of [notCopied, archived])
      expect((await outboxTo(server, who.email)).some((mail) => mail.text.includes("room 4"))).toBe(false);
  });
});

describe("the agreement", () => {
  it("a coordinator who has not accepted the version in force is not active: no list, no rights", async () => {
    const coordinator = await confirmedMember(server);
    await link(instructor, coordinator);
    const id = await addSeminar(instructor);
    expect((await coordinatedIds(coordinator)).map((item) => item.Id)).toContain(id);
    const published = await call("POST", "/api/Coordinator/PublishCoordinatorAgreement", admin.token, {
      Title: "Coordinator Agreement",
      Body: "The coordinator organises the instructor's seminars and keeps student data confidential at all times.",
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await coordinatedIds(coordinator)).toEqual([]);
    const edit = await call("PUT", "/api/Seminar/EditSeminar", coordinator.token, { ...seminar(), Id: id });
    expect(edit.statusCode).toBe(403);
  });
});
