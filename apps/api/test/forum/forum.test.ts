import { forumCommentSchema, forumPostSchema } from "@haa/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../../../../packages/domain/src/testing/xss-payloads.ts";
import { forumRepository } from "../../src/modules/forum/forum.repository.ts";
import { confirmedMember, multipart, startTestServer, type TestServer } from "../harness.ts";
import { body, get, post, put } from "../membership/helpers.ts";

let server: TestServer;
let author: { id: number; token: string };
let other: { id: number; token: string };
let boardId: number;
let secondBoardId: number;

const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const DAY = 24 * 60 * 60 * 1000;
/** Moves the clock past the seconds-between limits (and, with days, past the first-day limits). */
const later = (ms = 20_000) => server.clock.set(new Date(server.clock.now().getTime() + ms));

async function addPost(token: string, fields: Record<string, string> = {}, file?: Buffer) {
  const res = await server.call({
    method: "POST",
    url: "/api/Forum/AddForum",
    token,
    ...multipart(
      {
        Title: "Breathing during tapping sessions",
        Description: "<p>How do you guide the breath while tapping?</p>",
        CategoryId: String(boardId),
        ...fields,
      },
      file ? { field: "ImgVid", filename: "p.png", contentType: "image/png", bytes: file } : undefined,
    ),
  });
  later();
  return res;
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.runtime.deps.db;
  boardId = (await forumRepository.insertCategory(db, { name: "Technique", description: "", sortOrder: 1 })).id;
  secondBoardId = (await forumRepository.insertCategory(db, { name: "Cases", description: "", sortOrder: 2 })).id;
  author = await confirmedMember(server, { FirstName: "Emily", LastName: "Carter" });
  other = await confirmedMember(server, { FirstName: "Jonas", LastName: "Weber" });
  // Past the first-day limits.
  later(2 * DAY);
});
afterAll(() => server.close());

