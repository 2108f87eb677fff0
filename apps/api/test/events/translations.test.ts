import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentTranslations } from "../../src/platform/translations/translations.schema.ts";
import { member } from "../factories.ts";
import { adminToken, startTestServer, type TestServer } from "../harness.ts";
import { body, get, post, put } from "../membership/helpers.ts";

/** Events in the reader's language (ADR 0097): the translations calls, the list, its search, the .ics, deletion. */
let server: TestServer;
let admin: { id: number; token: string };
let memberToken: string;
let translatedId: number;
let englishId: number;

// The test clock reads 2026-11-21T10:00Z.
const event = (Title: string, Description: string) => ({
  Title,
  Description,
  Type: "Event",
  OnlineLink: "https://meet.example/open-day",
  TimeZone: "Europe/Lisbon",
  StartDateTime: "2026-12-05T10:00",
  EndDateTime: "2026-12-05T16:00",
});
const save = (payload: Record<string, unknown>, token = admin.token) =>
  put(server, "/api/Translation/SaveTranslations", payload, { token });
type Listed = { Id: number; Title: string; Description: string; Lang?: string };
const list = async (language: string, search = "") => {
  const res = await get(
    server,
    `/api/EventAndGroup/GetEventAndStudyByGroup?pageSize=all&search=${encodeURIComponent(search)}`,
    { language },
  );
  expect(res.statusCode, res.body).toBe(200);
  return (body(res).Data.List as { Data: Listed[] }[]).flatMap((month) => month.Data);
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  memberToken = (await member(server, { level: 4 })).token;
  const add = async (payload: Record<string, unknown>) => {
    const res = await post(server, "/api/EventAndGroup/AddEventAndGroup", payload, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    return body(res).Data.Id as number;
  };
  translatedId = await add(event("Open day at the Lisbon centre", "Meet the instructors and try a short session."));
  englishId = await add(event("Community clinic afternoon", "Short sessions for a donation."));
});
afterAll(() => server.close());

describe("event translations", () => {
  it("are saved by an administrator; a field the kind lacks is a 400, an unknown id a 404, a member a 403", async () => {
    const res = await save({
      Kind: "event",
      Id: translatedId,
      Translations: {
        ja: {
          Title: "リスボン・センター オープンデー",
          Description: "インストラクターに会い、短いセッションを体験できます。",
        },
        de: { Title: "Tag der offenen Tür im Zentrum Lissabon" },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).Data).toMatchObject({
      Languages: ["de", "ja"],
      Source: { Title: "Open day at the Lisbon centre" },
    });
    expect((await save({ Kind: "event", Id: translatedId, Translations: { ja: { Body: "本文" } } })).statusCode).toBe(
      400,
    );
    expect((await save({ Kind: "event", Id: 999_999, Translations: { ja: { Title: "無い" } } })).statusCode).toBe(404);
    expect((await save({ Kind: "event", Id: translatedId, Translations: {} }, memberToken)).statusCode).toBe(403);
  });

  it("show a reader the Japanese words with Lang ja, and an untranslated event in English with Lang en", async () => {
    const ja = await list("ja");
    expect(ja.find((item) => item.Id === translatedId)).toMatchObject({
      Title: "リスボン・センター オープンデー",
      Description: "インストラクターに会い、短いセッションを体験できます。",
      Lang: "ja",
    });
    expect(ja.find((item) => item.Id === englishId)).toMatchObject({ Title: "Community clinic afternoon", Lang: "en" });
    // German has the title only: the description stays English, the item is German by its title.
    const de = (await list("de")).find((item) => item.Id === translatedId);
    expect(de).toMatchObject({ Title: "Tag der offenen Tür im Zentrum Lissabon", Lang: "de" });
    expect(de?.Description).toBe("Meet the instructors and try a short session.");
    expect((await list("en")).find((item) => item.Id === translatedId)).toMatchObject({
      Title: "Open day at the Lisbon centre",
      Lang: "en",
    });
    // Whoever may edit the event reads its English source, which the edit form starts from.
    const res = await get(server, "/api/EventAndGroup/GetEventAndStudyByGroup?pageSize=all", {
      language: "ja",
      token: admin.token,
    });
    const asHost = (body(res).Data.List as { Data: Listed[] }[]).flatMap((month) => month.Data);
    expect(asHost.find((item) => item.Id === translatedId)).toMatchObject({
      Title: "Open day at the Lisbon centre",
      Lang: "en",
    });
  });

  it("are found by search in any language, stemmed in the reader's", async () => {
    const ids = async (language: string, search: string) => (await list(language, search)).map((item) => item.Id);
    expect(await ids("en", "Lissabon")).toEqual([translatedId]);
    // "offene" finds "offenen" through the German stemmer only.
    expect(await ids("de", "offene")).toContain(translatedId);
    expect(await ids("en", "offene")).toEqual([]);
    expect(await ids("ja", "リスボン・センター")).toContain(translatedId);
    expect(await ids("ja", "Lisbon")).toContain(translatedId);
    expect(await ids("en", "Lissabon clinic")).toEqual([]);
  });

  it("name the event in the reader's language in its calendar file", async () => {
    const res = await get(server, `/api/EventAndGroup/DownloadEventCalendar/${translatedId}`, { language: "ja" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("SUMMARY:リスボン・センター オープンデー");
  });

  it("are deleted with their event", async () => {
    const res = await server.call({
      method: "DELETE",
      url: `/api/EventAndGroup/DeleteEventAndGroup/${translatedId}`,
      token: admin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await server.runtime.deps.db.select().from(contentTranslations);
    expect(rows.filter((row) => row.kind === "event" && row.itemId === translatedId)).toEqual([]);
  });
});
