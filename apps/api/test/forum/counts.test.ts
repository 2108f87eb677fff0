import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forumRepository } from "../../src/modules/forum/forum.repository.ts";
import { forumCategories, forumPosts } from "../../src/modules/forum/forum.schema.ts";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { body, get, post } from "../membership/helpers.ts";

// Every number the forum shows is counted from its own rows: posts per board (visible ones), comments per post
// (live comments and replies), views per post (one per member per day). The board counts once came from a
// sub-select that correlated nothing ("Posts: 1" on every board).

let server: TestServer;
let admin: { id: number; token: string };
let author: { id: number; token: string };
let reader: { id: number; token: string };
let third: { id: number; token: string };
let boardA: number;
let boardB: number;
let emptyBoard: number;
const posts: Record<string, number> = {};
const DAY = 24 * 60 * 60 * 1000;
/** Past the seconds-between-posts and seconds-between-comments limits. */
const later = (ms = 20_000) => server.clock.set(new Date(server.clock.now().getTime() + ms));

async function addPost(token: string, categoryId: number, title: string) {
  const res = await post(
    server,
    "/api/Forum/AddForum",
    { Title: title, Description: "<p>A question long enough to be a real post.</p>", CategoryId: categoryId },
    { token },
  );
  later();
  if (res.statusCode !== 200) throw new Error(`AddForum failed: ${res.body}`);
  return body(res).Data.Id as number;
}

async function comment(token: string, forumId: number, text: string) {
  const res = await post(server, "/api/Forum/AddForumComment", { ForumId: forumId, Comment: text }, { token });
  later();
  if (res.statusCode !== 200) throw new Error(`AddForumComment failed: ${res.body}`);
  return body(res).Data.Id as number;
}

async function reply(token: string, commentId: number, text: string) {
  const res = await post(server, "/api/Forum/AddForumCommentReply", { CommentId: commentId, Comment: text }, { token });
  later();
  if (res.statusCode !== 200) throw new Error(`AddForumCommentReply failed: ${res.body}`);
  return body(res).Data.Id as number;
}

async function view(token: string, forumId: number) {
  const res = await post(server, "/api/Forum/AddForumView", { ForumId: forumId }, { token });
  if (res.statusCode !== 200) throw new Error(`AddForumView failed: ${res.body}`);
}

type Board = { Id: number; PostCount: number };
type Summary = { Id: number; CategoryId: number; CommentCount: number; ViewCount: number };

const countsOf = (boards: Board[]) => Object.fromEntries(boards.map((b) => [b.Id, b.PostCount]));

beforeAll(async () => {
  server = await startTestServer();
  const db = server.runtime.deps.db;
  boardA = (await forumRepository.insertCategory(db, { name: "Board A", description: "", sortOrder: 1 })).id;
  boardB = (await forumRepository.insertCategory(db, { name: "Board B", description: "", sortOrder: 2 })).id;
  emptyBoard = (await forumRepository.insertCategory(db, { name: "Board C", description: "", sortOrder: 3 })).id;
  admin = await adminToken(server);
  author = await confirmedMember(server, { FirstName: "Emily", LastName: "Carter" });
  reader = await confirmedMember(server, { FirstName: "Jonas", LastName: "Weber" });
  third = await confirmedMember(server, { FirstName: "Aiko", LastName: "Tanaka" });
  later(2 * DAY);

  // Board A: three posts, one of them hidden by a moderator. Board B: four posts. Board C: none.
  posts.a1 = await addPost(author.token, boardA, "Grounding before a session");
  posts.a2 = await addPost(author.token, boardA, "Breathing while tapping points");
  posts.aHidden = await addPost(author.token, boardA, "An off-topic advertisement post");
  posts.b1 = await addPost(reader.token, boardB, "A case of chronic neck tension");
  posts.b2 = await addPost(reader.token, boardB, "A case of recurring headaches");
  posts.b3 = await addPost(third.token, boardB, "A case of sleep trouble at night");
  posts.b4 = await addPost(third.token, boardB, "A case of stress before exams");
  const hidden = await post(
    server,
    "/api/Forum/ModerateForum",
    { ForumId: posts.aHidden, Action: "hide", Reason: "Advertising" },
    { token: admin.token },
  );
  if (hidden.statusCode !== 200) throw new Error(hidden.body);

  // a1: two comments and a reply; the first comment is then deleted by its author (kept for its reply).
  const deleted = await comment(reader.token, posts.a1, "I breathe out slowly.");
  await reply(author.token, deleted, "Thank you for this!");
  await comment(third.token, posts.a1, "I stand barefoot first.");
  const removed = await server.call({
    method: "DELETE",
    url: `/api/Forum/DeleteForumComment/${deleted}`,
    token: reader.token,
  });
  if (removed.statusCode !== 200) throw new Error(removed.body);
  // a2: one comment hidden by a moderator, one live.
  const advert = await comment(third.token, posts.a2, "Buy my course!");
  await comment(reader.token, posts.a2, "Slow breaths help me.");
  const moderated = await post(
    server,
    "/api/Forum/ModerateForumComment",
    { CommentId: advert, Action: "hide", Reason: "Advertising" },
    { token: admin.token },
  );
  if (moderated.statusCode !== 200) throw new Error(moderated.body);
  // b1: three live comments. The hidden post's comment counts nowhere.
  await comment(author.token, posts.b1, "Have you tried the shoulder points?");
  await comment(third.token, posts.b1, "Same experience here.");
  await comment(author.token, posts.b1, "Let us know how it goes.");

  // Views: a1 by two members (one of them twice the same day), b1 by three, b2 by one on two days.
  await view(reader.token, posts.a1);
  await view(reader.token, posts.a1);
  await view(third.token, posts.a1);
  for (const member of [author, reader, third]) await view(member.token, posts.b1);
  await view(author.token, posts.b2);
  later(DAY);
  await view(author.token, posts.b2);
});
afterAll(() => server.close());

