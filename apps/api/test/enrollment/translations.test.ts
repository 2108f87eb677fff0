import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTranslations } from "../../src/platform/translations/translations.ts";
import { course, member, instructor as newInstructor, paypalComplete, paypalDecide, seminar } from "../factories.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { body, cardFields, get, invoicesOf, outboxTo, post } from "../membership/helpers.ts";

/**
 * The enrolment's receipt mail confirms the place in the student's language (ADR 0097): it names the course in
 * their stored language where the course has a translation, English otherwise; the invoice keeps the English title.
 */
let server: TestServer;
let instructor: { id: number; token: string };
let translated: { id: number; title: string };
let untranslated: { id: number; title: string };

const TITLE_DE = "Grundlagen der Reflexzonenarbeit";
const TITLE_JA = "リフレクソロジーの基礎";

type Student = { id: number; token: string; email: string };

beforeAll(async () => {
  server = await startTestServer();
  instructor = await newInstructor(server);
  translated = await course(server);
  untranslated = await course(server);
  // The courses module's rows, written as its seed writes them.
  await seedTranslations(server.runtime.deps.db, "course", translated.id, {
    de: { Title: TITLE_DE },
    ja: { Title: TITLE_JA },
  });
});
afterAll(() => server.close());

/** Enrols by card in a new seminar of `courseId`; answers the text of the payment's receipt mail. */
async function receiptByCard(student: Student, courseId: number): Promise<string> {
  const s = await seminar(server, courseId, { instructorId: instructor.id, priceCents: 40_000 });
  const res = await post(
    server,
    "/api/Enrollment/EnrollCourseOrSeminar",
    { UserId: student.id, SeminarId: s.id, AmountPaid: 400, ...cardFields() },
    { token: student.token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return receiptOf(student);
}

async function receiptOf(student: Student): Promise<string> {
  const invoice = (await invoicesOf(server, student.id)).at(-1);
  const mails = (await outboxTo(server, student.email)).filter((mail) =>
    mail.subject.includes(invoice?.invoiceNumber ?? "?"),
  );
  expect(mails).toHaveLength(1);
  return mails[0]?.text ?? "";
}

describe("the enrolment receipt in the student's language", () => {
  it("names the course in German for a German student; the invoice keeps the English title", async () => {
    const german = await member(server, { level: 3, language: "de" });
    const text = await receiptByCard(german, translated.id);
    expect(text).toContain(`für ${TITLE_DE}.`);
    expect(text).not.toContain(translated.title);
    const invoice = (await invoicesOf(server, german.id)).at(-1);
    expect(invoice).toMatchObject({ itemTitle: translated.title });
    expect(invoice?.lines).toEqual([{ kind: "seminar", title: translated.title, amountCents: 40_000 }]);
  });

  it("names it in English for an English student, and for a Japanese one where the course has no translation", async () => {
    const english = await member(server, { level: 3 });
    expect(await receiptByCard(english, translated.id)).toContain(`for ${translated.title}.`);
    const japanese = await member(server, { level: 3, language: "ja" });
    const text = await receiptByCard(japanese, untranslated.id);
    expect(text).toContain(`${untranslated.title}の代金`);
  });

  it("names it in Japanese after a PayPal payment too", async () => {
    const japanese = await member(server, { level: 3, language: "ja" });
    const s = await seminar(server, translated.id, { instructorId: instructor.id, priceCents: 40_000 });
    const created = await post(
      server,
      "/api/PayPal/CreatePaymentAsync",
      { UserId: japanese.id, SeminarId: s.id, AmountPaid: 400 },
      { token: japanese.token },
    );
    expect(created.statusCode, created.body).toBe(200);
    const back = await paypalDecide(server, body(created).Data.ApprovalUrl, "approve");
    const done = await paypalComplete(server, japanese, back);
    expect(done.statusCode, done.body).toBe(200);
    const text = await receiptOf(japanese);
    expect(text).toContain(`${TITLE_JA}の代金`);
    expect(text).not.toContain(translated.title);
  });
});

describe("the student's courses and the checkout in the reader's language", () => {
  it("lists the places with the course's German title, English where the course has none", async () => {
    const student = await member(server, { level: 3 });
    await receiptByCard(student, translated.id);
    await receiptByCard(student, untranslated.id);
    const read = async (language: string) =>
      body(
        await get(server, `/api/Enrollment/GetEnrolledCourseOrSeminarByUserId?userId=${student.id}`, {
          token: student.token,
          language,
        }),
      ).Data.List as { CourseId: number; Title: string; Lang: string }[];
    const german = await read("de");
    expect(german.find((item) => item.CourseId === translated.id)).toMatchObject({ Title: TITLE_DE, Lang: "de" });
    expect(german.find((item) => item.CourseId === untranslated.id)).toMatchObject({
      Title: untranslated.title,
      Lang: "en",
    });
    const english = await read("en");
    expect(english.find((item) => item.CourseId === translated.id)).toMatchObject({
      Title: translated.title,
      Lang: "en",
    });
  });

  it("names the item and the missing prerequisites of the checkout in German", async () => {
    const selfStudy = await course(server, { isSelfStudy: true, requires: [translated.id] });
    await seedTranslations(server.runtime.deps.db, "course", selfStudy.id, { de: { Title: "Selbststudium (Test)" } });
    const student = await member(server, { level: 3 });
    const res = await get(
      server,
      `/api/Enrollment/CheckUserEligibleForSeminar?userId=${student.id}&courseId=${selfStudy.id}`,
      { token: student.token, language: "de" },
    );
    expect(res.statusCode, res.body).toBe(200);
    const view = body(res).Data;
    expect(view.Item).toMatchObject({ CourseId: selfStudy.id, Title: "Selbststudium (Test)", Lang: "de" });
    expect(view.Code).toBe("prerequisitesMissing");
    expect(view.MissingCourses).toEqual([{ Id: translated.id, Title: TITLE_DE }]);
    expect(view.Reason).toContain(TITLE_DE);
  });
});
