import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrollments, userMemberships } from "../../src/db/schema.ts";
import { coursesRepository } from "../../src/modules/courses/courses.repository.ts";
import { reminderScan } from "../../src/modules/credits/credits.service.ts";
import { adminToken, confirmedMember, login, mailsTo, startTestServer, type TestServer } from "../harness.ts";
import { pdfFontNames, pdfUnicodeTexts } from "../pdf-text.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
let server: TestServer;
let member: { id: number; token: string; email: string; password: string };
let other: { id: number; token: string; email: string };
let admin: { id: number; token: string };
let anatomyId: number;
let examId: number;
const start = new Date("2026-11-21T10:00:00Z");

beforeAll(async () => {
  server = await startTestServer({ now: start });
  member = await confirmedMember(server, { FirstName: "Maren", LastName: "Lindqvist", Language: "de" });
  other = await confirmedMember(server, { FirstName: "Tomás", LastName: "Reyes" });
  admin = await adminToken(server);
  const db = server.runtime.deps.db;
  // The other member already has the cycle's credits: the reminder scan must leave them alone.
  const topUp = { UserId: other.id, Credits: 30, Reason: "Records import" };
  await server.call({ method: "POST", url: "/api/UserCEUs/AdminAddAdjustment", payload: topUp, token: admin.token });
  const category = await coursesRepository.insertCategory(db, { name: "Foundations", slug: "foundations" });
  const course = (title: string, ceCredits: number, isSelfStudy = false) =>
    coursesRepository.insertCourse(db, {
      categoryId: category.id,
      title,
      level: "beginner",
      ceCredits,
      priceCents: 15000,
      isSelfStudy,
    });
  const anatomy = await course("Anatomy for Practitioners", 12);
  const ethics = await course("Ethics in Practice", 4, true);
  const unfinished = await course("Advanced Matrix Work", 10);
  anatomyId = anatomy.id;
  // A graduation (seminar place), a self-study completion and a place not finished yet (no credits).
  await db.insert(enrollments).values([
    {
      userId: member.id,
      courseId: anatomy.id,
      status: "enrolled",
      source: "card",
      graduatedAt: new Date(start.getTime() + 10 * DAY_MS),
      ceCreditsAwarded: 12,
    },
    {
      userId: member.id,
      courseId: ethics.id,
      status: "enrolled",
      source: "card",
      completedAt: new Date(start.getTime() + 40 * DAY_MS),
      ceCreditsAwarded: 4,
    },
    { userId: member.id, courseId: unfinished.id, status: "enrolled", source: "card" },
  ]);
  // The seminar place above has no seminar row: the ledger labels it self-study unless a seminar is named;
  // the graduation is what counts for credits either way.
});
afterAll(() => server.close());

const ceus = (query: string, token?: string, headers: Record<string, string> = {}) =>
  server.call({ method: "GET", url: `/api/UserCEUs/GetUserCEUs?${query}`, headers, ...(token ? { token } : {}) });
const post = (url: string, payload: Record<string, unknown>, token = admin.token) =>
  server.call({ method: "POST", url, payload, token });