describe("posts", () => {
  it("stores a post with a picture and a sanitised body; visitors get titles only, members the body", async () => {
    const res = await addPost(
      author.token,
      { Description: '<p onclick="x()">Hello there, how do you all breathe?</p><script>alert(1)</script>' },
      PNG_1PX,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = body(res).Data;
    expect(forumPostSchema.strict().parse(data)).toBeTruthy();
    expect(data.Description).not.toContain("script");
    expect(data.Description).not.toContain("onclick");
    expect(data.ImgVid).toMatch(/^\/uploads\/forum\//);
    expect(data).toMatchObject({
      SubmittedBy: "Emily Carter",
      CategoryName: "Technique",
      ViewCount: 0,
      CommentCount: 0,
    });

    const asVisitor = await get(server, "/api/Forum/GetForumsWeb/1");
    expect(asVisitor.statusCode).toBe(200);
    const item = body(asVisitor).Data.List.find((p: { Id: number }) => p.Id === data.Id);
    expect(item).toMatchObject({ Title: "Breathing during tapping sessions", Excerpt: null, ImgVid: null });
    const asMember = await get(server, "/api/Forum/GetForumsWeb/1", { token: other.token });
    expect(body(asMember).Data.List.find((p: { Id: number }) => p.Id === data.Id).Excerpt).toContain("Hello there");

    expect((await get(server, `/api/Forum/GetForumById/${data.Id}`)).statusCode).toBe(401);
    const detail = await get(server, `/api/Forum/GetForumById/${data.Id}`, { token: other.token });
    expect(detail.statusCode).toBe(200);
    expect(body(detail).Data.Title).toBe("Breathing during tapping sessions");
  });

  it("refuses bad input with translated field messages; unknown post 404; visitors 401", async () => {
    const res = await addPost(author.token, { Title: "Too short", Description: "", CategoryId: "x" });
    expect(res.statusCode).toBe(400);
    expect(body(res).Errors).toMatchObject({
      Title: "The title needs at least 15 characters.",
      Description: "Write your post",
      CategoryId: "Choose a board.",
    });
    const short = await addPost(author.token, { Description: "<p>Too little</p>" });
    expect(short.statusCode).toBe(400);
    const noBoard = await addPost(author.token, { CategoryId: "9999" });
    expect(noBoard.statusCode).toBe(400);
    const german = await server.call({
      method: "POST",
      url: "/api/Forum/AddForum",
      token: author.token,
      headers: { "accept-language": "de" },
      payload: { Title: "", Description: "x", CategoryId: boardId },
    });
    expect(body(german).Errors?.Title).toBe("Titel ist erforderlich");
    expect((await get(server, "/api/Forum/GetForumById/999999", { token: author.token })).statusCode).toBe(404);
    const visitor = await server.call({ method: "POST", url: "/api/Forum/AddForum", payload: {} });
    expect(visitor.statusCode).toBe(401);
    const badPicture = await addPost(author.token, {}, Buffer.from("not a picture at all"));
    expect(badPicture.statusCode).toBe(400);
  });

  it("answers 429 with a message when posting too quickly", async () => {
    const first = await addPost(author.token);
    expect(first.statusCode).toBe(200);
    server.clock.set(new Date(server.clock.now().getTime() - 15_000));
    const second = await addPost(author.token);
    expect(second.statusCode).toBe(429);
    expect(body(second).Message).toMatch(/too quickly/);
  });

  it("lets only the author edit a post", async () => {
    const created = body(await addPost(author.token)).Data;
    const edit = {
      Id: created.Id,
      Title: "Breathing during tapping (edited)",
      Description: "<p>New words for this body text</p>",
      CategoryId: secondBoardId,
    };
    expect((await put(server, "/api/Forum/EditForum", edit, { token: other.token })).statusCode).toBe(403);
    const res = await put(server, "/api/Forum/EditForum", edit, { token: author.token });
    expect(res.statusCode).toBe(200);
    expect(body(res).Data).toMatchObject({ Title: edit.Title, CategoryName: "Cases" });
    expect(
      (await put(server, "/api/Forum/EditForum", { ...edit, Id: 999999 }, { token: author.token })).statusCode,
    ).toBe(404);
  });

  it("searches, filters by board, by mine and by following; userID must be the caller's", async () => {
    const created = body(
      await addPost(other.token, { Title: "Unusual word zephyrine here", CategoryId: String(secondBoardId) }),
    ).Data;
    const found = body(await get(server, "/api/Forum/GetForumsWeb/1?search=zephyrine")).Data;
    expect(found.List.map((p: { Id: number }) => p.Id)).toEqual([created.Id]);
    const filters = encodeURIComponent(JSON.stringify({ CategoryId: secondBoardId }));
    const byBoard = body(await get(server, `/api/Forum/GetForums/1?filters=${filters}`)).Data;
    expect(byBoard.List.every((p: { CategoryId: number }) => p.CategoryId === secondBoardId)).toBe(true);
    const mine = encodeURIComponent(JSON.stringify({ Mine: true }));
    const own = body(
      await get(server, `/api/Forum/GetForumsWeb/1?filters=${mine}&userID=${other.id}`, { token: other.token }),
    ).Data;
    expect(own.List.every((p: { UserId: number }) => p.UserId === other.id)).toBe(true);
    expect((await get(server, `/api/Forum/GetForumsWeb/1?filters=${mine}`)).statusCode).toBe(401);
    expect(
      (await get(server, `/api/Forum/GetForumsWeb/1?userID=${author.id}`, { token: other.token })).statusCode,
    ).toBe(403);
    expect((await get(server, "/api/Forum/GetForumsWeb/1?filters=%7Bnope")).statusCode).toBe(400);

    const follow = await post(
      server,
      "/api/Forum/ToggleForumFollowBoard",
      { CategoryId: secondBoardId },
      { token: author.token },
    );
    expect(body(follow).Data).toEqual({ CategoryId: secondBoardId, IsFollowing: true });
    const following = encodeURIComponent(JSON.stringify({ Following: true }));
    const followed = body(
      await get(server, `/api/Forum/GetForumsWeb/1?filters=${following}`, { token: author.token }),
    ).Data;
    expect(followed.List.length).toBeGreaterThan(0);
    expect(followed.List.every((p: { CategoryId: number }) => p.CategoryId === secondBoardId)).toBe(true);
    const categories = body(
      await get(server, `/api/Forum/GetWebForumCategories/${author.id}`, { token: author.token }),
    ).Data;
    expect(categories.find((c: { Id: number }) => c.Id === secondBoardId).IsFollowing).toBe(true);
    expect(
      (await get(server, `/api/Forum/GetWebForumCategories/${author.id}`, { token: other.token })).statusCode,
    ).toBe(403);
    const unfollow = await post(
      server,
      "/api/Forum/ToggleForumFollowBoard",
      { CategoryId: secondBoardId },
      { token: author.token },
    );
    expect(body(unfollow).Data.IsFollowing).toBe(false);
    expect(
      (await post(server, "/api/Forum/ToggleForumFollowBoard", { CategoryId: 9999 }, { token: author.token }))
        .statusCode,
    ).toBe(404);
    const publicCategories = body(await get(server, "/api/Forum/GetForumCategories")).Data;
    expect(publicCategories.map((c: { Name: string }) => c.Name)).toEqual(["Technique", "Cases"]);
  });

  it("answers a page far past the end, of the list or of a search, empty and with its count", async () => {
    for (const query of ["pageSize=10", "pageSize=10&search=breathing", `pageSize=10&categoryId=${boardId}`]) {
      const near = body(await get(server, `/api/Forum/GetForumsWeb/1?${query}`)).Data;
      const far = await get(server, `/api/Forum/GetForumsWeb/5001?${query}`);
      expect(far.statusCode, query).toBe(200);
      expect(body(far).Data, query).toMatchObject({ List: [], TotalCount: near.TotalCount, Page: 5001 });
    }
  });

  it("lists 'also check out' by views, leaving the current post out", async () => {
    const res = await get(server, "/api/Forum/GetForumsAlsoCheckOut/1?forumId=1");
    expect(res.statusCode).toBe(200);
    expect(body(res).Data.PageSize).toBe(9);
    expect(body(res).Data.List.some((p: { Id: number }) => p.Id === 1)).toBe(false);
  });
});

describe("views", () => {
  it("counts one view per member per post per day, even under 10 parallel calls", async () => {
    const created = body(await addPost(author.token)).Data;
    const calls = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(server, "/api/Forum/AddForumView", { ForumId: created.Id }, { token: other.token }),
      ),
    );
    expect(calls.every((res) => res.statusCode === 200)).toBe(true);
    expect(calls.filter((res) => body(res).Data.Counted).length).toBe(1);
    const detail = body(await get(server, `/api/Forum/GetForumById/${created.Id}`, { token: other.token })).Data;
    expect(detail.ViewCount).toBe(1);
    later(DAY);
    const nextDay = await post(server, "/api/Forum/AddForumView", { ForumId: created.Id }, { token: other.token });
    expect(body(nextDay).Data).toMatchObject({ Counted: true, ViewCount: 2 });
    expect((await post(server, "/api/Forum/AddForumView", { ForumId: created.Id }, {})).statusCode).toBe(401);
    expect(
      (await post(server, "/api/Forum/AddForumView", { ForumId: 999999 }, { token: other.token })).statusCode,
    ).toBe(404);
  });
});

