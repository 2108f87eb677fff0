import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentTranslations } from "../../src/platform/translations/translations.schema.ts";
import { member } from "../factories.ts";
import { adminToken, startDemoServer, type TestServer } from "../harness.ts";
import { body, get, post, put } from "../membership/helpers.ts";

/**
 * Videos and downloads in the reader's language (ADR 0097), on the demo libraries and their seeded translations:
 * the shelves in every language, three videos and three downloads in Spanish, German and Japanese.
 */
let server: TestServer;
let admin: { id: number; token: string };
let memberToken: string;
let memberId: number;

type Video = { Id: number; Title: string; Description: string; CategoryName: string; Lang?: string };
type Category = { Id: number; Name: string; Lang?: string };
type File = { Id: number; Title: string; Description: string; Lang?: string };
type Group = { Id: number; Name: string; Description: string; Lang?: string; Files: File[] };

const save = (payload: Record<string, unknown>, token = admin.token) =>
  put(server, "/api/Translation/SaveTranslations", payload, { token });
const videos = async (language: string, search = "") =>
  body(await get(server, `/api/Video/GetWebVideos?pageSize=48&search=${encodeURIComponent(search)}`, { language })).Data
    .List as Video[];
const groups = async (language: string, search = "") =>
  body(
    await get(server, `/api/Download/GetDownloadFile?pageSize=10&search=${encodeURIComponent(search)}`, { language }),
  ).Data.List as Group[];
const rowsOf = async (kind: string, id: number) =>
  (await server.runtime.deps.db.select().from(contentTranslations)).filter(
    (row) => row.kind === kind && row.itemId === id,
  );

beforeAll(async () => {
  server = await startDemoServer();
  admin = await adminToken(server);
  ({ token: memberToken, id: memberId } = await member(server, { level: 4 }));
}, 240_000);
afterAll(() => server.close());

describe("the demo libraries in the reader's language", () => {
  it("name every video category in each language, and translated videos in Japanese with Lang ja", async () => {
    const categories = body(await get(server, "/api/Video/GetVideoCategory", { language: "ja" })).Data as Category[];
    expect(categories.map((category) => category.Name)).toEqual([
      "はじめに",
      "セルフケアの習慣",
      "プラクティショナーの技術",
      "カンファレンス講演",
      "創設者ビデオアーカイブ",
    ]);
    expect(categories.every((category) => category.Lang === "ja")).toBe(true);
    const cs = body(await get(server, "/api/Video/GetVideoCategory", { language: "cs" })).Data as Category[];
    expect(cs[0]).toMatchObject({ Name: "Začínáme", Lang: "cs" });

    const list = await videos("ja");
    expect(list.find((video) => video.Title === "協会へようこそ")).toMatchObject({
      CategoryName: "はじめに",
      Lang: "ja",
    });
    // An untranslated video stays English, in its translated category.
    expect(list.find((video) => video.Title === "How to choose a course")).toMatchObject({
      CategoryName: "はじめに",
      Lang: "en",
    });
    expect((await videos("en")).find((video) => video.Title === "Welcome to the association")?.Lang).toBe("en");
    // Administrators read the English source their editors change, in any language.
    const asAdmin = body(
      await get(server, "/api/Video/GetWebVideos?pageSize=48", { language: "ja", token: admin.token }),
    );
    const welcome = (asAdmin.Data.List as (Video & { Languages: string[] })[]).find(
      (video) => video.Title === "Welcome to the association",
    );
    expect([...(welcome?.Languages ?? [])].sort()).toEqual(["de", "es", "ja"]);
    const adminCategories = body(await get(server, "/api/Video/GetVideoCategory", { token: admin.token })).Data;
    expect(adminCategories[0]).toMatchObject({ Name: "Getting started", Lang: "en" });
    expect([...adminCategories[0].Languages].sort()).toEqual(["cs", "de", "es", "fr", "ja", "no", "pt"]);
    // The administrators' filter: the videos not yet translated into German.
    const filters = encodeURIComponent(JSON.stringify({ MissingLanguage: "de" }));
    const missing = body(
      await get(server, `/api/Video/GetWebVideos?pageSize=48&filters=${filters}`, { token: admin.token }),
    ).Data as { List: Video[]; TotalCount: number };
    expect(missing.List.map((video) => video.Title)).not.toContain("Welcome to the association");
    expect(missing.List.map((video) => video.Title)).toContain("How to choose a course");
    expect(missing.TotalCount).toBe(22);
  });

  it("show the download groups and translated files in German", async () => {
    const list = await groups("de");
    const forms = list.find((group) => group.Name === "Formulare und Erstaufnahme");
    expect(forms).toMatchObject({ Lang: "de" });
    expect(forms?.Files.find((file) => file.Title === "Aufnahmebogen für Klienten")).toMatchObject({ Lang: "de" });
    expect(forms?.Files.find((file) => file.Title === "Consent for minors")).toMatchObject({ Lang: "en" });
    const groupList = body(
      await get(server, `/api/Download/GetDownloadFileGroupByUserID/${memberId}`, {
        language: "es",
        token: memberToken,
      }),
    );
    expect(groupList.Data[0]).toMatchObject({ Name: "Formularios y admisión", Lang: "es" });
  });

  it("find videos and downloads by their translated words", async () => {
    expect((await videos("es", "enraizamiento")).map((video) => video.Title)).toEqual([
      "Enraizamiento matinal en cinco minutos",
    ]);
    // German stemming: "Sitzungen" finds "Nach Ihrer Sitzung"; English words keep working beside it.
    const files = (await groups("de", "Sitzungen")).flatMap((group) => group.Files.map((file) => file.Title));
    expect(files).toContain("Nach Ihrer Sitzung");
    expect((await groups("en", "intake")).flatMap((group) => group.Files).length).toBeGreaterThan(0);
  });
});

