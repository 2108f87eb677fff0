import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, surveyInvitations } from "../../src/db/schema.ts";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { enrol, makeCourse, makeSeminar } from "../selfstudy/fixtures.ts";

type Member = { id: number; token: string };
let server: TestServer;
let admin: Member;
let instructor: Member;
let otherInstructor: Member;
let student: Member;
let classmate: Member;
let outsider: Member;
let ended: Awaited<ReturnType<typeof makeSeminar>>;
let upcoming: Awaited<ReturnType<typeof makeSeminar>>;
let questions: { QuestionId: number; Kind: string }[];

// The fixed clock stands at 2026-11-21T10:00Z.
const NOW = new Date("2026-11-21T10:00:00Z");

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  instructor = await confirmedMember(server, { FirstName: "Ines", LastName: "Teacher" });
  otherInstructor = await confirmedMember(server, { FirstName: "Olaf", LastName: "Teacher" });
  student = await confirmedMember(server, { FirstName: "Sara", LastName: "Student" });
  classmate = await confirmedMember(server, { FirstName: "Carl", LastName: "Classmate" });
  outsider = await confirmedMember(server, { FirstName: "Otto", LastName: "Outsider" });
  const course = await makeCourse(server, { isSelfStudy: false, title: "Foundations Module 1" });
  ended = await makeSeminar(server, course.id, instructor.id, new Date(NOW.getTime() - 2 * 86_400_000));
  upcoming = await makeSeminar(server, course.id, instructor.id, new Date(NOW.getTime() + 5 * 86_400_000));
  for (const member of [student, classmate]) {
    await enrol(server, member.id, course.id, { seminarId: ended.id });
    await enrol(server, member.id, course.id, { seminarId: upcoming.id });
  }
  for (const [Text, Kind] of [
    ["How clearly did the instructor explain each technique?", "rating"],
    ["How useful was the practice time?", "rating"],
    ["What would you change?", "text"],
  ] as const) {
    const res = await server.call({
      method: "POST",
      url: "/api/Survey/AddSurveyQuestion",
      token: admin.token,
      payload: { Text, Kind },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const survey = await server.call({
    method: "GET",
    url: `/api/Survey/GetSurvey?seminarId=${ended.id}`,
    token: student.token,
  });
  questions = survey.json().Data.Questions;
});
afterAll(() => server.close());

const getSurvey = (seminarId: number, token?: string) =>
  server.call({ method: "GET", url: `/api/Survey/GetSurvey?seminarId=${seminarId}`, ...(token ? { token } : {}) });
const submit = (token: string, payload: unknown) =>
  server.call({ method: "POST", url: "/api/Survey/SubmitSurvey", token, payload: payload as Record<string, unknown> });
const results = (seminarId: number, token?: string) =>
  server.call({
    method: "GET",
    url: `/api/Survey/GetSurveyResults?seminarId=${seminarId}`,
    ...(token ? { token } : {}),
  });
const answers = (ratings: [number, number], text: string | null) => [
  { QuestionId: questions[0]?.QuestionId, Rating: ratings[0] },
  { QuestionId: questions[1]?.QuestionId, Rating: ratings[1] },
  { QuestionId: questions[2]?.QuestionId, Text: text },
];

describe("Survey/GetSurvey", () => {
  it("is open for a student after the last date, with the questions in order", async () => {
    const res = await getSurvey(ended.id, student.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({ State: "open", CourseTitle: "Foundations Module 1", CanSeeResults: false });
    expect(questions.map((q) => q.Kind)).toEqual(["rating", "rating", "text"]);
  });

  it("says notEnded before the last date, notStudent to others, and shows no questions then", async () => {
    expect((await getSurvey(upcoming.id, student.token)).json().Data).toMatchObject({
      State: "notEnded",
      Questions: [],
    });
    expect((await getSurvey(ended.id, outsider.token)).json().Data).toMatchObject({
      State: "notStudent",
      Questions: [],
    });
    expect((await getSurvey(ended.id, instructor.token)).json().Data).toMatchObject({ CanSeeResults: true });
  });

  it("answers 401, 404 and 400", async () => {
    expect((await getSurvey(ended.id)).statusCode).toBe(401);
    expect((await getSurvey(999999, student.token)).statusCode).toBe(404);
    const bad = await server.call({ method: "GET", url: "/api/Survey/GetSurvey?seminarId=x", token: student.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors.seminarId).toBe("Choose a seminar.");
  });
});

describe("Survey/SubmitSurvey", () => {
  it("refuses before the seminar ends (409)", async () => {
    const res = await submit(student.token, { SeminarId: upcoming.id, Answers: answers([5, 5], null) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      Code: "SURVEY_NOT_OPEN",
      Message: "The evaluation opens after the seminar's last day.",
    });
  });

  it("refuses someone who was not a student (403)", async () => {
    const res = await submit(outsider.token, { SeminarId: ended.id, Answers: answers([1, 1], null) });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ["a rating out of range", () => answers([6, 4], null), "Choose a rating from 1 to 5."],
    ["no answers", () => [], "Please answer the survey."],
  ])("answers 400 for %s", async (_label, make, message) => {
    const res = await submit(student.token, { SeminarId: ended.id, Answers: make() });
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json().Errors)).toContain(message);
  });

  it("answers 400 when a rating question is left out", async () => {
    const res = await submit(student.token, { SeminarId: ended.id, Answers: answers([5, 4], null).slice(1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.Answers).toBe("Please rate every question.");
  });

  it("stores the answers once; a second submit is 409", async () => {
    const first = await submit(student.token, {
      SeminarId: ended.id,
      Answers: answers([5, 4], "More breaks, please."),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().Message).toBe("Thank you, your evaluation has been sent.");
    const second = await submit(student.token, { SeminarId: ended.id, Answers: answers([1, 1], null) });
    expect(second.statusCode).toBe(409);
    expect(second.json().Code).toBe("SURVEY_ANSWERED");
    expect((await getSurvey(ended.id, student.token)).json().Data.State).toBe("answered");
  });

  it("keeps a double submit from answering twice", async () => {
    const payload = { SeminarId: ended.id, Answers: answers([4, 3], "<script>alert(1)</script> Clear teaching") };
    const codes = (await Promise.all([submit(classmate.token, payload), submit(classmate.token, payload)])).map(
      (r) => r.statusCode,
    );
    expect(codes.sort()).toEqual([200, 409]);
  });
});

describe("Survey/GetSurveyResults", () => {
  it("gives the seminar's instructor averages, counts and texts without names", async () => {
    const res = await results(ended.id, instructor.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().Data;
    expect(data.ResponseCount).toBe(2);
    expect(data.Questions[0]).toMatchObject({ Kind: "rating", Average: 4.5, Count: 2 });
    expect(data.Questions[1]).toMatchObject({ Average: 3.5, Count: 2 });
    expect(data.Questions[2].Texts).toEqual(["More breaks, please.", "<script>alert(1)</script> Clear teaching"]);
    expect(res.body).not.toContain("Sara");
    expect(res.body).not.toContain("Classmate");
  });

  it("refuses another instructor and students (403); administrators read every seminar", async () => {
    expect((await results(ended.id, otherInstructor.token)).statusCode).toBe(403);
    expect((await results(ended.id, student.token)).statusCode).toBe(403);
    expect((await results(ended.id, admin.token)).statusCode).toBe(200);
    expect((await results(ended.id)).statusCode).toBe(401);
    expect((await results(999999, admin.token)).statusCode).toBe(404);
  });
});

describe("survey questions (administrators)", () => {
  it("versions an edited question: old answers keep the text they answered", async () => {
    const first = questions[0]!.QuestionId;
    const res = await server.call({
      method: "PUT",
      url: `/api/Survey/UpdateSurveyQuestion/${first}`,
      token: admin.token,
      payload: { Text: "How clear was the teaching?", Kind: "rating", Position: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({ Version: 2, Active: true });
    const list = (
      await server.call({ method: "GET", url: "/api/Survey/GetSurveyQuestions", token: admin.token })
    ).json().Data.List;
    expect(list.find((q: { QuestionId: number }) => q.QuestionId === first)).toMatchObject({
      Active: false,
      AnswerCount: 2,
    });
    const old = (await results(ended.id, instructor.token)).json().Data.Questions[0];
    expect(old.Text).toBe("How clearly did the instructor explain each technique?");
    // Editing a retired version is refused.
    const again = await server.call({
      method: "PUT",
      url: `/api/Survey/UpdateSurveyQuestion/${first}`,
      token: admin.token,
      payload: { Text: "Another text", Kind: "rating" },
    });
    expect(again.statusCode).toBe(409);
  });

  it("retires a question and refuses members, bad input and unknown ids", async () => {
    const added = await server.call({
      method: "POST",
      url: "/api/Survey/AddSurveyQuestion",
      token: admin.token,
      payload: { Text: "Would you recommend this seminar?", Kind: "rating" },
    });
    const id = added.json().Data.QuestionId;
    expect(
      (await server.call({ method: "PUT", url: `/api/Survey/RetireSurveyQuestion/${id}`, token: admin.token }))
        .statusCode,
    ).toBe(200);
    expect(
      (await server.call({ method: "PUT", url: `/api/Survey/RetireSurveyQuestion/${id}`, token: admin.token }))
        .statusCode,
    ).toBe(409);
    expect(
      (await server.call({ method: "PUT", url: "/api/Survey/RetireSurveyQuestion/999999", token: admin.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await server.call({ method: "GET", url: "/api/Survey/GetSurveyQuestions", token: student.token })).statusCode,
    ).toBe(403);
    const short = await server.call({
      method: "POST",
      url: "/api/Survey/AddSurveyQuestion",
      token: admin.token,
      payload: { Text: "Hi", Kind: "rating" },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().Errors.Text).toBe("Question should be a minimum of 5 characters.");
    const kind = await server.call({
      method: "POST",
      url: "/api/Survey/AddSurveyQuestion",
      token: admin.token,
      payload: { Text: "A fine question", Kind: "essay" },
    });
    expect(kind.json().Errors.Kind).toBe("Choose rating or free text.");
  });
});

describe("the daily invitation job", () => {
  it("invites each student of a seminar that ended yesterday once", async () => {
    const course = await makeCourse(server, { isSelfStudy: false, title: "Anatomy for Body-Work Practitioners" });
    // Ended yesterday evening (UTC).
    const seminar = await makeSeminar(server, course.id, instructor.id, new Date("2026-11-20T18:00:00Z"));
    const fresh = await confirmedMember(server);
    await enrol(server, fresh.id, course.id, { seminarId: seminar.id });
    await enrol(server, outsider.id, course.id, { seminarId: seminar.id, status: "cancelled" });
    const { dailyInvitations } = await import("../../src/modules/surveys/surveys.service.ts");
    const run = dailyInvitations(server.runtime.deps).handler;
    await run({}, { id: 0, attempts: 1, key: null, fence: async () => {} });
    await run({}, { id: 0, attempts: 1, key: null, fence: async () => {} });
    const invited = await server.runtime.deps.db
      .select()
      .from(surveyInvitations)
      .where(eq(surveyInvitations.seminarId, seminar.id));
    expect(invited.map((row) => row.userId)).toEqual([fresh.id]);
    const rows = await server.runtime.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, fresh.id), eq(notifications.kind, "surveyInvitation")));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.link).toBe(`/takesurvey?seminarId=${seminar.id}`);
    const list = await server.call({
      method: "GET",
      url: `/api/Notification/GetNotificationsByUserId?userId=${fresh.id}`,
      token: fresh.token,
    });
    expect(list.body).toContain("How was Anatomy for Body-Work Practitioners?");
    // Seminars still running today are not invited yet.
    const none = await server.runtime.deps.db
      .select()
      .from(surveyInvitations)
      .where(eq(surveyInvitations.seminarId, upcoming.id));
    expect(none).toHaveLength(0);
  });
});
