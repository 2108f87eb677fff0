import { seminarSchema } from "@haa/domain";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { instructorCoordinators } from "../../src/db/schema.ts";
import { coursesRepository } from "../../src/modules/courses/courses.repository.ts";
import { seedTranslations } from "../../src/platform/translations/translations.ts";
import { instructor, member } from "../factories.ts";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { body, outboxTo, put } from "../membership/helpers.ts";
import { listOf } from "../notifications/helpers.ts";

/**
 * Seminars in the reader's language (ADR 0097): their notes (kind `seminar`) and their course's title (kind
 * `course`, the courses module's), on the public pages, the instructor's and coordinator's lists and in the mails;
 * the notes of the instructor's own list stay as written.
 */
let server: TestServer;
let admin: string;
let teacher: { id: number; token: string };
let courseId: number;
let seminarId: number;

const NOTES = "Bring a blanket and water; the room is on the ground floor.";
const COURSE = "Foundations of Healing Touch";
const COURSE_DE = "Grundlagen der heilenden Berührung";
const COURSE_JA = "ヒーリングタッチの基礎";

const call = (method: "GET" | "POST" | "DELETE", url: string, options: { token?: string; language?: string } = {}) =>
  server.call({
    method,
    url,
    ...(options.token ? { token: options.token } : {}),
    ...(options.language ? { headers: { "accept-language": options.language } } : {}),
  });
const get = (url: string, options: { token?: string; language?: string } = {}) =>
  call("GET", url, options).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
    return body(res).Data;
  });
const save = (payload: Record<string, unknown>, token = admin) =>
  put(server, "/api/Translation/SaveTranslations", payload, { token });

