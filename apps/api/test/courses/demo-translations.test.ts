import { TRANSLATION_LANGUAGES } from "@haa/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoServer, type TestServer } from "../harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startDemoServer();
});
afterAll(() => server.close());

type Course = { Title: string; Lang: string; Duration: string; Category: { Name: string } };

describe("the demo catalogue in the reader's language (ADR 0097)", () => {
  it("has every course and category in all eight languages", async () => {
    const read = async (language: string) =>
      (
        await server.call({
          method: "GET",
          url: "/api/Course/GetCourses/1?pageSize=100",
          headers: { "accept-language": language },
        })
      ).json().Data.List as Course[];
    const english = await read("en");
    expect(english).toHaveLength(20);
    for (const language of TRANSLATION_LANGUAGES) {
      const courses = await read(language);
      expect(courses.map((course) => course.Lang)).toEqual(courses.map(() => language));
      // Each title is its own language's, not the English one.
      expect(courses.filter((course, index) => course.Title === english[index]?.Title)).toEqual([]);
      expect(courses.every((course, index) => course.Category.Name !== english[index]?.Category.Name)).toBe(true);
      // And its length ("2 days") in words of the language.
      expect(courses.filter((course, index) => course.Duration === english[index]?.Duration)).toEqual([]);
    }
    const japanese = await read("ja");
    expect(japanese.map((course) => course.Title)).toContain("アクセス・テクニック入門");
    expect(japanese.map((course) => course.Duration)).toContain("2日間");
  });
});
