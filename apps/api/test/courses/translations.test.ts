import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member } from "../factories.ts";
import { adminToken, startTestServer, type TestServer } from "../harness.ts";
import { body, get, put } from "../membership/helpers.ts";
import { seedCatalogue } from "./helpers.ts";

/** Courses in the reader's language (ADR 0097): the translations calls, the overlay, search, the admin list. */
let server: TestServer;
let admin: string;
let memberToken: string;
let courseId: number;
let otherId: number;
let categoryId: number;

const save = (payload: Record<string, unknown>, token = admin) =>
  put(server, "/api/Translation/SaveTranslations", payload, { token });
type Listed = { Id: number; Title: string; Summary: string; Lang?: string; Category: { Id: number; Name: string } };

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server);
  admin = (await adminToken(server)).token;
  memberToken = (await member(server, { level: 4 })).token;
  const list = body(await get(server, "/api/Course/GetCoursesIDsAndTitle/1?pageSize=-1")).Data.List as Listed[];
  const find = (title: string) => list.find((course) => course.Title === title)?.Id as number;
  courseId = find("Access Technique Essentials");
  otherId = find("Anatomy for Body-Work Practitioners");
  const detail = body(await get(server, `/api/Course/GetCourseById?Id=${courseId}`)).Data as Listed;
  categoryId = detail.Category.Id;
}, 240_000);
afterAll(() => server.close());

