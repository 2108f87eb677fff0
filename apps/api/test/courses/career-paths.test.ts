import { INSTRUCTOR_PATHS, PRACTITIONER_PATHS } from "@haa/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoServer, type TestServer } from "../harness.ts";
import { body, get } from "../membership/helpers.ts";

/**
 * The certification paths name the demo catalogue's courses by id (`packages/domain/src/courses/career-paths.ts`):
 * the ids must be the courses the paths mean, and each must come back in the reader's language.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startDemoServer();
});
afterAll(() => server.close());

type Listed = { Id: number; Title: string; Lang: string };
const pathCourses = [...INSTRUCTOR_PATHS, ...PRACTITIONER_PATHS].flatMap((path) => path.courses);
const titles = async (language: string) =>
  new Map(
    (
      body(await get(server, "/api/Course/GetCoursesIDsAndTitle/1?pageSize=-1", { language })).Data.List as Listed[]
    ).map((course) => [course.Id, course]),
  );

describe("the certification paths' courses", () => {
  it("are published demo courses with the English titles the paths name", async () => {
    const english = await titles("en");
    for (const course of pathCourses) expect(english.get(course.id)?.Title, `course ${course.id}`).toBe(course.title);
  });

  it("come back in German by the same ids", async () => {
    const german = await titles("de");
    for (const course of pathCourses) {
      expect(german.get(course.id)?.Lang, `course ${course.id}`).toBe("de");
      expect(german.get(course.id)?.Title).not.toBe(course.title);
    }
    expect(german.get(2)?.Title).toBe("Grundlagenmodul 1: Prinzipien und Protokoll");
  });
});