async function addSeminar(): Promise<number> {
  const res = await server.call({
    method: "POST",
    url: "/api/Seminar/AddSeminar",
    token: teacher.token,
    payload: {
      CourseId: courseId,
      Capacity: 5,
      Price: 450,
      Currency: "EUR",
      Language: "en",
      Format: "online",
      OnlineLink: "https://meet.healingarts.example/foundations",
      TimeZone: "Europe/Dublin",
      Notes: NOTES,
      PaymentMode: "association",
      Dates: [{ Start: "2026-12-05T09:00", End: "2026-12-05T17:00" }],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).Data.Id as number;
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.runtime.deps.db;
  const category = await coursesRepository.insertCategory(db, { name: "Foundations", slug: "foundations" });
  courseId = (
    await coursesRepository.insertCourse(db, {
      categoryId: category.id,
      title: COURSE,
      level: "beginner",
      ceCredits: 12,
      priceCents: 45_000,
    })
  ).id;
  // The course's own translations are the courses module's; here they are written as its seed writes them.
  await seedTranslations(db, "course", courseId, { de: { Title: COURSE_DE }, ja: { Title: COURSE_JA } });
  admin = (await adminToken(server)).token;
  teacher = await instructor(server);
  seminarId = await addSeminar();
});
afterAll(() => server.close());

describe("seminar translations", () => {
  it("are saved by an administrator for the notes only; an instructor, a title, an unknown seminar are refused", async () => {
    const res = await save({
      Kind: "seminar",
      Id: seminarId,
      Translations: { ja: { Notes: "毛布と飲み物をお持ちください。会場は一階です。" } },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).Data).toMatchObject({ Source: { Notes: NOTES }, Languages: ["ja"] });
    expect((await save({ Kind: "seminar", Id: seminarId, Translations: { ja: { Title: "題" } } })).statusCode).toBe(
      400,
    );
    expect((await save({ Kind: "seminar", Id: 999_999, Translations: { ja: { Notes: "無い" } } })).statusCode).toBe(
      404,
    );
    expect((await save({ Kind: "seminar", Id: seminarId, Translations: {} }, teacher.token)).statusCode).toBe(403);
  });

  it("show the seminar page, the month list and the course groups in the reader's language, English where none", async () => {
    const ja = await get(`/api/Seminar/GetSeminarById?id=${seminarId}`, { language: "ja" });
    seminarSchema.strict().parse(ja);
    expect(ja).toMatchObject({
      CourseTitle: COURSE_JA,
      CourseLang: "ja",
      Notes: "毛布と飲み物をお持ちください。会場は一階です。",
      Lang: "ja",
    });
    // German: the course has a German title, the notes no German words.
    const de = await get(`/api/Seminar/GetSeminarById?id=${seminarId}`, { language: "de" });
    expect(de).toMatchObject({ CourseTitle: COURSE_DE, CourseLang: "de", Notes: NOTES, Lang: "en" });
    const en = await get(`/api/Seminar/GetSeminarById?id=${seminarId}`, { language: "en" });
    expect(en).toMatchObject({ CourseTitle: COURSE, CourseLang: "en", Notes: NOTES, Lang: "en" });

    const months = await get("/api/Seminar/GetAllSeminarByGroup", { language: "ja" });
    const listed = months.List.flatMap((month: { Seminars: { Id: number }[] }) => month.Seminars);
    expect(listed.find((seminar: { Id: number }) => seminar.Id === seminarId)).toMatchObject({
      CourseTitle: COURSE_JA,
      Lang: "ja",
    });

    const groups = await get("/api/Seminar/GetAllSeminarGroupByCourses", { language: "de" });
    const group = groups.List.find((entry: { CourseId: number }) => entry.CourseId === courseId);
    expect(group).toMatchObject({ CourseTitle: COURSE_DE, Lang: "de" });
    expect(group.Seminars[0]).toMatchObject({ CourseTitle: COURSE_DE, CourseLang: "de" });

    const student = await member(server, { level: 3 });
    const own = await get(`/api/Seminar/GetSeminarBySeminarIdAndUserId?seminarId=${seminarId}&userId=${student.id}`, {
      token: student.token,
      language: "ja",
    });
    expect(own).toMatchObject({ CourseTitle: COURSE_JA, Lang: "ja" });
  });

  it("leave the notes of the instructor's own list as written (their editor starts from them), not the course", async () => {
    const mine = await get("/api/Seminar/GetAllSeminar/1", { token: teacher.token, language: "ja" });
    expect(mine.List.find((seminar: { Id: number }) => seminar.Id === seminarId)).toMatchObject({
      CourseTitle: COURSE_JA,
      CourseLang: "ja",
      Notes: NOTES,
    });
  });

  it("name the course in the reader's language in a coordinator's list", async () => {
    const coordinator = await confirmedMember(server);
    // A link as the invitation flow leaves it (the flow itself is the coordinators module's test).
    await server.runtime.deps.db.insert(instructorCoordinators).values({
      instructorId: teacher.id,
      coordinatorId: coordinator.id,
      inviteeEmail: coordinator.email.toLowerCase(),
      status: "accepted",
      respondedAt: server.clock.now(),
    });
    const read = (language: string) =>
      get("/api/Seminar/GetAllSeminarByCoordinatorId?pageSize=100", { token: coordinator.token, language });
    const listed = (page: { List: { Id: number }[] }) => page.List.find((seminar) => seminar.Id === seminarId);
    expect(listed(await read("de"))).toMatchObject({ CourseTitle: COURSE_DE, CourseLang: "de", Notes: NOTES });
    expect(listed(await read("en"))).toMatchObject({ CourseTitle: COURSE, CourseLang: "en" });
  });

  it("name the course in each recipient's language in the instructor's mail and the cancellation", async () => {
    const id = await addSeminar();
    const german = await member(server, { level: 2, language: "de" });
    const japanese = await member(server, { level: 2, language: "ja" });
    const english = await confirmedMember(server);
    const added = await server.call({
      method: "POST",
      url: "/api/Seminar/AddStudents",
      token: teacher.token,
      payload: { SeminarId: id, Emails: [german.email, japanese.email, english.email] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const sent = await server.call({
      method: "POST",
      url: "/api/Seminar/SendEmailToStudents",
      token: teacher.token,
      payload: { SeminarId: id, Subject: "Room change", Message: "We meet in room 2." },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // The course's words are read once for all the students, whatever their languages (no read per person).
    const reads = vi.spyOn(server.runtime.deps.translations, "everyLanguage");
    const overlays = vi.spyOn(server.runtime.deps.translations, "overlay");
    await server.runtime.worker.drain();
    expect(reads).toHaveBeenCalledTimes(1);
    expect(overlays).not.toHaveBeenCalled();
    reads.mockRestore();
    overlays.mockRestore();
    expect((await outboxTo(server, german.email)).at(-1)?.subject).toBe(`${COURSE_DE}: Room change`);
    expect((await outboxTo(server, japanese.email)).at(-1)?.subject).toBe(`${COURSE_JA}：Room change`);
    expect((await outboxTo(server, english.email)).at(-1)?.subject).toBe(`${COURSE}: Room change`);

    expect((await call("DELETE", `/api/Seminar/DeleteSeminar/${id}`, { token: teacher.token })).statusCode).toBe(200);
    expect((await outboxTo(server, german.email)).at(-1)?.subject).toBe(`Seminar abgesagt: ${COURSE_DE}`);
    expect((await outboxTo(server, english.email)).at(-1)?.subject).toBe(`Seminar cancelled: ${COURSE}`);

    // The notice is rendered in whichever language its member reads the list in: it carries every language's title.
    const notice = async (user: { id: number; token: string }, language: string) =>
      (await listOf(server, user, "", language)).Data.List.find((item) => item.Kind === "seminarCancelled")?.Title;
    expect(await notice(german, "de")).toBe(`Seminar abgesagt: ${COURSE_DE}`);
    expect(await notice(german, "en")).toBe(`Seminar cancelled: ${COURSE}`);
    expect(await notice(german, "ja")).toBe(`セミナー中止：${COURSE_JA}`);
    expect(await notice(english, "ja")).toBe(`セミナー中止：${COURSE_JA}`);
    expect(await notice(english, "fr")).toContain(COURSE);
  });
});
