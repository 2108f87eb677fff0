import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentTranslations } from "../../src/platform/translations/translations.schema.ts";
import { adminToken, confirmedMember, mailsTo, startTestServer, type TestServer } from "../harness.ts";
import { body, get, put } from "../membership/helpers.ts";
import { listOf, publish } from "./helpers.ts";

/** Announcements in the reader's language (ADR 0097): the calls, the public pages, the admin list, the notice. */
const DAY_MS = 24 * 60 * 60 * 1000;
let server: TestServer;
let admin: { id: number; token: string };
let member: { id: number; token: string; email: string };
let german: { id: number; token: string; email: string };
let translatedId: number;
let englishId: number;

const save = (payload: Record<string, unknown>, token = admin.token) =>
  put(server, "/api/Translation/SaveTranslations", payload, { token });
type Listed = { Id: number; Title: string; Body: string; Excerpt: string; Lang?: string; Languages?: string[] };
const publicList = async (language: string) =>
  body(await get(server, "/api/Announcement/GetAnnouncement?pageSize=50", { language })).Data.List as Listed[];
const adminList = async (filters?: Record<string, unknown>) => {
  const query = filters ? `&filters=${encodeURIComponent(JSON.stringify(filters))}` : "";
  const res = await get(server, `/api/Announcement/GetAnnouncementsAdmin?pageSize=100${query}`, {
    token: admin.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).Data.List as Listed[];
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  member = await confirmedMember(server, { FirstName: "Emma" });
  german = await confirmedMember(server, { FirstName: "Otto", Language: "de" });
  translatedId = (await publish(server, admin.token, { Title: "Annual General Meeting" })).Id;
  englishId = (await publish(server, admin.token, { Title: "Directory review" })).Id;
});
afterAll(() => server.close());

describe("announcement translations", () => {
  it("are saved by an administrator; a field the kind lacks is a 400, an unknown id a 404, a member a 403", async () => {
    const res = await save({
      Kind: "announcement",
      Id: translatedId,
      Translations: {
        ja: {
          Title: "年次総会",
          Body: "年次総会は3月の第1土曜日にオンラインで開催されます。\n\n全会員が投票できます。",
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).Data).toMatchObject({ Languages: ["ja"], Source: { Title: "Annual General Meeting" } });
    const wrongField = await save({
      Kind: "announcement",
      Id: translatedId,
      Translations: { ja: { Summary: "要約" } },
    });
    expect(wrongField.statusCode).toBe(400);
    const missing = await save({ Kind: "announcement", Id: 999_999, Translations: { ja: { Title: "無い" } } });
    expect(missing.statusCode).toBe(404);
    const forbidden = await save({ Kind: "announcement", Id: translatedId, Translations: {} }, member.token);
    expect(forbidden.statusCode).toBe(403);
  });

  it("show a reader the Japanese words with Lang ja, and an untranslated one in English with Lang en", async () => {
    const list = await publicList("ja");
    expect(list.find((item) => item.Id === translatedId)).toMatchObject({
      Title: "年次総会",
      Excerpt: "年次総会は3月の第1土曜日にオンラインで開催されます。 全会員が投票できます。",
      Lang: "ja",
    });
    expect(list.find((item) => item.Id === englishId)).toMatchObject({ Title: "Directory review", Lang: "en" });
    const page = body(await get(server, `/api/Announcement/GetAnnouncementById/${translatedId}`, { language: "ja" }));
    expect(page.Data).toMatchObject({ Title: "年次総会", Lang: "ja" });
    expect(page.Data.Body).toContain("全会員が投票できます。");
    const english = body(
      await get(server, `/api/Announcement/GetAnnouncementById/${translatedId}`, { language: "en" }),
    );
    expect(english.Data).toMatchObject({ Title: "Annual General Meeting", Lang: "en" });
  });

  it("list in the administration with their languages, filtered by a missing one", async () => {
    const all = await adminList();
    expect(all.find((item) => item.Id === translatedId)?.Languages).toEqual(["ja"]);
    expect(all.find((item) => item.Id === englishId)?.Languages).toEqual([]);
    const missingJa = (await adminList({ MissingLanguage: "ja" })).map((item) => item.Id);
    expect(missingJa).toContain(englishId);
    expect(missingJa).not.toContain(translatedId);
    expect(missingJa).toHaveLength(all.length - 1);
    expect((await adminList({ MissingLanguage: "de" })).map((item) => item.Id)).toContain(translatedId);
    const bad = await get(
      server,
      `/api/Announcement/GetAnnouncementsAdmin?filters=${encodeURIComponent(JSON.stringify({ MissingLanguage: "xx" }))}`,
      { token: admin.token },
    );
    expect(bad.statusCode).toBe(400);
  });

  it("tell each member in their language where the announcement has it, in the list and by mail", async () => {
    const scheduled = await publish(server, admin.token, {
      Title: "Conference in Lisbon",
      PublishedAt: new Date(server.clock.now().getTime() + DAY_MS).toISOString(),
    });
    const saved = await save({
      Kind: "announcement",
      Id: scheduled.Id,
      Translations: { de: { Title: "Kongress in Lissabon", Body: "Der Kongress findet im Mai in Lissabon statt." } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    server.clock.advance(DAY_MS + 1000);
    await server.runtime.worker.drain();

    const mailTo = async (email: string) =>
      (await mailsTo(server, email.toLowerCase())).find((mail) => /Lisbon|Lissabon/.test(mail.subject));
    expect((await mailTo(german.email))?.subject).toBe("Neue Ankündigung: Kongress in Lissabon");
    expect((await mailTo(member.email))?.subject).toBe("New announcement: Conference in Lisbon");

    const link = `/newannouncement/${scheduled.Id}`;
    const inGerman = (await listOf(server, german, "", "de")).Data.List.find((notice) => notice.Link === link);
    expect(inGerman).toMatchObject({ Title: "Neue Ankündigung: Kongress in Lissabon" });
    expect(inGerman?.Body).toContain("Der Kongress findet im Mai in Lissabon statt.");
    const inEnglish = (await listOf(server, member, "", "en")).Data.List.find((notice) => notice.Link === link);
    expect(inEnglish?.Title).toBe("New announcement: Conference in Lisbon");
  });

  it("are deleted with their announcement", async () => {
    const res = await server.call({
      method: "DELETE",
      url: `/api/Announcement/DeleteAnnouncement/${translatedId}`,
      token: admin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await server.runtime.deps.db.select().from(contentTranslations);
    expect(rows.filter((row) => row.kind === "announcement" && row.itemId === translatedId)).toEqual([]);
  });
});