describe("media translations by administrators", () => {
  it("are saved for a video; 400 for a field the kind lacks, 404 for an unknown id, 403 for a member", async () => {
    const target = (await videos("en")).find((video) => video.Title === "How to choose a course") as Video;
    const res = await save({ Kind: "video", Id: target.Id, Translations: { ja: { Title: "講座の選び方" } } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await videos("ja")).find((video) => video.Id === target.Id)).toMatchObject({
      Title: "講座の選び方",
      Lang: "ja",
    });
    expect(
      (await save({ Kind: "videoCategory", Id: 1, Translations: { ja: { Description: "説明" } } })).statusCode,
    ).toBe(400);
    expect((await save({ Kind: "download", Id: 999_999, Translations: { ja: { Title: "無い" } } })).statusCode).toBe(
      404,
    );
    expect((await save({ Kind: "video", Id: target.Id, Translations: {} }, memberToken)).statusCode).toBe(403);
  });

  it("go with the item deleted: a video, a category, a download and a group", async () => {
    const target = (await videos("en")).find((video) => video.Title === "Panel: teaching online") as Video;
    await save({ Kind: "video", Id: target.Id, Translations: { de: { Title: "Podium: Online unterrichten" } } });
    expect(await rowsOf("video", target.Id)).toHaveLength(1);
    const deleted = await server.call({
      method: "DELETE",
      url: `/api/Video/AdminDeleteVideo/${target.Id}`,
      token: admin.token,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowsOf("video", target.Id)).toEqual([]);

    const shelf = async (url: string, Name: string) => {
      const res = await post(server, url, { Name, SortBy: 90 }, { token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      return body(res).Data.Id as number;
    };
    const categoryId = await shelf("/api/Video/AdminSaveVideoCategory", "Guest lectures");
    await save({ Kind: "videoCategory", Id: categoryId, Translations: { es: { Name: "Conferencias invitadas" } } });
    const groupId = await shelf("/api/Download/AdminSaveDownloadGroup", "Spare forms");
    await save({ Kind: "downloadGroup", Id: groupId, Translations: { es: { Name: "Formularios de reserva" } } });
    for (const url of [
      `/api/Video/AdminDeleteVideoCategory/${categoryId}`,
      `/api/Download/AdminDeleteDownloadGroup/${groupId}`,
    ]) {
      const res = await server.call({ method: "DELETE", url, token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await rowsOf("videoCategory", categoryId)).toEqual([]);
    expect(await rowsOf("downloadGroup", groupId)).toEqual([]);

    const file = (await groups("en")).flatMap((group) => group.Files).find((item) => item.Title === "Breathing card");
    expect(await rowsOf("download", file?.Id as number)).toHaveLength(6);
    const res = await server.call({
      method: "DELETE",
      url: `/api/Download/AdminDeleteDownloadFile/${file?.Id}`,
      token: admin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf("download", file?.Id as number)).toEqual([]);
  });
});