describe("UserCEUs/GetUserCEUs", () => {
  it("refuses visitors (401) and other members (403); an administrator reads anyone's", async () => {
    expect((await ceus(`userId=${member.id}`)).statusCode).toBe(401);
    expect((await ceus(`userId=${member.id}`, other.token)).statusCode).toBe(403);
    expect((await ceus(`userId=${member.id}`, admin.token)).statusCode).toBe(200);
  });

  it("lists the completed enrolments, newest first, with the default cycle (2 years, 30 credits)", async () => {
    server.clock.set(new Date(start.getTime() + 50 * DAY_MS));
    const res = await ceus(`userId=${member.id}`, member.token);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().Data;
    expect(data.List.map((entry: { Title: string }) => entry.Title)).toEqual([
      "Ethics in Practice",
      "Anatomy for Practitioners",
    ]);
    expect(data.TotalCredits).toBe(16);
    expect(data.Cycle).toMatchObject({ Years: 2, RequiredCredits: 30, EarnedCredits: 16, Percent: 53 });
    expect(data.Cycle.Start.slice(0, 10)).toBe("2026-11-21");
    expect(data.Cycle.End.slice(0, 10)).toBe("2028-11-21");
  });

  it("searches over the course title and filters by inclusive dates", async () => {
    const search = (await ceus(`userId=${member.id}&search=anatomy`, member.token)).json().Data;
    expect(search.List.map((entry: { Title: string }) => entry.Title)).toEqual(["Anatomy for Practitioners"]);
    const endDay = new Date(start.getTime() + 10 * DAY_MS).toISOString().slice(0, 10);
    const range = (await ceus(`userId=${member.id}&StartDate=2026-11-01&EndDate=${endDay}`, member.token)).json().Data;
    expect(range.List).toHaveLength(1);
    expect(range.TotalCredits).toBe(12);
    const none = (await ceus(`userId=${member.id}&search=%25`, member.token)).json().Data;
    expect(none.List).toHaveLength(0);
  });

  it.each([
    ["StartDate=2026-02-30", "StartDate", "Start date must be a valid date (YYYY-MM-DD)."],
    ["EndDate=soon", "EndDate", "End date must be a valid date (YYYY-MM-DD)."],
    ["StartDate=2026-05-01&EndDate=2026-04-01", "EndDate", "End date must not be before the start date."],
  ])("answers 400 for %s", async (query, field, message) => {
    const res = await ceus(`userId=${member.id}&${query}`, member.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[field]).toBe(message);
  });

  it("answers in the caller's language", async () => {
    const res = await ceus(`userId=${member.id}&StartDate=x`, member.token, { "accept-language": "de" });
    expect(res.json().Errors.StartDate).toBe("Das Startdatum muss ein gültiges Datum sein (JJJJ-MM-TT).");
  });
});

