import { adminCategorySchema, forumCategorySchema, forumSummarySchema } from "@haa/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forumRepository } from "../../src/modules/forum/forum.repository.ts";
import { adminToken, confirmedMember, multipart, startTestServer, type TestServer } from "../harness.ts";
import { body, get, outboxTo, post, put } from "../membership/helpers.ts";
import { listOf } from "../notifications/helpers.ts";

/** Forum boards in the reader's language (ADR 0097); the posts stay as their authors wrote them. */
let server: TestServer;
let admin: string;
let author: { id: number; token: string };
let boardId: number;
let otherBoardId: number;
let postId: number;

type Board = { Id: number; Name: string; Description: string; Lang?: string; Languages?: string[] };
type Summary = {
  Id: number;
  Title: string;
  CategoryId: number;
  CategoryName: string;
  CategoryLang?: string;
  Lang?: string;
};

const save = (payload: Record<string, unknown>, token = admin) =>
  put(server, "/api/Translation/SaveTranslations", payload, { token });

beforeAll(async () => {
  server = await startTestServer();
  const db = server.runtime.deps.db;
  boardId = (
    await forumRepository.insertCategory(db, {
      name: "Technique & practice",
      description: "Protocols, hand positions, breathing, and what works in session.",
      sortOrder: 1,
    })
  ).id;
  otherBoardId = (await forumRepository.insertCategory(db, { name: "Study groups", description: "", sortOrder: 2 })).id;
  admin = (await adminToken(server)).token;
  author = await confirmedMember(server, { FirstName: "Emily", LastName: "Carter" });
  // Past the first-day posting limits.
  server.clock.set(new Date(server.clock.now().getTime() + 2 * 24 * 3_600_000));
  const res = await server.call({
    method: "POST",
    url: "/api/Forum/AddForum",
    token: author.token,
    ...multipart({
      Title: "Breathing during tapping sessions",
      Description: "<p>How do you guide the breath while tapping?</p>",
      CategoryId: String(boardId),
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
  postId = body(res).Data.Id;
});
afterAll(() => server.close());

describe("forum board translations", () => {
  it("are saved by an administrator; a field boards lack is a 400, an unknown board a 404, a member a 403", async () => {
    const res = await save({
      Kind: "forumBoard",
      Id: boardId,
      Translations: {
        ja: { Name: "技術と実践", Description: "プロトコル、手の位置、呼吸など、セッションで役立つこと。" },
        de: { Name: "Technik und Praxis" },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).Data).toMatchObject({ Source: { Name: "Technique & practice" }, Languages: ["de", "ja"] });
    expect((await save({ Kind: "forumBoard", Id: boardId, Translations: { ja: { Title: "題" } } })).statusCode).toBe(
      400,
    );
    expect((await save({ Kind: "forumBoard", Id: 999_999, Translations: { ja: { Name: "無い" } } })).statusCode).toBe(
      404,
    );
    expect((await save({ Kind: "forumBoard", Id: boardId, Translations: {} }, author.token)).statusCode).toBe(403);
  });

  it("show the boards in the reader's language, English where none, marked with Lang", async () => {
    const boards = body(await get(server, "/api/Forum/GetForumCategories", { language: "ja" })).Data as Board[];
    for (const board of boards) forumCategorySchema.strict().parse(board);
    expect(boards.find((board) => board.Id === boardId)).toMatchObject({
      Name: "技術と実践",
      Description: "プロトコル、手の位置、呼吸など、セッションで役立つこと。",
      Lang: "ja",
    });
    expect(boards.find((board) => board.Id === otherBoardId)).toMatchObject({ Name: "Study groups", Lang: "en" });
    const english = body(await get(server, "/api/Forum/GetForumCategories")).Data as Board[];
    expect(english.find((board) => board.Id === boardId)).toMatchObject({ Name: "Technique & practice", Lang: "en" });

    const web = body(
      await get(server, `/api/Forum/GetWebForumCategories/${author.id}`, { token: author.token, language: "de" }),
    ).Data as Board[];
    // The German board name; its description was not translated and falls back to the English.
    expect(web.find((board) => board.Id === boardId)).toMatchObject({
      Name: "Technik und Praxis",
      Description: "Protocols, hand positions, breathing, and what works in session.",
      Lang: "de",
    });
  });

  it("name a post's board in the reader's language, and leave the post as its author wrote it", async () => {
    const list = body(await get(server, "/api/Forum/GetForumsWeb/1", { language: "ja" })).Data.List as Summary[];
    for (const post of list) forumSummarySchema.strict().parse(post);
    expect(list.find((post) => post.Id === postId)).toMatchObject({
      Title: "Breathing during tapping sessions",
      CategoryName: "技術と実践",
      CategoryLang: "ja",
    });
    const detail = body(
      await get(server, `/api/Forum/GetForumById/${postId}`, { token: author.token, language: "de" }),
    ).Data;
    expect(detail).toMatchObject({
      Title: "Breathing during tapping sessions",
      CategoryName: "Technik und Praxis",
      CategoryLang: "de",
    });
    const english = body(await get(server, "/api/Forum/GetForumsWeb/1")).Data.List as Summary[];
    expect(english.find((post) => post.Id === postId)).toMatchObject({
      CategoryName: "Technique & practice",
      CategoryLang: "en",
    });
  });

  it("say the language each post was written in (Lang), whatever the reader's, for the pages' lang attribute", async () => {
    // Past the pause between two posts of the same author; written with a German interface.
    server.clock.set(new Date(server.clock.now().getTime() + 60_000));
    const form = multipart({
      Title: "Atmung beim Klopfen begleiten",
      Description: "<p>Wie begleiten Sie den Atem, während Sie klopfen?</p>",
      CategoryId: String(boardId),
    });
    const created = await server.call({
      method: "POST",
      url: "/api/Forum/AddForum",
      token: author.token,
      payload: form.payload,
      headers: { ...form.headers, "accept-language": "de" },
    });
    expect(created.statusCode, created.body).toBe(200);
    const germanId = body(created).Data.Id as number;

    for (const reader of ["ja", "en"]) {
      const list = body(await get(server, "/api/Forum/GetForumsWeb/1", { language: reader })).Data.List as Summary[];
      for (const item of list) forumSummarySchema.strict().parse(item);
      expect(
        list.find((item) => item.Id === germanId),
        reader,
      ).toMatchObject({ Lang: "de" });
      expect(
        list.find((item) => item.Id === postId),
        reader,
      ).toMatchObject({ Lang: "en" });
    }
    const detail = body(await get(server, `/api/Forum/GetForumById/${germanId}`, { token: author.token })).Data;
    expect(detail).toMatchObject({ Title: "Atmung beim Klopfen begleiten", Lang: "de", CategoryLang: "en" });
    const also = body(await get(server, `/api/Forum/GetForumsAlsoCheckOut/1?forumId=${postId}`, { language: "fr" }))
      .Data.List as Summary[];
    expect(also.find((item) => item.Id === germanId)).toMatchObject({ Lang: "de" });
  });

  it("name the board of a followed post's notice in each follower's language, in the list and the mail", async () => {
    const german = await confirmedMember(server, { FirstName: "Jonas", Language: "de" });
    const japanese = await confirmedMember(server, { FirstName: "Yuki", Language: "ja" });
    const english = await confirmedMember(server, { FirstName: "Grace" });
    for (const follower of [german, japanese, english]) {
      const follow = await post(
        server,
        "/api/Forum/ToggleForumFollowBoard",
        { CategoryId: boardId },
        { token: follower.token },
      );
      expect(body(follow).Data).toMatchObject({ IsFollowing: true });
    }
    // The German follower asked for these notices by mail as well.
    const settings = await server.call({
      method: "POST",
      url: "/api/Notification/PostNotificationSetting",
      token: german.token,
      payload: { userID: german.id, DailyDigest: false, Kinds: [{ Kind: "forumNewPost", InApp: true, Email: true }] },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    // Past the pause between two posts of the same author.
    server.clock.set(new Date(server.clock.now().getTime() + 60_000));
    const created = await server.call({
      method: "POST",
      url: "/api/Forum/AddForum",
      token: author.token,
      ...multipart({
        Title: "Grounding before a session",
        Description: "<p>What do you do to ground yourself before the first client?</p>",
        CategoryId: String(boardId),
      }),
    });
    expect(created.statusCode, created.body).toBe(200);

    const notice = async (user: { id: number; token: string }, language: string) =>
      (await listOf(server, user, "", language)).Data.List.find((item) => item.Kind === "forumNewPost")?.Title;
    expect(await notice(german, "de")).toBe("Neuer Beitrag in Technik und Praxis");
    expect(await notice(japanese, "ja")).toBe("技術と実践に新しい投稿");
    expect(await notice(english, "en")).toBe("New post in Technique & practice");
    // The notice follows the language the list is read in, not the one it was written for.
    expect(await notice(german, "en")).toBe("New post in Technique & practice");
    // French has no translation of the board: its English name.
    expect(await notice(japanese, "fr")).toContain("Technique & practice");
    const mails = (await outboxTo(server, german.email)).filter((mail) => mail.subject.includes("Neuer Beitrag"));
    expect(mails.map((mail) => mail.subject)).toEqual(["Neuer Beitrag in Technik und Praxis"]);
  });

  it("list in the administration as written, with the languages each board is translated into", async () => {
    const boards = body(await get(server, "/api/Forum/AdminGetForumCategories", { token: admin, language: "ja" }))
      .Data as Board[];
    for (const board of boards) adminCategorySchema.strict().parse(board);
    expect(boards.find((board) => board.Id === boardId)).toMatchObject({
      Name: "Technique & practice",
      Languages: ["de", "ja"],
    });
    expect(boards.find((board) => board.Id === otherBoardId)?.Languages).toEqual([]);
  });
});
