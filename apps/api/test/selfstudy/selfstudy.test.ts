import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrollments } from "../../src/db/schema.ts";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { enrol, makeCourse, makeLessons, makeSeminar } from "./fixtures.ts";

let server: TestServer;
let student: { id: number; token: string };
let visitor: { id: number; token: string };
let admin: { id: number; token: string };
let course: Awaited<ReturnType<typeof makeCourse>>;
let lessons: Awaited<ReturnType<typeof makeLessons>>;

beforeAll(async () => {
  server = await startTestServer();
  student = await confirmedMember(server, { FirstName: "Maya", LastName: "Lind" });
  visitor = await confirmedMember(server, { FirstName: "Tomas", LastName: "Novak" });
  admin = await adminToken(server);
  course = await makeCourse(server, { ceCredits: 4 });
  lessons = await makeLessons(server, course.id, 3, 100);
  await enrol(server, student.id, course.id);
});
afterAll(() => server.close());

const get = (url: string, token?: string) => server.call({ method: "GET", url, ...(token ? { token } : {}) });
const save = (token: string, LessonId: number, WatchedSeconds: unknown) =>
  server.call({
    method: "POST",
    url: "/api/SelfStudy/SaveLessonProgress",
    token,
    payload: { LessonId, WatchedSeconds },
  });

describe("SelfStudy/GetSelfStudyCourses", () => {
  it("lists published self-study courses with price and lesson count, for visitors too", async () => {
    await makeCourse(server, { isSelfStudy: false, title: "A seminar course" });
    await makeCourse(server, { published: false, title: "Hidden self-study" });
    const res = await get("/api/SelfStudy/GetSelfStudyCourses");
    expect(res.statusCode).toBe(200);
    const list = res.json().Data.List as { CourseId: number; Price: number; LessonCount: number; Title: string }[];
    expect(list.map((c) => c.Title)).not.toContain("A seminar course");
    expect(list.map((c) => c.Title)).not.toContain("Hidden self-study");
    expect(list.find((c) => c.CourseId === course.id)).toMatchObject({ Price: 90, LessonCount: 3, CeCredits: 4 });
  });

  it("refuses a bad page size (400)", async () => {
    expect((await get("/api/SelfStudy/GetSelfStudyCourses?pageSize=500")).statusCode).toBe(400);
  });
});

