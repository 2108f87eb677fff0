import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ceEntries, examResults } from "../../src/db/schema.ts";
import { coursesRepository } from "../../src/modules/courses/courses.repository.ts";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "../harness.ts";

// /admin/credits (ADR 0050): adjustments that may not take a cycle below zero, the exam list a page at a time,
// and one result per member, exam and day (recording the day again corrects it; an exam's credits count once).
const DAY_MS = 24 * 60 * 60 * 1000;
const start = new Date("2026-11-21T10:00:00Z");
let server: TestServer;
let member: { id: number; token: string };
let admin: { id: number; token: string };
let courseId: number;
let examId: number;

const day = (offsetDays: number) => new Date(start.getTime() + offsetDays * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer({ now: start });
  member = await confirmedMember(server, { FirstName: "Ines", LastName: "Okafor" });
  admin = await adminToken(server);
  const db = server.runtime.deps.db;
  const category = await coursesRepository.insertCategory(db, { name: "Foundations", slug: "foundations" });
  const course = await coursesRepository.insertCourse(db, {
    categoryId: category.id,
    title: "Somatic Awareness",
    level: "beginner",
    ceCredits: 8,
    priceCents: 12000,
    isSelfStudy: false,
  });
  courseId = course.id;
});
afterAll(() => server.close());

/** `null` posts as a visitor. */
const post = (url: string, payload: Record<string, unknown>, token: string | null = admin.token) =>
  server.call({ method: "POST", url, payload, ...(token ? { token } : {}) });
const ledger = async () =>
  (
    await server.call({ method: "GET", url: `/api/UserCEUs/GetUserCEUs?userId=${member.id}`, token: admin.token })
  ).json().Data;

