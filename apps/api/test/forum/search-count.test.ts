import { FORUM_SEARCH_COUNT_CAP } from "@haa/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forumRepository } from "../../src/modules/forum/forum.repository.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { body, get } from "../membership/helpers.ts";

let server: TestServer;

/** `n` posts whose words include `word`, written in one statement (the API would take minutes for a thousand). */
async function postsWith(word: string, n: number, boardId: number) {
  await server.runtime.database.db.execute(sql`
    insert into forum_posts (category_id, author_id, title, body_html, excerpt, language, search_vector, created_at,
      updated_at)
    select ${boardId}, null, ${`Notes on ${word} `} || g, '<p>Notes</p>', 'Notes', 'en',
      to_tsvector('simple', ${`notes on ${word} `} || g), now() - g * interval '1 minute', now()
    from generate_series(1, ${n}) as g`);
}

beforeAll(async () => {
  server = await startTestServer();
  const board = await forumRepository.insertCategory(server.runtime.database.db, {
    name: "Oils",
    description: "Essential oils in practice",
    sortOrder: 1,
  });
  await postsWith("lavender", FORUM_SEARCH_COUNT_CAP + 5, board.id);
  await postsWith("rosemary", 3, board.id);
});
afterAll(() => server.close());

describe("a forum search's count (issue 22)", () => {
  it("stops one past the cap, so a common word says 'more than' without counting every match", async () => {
    const first = body(await get(server, "/api/Forum/GetForumsWeb/1?pageSize=10&search=lavender")).Data;
    expect(first.TotalCount).toBe(FORUM_SEARCH_COUNT_CAP + 1);
    expect(first.List).toHaveLength(10);
    // The last page the reader is offered still has its posts.
    const last = body(
      await get(server, `/api/Forum/GetForumsWeb/${FORUM_SEARCH_COUNT_CAP / 10}?pageSize=10&search=lavender`),
    ).Data;
    expect(last.List).toHaveLength(10);
  });

  it("is exact below the cap", async () => {
    const found = body(await get(server, "/api/Forum/GetForumsWeb/1?pageSize=10&search=rosemary")).Data;
    expect(found.TotalCount).toBe(3);
    expect(found.List.map((post: { Title: string }) => post.Title)).toEqual([
      "Notes on rosemary 1",
      "Notes on rosemary 2",
      "Notes on rosemary 3",
    ]);
  });
});
