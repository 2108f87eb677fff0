import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTranslations } from "../../src/platform/translations/translations.ts";
import { confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { body, get } from "../membership/helpers.ts";
import { enrol, makeCourse, makeLessons } from "./fixtures.ts";

/** Self-study courses in the reader's language (ADR 0097): title, summary and description where translated. */
let server: TestServer;
let student: { id: number; token: string };
let course: Awaited<ReturnType<typeof makeCourse>>;
let plain: Awaited<ReturnType<typeof makeCourse>>;
const GERMAN = {
  Title: "Körperwahrnehmung zu Hause (Selbststudium)",
  Summary: "Sechs kurze Videolektionen in Ihrem eigenen Tempo.",
  Description: "Kurze Routinen für jeden Tag.",
};

beforeAll(async () => {
  server = await startTestServer();
  student = await confirmedMember(server, { FirstName: "Maya", LastName: "Lind" });
  course = await makeCourse(server, { description: "Short routines for every day." });
  plain = await makeCourse(server);
  await makeLessons(server, course.id, 2);
  await seedTranslations(server.runtime.deps.db, "course", course.id, { de: GERMAN });
  await enrol(server, student.id, course.id);
  await enrol(server, student.id, plain.id);
});
afterAll(() => server.close());

const read = async (url: string, language: string) => {
  const res = await get(server, url, { token: student.token, language });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).Data;
};
type Shown = { CourseId: number; Title: string; Summary: string; Lang: string };

describe("self-study in the reader's language", () => {
  it("lists the catalogue with the German title and summary, English where there are none", async () => {
    const list = (await read("/api/SelfStudy/GetSelfStudyCourses?pageSize=50", "de")).List as Shown[];
    expect(list.find((c) => c.CourseId === course.id)).toMatchObject({
      Title: GERMAN.Title,
      Summary: GERMAN.Summary,
      Lang: "de",
    });
    expect(list.find((c) => c.CourseId === plain.id)).toMatchObject({ Title: plain.title, Lang: "en" });
    const english = (await read("/api/SelfStudy/GetSelfStudyCourses?pageSize=50", "en")).List as Shown[];
    expect(english.find((c) => c.CourseId === course.id)).toMatchObject({ Title: course.title, Lang: "en" });
  });

  it("names my courses, a course's lessons page and my course's page in German", async () => {
    const mine = (await read("/api/SelfStudy/GetMySelfStudyCourses", "de")).List as Shown[];
    expect(mine.find((c) => c.CourseId === course.id)).toMatchObject({ Title: GERMAN.Title, Lang: "de" });
    expect(await read(`/api/SelfStudy/GetCourseLessons?courseId=${course.id}`, "de")).toMatchObject({
      Title: GERMAN.Title,
      Summary: GERMAN.Summary,
      Lang: "de",
    });
    expect(await read(`/api/SelfStudy/GetMyCourseDetail?courseId=${course.id}`, "de")).toMatchObject({
      Title: GERMAN.Title,
      Description: GERMAN.Description,
      Lang: "de",
    });
  });
});
