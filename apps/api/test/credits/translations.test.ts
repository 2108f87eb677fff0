import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrollments } from "../../src/db/schema.ts";
import { seedTranslations } from "../../src/platform/translations/translations.ts";
import { course, member as newMember } from "../factories.ts";
import { adminToken, startTestServer, type TestServer } from "../harness.ts";
import { body, get, post } from "../membership/helpers.ts";

/**
 * The CE ledger in the reader's language (ADR 0097, 0108): a course is named as it is translated, an adjustment by
 * the reader's word for it; an exam keeps the name the administrator gave it.
 */
let server: TestServer;
let student: { id: number; token: string };
let translated: { id: number; title: string };
let untranslated: { id: number; title: string };
const TITLE_DE = "Grundlagenmodul 1: Prinzipien und Protokoll";

beforeAll(async () => {
  server = await startTestServer();
  const admin = await adminToken(server);
  student = await newMember(server, { level: 4 });
  translated = await course(server);
  untranslated = await course(server);
  const db = server.runtime.deps.db;
  await seedTranslations(db, "course", translated.id, { de: { Title: TITLE_DE } });
  const now = server.clock.now();
  await db.insert(enrollments).values([
    {
      userId: student.id,
      courseId: translated.id,
      status: "enrolled",
      source: "card",
      graduatedAt: now,
      ceCreditsAwarded: 12,
    },
    {
      userId: student.id,
      courseId: untranslated.id,
      status: "enrolled",
      source: "card",
      completedAt: now,
      ceCreditsAwarded: 4,
    },
  ]);
  const adjustment = { UserId: student.id, Credits: 2, Reason: "Records import" };
  expect((await post(server, "/api/UserCEUs/AdminAddAdjustment", adjustment, { token: admin.token })).statusCode).toBe(
    200,
  );
  const exam = await post(
    server,
    "/api/UserExams/AdminAddExam",
    { CourseId: translated.id, Title: "Foundations 1 — practical assessment", PassMark: 70, Credits: 3 },
    { token: admin.token },
  );
  const examId = body(exam).Data.Id;
  const result = { ExamId: examId, UserId: student.id, Score: 90 };
  expect((await post(server, "/api/UserExams/AdminRecordResult", result, { token: admin.token })).statusCode).toBe(200);
});
afterAll(() => server.close());

type Entry = { Source: string; Title: string; Lang: string; CourseId: number | null };
const ledger = async (language: string) =>
  body(await get(server, `/api/UserCEUs/GetUserCEUs?userId=${student.id}`, { token: student.token, language })).Data
    .List as Entry[];

describe("the CE ledger in the reader's language", () => {
  it("names a course in German where it is translated, an adjustment in German, an exam as it was named", async () => {
    const german = await ledger("de");
    expect(german.find((entry) => entry.CourseId === translated.id && entry.Source !== "exam")).toMatchObject({
      Title: TITLE_DE,
      Lang: "de",
    });
    expect(german.find((entry) => entry.CourseId === untranslated.id)).toMatchObject({
      Title: untranslated.title,
      Lang: "en",
    });
    expect(german.find((entry) => entry.Source === "adjustment")).toMatchObject({ Title: "Korrektur", Lang: "de" });
    expect(german.find((entry) => entry.Source === "exam")).toMatchObject({
      Title: "Foundations 1 — practical assessment",
      Lang: "en",
    });
  });

  it("keeps English for an English reader", async () => {
    const english = await ledger("en");
    expect(english.find((entry) => entry.CourseId === translated.id && entry.Source !== "exam")?.Title).toBe(
      translated.title,
    );
    expect(english.find((entry) => entry.Source === "adjustment")).toMatchObject({ Title: "Adjustment", Lang: "en" });
  });

  it("names the exam's course in German in the exam results", async () => {
    const res = await get(server, `/api/UserExams/GetUserExams?userId=${student.id}`, {
      token: student.token,
      language: "de",
    });
    expect(body(res).Data.List[0]).toMatchObject({ CourseTitle: TITLE_DE, CourseLang: "de" });
  });

  it("writes the German titles into the CSV transcript", async () => {
    const res = await get(server, `/api/UserCEUs/GetUserCEUsCsv?userId=${student.id}`, {
      token: student.token,
      language: "de",
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(TITLE_DE);
    expect(res.body).toContain("Korrektur");
  });
});