describe("UserExams/AdminGetExams", () => {
  it("refuses visitors (401) and members (403)", async () => {
    expect((await server.call({ method: "GET", url: "/api/UserExams/AdminGetExams" })).statusCode).toBe(401);
    const res = await server.call({ method: "GET", url: "/api/UserExams/AdminGetExams", token: member.token });
    expect(res.statusCode).toBe(403);
  });

  it("lists the exams newest first, a page at a time", async () => {
    for (const title of ["Somatic Awareness — written exam", "Somatic Awareness — practical exam", "Case review"]) {
      const res = await post("/api/UserExams/AdminAddExam", {
        CourseId: courseId,
        Title: title,
        PassMark: 70,
        Credits: 4,
      });
      expect(res.statusCode, res.body).toBe(200);
      examId = res.json().Data.Id;
    }
    const first = await server.call({
      method: "GET",
      url: "/api/UserExams/AdminGetExams?page=1&pageSize=2",
      token: admin.token,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().Data).toMatchObject({ TotalCount: 3, Page: 1, PageSize: 2 });
    expect(first.json().Data.List.map((exam: { Title: string }) => exam.Title)).toEqual([
      "Case review",
      "Somatic Awareness — practical exam",
    ]);
    expect(first.json().Data.List[0]).toMatchObject({ CourseId: courseId, CourseTitle: "Somatic Awareness" });
    const second = await server.call({
      method: "GET",
      url: "/api/UserExams/AdminGetExams?page=2&pageSize=2",
      token: admin.token,
    });
    expect(second.json().Data.List.map((exam: { Title: string }) => exam.Title)).toEqual([
      "Somatic Awareness — written exam",
    ]);
  });

  it("answers 400 with the translated message for a bad page size", async () => {
    const res = await server.call({
      method: "GET",
      url: "/api/UserExams/AdminGetExams?pageSize=500",
      token: admin.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.pageSize).toMatch(/100/);
  });

  it("refuses an exam without a title, with the translated message", async () => {
    const res = await post(
      "/api/UserExams/AdminAddExam",
      { CourseId: courseId, Title: "", PassMark: 70, Credits: 4 },
      admin.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.Title).toBe("Title must have at least 3 characters.");
    expect((await post("/api/UserExams/AdminAddExam", { CourseId: courseId, Title: "x" }, null)).statusCode).toBe(401);
  });
});

describe("UserCEUs/AdminAddAdjustment", () => {
  it("refuses visitors (401), members (403) and an unknown member (400)", async () => {
    const payload = { UserId: member.id, Credits: 3, Reason: "Conference attendance" };
    expect((await post("/api/UserCEUs/AdminAddAdjustment", payload, null)).statusCode).toBe(401);
    expect((await post("/api/UserCEUs/AdminAddAdjustment", payload, member.token)).statusCode).toBe(403);
    const unknown = await post("/api/UserCEUs/AdminAddAdjustment", { ...payload, UserId: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Errors.UserId).toBe("There is no such member.");
  });

  it("adds credits the member sees with the reason, in the ledger and the CSV transcript", async () => {
    const res = await post("/api/UserCEUs/AdminAddAdjustment", {
      UserId: member.id,
      Credits: 5,
      Reason: "Regional conference, 5 hours",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Message).toBe("The adjustment has been added to the member's credits.");
    const mine = await server.call({
      method: "GET",
      url: `/api/UserCEUs/GetUserCEUs?userId=${member.id}`,
      token: member.token,
    });
    const entry = mine.json().Data.List.find((row: { Source: string }) => row.Source === "adjustment");
    expect(entry).toMatchObject({ Credits: 5, Reason: "Regional conference, 5 hours", Title: "Adjustment" });
    const csv = await server.call({
      method: "GET",
      url: `/api/UserCEUs/GetUserCEUsCsv?userId=${member.id}`,
      token: member.token,
    });
    expect(csv.body).toContain('Adjustment,Adjustment,"Regional conference, 5 hours",5');
  });

  it("refuses a negative adjustment that would take the cycle below zero, naming what the member has", async () => {
    const res = await post("/api/UserCEUs/AdminAddAdjustment", { UserId: member.id, Credits: -6, Reason: "Duplicate" });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.Credits).toBe(
      "This would take the member's credits in the current cycle below zero (they have 5).",
    );
    const german = await server.call({
      method: "POST",
      url: "/api/UserCEUs/AdminAddAdjustment",
      payload: { UserId: member.id, Credits: -6, Reason: "Duplicate" },
      token: admin.token,
      headers: { "accept-language": "de" },
    });
    expect(german.json().Errors.Credits).toBe(
      "Damit fielen die Punkte des Mitglieds im laufenden Zyklus unter null (es hat 5).",
    );
    const fine = await post("/api/UserCEUs/AdminAddAdjustment", {
      UserId: member.id,
      Credits: -5,
      Reason: "Entered twice by mistake",
    });
    expect(fine.statusCode, fine.body).toBe(200);
    expect((await ledger()).Cycle.EarnedCredits).toBe(0);
  });
});

describe("UserExams/AdminRecordResult", () => {
  it("refuses visitors (401), members (403), unknown exams and members, bad and future dates (400)", async () => {
    const payload = { ExamId: examId, UserId: member.id, Score: 80 };
    expect((await post("/api/UserExams/AdminRecordResult", payload, null)).statusCode).toBe(401);
    expect((await post("/api/UserExams/AdminRecordResult", payload, member.token)).statusCode).toBe(403);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ExamId: 999_999 }, "ExamId", "There is no such exam."],
      [{ UserId: 999_999 }, "UserId", "There is no such member."],
      [{ TakenOn: "2026-02-30" }, "TakenOn", "Date taken must be a valid date (YYYY-MM-DD)."],
      [{ TakenOn: day(1) }, "TakenOn", "Date taken cannot be in the future."],
      [{ Score: -1 }, "Score", "Score must be a percentage from 0 to 100."],
    ];
    for (const [change, field, message] of cases) {
      const res = await post("/api/UserExams/AdminRecordResult", { ...payload, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().Errors[field]).toBe(message);
    }
  });

  it("keeps one result per member, exam and day: recording the day again corrects it and its credits", async () => {
    const payload = { ExamId: examId, UserId: member.id, TakenOn: day(-2) };
    const first = await post("/api/UserExams/AdminRecordResult", { ...payload, Score: 90 });
    expect(first.json()).toMatchObject({
      Data: { Passed: true, Credits: 4, Updated: false },
      Message: "The result has been recorded.",
    });
    const again = await post("/api/UserExams/AdminRecordResult", { ...payload, Score: 50 });
    expect(again.json()).toMatchObject({
      Data: { Id: first.json().Data.Id, Passed: false, Credits: 0, Updated: true },
      Message: "The result of that day has been corrected.",
    });
    const db = server.runtime.deps.db;
    const rows = await db
      .select()
      .from(examResults)
      .where(and(eq(examResults.examId, examId), eq(examResults.userId, member.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ score: 50, passed: false, credits: 0 });
    // The corrected fail takes its credits off the ledger.
    expect(await db.select().from(ceEntries).where(eq(ceEntries.examResultId, first.json().Data.Id))).toHaveLength(0);
    const back = await post("/api/UserExams/AdminRecordResult", { ...payload, Score: 75 });
    expect(back.json().Data).toMatchObject({ Passed: true, Credits: 4, Updated: true });
    const entries = (await ledger()).List.filter((entry: { Source: string }) => entry.Source === "exam");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ Credits: 4, Title: "Case review" });
    expect(entries[0].EarnedAt).toBe(`${day(-2)}T12:00:00.000Z`);
  });

  it("awards an exam's credits once: a later pass is recorded without credits", async () => {
    const res = await post("/api/UserExams/AdminRecordResult", { ExamId: examId, UserId: member.id, Score: 99 });
    expect(res.json().Data).toMatchObject({ Passed: true, Credits: 0, Updated: false });
    const mine = await server.call({
      method: "GET",
      url: `/api/UserExams/GetUserExams?userId=${member.id}`,
      token: member.token,
    });
    expect(mine.json().Data.List.map((row: { Score: number }) => row.Score)).toEqual([99, 75]);
    // +5 and −5 adjustments and the one exam award (sat before this new account's first cycle began).
    expect((await ledger()).TotalCredits).toBe(4);
  });

  it("leaves one result when the same attempt is recorded several times at once", async () => {
    const payload = { ExamId: examId, UserId: member.id, TakenOn: day(-5), Score: 88 };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post("/api/UserExams/AdminRecordResult", payload)),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const rows = await server.runtime.deps.db
      .select()
      .from(examResults)
      .where(and(eq(examResults.examId, examId), eq(examResults.userId, member.id)));
    expect(rows).toHaveLength(3);
  });
});
