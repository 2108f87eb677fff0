import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORUM_BOARD_TRANSLATIONS } from "../../src/modules/forum/forum.seed-translations.ts";
import { DEMO_PASSWORD } from "../../src/modules/membership/membership.seed.ts";
import { login, startDemoServer, type TestServer } from "../harness.ts";
import { body, get } from "../membership/helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startDemoServer();
});
afterAll(() => server.close());

describe("the demo forum", () => {
  it("has six boards, forty posts by demo members with pictures, comments, replies, follows and views", async () => {
    const boards = body(await get(server, "/api/Forum/GetForumCategories")).Data;
    expect(boards.map((b: { Name: string }) => b.Name)).toEqual([
      "Getting started",
      "Technique & practice",
      "Case discussions",
      "Study groups",
      "Business of practice",
      "Events & travel",
    ]);
    const token = await login(server, "standard@demo.healingarts.example", DEMO_PASSWORD);
    const list = body(await get(server, "/api/Forum/GetForumsWeb/1?pageSize=50", { token })).Data;
    expect(list.TotalCount).toBe(40);
    expect(list.List.every((p: { SubmittedBy: string }) => p.SubmittedBy !== "")).toBe(true);
    expect(list.List.filter((p: { CommentCount: number }) => p.CommentCount > 0).length).toBeGreaterThanOrEqual(30);
    expect(list.List.every((p: { ViewCount: number }) => p.ViewCount > 0)).toBe(true);
    expect(list.List.filter((p: { ImgVid: string | null }) => p.ImgVid).length).toBeGreaterThanOrEqual(8);
    const picture = await server.app.inject({
      method: "GET",
      url: list.List.find((p: { ImgVid: string | null }) => p.ImgVid).ImgVid,
    });
    expect(picture.headers["content-type"]).toBe("image/webp");
    const thread = body(
      await get(server, `/api/Forum/GetForumCommentsWeb/1?forumId=${list.List.at(-1).Id}`, { token }),
    ).Data;
    expect(thread.List[0].Replies.length).toBeGreaterThan(0);
    const me = body(await get(server, "/api/Forum/GetForumsWeb/1", { token })).Data;
    expect(me.TotalCount).toBe(40);
  });

  it("counts each board's own posts: the boards differ and add up to the forty posts", async () => {
    const boards = body(await get(server, "/api/Forum/GetForumCategories")).Data as { Id: number; PostCount: number }[];
    const counts = boards.map((b) => b.PostCount);
    expect(new Set(counts).size).toBeGreaterThan(1);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(40);
    const token = await login(server, "standard@demo.healingarts.example", DEMO_PASSWORD);
    for (const board of boards) {
      const filters = encodeURIComponent(JSON.stringify({ CategoryId: board.Id }));
      const list = body(await get(server, `/api/Forum/GetForumsWeb/1?filters=${filters}`, { token })).Data;
      expect(list.TotalCount).toBe(board.PostCount);
    }
  });

  it("names every board in each interface language, from the demo translations (ADR 0097)", async () => {
    const english = body(await get(server, "/api/Forum/GetForumCategories")).Data as { Id: number; Name: string }[];
    for (const language of ["de", "ja"] as const) {
      const boards = body(await get(server, "/api/Forum/GetForumCategories", { language })).Data as {
        Id: number;
        Name: string;
        Lang: string;
      }[];
      for (const board of boards) {
        const name = english.find((entry) => entry.Id === board.Id)?.Name ?? "";
        expect(board).toMatchObject({ Name: FORUM_BOARD_TRANSLATIONS[name]?.[language]?.Name, Lang: language });
      }
    }
  });
});