describe("course translations", () => {
  it("are saved by an administrator and read back beside the English", async () => {
    const res = await save({
      Kind: "course",
      Id: courseId,
      Translations: {
        ja: { Title: "アクセス・テクニック入門", Summary: "二日間の入門講座。" },
        de: { Title: "Access Technique: Grundkurs", Summary: "", Description: "" },
      },
    });
    expect(res.statusCode).toBe(200);
    const saved = body(res).Data;
    expect(saved.Source.Title).toBe("Access Technique Essentials");
    expect(saved.Translations.ja).toEqual({ Title: "アクセス・テクニック入門", Summary: "二日間の入門講座。" });
    // Empty fields are no translation; the language counts once its title is there.
    expect(saved.Translations.de).toEqual({ Title: "Access Technique: Grundkurs" });
    expect(saved.Languages).toEqual(["de", "ja"]);

    const read = body(
      await get(server, `/api/Translation/GetTranslations?Kind=course&Id=${courseId}`, { token: admin }),
    );
    expect(read.Data).toEqual(saved);

    // A language left out keeps its words; one sent with every field empty is removed.
    await save({ Kind: "course", Id: courseId, Translations: { de: { Title: "" } } });
    const after = body(
      await get(server, `/api/Translation/GetTranslations?Kind=course&Id=${courseId}`, { token: admin }),
    );
    expect(after.Data.Languages).toEqual(["ja"]);
    expect(after.Data.Translations.de).toBeUndefined();
  });

  it("refuses a field the kind lacks, an unknown item, a member and a visitor", async () => {
    const wrongField = await save({ Kind: "course", Id: courseId, Translations: { ja: { Body: "本文" } } });
    expect(wrongField.statusCode).toBe(400);
    expect(body(wrongField).Errors?.["Translations.ja.Body"]).toBe("This field cannot be translated.");
    const tooLong = await save({ Kind: "course", Id: courseId, Translations: { ja: { Title: "長".repeat(201) } } });
    expect(tooLong.statusCode).toBe(400);
    expect(body(tooLong).Errors?.["Translations.ja.Title"]).toBe("This translation is too long.");
    const unknownKind = await save({ Kind: "recipe", Id: courseId, Translations: {} });
    expect(unknownKind.statusCode).toBe(400);
    const missing = await save({ Kind: "course", Id: 999_999, Translations: { ja: { Title: "無い" } } });
    expect(missing.statusCode).toBe(404);
    expect((await save({ Kind: "course", Id: courseId, Translations: {} }, memberToken)).statusCode).toBe(403);
    expect(
      (await put(server, "/api/Translation/SaveTranslations", { Kind: "course", Id: courseId, Translations: {} }))
        .statusCode,
    ).toBe(401);
  });

  it("show a reader their language where translated and English otherwise, marked with Lang", async () => {
    await save({ Kind: "courseCategory", Id: categoryId, Translations: { ja: { Name: "入門" } } });
    const ja = body(await get(server, "/api/Course/GetCourses/1?pageSize=100", { language: "ja" })).Data
      .List as Listed[];
    const translated = ja.find((course) => course.Id === courseId);
    expect(translated).toMatchObject({ Title: "アクセス・テクニック入門", Summary: "二日間の入門講座。", Lang: "ja" });
    expect(translated?.Category.Name).toBe("入門");
    expect(ja.find((course) => course.Id === otherId)).toMatchObject({
      Title: "Anatomy for Body-Work Practitioners",
      Lang: "en",
    });

    const detail = body(await get(server, `/api/Course/GetCourseById?Id=${courseId}`, { language: "ja" })).Data;
    expect(detail).toMatchObject({ Title: "アクセス・テクニック入門", Lang: "ja" });
    // The description was not translated: the English one stays.
    expect(detail.Description).toMatch(/^[A-Za-z]/);

    const english = body(await get(server, `/api/Course/GetCourseById?Id=${courseId}`, { language: "en" })).Data;
    expect(english.Title).toBe("Access Technique Essentials");

    const categories = body(await get(server, "/api/Course/GetCourseCategories", { language: "ja" })).Data as {
      Id: number;
      Name: string;
      Lang: string;
    }[];
    expect(categories.find((category) => category.Id === categoryId)).toMatchObject({ Name: "入門", Lang: "ja" });

    const titles = body(await get(server, "/api/Course/GetCoursesIDsAndTitle/1?pageSize=-1", { language: "ja" })).Data
      .List as Listed[];
    expect(titles.find((course) => course.Id === courseId)).toMatchObject({
      Title: "アクセス・テクニック入門",
      Lang: "ja",
    });
    expect(titles.find((course) => course.Id === otherId)?.Lang).toBe("en");
  });

  it("carry a course's length in the reader's language, a length without words staying English", async () => {
    const english = body(await get(server, `/api/Course/GetCourseById?Id=${otherId}`)).Data as { Duration: string };
    await save({ Kind: "course", Id: otherId, Translations: { de: { Duration: "2 Tage" } } });
    const de = body(await get(server, `/api/Course/GetCourseById?Id=${otherId}`, { language: "de" })).Data;
    expect(de.Duration).toBe("2 Tage");
    const list = body(await get(server, "/api/Course/GetCourses/1?pageSize=100", { language: "de" })).Data
      .List as (Listed & { Duration: string })[];
    expect(list.find((course) => course.Id === otherId)?.Duration).toBe("2 Tage");
    const fr = body(await get(server, `/api/Course/GetCourseById?Id=${otherId}`, { language: "fr" })).Data;
    expect(fr.Duration).toBe(english.Duration);
  });

  it("are found by search in any language", async () => {
    await save({ Kind: "course", Id: otherId, Translations: { de: { Title: "Anatomie für Körperarbeit" } } });
    const search = async (words: string, language = "en") =>
      (
        body(
          await get(server, `/api/Course/GetCourses/1?pageSize=100&search=${encodeURIComponent(words)}`, { language }),
        ).Data.List as Listed[]
      ).map((course) => course.Id);
    // The German word finds the course whatever the reader's language; its English words still find it too.
    expect(await search("Anatomie")).toContain(otherId);
    expect(await search("Anatomie", "de")).toContain(otherId);
    expect(await search("Anatomy")).toContain(otherId);
    expect(await search("アクセス・テクニック入門", "ja")).toContain(courseId);
  });

  it("list in the administration with their languages, filtered by a missing one", async () => {
    const list = async (filters?: Record<string, unknown>) =>
      body(
        await get(
          server,
          `/api/Course/AdminGetCourses/1?pageSize=100${filters ? `&filters=${encodeURIComponent(JSON.stringify(filters))}` : ""}`,
          { token: admin },
        ),
      ).Data.List as (Listed & { Languages: string[] })[];
    const all = await list();
    expect(all.find((course) => course.Id === courseId)?.Languages).toEqual(["ja"]);
    expect(all.find((course) => course.Id === otherId)?.Languages).toEqual(["de"]);
    const missingJa = (await list({ MissingLanguage: "ja" })).map((course) => course.Id);
    expect(missingJa).not.toContain(courseId);
    expect(missingJa).toContain(otherId);
    expect(missingJa).toHaveLength(all.length - 1);
    const badFilter = await get(
      server,
      `/api/Course/AdminGetCourses/1?filters=${encodeURIComponent(JSON.stringify({ MissingLanguage: "xx" }))}`,
      { token: admin },
    );
    expect(badFilter.statusCode).toBe(400);
  });
});
