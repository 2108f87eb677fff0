import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN_PASSWORD, login, startDemoServer, type TestServer } from "../harness.ts";

const ADMIN_PASSWORD = DEMO_ADMIN_PASSWORD;
const DEMO_PASSWORD = "Healing2026!";
let server: TestServer;
beforeAll(async () => {
  server = await startDemoServer();
});
afterAll(() => server.close());

const get = (url: string, token: string) => server.call({ method: "GET", url, token });

describe("demo self-study and evaluations", () => {
  it("has six lessons with handouts; access@ just started, standard@ is half-way, practitioner@ completed", async () => {
    const catalogue = await server.call({ method: "GET", url: "/api/SelfStudy/GetSelfStudyCourses" });
    const course = catalogue
      .json()
      .Data.List.find((c: { Title: string }) => c.Title === "Body Awareness at Home (self-study)");
    expect(course).toMatchObject({ LessonCount: 6, CeCredits: 4 });
    const progress: Record<string, number> = {};
    for (const who of ["access", "standard", "practitioner"]) {
      const token = await login(server, `${who}@demo.healingarts.example`, DEMO_PASSWORD);
      const [mine] = (await get("/api/SelfStudy/GetMySelfStudyCourses", token)).json().Data.List;
      progress[who] = mine.Percent;
      if (who === "practitioner") expect(mine.CeCreditsAwarded).toBe(4);
    }
    expect(progress).toEqual({ access: 0, standard: 50, practitioner: 100 });
    const token = await login(server, "standard@demo.healingarts.example", DEMO_PASSWORD);
    const lessons = (await get(`/api/SelfStudy/GetCourseLessons?courseId=${course.CourseId}`, token)).json().Data
      .Lessons;
    expect(lessons.every((l: { HasHandout: boolean }) => l.HasHandout)).toBe(true);
    const link = (await get(`/api/SelfStudy/DownloadHandout?lessonId=${lessons[0].LessonId}`, token)).json().Data.Url;
    const pdf = await server.app.inject({ method: "GET", url: link.replace(/^https?:\/\/[^/]+/, "") });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("has five survey questions, answers for past seminars and one survey left for practitioner@", async () => {
    const admin = await login(server, "admin@healingarts.example", ADMIN_PASSWORD);
    const questions = (await get("/api/Survey/GetSurveyQuestions", admin)).json().Data.List;
    expect(questions).toHaveLength(5);
    expect(questions.filter((q: { AnswerCount: number }) => q.AnswerCount > 0)).toHaveLength(5);
    const practitioner = await login(server, "practitioner@demo.healingarts.example", DEMO_PASSWORD);
    const { seminars } = await import("../../src/db/schema.ts");
    const { desc, lt } = await import("drizzle-orm");
    const [latest] = await server.runtime.deps.db
      .select()
      .from(seminars)
      .where(lt(seminars.lastEnd, server.clock.now()))
      .orderBy(desc(seminars.lastEnd))
      .limit(1);
    expect((await get(`/api/Survey/GetSurvey?seminarId=${latest?.id}`, practitioner)).json().Data.State).toBe("open");
  });
});
