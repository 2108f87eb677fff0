import { forumPostDetailSchema } from "@haa/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forumRepository } from "../../src/modules/forum/forum.repository.ts";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { body, get, post, put } from "../membership/helpers.ts";

let server: TestServer;
let admin: { id: number; token: string };
let author: { id: number; token: string };
let moderator: { id: number; token: string };
let member: { id: number; token: string };
let boardId: number;
const DAY = 24 * 60 * 60 * 1000;
const later = (ms = 20_000) => server.clock.set(new Date(server.clock.now().getTime() + ms));

async function addPost(token: string, title = "A question about grounding") {
  const res = await post(
    server,
    "/api/Forum/AddForum",
    { Title: title, Description: "<p>How do you ground yourself before a session?</p>", CategoryId: boardId },
    { token },
  );
  later();
  if (res.statusCode !== 200) throw new Error(`AddForum failed: ${res.body}`);
  return body(res).Data;
}

async function notesOf(user: { id: number; token: string }) {
  return JSON.stringify(
    body(await get(server, `/api/Notification/GetNotificationsByUserId?userId=${user.id}`, { token: user.token })).Data,
  );
}

beforeAll(async () => {
  server = await startTestServer();
  boardId = (
    await forumRepository.insertCategory(server.runtime.deps.db, { name: "Technique", description: "", sortOrder: 1 })
  ).id;
  admin = await adminToken(server);
  author = await confirmedMember(server, { FirstName: "Emily", LastName: "Carter" });
  moderator = await confirmedMember(server, { FirstName: "Mara", LastName: "Moderator" });
  member = await confirmedMember(server);
  later(2 * DAY);
});
afterAll(() => server.close());

