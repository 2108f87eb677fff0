import { courseSchema } from "@haa/domain";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member } from "../factories.ts";
import { adminToken, multipart, startTestServer, type TestServer } from "../harness.ts";
import { body, get, post, put } from "../membership/helpers.ts";
import { courseInput, seedCatalogue } from "./helpers.ts";

let server: TestServer;
let admin: { id: number; token: string };
let memberToken: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server);
  admin = await adminToken(server);
  memberToken = (await member(server, { level: 4 })).token;
}, 240_000);
afterAll(() => server.close());

const asAdmin = {
  get token() {
    return admin.token;
  },
};
const add = (payload: Record<string, unknown>, token = admin.token) =>
  post(server, "/api/Course/AdminAddCourse", payload, { token });
const edit = (payload: Record<string, unknown>, token = admin.token) =>
  put(server, "/api/Course/AdminEditCourse", payload, { token });
const titleId = async (title: string) =>
  (
    body(await get(server, "/api/Course/GetCoursesIDsAndTitle/1?pageSize=-1")).Data.List as {
      Id: number;
      Title: string;
    }[]
  ).find((c) => c.Title === title)?.Id as number;

describe("course administration", () => {
  it("creates a course with plan prices and prerequisites, edits it, unpublishes and republishes it", async () => {
    const module1 = await titleId("Foundations Module 1: Principles and Protocol");
    const res = await add(courseInput({ PrerequisiteIds: [module1, module1] }));
    expect(res.statusCode).toBe(200);
    expect(body(res).Message).toBe("The course has been saved.");
    const created = courseSchema.strict().parse(body(res).Data);
    expect(created).toMatchObject({ Title: "Listening Hands: A Practice Day", Price: 120, IsPublished: true });
    expect(created.PlanPrices.map((p) => [p.MembershipId, p.Price])).toEqual([
      [1, 120],
      [3, 99.5],
    ]);
    expect(created.Prerequisites.map((p) => p.Id)).toEqual([module1]);
    expect(created.Banner).toBe("/images/course-placeholder.svg");

    const changed = await edit({
      ...courseInput({ Title: "Listening Hands", Level: "advanced", PrerequisiteIds: [] }),
      Id: created.Id,
    });
    expect(changed.statusCode).toBe(200);
    expect(body(changed).Data).toMatchObject({ Title: "Listening Hands", Level: "advanced", Prerequisites: [] });

    const hide = await post(
      server,
      "/api/Course/AdminSetCoursePublished",
      { Id: created.Id, IsPublished: false },
      asAdmin,
    );
    expect(body(hide).Message).toBe("The course is no longer published.");
    expect((await get(server, `/api/Course/GetCourseById?Id=${created.Id}`)).statusCode).toBe(404);
    expect(await titleId("Listening Hands")).toBeUndefined();
    // The administrator still reads it, on the detail and in the administration list.
    expect((await get(server, `/api/Course/GetCourseById?Id=${created.Id}`, asAdmin)).statusCode).toBe(200);
    const hidden = body(
      await get(server, `/api/Course/AdminGetCourses/1?filters=${encodeURIComponent('{"Published":false}')}`, asAdmin),
    ).Data;
    expect(hidden.List.map((c: { Id: number }) => c.Id)).toEqual([created.Id]);
    await post(server, "/api/Course/AdminSetCoursePublished", { Id: created.Id, IsPublished: true }, asAdmin);
    expect((await get(server, `/api/Course/GetCourseById?Id=${created.Id}`)).statusCode).toBe(200);
  });

  it("refuses a prerequisite loop, direct or through other courses", async () => {
    const module1 = await titleId("Foundations Module 1: Principles and Protocol");
    const module2 = await titleId("Foundations Module 2: Practice and Case Work");
    const self = await edit({ ...courseInput({ PrerequisiteIds: [module1] }), Id: module1 });
    expect(self.statusCode).toBe(400);
    expect(body(self).Code).toBe("COURSE_PREREQUISITE_CYCLE");
    expect(body(self).Message).toBe("A course cannot require itself, directly or through the courses it requires.");
    // Module 2 requires Module 1, so Module 1 may not require Module 2 (nor Matrix, which requires Module 2).
    for (const required of [module2, await titleId("Matrix and Energetic Structures")]) {
      const loop = await edit({ ...courseInput({ PrerequisiteIds: [required] }), Id: module1 });
      expect(loop.statusCode).toBe(400);
      expect(body(loop).Code).toBe("COURSE_PREREQUISITE_CYCLE");
    }
    const unknown = await add(courseInput({ PrerequisiteIds: [999999] }));
    expect(body(unknown).Code).toBe("COURSE_PREREQUISITE_UNKNOWN");
  });

  it("refuses bad input with translated field messages, unknown ids with 404", async () => {
    const bad = await add(courseInput({ Title: " ", Level: "expert", Price: -1, CeCredits: 1.5 }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(body(bad).Errors ?? {}).sort()).toEqual(["CeCredits", "Level", "Price", "Title"]);
    expect(body(bad).Errors?.Title).toBe("Please give the course a title.");
    const twoPrices = await add(
      courseInput({
        PlanPrices: [
          { MembershipId: 2, Price: 1 },
          { MembershipId: 2, Price: 2 },
        ],
      }),
    );
    expect(twoPrices.statusCode).toBe(400);
    expect(body(await add(courseInput({ CategoryId: 999999 }))).Code).toBe("COURSE_CATEGORY_NOT_FOUND");
    expect((await edit({ ...courseInput(), Id: 999999 })).statusCode).toBe(404);
    const hide = await post(server, "/api/Course/AdminSetCoursePublished", { Id: 999999, IsPublished: false }, asAdmin);
    expect(hide.statusCode).toBe(404);
  });

  it("manages categories: create, rename, reorder with every category once", async () => {
    const created = await post(
      server,
      "/api/Course/AdminAddCategory",
      { Name: "Foundations", Description: "" },
      asAdmin,
    );
    expect(created.statusCode).toBe(200);
    // The slug of an existing name gets a number, so links to the first stay unique.
    expect(body(created).Data).toMatchObject({ Slug: "foundations-2", SortOrder: 6, CourseCount: 0 });
    const id = body(created).Data.Id as number;
    const renamed = await put(
      server,
      "/api/Course/AdminRenameCategory",
      { Id: id, Name: "Family Care", Description: "For parents." },
      asAdmin,
    );
    expect(body(renamed).Message).toBe("The category has been renamed.");
    const categories = body(await get(server, "/api/Course/GetCourseCategories")).Data as {
      Id: number;
      Name: string;
    }[];
    const ids = categories.map((c) => c.Id);
    const order = [id, ...ids.filter((x) => x !== id)];
    const reordered = await put(server, "/api/Course/AdminReorderCategories", { Ids: order }, asAdmin);
    expect(reordered.statusCode).toBe(200);
    expect(body(reordered).Data[0]).toMatchObject({ Name: "Family Care", SortOrder: 1 });
    const partial = await put(server, "/api/Course/AdminReorderCategories", { Ids: order.slice(1) }, asAdmin);
    expect(body(partial).Code).toBe("COURSE_CATEGORY_ORDER");
    expect((await put(server, "/api/Course/AdminReorderCategories", { Ids: [id, id] }, asAdmin)).statusCode).toBe(400);
    const missing = await put(
      server,
      "/api/Course/AdminRenameCategory",
      { Id: 999999, Name: "X", Description: "" },
      asAdmin,
    );
    expect(missing.statusCode).toBe(404);
  });

  it("stores a banner and a thumbnail checked by content, replacing the previous files", async () => {
    const id = await titleId("Access Technique Essentials");
    const png = await sharp({ create: { width: 900, height: 500, channels: 3, background: "#2f6f73" } })
      .png()
      .toBuffer();
    const upload = (kind: "Banner" | "Thumbnail", bytes: Buffer, contentType = "image/png") =>
      server.call({
        method: "POST",
        url: `/api/Course/AdminUploadCourse${kind}/${id}`,
        token: admin.token,
        ...multipart({}, { field: "File", filename: "a.png", contentType, bytes }),
      });
    const first = body(await upload("Banner", png)).Data;
    expect((await server.app.inject({ method: "GET", url: first.Full })).statusCode).toBe(200);
    const banner = await upload("Banner", png);
    expect(banner.statusCode).toBe(200);
    expect(body(banner).Data.Full).toMatch(/^\/uploads\/courses\/.+-full\.webp$/);
    const thumbnail = await upload("Thumbnail", png);
    const after = body(await get(server, `/api/Course/GetCourseById?Id=${id}`)).Data;
    expect(after.Banner).toBe(body(banner).Data.Full);
    expect(after.Thumbnail).toBe(body(thumbnail).Data.Thumbnail);
    // The replaced banner's files are gone.
    expect((await server.app.inject({ method: "GET", url: first.Full })).statusCode).toBe(404);
    const fake = await upload("Banner", Buffer.from("<svg onload=alert(1)>"), "image/png");
    expect(fake.statusCode).toBe(400);
    expect(Object.keys(body(fake).Errors ?? {})).toEqual(["File"]);
    const none = await server.call({
      method: "POST",
      url: `/api/Course/AdminUploadCourseBanner/999999`,
      token: admin.token,
      ...multipart({}, { field: "File", filename: "a.png", contentType: "image/png", bytes: png }),
    });
    expect(none.statusCode).toBe(404);
  });

  it("refuses members and visitors on every administration call", async () => {
    const calls: [string, string, unknown][] = [
      ["GET", "/api/Course/AdminGetCourses/1", undefined],
      ["POST", "/api/Course/AdminAddCourse", courseInput()],
      ["PUT", "/api/Course/AdminEditCourse", { ...courseInput(), Id: 1 }],
      ["POST", "/api/Course/AdminSetCoursePublished", { Id: 1, IsPublished: false }],
      ["POST", "/api/Course/AdminUploadCourseBanner/1", undefined],
      ["POST", "/api/Course/AdminUploadCourseThumbnail/1", undefined],
      ["POST", "/api/Course/AdminAddCategory", { Name: "X" }],
      ["PUT", "/api/Course/AdminRenameCategory", { Id: 1, Name: "X" }],
      ["PUT", "/api/Course/AdminReorderCategories", { Ids: [1] }],
    ];
    for (const [method, url, payload] of calls) {
      const asMember = await server.call({
        method: method as "GET",
        url,
        token: memberToken,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(asMember.statusCode, url).toBe(403);
      const asVisitor = await server.call({
        method: method as "GET",
        url,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(asVisitor.statusCode, url).toBe(401);
    }
    expect(body(await get(server, "/api/Course/GetCourses/1?pageSize=-1")).Data.TotalCount).toBe(21);
  });
});