describe("forum counts", () => {
  it("counts the visible posts of each board, the same for visitors, members and administrators", async () => {
    const expected = { [boardA]: 2, [boardB]: 4, [emptyBoard]: 0 };
    const open = body(await get(server, "/api/Forum/GetForumCategories")).Data as Board[];
    expect(countsOf(open)).toEqual(expected);
    const web = body(await get(server, `/api/Forum/GetWebForumCategories/${reader.id}`, { token: reader.token }))
      .Data as Board[];
    expect(countsOf(web)).toEqual(expected);
    const all = body(await get(server, "/api/Forum/AdminGetForumCategories", { token: admin.token })).Data as Board[];
    expect(countsOf(all)).toEqual(expected);
  });

  it("each board's count is the length of its own list", async () => {
    for (const [boardId, count] of [
      [boardA, 2],
      [boardB, 4],
      [emptyBoard, 0],
    ] as const) {
      const filters = encodeURIComponent(JSON.stringify({ CategoryId: boardId }));
      const list = body(await get(server, `/api/Forum/GetForumsWeb/1?filters=${filters}`, { token: reader.token }))
        .Data as { List: Summary[]; TotalCount: number };
      expect(list.TotalCount).toBe(count);
      expect(list.List.every((p) => p.CategoryId === boardId)).toBe(true);
    }
  });

  it("counts each post's live comments and replies (not deleted or hidden ones) and its views", async () => {
    const list = body(await get(server, "/api/Forum/GetForumsWeb/1?pageSize=50", { token: reader.token })).Data as {
      List: Summary[];
    };
    const byId = Object.fromEntries(list.List.map((p) => [p.Id, { c: p.CommentCount, v: p.ViewCount }]));
    expect(byId).toEqual({
      [posts.a1 ?? 0]: { c: 2, v: 2 },
      [posts.a2 ?? 0]: { c: 1, v: 0 },
      [posts.b1 ?? 0]: { c: 3, v: 3 },
      [posts.b2 ?? 0]: { c: 0, v: 2 },
      [posts.b3 ?? 0]: { c: 0, v: 0 },
      [posts.b4 ?? 0]: { c: 0, v: 0 },
    });
    // The post page says the same as the list.
    for (const [id, counts] of [
      [posts.a1, { CommentCount: 2, ViewCount: 2 }],
      [posts.b1, { CommentCount: 3, ViewCount: 3 }],
    ] as const) {
      const detail = body(await get(server, `/api/Forum/GetForumById/${id}`, { token: third.token })).Data;
      expect(detail).toMatchObject(counts);
    }
  });

  it("gives the post's page the list's comment count after a comment and a reply to it", async () => {
    // A board of its own, so the other boards' counters below stay as the setup left them.
    const board = (
      await forumRepository.insertCategory(server.runtime.deps.db, { name: "Board D", description: "", sortOrder: 4 })
    ).id;
    const id = await addPost(author.token, board, "Where do you start a first session?");
    const first = await comment(reader.token, id, "With the collarbone point.");
    await reply(third.token, first, "Me too: it calms people down.");

    const filters = encodeURIComponent(JSON.stringify({ CategoryId: board }));
    const list = body(await get(server, `/api/Forum/GetForumsWeb/1?filters=${filters}`, { token: reader.token }))
      .Data as { List: Summary[] };
    const latest = body(await get(server, "/api/Forum/GetForumsWeb/1?pageSize=3")).Data as { List: Summary[] };
    const detail = body(await get(server, `/api/Forum/GetForumById/${id}`, { token: third.token })).Data as Summary;
    expect(list.List.find((p) => p.Id === id)?.CommentCount).toBe(2);
    expect(latest.List.find((p) => p.Id === id)?.CommentCount).toBe(2);
    expect(detail.CommentCount).toBe(2);
    // The thread pages its top-level comments: its TotalCount is not the post's comment count.
    const thread = body(
      await get(server, `/api/Forum/GetForumCommentsWeb/1?forumId=${id}`, { token: reader.token }),
    ).Data;
    expect(thread.TotalCount).toBe(1);
  });
});