describe("forum moderation", () => {
  it("an administrator names a moderator; only they and administrators moderate", async () => {
    expect(
      (
        await post(
          server,
          "/api/Forum/AdminSetForumModerator",
          { MemberId: moderator.id, IsModerator: true },
          { token: member.token },
        )
      ).statusCode,
    ).toBe(403);
    const named = await post(
      server,
      "/api/Forum/AdminSetForumModerator",
      { MemberId: moderator.id, IsModerator: true },
      { token: admin.token },
    );
    expect(named.statusCode).toBe(200);
    const state = body(await get(server, "/api/Forum/AdminGetForumModeration", { token: admin.token })).Data;
    expect(state.Moderators.map((m: { MemberId: number }) => m.MemberId)).toEqual([moderator.id]);
    const created = await addPost(author.token);
    const refused = await post(
      server,
      "/api/Forum/ModerateForum",
      { ForumId: created.Id, Action: "hide", Reason: "Off topic" },
      { token: member.token },
    );
    expect(refused.statusCode).toBe(403);
    const bad = await post(
      server,
      "/api/Forum/ModerateForum",
      { ForumId: created.Id, Action: "burn", Reason: "" },
      { token: moderator.token },
    );
    expect(bad.statusCode).toBe(400);
    expect(body(bad).Errors).toMatchObject({
      Action: "Choose a valid action.",
      Reason: "Give a reason (at least 3 characters).",
    });
    const missing = await post(
      server,
      "/api/Forum/ModerateForum",
      { ForumId: 999999, Action: "hide", Reason: "Off topic" },
      { token: moderator.token },
    );
    expect(missing.statusCode).toBe(404);
  });

  it("GetForumById tells the reader whether they may moderate: administrators and named moderators", async () => {
    const named = await post(
      server,
      "/api/Forum/AdminSetForumModerator",
      { MemberId: moderator.id, IsModerator: true },
      { token: admin.token },
    );
    expect(named.statusCode).toBe(200);
    const created = await addPost(author.token, "Who may moderate this thread?");
    const read = async (token?: string) => get(server, `/api/Forum/GetForumById/${created.Id}`, token ? { token } : {});
    expect((await read()).statusCode).toBe(401);
    for (const [reader, expected] of [
      [member, false],
      [author, false],
      [admin, true],
      [moderator, true],
    ] as const) {
      const res = await read(reader.token);
      expect(res.statusCode, res.body).toBe(200);
      const data = forumPostDetailSchema.strict().parse(body(res).Data);
      expect(data.CanModerate).toBe(expected);
    }
  });

  it("hides, locks and deletes posts with a reason the author is told, all in the audit log", async () => {
    const created = await addPost(author.token, "A post that breaks the privacy rule");
    const hide = await post(
      server,
      "/api/Forum/ModerateForum",
      { ForumId: created.Id, Action: "hide", Reason: "Names a client" },
      { token: moderator.token },
    );
    expect(hide.statusCode).toBe(200);
    expect((await get(server, `/api/Forum/GetForumById/${created.Id}`, { token: member.token })).statusCode).toBe(404);
    const list = body(await get(server, "/api/Forum/GetForumsWeb/1?pageSize=50")).Data;
    expect(list.List.some((p: { Id: number }) => p.Id === created.Id)).toBe(false);
    expect(await notesOf(author)).toContain("A moderator acted on “A post that breaks the privacy rule”");
    expect(await notesOf(author)).toContain("Reason: Names a client");

    await post(
      server,
      "/api/Forum/ModerateForum",
      { ForumId: created.Id, Action: "unhide", Reason: "Edited by the author" },
      { token: admin.token },
    );
    await post(
      server,
      "/api/Forum/ModerateForum",
      { ForumId: created.Id, Action: "lock", Reason: "Discussion ran its course" },
      { token: admin.token },
    );
    const detail = body(await get(server, `/api/Forum/GetForumById/${created.Id}`, { token: member.token })).Data;
    expect(detail.IsLocked).toBe(true);
    const locked = await post(
      server,
      "/api/Forum/AddForumComment",
      { ForumId: created.Id, Comment: "One more thing" },
      { token: member.token },
    );
    expect(locked.statusCode).toBe(409);

    const removed = await post(
      server,
      "/api/Forum/ModerateForum",
      { ForumId: created.Id, Action: "delete", Reason: "Spam" },
      { token: admin.token },
    );
    expect(removed.statusCode).toBe(200);
    expect((await get(server, `/api/Forum/GetForumById/${created.Id}`, { token: member.token })).statusCode).toBe(404);

    const log = body(await get(server, "/api/Forum/AdminGetForumAuditLog/1", { token: admin.token })).Data;
    const actions = log.List.filter(
      (e: { TargetId: number; TargetType: string }) => e.TargetType === "post" && e.TargetId === created.Id,
    ).map((e: { Action: string; ActorName: string; Reason: string }) => [e.Action, e.ActorName, e.Reason]);
    expect(actions).toEqual([
      ["delete", "Site Admin", "Spam"],
      ["lock", "Site Admin", "Discussion ran its course"],
      ["unhide", "Site Admin", "Edited by the author"],
      ["hide", "Mara Moderator", "Names a client"],
    ]);
    expect((await get(server, "/api/Forum/AdminGetForumAuditLog/1", { token: moderator.token })).statusCode).toBe(403);
  });

  it("administrators and moderators read a hidden post, marked hidden, and find it listed to show it again", async () => {
    const named = await post(
      server,
      "/api/Forum/AdminSetForumModerator",
      { MemberId: moderator.id, IsModerator: true },
      { token: admin.token },
    );
    expect(named.statusCode).toBe(200);
    const created = await addPost(author.token, "A post a moderator hides for now");
    const first = body(
      await post(
        server,
        "/api/Forum/AddForumComment",
        { ForumId: created.Id, Comment: "A comment on it" },
        { token: member.token },
      ),
    ).Data;
    later();
    const hide = await post(
      server,
      "/api/Forum/ModerateForum",
      { ForumId: created.Id, Action: "hide", Reason: "Checking a claim" },
      { token: admin.token },
    );
    expect(hide.statusCode).toBe(200);

    const read = (token?: string) => get(server, `/api/Forum/GetForumById/${created.Id}`, token ? { token } : {});
    const thread = (token: string) => get(server, `/api/Forum/GetForumCommentsWeb/1?forumId=${created.Id}`, { token });
    for (const reader of [admin, moderator]) {
      const res = await read(reader.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(forumPostDetailSchema.strict().parse(body(res).Data)).toMatchObject({
        Id: created.Id,
        IsHidden: true,
        CanModerate: true,
      });
      expect(body(await thread(reader.token)).Data.List.map((c: { Id: number }) => c.Id)).toEqual([first.Id]);
    }
    // Everyone else: the 404 of a post that never was, its author too; visitors still 401.
    for (const reader of [member, author]) {
      const res = await read(reader.token);
      expect(res.statusCode).toBe(404);
      expect(body(res).Code).toBe("FORUM_NOT_FOUND");
      expect((await thread(reader.token)).statusCode).toBe(404);
    }
    expect((await read()).statusCode).toBe(401);
    // Seen by a moderator, it still takes no comment and counts no view.
    expect(
      (
        await post(
          server,
          "/api/Forum/AddForumComment",
          { ForumId: created.Id, Comment: "Still here?" },
          { token: admin.token },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await post(server, "/api/Forum/AddForumView", { ForumId: created.Id }, { token: admin.token })).statusCode,
    ).toBe(404);

    const hiddenList = async () =>
      body(await get(server, "/api/Forum/AdminGetHiddenForums/1?pageSize=50", { token: admin.token })).Data as {
        List: { Id: number; IsHidden: boolean; Title: string; CommentCount: number }[];
        TotalCount: number;
      };
    const listed = await hiddenList();
    expect(listed.List.find((p) => p.Id === created.Id)).toMatchObject({
      Title: "A post a moderator hides for now",
      IsHidden: true,
      CommentCount: 1,
    });
    expect(listed.List.every((p) => p.IsHidden)).toBe(true);
    expect(listed.TotalCount).toBe(listed.List.length);
    for (const token of [member.token, moderator.token])
      expect((await get(server, "/api/Forum/AdminGetHiddenForums/1", { token })).statusCode).toBe(403);

    const unhide = await post(
      server,
      "/api/Forum/ModerateForum",
      { ForumId: created.Id, Action: "unhide", Reason: "The claim checks out" },
      { token: admin.token },
    );
    expect(unhide.statusCode).toBe(200);
    expect((await hiddenList()).List.some((p) => p.Id === created.Id)).toBe(false);
    const shown = await read(member.token);
    expect(shown.statusCode).toBe(200);
    expect(body(shown).Data).toMatchObject({ IsHidden: false, CanModerate: false });
    const list = body(await get(server, "/api/Forum/GetForumsWeb/1?pageSize=50")).Data;
    expect(list.List.some((p: { Id: number }) => p.Id === created.Id)).toBe(true);
  });

  it("hides a comment (the thread reads on) and tells its author", async () => {
    const created = await addPost(author.token);
    const comment = body(
      await post(
        server,
        "/api/Forum/AddForumComment",
        { ForumId: created.Id, Comment: "Buy my course!" },
        { token: member.token },
      ),
    ).Data;
    later();
    const res = await post(
      server,
      "/api/Forum/ModerateForumComment",
      { CommentId: comment.Id, Action: "hide", Reason: "Advertising" },
      { token: moderator.token },
    );
    expect(res.statusCode).toBe(200);
    const thread = body(
      await get(server, `/api/Forum/GetForumCommentsWeb/1?forumId=${created.Id}`, { token: author.token }),
    ).Data;
    expect(thread.List[0]).toMatchObject({ IsDeleted: true, Comment: "" });
    expect(await notesOf(member)).toContain("Reason: Advertising");
  });

  it("suspends a member from posting until a date, then lifts it", async () => {
    const until = new Date(server.clock.now().getTime() + 3 * DAY).toISOString();
    const res = await post(
      server,
      "/api/Forum/AdminSuspendMember",
      { MemberId: member.id, Until: until, Reason: "Repeated advertising" },
      { token: admin.token },
    );
    expect(res.statusCode).toBe(200);
    const refused = await post(
      server,
      "/api/Forum/AddForum",
      {
        Title: "Trying to post while suspended",
        Description: "<p>Some words to make a body long enough.</p>",
        CategoryId: boardId,
      },
      { token: member.token },
    );
    expect(refused.statusCode).toBe(403);
    expect(body(refused).Message).toBe(`You are suspended from posting in the forum until ${until.slice(0, 10)}.`);
    const state = body(await get(server, "/api/Forum/AdminGetForumModeration", { token: admin.token })).Data;
    expect(state.Suspensions[0]).toMatchObject({ MemberId: member.id, Reason: "Repeated advertising" });
    await post(
      server,
      "/api/Forum/AdminSuspendMember",
      { MemberId: member.id, Until: null, Reason: "Served" },
      { token: admin.token },
    );
    expect((await addPost(member.token, "Back after the suspension")).Id).toBeGreaterThan(0);
    expect(
      (
        await post(
          server,
          "/api/Forum/AdminSuspendMember",
          { MemberId: 999999, Until: null, Reason: "x y z" },
          { token: admin.token },
        )
      ).statusCode,
    ).toBe(404);
  });

  it("creates, renames, reorders and archives boards", async () => {
    const created = await post(
      server,
      "/api/Forum/AdminAddForumCategory",
      { Name: "Research", Description: "Papers", SortOrder: 0 },
      { token: admin.token },
    );
    expect(created.statusCode).toBe(200);
    const id = body(created).Data.Id;
    expect(body(await get(server, "/api/Forum/GetForumCategories")).Data[0].Name).toBe("Research");
    const edit = { CategoryId: id, Name: "Research & papers", Description: "", SortOrder: 50, Archived: true };
    expect((await put(server, "/api/Forum/AdminEditForumCategory", edit, { token: admin.token })).statusCode).toBe(200);
    expect(body(await get(server, "/api/Forum/GetForumCategories")).Data.some((c: { Id: number }) => c.Id === id)).toBe(
      false,
    );
    const all = body(await get(server, "/api/Forum/AdminGetForumCategories", { token: admin.token })).Data;
    expect(all.find((c: { Id: number }) => c.Id === id)).toMatchObject({ Name: "Research & papers", Archived: true });
    const onArchived = await post(
      server,
      "/api/Forum/AddForum",
      {
        Title: "A post on an archived board",
        Description: "<p>Some words to make a body long enough.</p>",
        CategoryId: id,
      },
      { token: author.token },
    );
    expect(onArchived.statusCode).toBe(400);
    expect(
      (await put(server, "/api/Forum/AdminEditForumCategory", { ...edit, CategoryId: 999999 }, { token: admin.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(server, "/api/Forum/AdminAddForumCategory", { Name: "" }, { token: admin.token })).statusCode,
    ).toBe(400);
  });
});