describe("SelfStudy/GetCourseLessons", () => {
  it("gives an enrolled member the videos, captions and handout names", async () => {
    const res = await get(`/api/SelfStudy/GetCourseLessons?courseId=${course.id}`, student.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().Data;
    expect(data.IsEnrolled).toBe(true);
    expect(data.Lessons).toHaveLength(3);
    expect(data.Lessons[0]).toMatchObject({
      Position: 1,
      VideoUrl: "/media/selfstudy/body-awareness.webm",
      Done: false,
    });
    expect(data.Lessons[0].CaptionsUrl).toMatch(/\.vtt$/);
  });

  it("shows a member who is not enrolled titles and durations but no video URLs", async () => {
    const res = await get(`/api/SelfStudy/GetCourseLessons?courseId=${course.id}`, visitor.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().Data;
    expect(data.IsEnrolled).toBe(false);
    expect(data.Lessons.map((l: { Title: string }) => l.Title)).toEqual(["Lesson 1", "Lesson 2", "Lesson 3"]);
    for (const lesson of data.Lessons) {
      expect(lesson.DurationSeconds).toBe(100);
      expect(lesson.VideoUrl).toBeNull();
      expect(lesson.CaptionsUrl).toBeNull();
    }
    expect(res.body).not.toContain("body-awareness.webm");
  });

  it("does not open the lessons for a pending or cancelled place", async () => {
    const other = await confirmedMember(server);
    await enrol(server, other.id, course.id, { status: "pending" });
    const res = await get(`/api/SelfStudy/GetCourseLessons?courseId=${course.id}`, other.token);
    expect(res.json().Data.IsEnrolled).toBe(false);
  });

  it("answers 401 to visitors, 404 for an unknown or seminar course, 400 for a bad id", async () => {
    expect((await get(`/api/SelfStudy/GetCourseLessons?courseId=${course.id}`)).statusCode).toBe(401);
    expect((await get("/api/SelfStudy/GetCourseLessons?courseId=999999", student.token)).statusCode).toBe(404);
    const seminarCourse = await makeCourse(server, { isSelfStudy: false });
    expect((await get(`/api/SelfStudy/GetCourseLessons?courseId=${seminarCourse.id}`, student.token)).statusCode).toBe(
      404,
    );
    const bad = await get("/api/SelfStudy/GetCourseLessons?courseId=abc", student.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors.courseId).toBe("Choose a course.");
  });
});

describe("SelfStudy/SaveLessonProgress", () => {
  it("never decreases and stops at the duration", async () => {
    const lesson = lessons[0]!;
    expect((await save(student.token, lesson.id, 40)).json().Data).toMatchObject({ WatchedSeconds: 40, Done: false });
    expect((await save(student.token, lesson.id, 10)).json().Data).toMatchObject({ WatchedSeconds: 40, Done: false });
    expect((await save(student.token, lesson.id, 89.4)).json().Data).toMatchObject({ WatchedSeconds: 89, Done: false });
    const done = (await save(student.token, lesson.id, 5000)).json().Data;
    expect(done).toMatchObject({ WatchedSeconds: 100, Done: true, CourseCompleted: false, CeCreditsAwarded: null });
    // Rewinding a done lesson keeps it done.
    expect((await save(student.token, lesson.id, 0)).json().Data).toMatchObject({ WatchedSeconds: 100, Done: true });
  });

  it("completes the enrolment with the course's CE credits once, when the last lesson is done", async () => {
    expect((await save(student.token, lessons[1]!.id, 90)).json().Data).toMatchObject({
      Done: true,
      CourseCompleted: false,
    });
    const last = (await save(student.token, lessons[2]!.id, 95)).json().Data;
    expect(last).toMatchObject({ Done: true, CourseCompleted: true, CeCreditsAwarded: 4 });
    const [row] = await server.runtime.deps.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, student.id), eq(enrollments.courseId, course.id)));
    const completedAt = row?.completedAt?.toISOString();
    expect(completedAt).toBeTruthy();
    // Later reports (and a changed course) never award again or move the date.
    server.clock.advance(60_000);
    await save(student.token, lessons[2]!.id, 100);
    await save(student.token, lessons[0]!.id, 100);
    const [again] = await server.runtime.deps.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.id, row?.id ?? 0));
    expect(again?.completedAt?.toISOString()).toBe(completedAt);
    expect(again?.ceCreditsAwarded).toBe(4);
    const mine = (await get("/api/SelfStudy/GetMySelfStudyCourses", student.token)).json().Data.List;
    expect(mine).toEqual([
      expect.objectContaining({
        CourseId: course.id,
        LessonCount: 3,
        LessonsDone: 3,
        Percent: 100,
        CeCreditsAwarded: 4,
      }),
    ]);
  });

  it("refuses a member who is not enrolled (403) and an unknown lesson (404)", async () => {
    const res = await save(visitor.token, lessons[0]!.id, 10);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ Code: "NOT_ENROLLED" });
    expect((await save(student.token, 999999, 10)).statusCode).toBe(404);
  });

  it.each([
    [-1, "The watched time is not valid."],
    ["ten", "The watched time is not valid."],
    [100_000, "The watched time is not valid."],
  ])("answers 400 for WatchedSeconds %j", async (value, message) => {
    const res = await save(student.token, lessons[0]!.id, value);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.WatchedSeconds).toBe(message);
  });

  it("answers 401 to visitors", async () => {
    const res = await server.call({
      method: "POST",
      url: "/api/SelfStudy/SaveLessonProgress",
      payload: { LessonId: 1, WatchedSeconds: 1 },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("SelfStudy/GetMySelfStudyCourses", () => {
  it("lists only my live self-study places, half-way progress as a percent", async () => {
    const half = await confirmedMember(server);
    const other = await makeCourse(server);
    const otherLessons = await makeLessons(server, other.id, 2, 10);
    await enrol(server, half.id, other.id);
    await enrol(server, half.id, course.id, { status: "cancelled" });
    await save(half.token, otherLessons[0]!.id, 9);
    const list = (await get("/api/SelfStudy/GetMySelfStudyCourses", half.token)).json().Data.List;
    expect(list).toEqual([
      expect.objectContaining({ CourseId: other.id, LessonsDone: 1, LessonCount: 2, Percent: 50, CompletedAt: null }),
    ]);
    expect((await get("/api/SelfStudy/GetMySelfStudyCourses")).statusCode).toBe(401);
  });
});

describe("SelfStudy/DownloadHandout", () => {
  it("gives enrolled members a signed link and refuses others", async () => {
    const url = await server.runtime.deps.storage.put(
      "private/selfstudy-handouts",
      "pdf",
      Buffer.from("%PDF-1.4\n%%EOF"),
    );
    const withHandout = await makeCourse(server);
    const [lesson] = await makeLessons(server, withHandout.id, 1);
    const { courseLessons } = await import("../../src/db/schema.ts");
    await server.runtime.deps.db
      .update(courseLessons)
      .set({ downloadKey: url, downloadName: "lesson-1-handout.pdf" })
      .where(eq(courseLessons.id, lesson!.id));
    await enrol(server, student.id, withHandout.id);
    const res = await get(`/api/SelfStudy/DownloadHandout?lessonId=${lesson!.id}`, student.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.FileName).toBe("lesson-1-handout.pdf");
    const link = new URL(res.json().Data.Url, "http://app.test");
    expect(link.searchParams.get("sig")).toBeTruthy();
    const file = await server.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(file.statusCode).toBe(200);
    // The file itself is private: without the signature it is refused.
    expect((await server.app.inject({ method: "GET", url: link.pathname })).statusCode).not.toBe(200);
    const refused = await get(`/api/SelfStudy/DownloadHandout?lessonId=${lesson!.id}`, visitor.token);
    expect(refused.statusCode).toBe(403);
    expect((await get(`/api/SelfStudy/DownloadHandout?lessonId=${lessons[0]!.id}`, student.token)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/SelfStudy/DownloadHandout?lessonId=${lesson!.id}`, admin.token)).statusCode).toBe(200);
  });
});

describe("SelfStudy/GetMyCourseDetail", () => {
  it("shows a seminar place with its dates, a self-study place with its progress, and 404 for a course I hold none of", async () => {
    const member = await confirmedMember(server);
    const seminarCourse = await makeCourse(server, { isSelfStudy: false });
    const seminar = await makeSeminar(server, seminarCourse.id, admin.id, new Date("2026-12-05T17:00:00Z"));
    await enrol(server, member.id, seminarCourse.id, { seminarId: seminar.id });
    const detail = await get(`/api/SelfStudy/GetMyCourseDetail?courseId=${seminarCourse.id}`, member.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().Data).toMatchObject({
      IsSelfStudy: false,
      Enrollments: [{ SeminarId: seminar.id, Status: "enrolled" }],
    });
    expect(detail.json().Data.Enrollments[0].Dates).toHaveLength(1);
    const selfStudy = await get(`/api/SelfStudy/GetMyCourseDetail?courseId=${course.id}`, student.token);
    expect(selfStudy.json().Data).toMatchObject({ IsSelfStudy: true, LessonCount: 3, LessonsDone: 3 });
    expect((await get(`/api/SelfStudy/GetMyCourseDetail?courseId=${course.id}`, member.token)).statusCode).toBe(404);
  });
});