describe("exams and adjustments", () => {
  it("lets only administrators add exams and record results", async () => {
    const payload = { CourseId: anatomyId, Title: "Anatomy final exam", PassMark: 75, Credits: 5 };
    expect((await post("/api/UserExams/AdminAddExam", payload, member.token)).statusCode).toBe(403);
    const bad = await post("/api/UserExams/AdminAddExam", { ...payload, CourseId: 999_999 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors.CourseId).toBe("There is no such course.");
    const res = await post("/api/UserExams/AdminAddExam", payload);
    expect(res.statusCode, res.body).toBe(200);
    examId = res.json().Data.Id;
  });

  it("awards the exam's credits on a pass only", async () => {
    // A failed first attempt the day before, then a pass today: two attempts, two results (ADR 0050).
    const yesterday = new Date(server.clock.now().getTime() - DAY_MS).toISOString().slice(0, 10);
    const failed = await post("/api/UserExams/AdminRecordResult", {
      ExamId: examId,
      UserId: member.id,
      Score: 60,
      TakenOn: yesterday,
    });
    expect(failed.json().Data).toMatchObject({ Passed: false, Credits: 0 });
    const passed = await post("/api/UserExams/AdminRecordResult", { ExamId: examId, UserId: member.id, Score: 82 });
    expect(passed.json().Data).toMatchObject({ Passed: true, Credits: 5 });
    const bad = await post("/api/UserExams/AdminRecordResult", { ExamId: examId, UserId: member.id, Score: 101 });
    expect(bad.statusCode).toBe(400);
    const ledger = (await ceus(`userId=${member.id}`, member.token)).json().Data;
    expect(ledger.List.filter((entry: { Source: string }) => entry.Source === "exam")).toHaveLength(1);
    expect(ledger.Cycle.EarnedCredits).toBe(21);
  });

  it("lists the member's exam results to them only", async () => {
    const url = `/api/UserExams/GetUserExams?userId=${member.id}`;
    expect((await server.call({ method: "GET", url, token: other.token })).statusCode).toBe(403);
    const res = await server.call({ method: "GET", url, token: member.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.List).toHaveLength(2);
    expect(res.json().Data.List[0]).toMatchObject({ ExamTitle: "Anatomy final exam", PassMark: 75 });
  });

  it("adds an adjustment with its reason; zero credits or a short reason is refused", async () => {
    const zero = await post("/api/UserCEUs/AdminAddAdjustment", { UserId: member.id, Credits: 0, Reason: "None" });
    expect(zero.statusCode).toBe(400);
    const short = await post("/api/UserCEUs/AdminAddAdjustment", { UserId: member.id, Credits: 2, Reason: "x" });
    expect(short.json().Errors.Reason).toBe("Please give a reason of at least 3 characters.");
    const res = await post("/api/UserCEUs/AdminAddAdjustment", {
      UserId: member.id,
      Credits: 2,
      Reason: '=HYPERLINK("http://evil.example","Claim credits")',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("lets administrators change the cycle", async () => {
    const refused = await server.call({
      method: "PUT",
      url: "/api/UserCEUs/AdminSetCECycle",
      payload: { Years: 3, RequiredCredits: 45 },
      token: member.token,
    });
    expect(refused.statusCode).toBe(403);
    const res = await server.call({
      method: "PUT",
      url: "/api/UserCEUs/AdminSetCECycle",
      payload: { Years: 3, RequiredCredits: 45 },
      token: admin.token,
    });
    expect(res.json().Data).toEqual({ Years: 3, RequiredCredits: 45 });
    const cycle = (await ceus(`userId=${member.id}`, member.token)).json().Data.Cycle;
    expect(cycle).toMatchObject({ Years: 3, RequiredCredits: 45 });
    await server.call({
      method: "PUT",
      url: "/api/UserCEUs/AdminSetCECycle",
      payload: { Years: 2, RequiredCredits: 30 },
      token: admin.token,
    });
  });
});

describe("transcripts", () => {
  it("writes the CSV with formula cells defused", async () => {
    const res = await server.call({
      method: "GET",
      url: `/api/UserCEUs/GetUserCEUsCsv?userId=${member.id}`,
      token: member.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Date,Source,Course or exam,Reason,Credits");
    expect(lines).toHaveLength(5);
    const adjustment = lines.find((line) => line.includes("HYPERLINK"));
    expect(adjustment).toContain(`"'=HYPERLINK(""http://evil.example"",""Claim credits"")"`);
    expect(lines.some((line) => line.includes("Anatomy for Practitioners") && line.endsWith(",12"))).toBe(true);
    const other403 = await server.call({
      method: "GET",
      url: `/api/UserCEUs/GetUserCEUsCsv?userId=${member.id}`,
      token: other.token,
    });
    expect(other403.statusCode).toBe(403);
  });

  it("writes a PDF with the member's name, every entry and the cycle total", async () => {
    const res = await server.call({
      method: "GET",
      url: `/api/UserCEUs/GetUserCEUsPdf?userId=${member.id}`,
      token: member.token,
      headers: { "accept-language": "en" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const bytes = res.rawPayload;
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(0);
    const text = (await pdfUnicodeTexts(bytes)).join("\n");
    expect(text).toContain("Maren Lindqvist");
    expect(text).toContain("Anatomy for Practitioners");
    expect(text).toContain("Ethics in Practice");
    expect(text).toContain("Total: 23 credits (required per cycle: 30)");
  });

  it.each([
    ["山田", "太郎", "ja"],
    ["Łukasz", "Żółkiewski", "en"],
    ["Ωmega", "Παπαδόπουλος", "en"],
  ])("keeps the name %s %s in the transcript (embedded Noto subset, ADR 0049)", async (first, last, language) => {
    const { users } = await import("../../src/db/schema.ts");
    const { eq } = await import("drizzle-orm");
    const db = server.runtime.deps.db;
    await db.update(users).set({ firstName: first, lastName: last }).where(eq(users.id, member.id));
    try {
      const res = await server.call({
        method: "GET",
        url: `/api/UserCEUs/GetUserCEUsPdf?userId=${member.id}`,
        token: member.token,
        headers: { "accept-language": language },
      });
      expect(res.statusCode).toBe(200);
      const text = (await pdfUnicodeTexts(res.rawPayload)).join("\n");
      expect(text).toContain(`${first} ${last}`);
      expect(text).toContain("Anatomy for Practitioners");
      expect((await pdfFontNames(res.rawPayload)).some((font) => /NotoSans/.test(font))).toBe(true);
      expect(res.rawPayload.length).toBeLessThan(80_000);
    } finally {
      await db.update(users).set({ firstName: "Maren", lastName: "Lindqvist" }).where(eq(users.id, member.id));
    }
  });
});

describe("cycle reminders", () => {
  const scan = () =>
    reminderScan(server.runtime.deps).handler({}, { id: 0, attempts: 1, key: null, fence: async () => {} });
  const reminders = async () =>
    (await mailsTo(server, member.email.toLowerCase())).filter((mail) => mail.subject.includes("Fortbildungszyklus"));

  it("mails a short member once per threshold, in their language, and notifies them", async () => {
    // Reminders go to the levels that must keep CE (ADR 0032): the member is a practitioner.
    await server.runtime.deps.db
      .update(userMemberships)
      .set({ membershipId: 4 })
      .where(eq(userMemberships.userId, member.id));
    // 100 days before the end: nothing yet.
    server.clock.set(new Date(Date.UTC(2028, 10, 21, 10) - 100 * DAY_MS));
    await scan();
    expect(await reminders()).toHaveLength(0);
    server.clock.set(new Date(Date.UTC(2028, 10, 21, 10) - 89 * DAY_MS));
    await scan();
    await scan();
    expect(await reminders()).toHaveLength(1);
    expect((await reminders())[0]?.subject).toBe("Ihr Fortbildungszyklus endet in 89 Tagen");
    server.clock.set(new Date(Date.UTC(2028, 10, 21, 10) - 29 * DAY_MS));
    await scan();
    await scan();
    expect(await reminders()).toHaveLength(2);
    const list = await server.call({
      method: "GET",
      url: `/api/Notification/GetNotificationsByUserId?userId=${member.id}`,
      // Two years on, the first login has expired.
      token: await login(server, member.email, member.password),
    });
    expect(list.body).toContain("/myceus");
  });

  it("leaves members with enough credits alone", async () => {
    await server.runtime.deps.db
      .update(userMemberships)
      .set({ membershipId: 4 })
      .where(eq(userMemberships.userId, other.id));
    await scan();
    const mails = await mailsTo(server, other.email.toLowerCase());
    expect(mails.filter((mail) => mail.subject.includes("CE cycle"))).toHaveLength(0);
  });

  it("leaves a practitioner whose membership ended without renewal alone: an ended membership is no plan", async () => {
    const lapsed = await confirmedMember(server, { FirstName: "Ines", LastName: "Varga" });
    const db = server.runtime.deps.db;
    // Still 'active' in its row (the renewal job has not marked it yet), but past its end with auto-renewal off:
    // membership's one rule (planOf) says no plan, so the credits rules do not apply any more.
    await db
      .update(userMemberships)
      .set({ membershipId: 4, autoRenew: false, endDateTime: new Date(server.clock.now().getTime() - DAY_MS) })
      .where(eq(userMemberships.userId, lapsed.id));
    const before = (await mailsTo(server, lapsed.email.toLowerCase())).length;
    for (const daysLeft of [89, 29]) {
      server.clock.set(new Date(Date.UTC(2028, 10, 21, 10) - daysLeft * DAY_MS));
      await scan();
    }
    expect(await mailsTo(server, lapsed.email.toLowerCase())).toHaveLength(before);
  });
});