describe("the boards' post counters (kept by the forum_posts_count triggers, read by TotalCount and PostCount)", () => {
  /** Each board's counter beside the count of its visible rows. */
  async function countersAndRows(boards: number[]) {
    const db = server.runtime.deps.db;
    const rows = await db
      .select({
        id: forumCategories.id,
        counter: forumCategories.postCount,
        counted: sql<number>`(select count(*)::int from forum_posts p where p.category_id = "forum_categories"."id" and p.hidden_at is null)`,
      })
      .from(forumCategories)
      .where(inArray(forumCategories.id, boards));
    return Object.fromEntries(rows.map((row) => [row.id, [row.counter, row.counted]]));
  }

  it("follow a many-row insert, a hide and an unhide, a move to another board and deletes", async () => {
    const db = server.runtime.deps.db;
    const boards = [boardA, boardB, emptyBoard];
    const before = await countersAndRows(boards);
    expect(before).toEqual({ [boardA]: [2, 2], [boardB]: [4, 4], [emptyBoard]: [0, 0] });

    // One statement of three rows (the statement-level trigger counts them per board), one of them hidden.
    const inserted = await db
      .insert(forumPosts)
      .values(
        [boardA, emptyBoard, emptyBoard].map((categoryId, i) => ({
          categoryId,
          authorId: author.id,
          title: `Bulk ${i}`,
          bodyHtml: "<p>x</p>",
          searchVector: sql`to_tsvector('simple', 'bulk')`,
          hiddenAt: i === 2 ? new Date() : null,
        })),
      )
      .returning({ id: forumPosts.id });
    expect(await countersAndRows(boards)).toEqual({ [boardA]: [3, 3], [boardB]: [4, 4], [emptyBoard]: [1, 1] });

    const [first, second, hidden] = inserted.map((row) => row.id) as [number, number, number];
    await forumRepository.setPostState(db, hidden, { hiddenAt: null });
    await forumRepository.setPostState(db, first, { hiddenAt: new Date() });
    await forumRepository.setPostState(db, first, { isLocked: true });
    await db.update(forumPosts).set({ categoryId: boardB }).where(eq(forumPosts.id, second));
    expect(await countersAndRows(boards)).toEqual({ [boardA]: [2, 2], [boardB]: [5, 5], [emptyBoard]: [1, 1] });

    await db.delete(forumPosts).where(inArray(forumPosts.id, [first, second, hidden]));
    expect(await countersAndRows(boards)).toEqual(before);
  });

  it("give the unfiltered list's TotalCount: every visible post, as counting them does", async () => {
    const list = body(await get(server, "/api/Forum/GetForumsWeb/1", { token: reader.token })).Data as {
      TotalCount: number;
    };
    const [counted] = await server.runtime.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(forumPosts)
      .where(sql`${forumPosts.hiddenAt} is null`);
    expect(list.TotalCount).toBe(counted?.n);
    // "Also check out" leaves the open post out of its count, and a hidden one was never in it.
    const totalOf = async (url: string) => (body(await get(server, url)).Data as { TotalCount: number }).TotalCount;
    expect(await totalOf(`/api/Forum/GetForumsAlsoCheckOut/1?forumId=${posts.b1}`)).toBe((counted?.n ?? 0) - 1);
    expect(await totalOf(`/api/Forum/GetForumsAlsoCheckOut/1?forumId=${posts.aHidden}`)).toBe(counted?.n);
  });
});