describe("comments and replies", () => {
  it("threads replies under comments, notifies the post's and comment's authors (never the actor), and keeps a deleted comment with replies", async () => {
    const created = body(await addPost(author.token)).Data;
    const comment = await post(
      server,
      "/api/Forum/AddForumComment",
      { ForumId: created.Id, Comment: "I breathe out slowly." },
      { token: other.token },
    );
    expect(comment.statusCode).toBe(200);
    expect(forumCommentSchema.strict().parse(body(comment).Data)).toBeTruthy();
    const commentId = body(comment).Data.Id;
    later();
    const ownComment = await post(
      server,
      "/api/Forum/AddForumComment",
      { ForumId: created.Id, Comment: "My own comment" },
      { token: author.token },
    );
    expect(ownComment.statusCode).toBe(200);
    later();
    const reply = await post(
      server,
      "/api/Forum/AddForumCommentReply",
      { CommentId: commentId, Comment: "Thank you!" },
      { token: author.token },
    );
    expect(reply.statusCode).toBe(200);
    later();
    const replyToReply = await post(
      server,
      "/api/Forum/AddForumCommentReply",
      { CommentId: body(reply).Data.Id, Comment: "Nested" },
      { token: other.token },
    );
    expect(replyToReply.statusCode).toBe(400);

    const authorNotes = body(
      await get(server, `/api/Notification/GetNotificationsByUserId?userId=${author.id}`, { token: author.token }),
    ).Data;
    const authorKinds = JSON.stringify(authorNotes);
    expect(authorKinds).toContain("Jonas Weber commented on your post");
    expect(authorKinds).not.toContain("Emily Carter commented");
    const otherNotes = JSON.stringify(
      body(await get(server, `/api/Notification/GetNotificationsByUserId?userId=${other.id}`, { token: other.token }))
        .Data,
    );
    expect(otherNotes).toContain("Emily Carter replied to your comment");

    const thread = body(
      await get(server, `/api/Forum/GetForumCommentsWeb/1?forumId=${created.Id}`, { token: other.token }),
    ).Data;
    expect(thread.List.map((c: { Id: number }) => c.Id)).toEqual([commentId, body(ownComment).Data.Id]);
    expect(thread.List[0].Replies.map((r: { Comment: string }) => r.Comment)).toEqual(["Thank you!"]);
    expect((await get(server, `/api/Forum/GetForumCommentsWeb/1?forumId=${created.Id}`)).statusCode).toBe(401);

    // Only the author edits or deletes.
    const edit = { ReplyCommentId: commentId, Comment: "I breathe out very slowly." };
    expect((await put(server, "/api/Forum/EditForumCommentReply", edit, { token: author.token })).statusCode).toBe(403);
    const edited = await put(server, "/api/Forum/EditForumCommentReply", edit, { token: other.token });
    expect(body(edited).Data).toMatchObject({ Comment: edit.Comment, IsEdited: true });
    expect(
      (await server.call({ method: "DELETE", url: `/api/Forum/DeleteForumComment/${commentId}`, token: author.token }))
        .statusCode,
    ).toBe(403);
    const removed = await server.call({
      method: "DELETE",
      url: `/api/Forum/DeleteForumComment/${commentId}`,
      token: other.token,
    });
    expect(removed.statusCode).toBe(200);
    const after = body(
      await get(server, `/api/Forum/GetForumCommentsWeb/1?forumId=${created.Id}`, { token: other.token }),
    ).Data;
    expect(after.List[0]).toMatchObject({ Id: commentId, IsDeleted: true, Comment: "", SubmittedBy: "" });
    expect(after.List[0].Replies).toHaveLength(1);

    const replyId = body(reply).Data.Id;
    expect(
      (
        await server.call({
          method: "DELETE",
          url: `/api/Forum/DeleteForumCommentReply?ReplyCommentId=${replyId}`,
          token: other.token,
        })
      ).statusCode,
    ).toBe(403);
    const replyGone = await server.call({
      method: "DELETE",
      url: `/api/Forum/DeleteForumCommentReply?ReplyCommentId=${replyId}`,
      token: author.token,
    });
    expect(replyGone.statusCode).toBe(200);
    expect(
      (
        await server.call({
          method: "DELETE",
          url: "/api/Forum/DeleteForumCommentReply?ReplyCommentId=999999",
          token: author.token,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("refuses empty comments and answers 429 when commenting too quickly", async () => {
    const created = body(await addPost(author.token)).Data;
    const empty = await post(
      server,
      "/api/Forum/AddForumComment",
      { ForumId: created.Id, Comment: " " },
      { token: other.token },
    );
    expect(empty.statusCode).toBe(400);
    expect(
      (await post(server, "/api/Forum/AddForumComment", { ForumId: 999999, Comment: "Hello" }, { token: other.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          server,
          "/api/Forum/AddForumComment",
          { ForumId: created.Id, Comment: "First" },
          { token: other.token },
        )
      ).statusCode,
    ).toBe(200);
    const fast = await post(
      server,
      "/api/Forum/AddForumComment",
      { ForumId: created.Id, Comment: "Second" },
      { token: other.token, language: "es" },
    );
    expect(fast.statusCode).toBe(429);
    expect(body(fast).Message).toMatch(/demasiado rápido/);
  });

  it("judges a comment's checks in their order, though it reads them together", async () => {
    const created = body(await addPost(author.token)).Data;
    const comment = (forumId: number, token: string) =>
      post(server, "/api/Forum/AddForumComment", { ForumId: forumId, Comment: "In order" }, { token });
    expect((await comment(created.Id, other.token)).statusCode).toBe(200);
    // Too soon for a second comment, and yet an unknown post is a 404 and a locked thread a 409 first.
    expect((await comment(999999, other.token)).statusCode).toBe(404);
    await forumRepository.setPostState(server.runtime.deps.db, created.Id, { isLocked: true });
    const locked = await comment(created.Id, other.token);
    expect(locked.statusCode).toBe(409);
    expect(body(locked).Code).toBe("FORUM_LOCKED");
    await forumRepository.setPostState(server.runtime.deps.db, created.Id, { isLocked: false });
    expect((await comment(created.Id, other.token)).statusCode).toBe(429);
    // Without a session nothing else is asked.
    expect((await comment(999999, "")).statusCode).toBe(401);
    later();
    const answered = body(await comment(created.Id, other.token)).Data;
    expect(answered).toMatchObject({ ForumId: created.Id, UserId: other.id, Comment: "In order", IsEdited: false });
    expect(answered.SubmittedBy).toBe("Jonas Weber");
  });

  it("limits a new member's first day", async () => {
    const newcomer = await confirmedMember(server);
    for (let i = 0; i < 3; i += 1) expect((await addPost(newcomer.token)).statusCode).toBe(200);
    const fourth = await addPost(newcomer.token);
    expect(fourth.statusCode).toBe(429);
    expect(body(fourth).Message).toMatch(/limit of 3/);
  });
});

describe("stored XSS", () => {
  it("stores every payload safely in titles, bodies, comments and replies", async () => {
    const db = server.runtime.deps.db;
    const board = (await forumRepository.insertCategory(db, { name: "XSS", description: "", sortOrder: 9 })).id;
    for (const payload of XSS_PAYLOADS.slice(0, 30)) {
      later(DAY);
      const res = await addPost(author.token, {
        Title: `Title ${payload}`.slice(0, 255).padEnd(15, "."),
        Description: `<p>Body text long enough here</p>${payload}`,
        CategoryId: String(board),
      });
      if (res.statusCode !== 200) {
        // Validation may refuse a payload (e.g. control characters); it never stores it.
        expect([400]).toContain(res.statusCode);
        continue;
      }
      const data = body(res).Data;
      expect(data.Description).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg|srcdoc/i);
      const comment = await post(
        server,
        "/api/Forum/AddForumComment",
        { ForumId: data.Id, Comment: payload },
        { token: other.token },
      );
      later();
      if (comment.statusCode === 200) {
        // Plain text, stored as typed: the web renders it escaped.
        expect(body(comment).Data.Comment).toBe(payload.trim());
        const reply = await post(
          server,
          "/api/Forum/AddForumCommentReply",
          { CommentId: body(comment).Data.Id, Comment: payload },
          { token: author.token },
        );
        later();
        expect([200, 400]).toContain(reply.statusCode);
      }
    }
  });
});

describe("uploads", () => {
  it("stores a picture and returns its URL; refuses non-pictures and big files", async () => {
    const ok = await server.call({
      method: "POST",
      url: "/api/Forum/UploadForumImages",
      token: author.token,
      ...multipart({}, { field: "File", filename: "a.png", contentType: "image/png", bytes: PNG_1PX }),
    });
    expect(ok.statusCode).toBe(200);
    expect(body(ok).Data.Url).toMatch(/^\/uploads\/forum\/.+\.webp$/);
    const bad = await server.call({
      method: "POST",
      url: "/api/Forum/UploadForumImages",
      token: author.token,
      ...multipart(
        {},
        { field: "File", filename: "a.png", contentType: "image/png", bytes: Buffer.from("<svg onload=alert(1)>") },
      ),
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).Message).toBeTruthy();
    const big = await server.call({
      method: "POST",
      url: "/api/Forum/UploadForumImages",
      token: author.token,
      ...multipart(
        {},
        { field: "File", filename: "a.png", contentType: "image/png", bytes: Buffer.alloc(4 * 1024 * 1024 + 10, 1) },
      ),
    });
    expect([400, 413]).toContain(big.statusCode);
    expect(body(big).Message).toBeTruthy();
    const visitor = await server.call({ method: "POST", url: "/api/Forum/UploadForumImages", ...multipart({}) });
    expect(visitor.statusCode).toBe(401);
  });
});
