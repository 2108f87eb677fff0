import {
  courseCategoriesSchema,
  courseDetailSchema,
  courseGroupsSchema,
  courseIdTitleListSchema,
  courseListSchema,
} from "@haa/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../../../../packages/domain/src/testing/xss-payloads.ts";
import { member } from "../factories.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { body, get } from "../membership/helpers.ts";
import { seedCatalogue } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server, { pictures: true });
}, 240_000);
afterAll(() => server.close());

type Item = { Id: number; Title: string; Level: string; Track: string | null; IsSelfStudy: boolean };
const list = (query = "") => get(server, `/api/Course/GetCourses/1${query}`);
const filters = (value: unknown) => `?filters=${encodeURIComponent(JSON.stringify(value))}`;
const titled = async (title: string) =>
  (body(await list("?pageSize=-1")).Data.List as Item[]).find((c) => c.Title === title) as Item;

describe("the public catalogue", () => {
  it("lists published courses in catalogue order, paged, with prices, prerequisites and stored pictures", async () => {
    const res = await list("?pageSize=5");
    expect(res.statusCode).toBe(200);
    const data = courseListSchema.parse(body(res).Data);
    expect(data.TotalCount).toBe(20);
    expect(data.List).toHaveLength(5);
    expect(data.List[0]).toMatchObject({ Title: "Access Technique Essentials", Price: 150, Level: "beginner" });
    expect(data.List[0]?.PlanPrices.map((p) => [p.Name, p.Price])).toEqual([
      ["Starter", 150],
      ["Access", 142.5],
      ["Standard", 135],
      ["Practitioner", 127.5],
      ["Instructor", 127.5],
    ]);
    expect(data.List[0]?.Banner).toMatch(/^\/uploads\/courses\/.+-full\.webp$/);
    expect(data.List[0]?.Thumbnail).toMatch(/^\/uploads\/courses\/.+-thumbnail\.webp$/);
    const picture = await server.app.inject({ method: "GET", url: data.List[0]?.Thumbnail ?? "" });
    expect(picture.headers["content-type"]).toBe("image/webp");
    const second = courseListSchema.parse(body(await get(server, "/api/Course/GetCourses/2?pageSize=5")).Data);
    expect(second.List[0]?.Title).toBe("Matrix and Energetic Structures");
    const module2 = data.List.find((c) => c.Title.startsWith("Foundations Module 2"));
    expect(module2?.Prerequisites.map((p) => p.Title)).toEqual(["Foundations Module 1: Principles and Protocol"]);
  });

  it("filters by category, level, track and self-study, and searches the full text", async () => {
    const beginners = body(await list(filters({ Level: "beginner" }) + "&pageSize=-1")).Data;
    expect(beginners.List.every((c: Item) => c.Level === "beginner")).toBe(true);
    expect(beginners.TotalCount).toBe(9);
    const parama = body(await list(filters({ Track: "studygroups" }))).Data;
    expect(parama.List.map((c: Item) => c.Title)).toEqual(["Parama Study Group Facilitation"]);
    const selfStudy = body(await list(filters({ SelfStudy: true }))).Data;
    expect(selfStudy.List.map((c: Item) => c.Title)).toEqual(["Body Awareness at Home (self-study)"]);
    const categories = courseCategoriesSchema.parse(body(await get(server, "/api/Course/GetCourseCategories")).Data);
    const instructor = categories.find((c) => c.Slug === "instructor-training");
    const inCategory = body(await list(filters({ Category: instructor?.Id }))).Data;
    expect(inCategory.TotalCount).toBe(instructor?.CourseCount);
    expect(inCategory.TotalCount).toBe(2);
    const horses = body(await list("?search=horses")).Data;
    expect(horses.List[0]?.Title).toBe("Body-Work for Animals: Horses");
    expect(horses.TotalCount).toBeLessThan(4);
    const phrase = body(await list(`?search=${encodeURIComponent('"companion animals"')}`)).Data;
    expect(phrase.List.map((c: Item) => c.Title)).toEqual(["Body-Work for Animals: Companion Animals"]);
  });

  it("refuses bad filters, page sizes and page numbers with a translated 400", async () => {
    for (const query of [
      filters({ Level: "expert" }),
      filters({ Colour: "red" }),
      filters({ Category: "one" }),
      "?filters=%7Bnot-json",
      "?pageSize=0",
      "?pageSize=101",
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(body(res).Code, query).toBe("VALIDATION");
    }
    expect((await get(server, "/api/Course/GetCourses/0")).statusCode).toBe(400);
    const german = await server.call({
      method: "GET",
      url: `/api/Course/GetCourses/1${filters({ Level: "expert" })}`,
      headers: { "accept-language": "de" },
    });
    expect(body(german).Message).not.toBe(body(await list(filters({ Level: "expert" }))).Message);
  });

  it("answers hostile searches with a list, never an error", async () => {
    for (const payload of [...XSS_PAYLOADS.slice(0, 10), "'; drop table courses; --", "a & | ! ( ) :* <->", "%_\\"]) {
      const res = await list(`?search=${encodeURIComponent(payload)}`);
      expect(res.statusCode, payload).toBe(200);
    }
    expect((await list(`?search=${"x".repeat(201)}`)).statusCode).toBe(400);
  });

  it("lists beginner courses, the categories and the library grouped by category", async () => {
    const beginners = body(await get(server, "/api/Course/GetBeginnerCourses")).Data as Item[];
    expect(beginners).toHaveLength(9);
    expect(beginners.every((c) => c.Level === "beginner")).toBe(true);
    const categories = courseCategoriesSchema.parse(body(await get(server, "/api/Course/GetCourseCategories")).Data);
    expect(categories.map((c) => c.Slug)).toEqual([
      "foundations",
      "advanced-practice",
      "parama",
      "specialty",
      "instructor-training",
    ]);
    expect(categories.reduce((sum, c) => sum + c.CourseCount, 0)).toBe(20);
    const groups = courseGroupsSchema.parse(body(await get(server, "/api/Course/GetCoursesGroupByCategories")).Data);
    expect(groups.map((g) => g.Courses.length)).toEqual(categories.map((c) => c.CourseCount));
  });

  it("reads every id and title with pageSize -1, pages otherwise", async () => {
    const all = courseIdTitleListSchema.parse(
      body(await get(server, "/api/Course/GetCoursesIDsAndTitle/1?pageSize=-1")).Data,
    );
    expect(all.List).toHaveLength(20);
    expect(all.TotalCount).toBe(20);
    expect(Object.keys(all.List[0] ?? {})).toEqual(["Id", "Title", "Lang"]);
    expect(all.List.every((course) => course.Lang === "en")).toBe(true);
    const page = body(await get(server, "/api/Course/GetCoursesIDsAndTitle/2?pageSize=15")).Data;
    expect(page.List).toHaveLength(5);
  });
});

describe("one course", () => {
  it("answers a visitor with the visitor price and no plan verdict", async () => {
    const course = await titled("Matrix and Energetic Structures");
    const res = await get(server, `/api/Course/GetCourseById?Id=${course.Id}&WebMode=true`);
    expect(res.statusCode).toBe(200);
    const data = courseDetailSchema.strict().parse(body(res).Data);
    expect(data).toMatchObject({
      Level: "advanced",
      YourPrice: null,
      YourMembershipId: null,
      PlanAllowed: null,
      RequiredPermission: "Advanced Course Access",
    });
    expect(data.Prerequisites.map((p) => p.Title)).toEqual(["Foundations Module 2: Practice and Case Work"]);
  });

  it("gives a member their plan's price and refuses advanced courses to Starter and Access plans", async () => {
    const advanced = await titled("Matrix and Energetic Structures");
    const beginner = await titled("Access Technique Essentials");
    const detail = async (token: string, id: number) =>
      body(await get(server, `/api/Course/GetCourseById?id=${id}`, { token })).Data;
    const starter = await member(server, { level: 1 });
    expect(await detail(starter.token, advanced.Id)).toMatchObject({ YourMembershipId: 1, PlanAllowed: false });
    expect(await detail(starter.token, beginner.Id)).toMatchObject({ YourPrice: 150, PlanAllowed: true });
    const access = await member(server, { level: 2 });
    expect(await detail(access.token, advanced.Id)).toMatchObject({ PlanAllowed: false });
    const standard = await member(server, { level: 3 });
    const seen = await detail(standard.token, beginner.Id);
    expect(seen).toMatchObject({ YourMembershipId: 3, YourPrice: 135, PlanAllowed: true });
    expect(await detail(standard.token, advanced.Id)).toMatchObject({ PlanAllowed: true });
    // A lapsed plan counts as none: the visitor's answer.
    const lapsed = await member(server, {
      level: 4,
      autoRenew: false,
      endDateTime: new Date(server.clock.now().getTime() - 40 * 86_400_000),
    });
    expect(await detail(lapsed.token, advanced.Id)).toMatchObject({ YourMembershipId: null, PlanAllowed: null });
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const unknown = await get(server, "/api/Course/GetCourseById?Id=999999");
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).Message).toBe("This course does not exist or is not published.");
    for (const id of ["abc", "-1", "0", "1.5", "99999999999"]) {
      expect((await get(server, `/api/Course/GetCourseById?Id=${id}`)).statusCode, id).toBe(400);
    }
    expect((await get(server, "/api/Course/GetCourseById")).statusCode).toBe(400);
  });
});
