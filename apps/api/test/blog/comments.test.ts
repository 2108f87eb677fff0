import { BLOG_COMMENT_LIMITS, blogCommentSchema } from "@haa/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { body, get, post } from "../membership/helpers.ts";
import { listOf } from "../notifications/helpers.ts";
import { comment, DAY, writePost } from "./helpers.ts";

let server: TestServer;
let admin: { id: number; token: string };
let author: { id: number; token: string };
let other: { id: number; token: string };
let postId: number;

const SECOND = 1000;
const wait = () => server.clock.advance(BLOG_COMMENT_LIMITS.secondsBetween * SECOND);

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  author = await confirmedMember(server, { FirstName: "Sofia", LastName: "Almeida" });
  other = await confirmedMember(server, { FirstName: "Jonas", LastName: "Becker" });
  postId = (await writePost(server, admin.token, { Title: "A post to talk about" })).Id;
});
afterAll(() => server.close());

const edit = (token: string | undefined, Id: number, Comment: string) =>
  post(server, "/api/Blog/EditBlogComment", { Id, Comment }, token ? { token } : {});
const remove = (token: string | undefined, id: number) =>
  server.call({ method: "DELETE", url: `/api/Blog/DeleteBlogComment/${id}`, ...(token ? { token } : {}) });
const commentsOf = (id: number, query = "") => get(server, `/api/Blog/GetBlogComments?blogId=${id}${query}`);

describe("comments", () => {
  it("lets a member comment; the comment is stored as typed and listed oldest first with its author", async () => {
    const res = await comment(server, author.token, postId, "  Thank you — <b>this</b> helped!  ");
    expect(res.statusCode).toBe(200);
    expect(body(res).Message).toBe("Your comment has been posted.");
    const data = blogCommentSchema.strict().parse(body(res).Data);
    expect(data).toMatchObject({
      BlogId: postId,
      UserId: author.id,
      Comment: "Thank you — <b>this</b> helped!",
      SubmittedBy: "Sofia Almeida",
      IsEdited: false,
    });
    wait();
    await comment(server, other.token, postId, "Same here.");
    const list = body(await commentsOf(postId)).Data;
    expect(list.List.map((c: { Comment: string }) => c.Comment)).toEqual([
      "Thank you — <b>this</b> helped!",
      "Same here.",
    ]);
    expect(list.TotalCount).toBe(2);
    const post = body(await get(server, `/api/Blog/GetBlogById/${postId}`)).Data;
    expect(post.CommentCount).toBe(2);
  });

  it("reads pageSize -1 as every comment, pages otherwise, and searches the text", async () => {
    expect(body(await commentsOf(postId, "&pageSize=-1&isWebApp=true")).Data.List.length).toBe(2);
    const firstPage = body(await commentsOf(postId, "&page=2&pageSize=1")).Data;
    expect(firstPage.List.map((c: { Comment: string }) => c.Comment)).toEqual(["Same here."]);
    expect(body(await commentsOf(postId, "&search=helped")).Data.TotalCount).toBe(1);
    expect((await get(server, "/api/Blog/GetBlogComments")).statusCode).toBe(400);
    expect((await commentsOf(999999)).statusCode).toBe(404);
  });

  it("refuses visitors, bad input, and hidden or unknown posts", async () => {
    expect((await post(server, "/api/Blog/AddComment", { BlogId: postId, Comment: "Hi there" })).statusCode).toBe(401);
    wait();
    const empty = await comment(server, author.token, postId, " ");
    expect(empty.statusCode).toBe(400);
    expect(body(empty).Errors).toEqual({ Comment: "Comment is required" });
    const long = await comment(server, author.token, postId, "x".repeat(BLOG_COMMENT_LIMITS.maxLength + 1));
    expect(body(long).Errors).toEqual({ Comment: "A comment may have at most 2000 characters." });
    expect((await comment(server, author.token, 999999)).statusCode).toBe(404);
    const hidden = await writePost(server, admin.token, { Title: "Hidden", Visibility: "Hide" });
    const onHidden = await comment(server, author.token, hidden.Id);
    expect(onHidden.statusCode).toBe(404);
    expect(body(onHidden).Message).toBe("This blog post does not exist or is not published.");
    expect((await commentsOf(hidden.Id)).statusCode).toBe(404);
    expect(
      (await get(server, `/api/Blog/GetBlogComments?blogId=${hidden.Id}`, { token: admin.token })).statusCode,
    ).toBe(200);
  });

  it("answers 429 with a message when a member comments again within the seconds between comments", async () => {
    wait();
    expect((await comment(server, author.token, postId, "First of two")).statusCode).toBe(200);
    server.clock.advance(5 * SECOND);
    const soon = await comment(server, author.token, postId, "Second too soon");
    expect(soon.statusCode).toBe(429);
    expect(body(soon).Code).toBe("COMMENT_TOO_SOON");
    expect(body(soon).Message).toBe("You are commenting too quickly. Please wait 10 seconds and try again.");
    expect(soon.headers["retry-after"]).toBe("10");
    // Another member is not slowed down by it.
    expect((await comment(server, other.token, postId, "Unrelated")).statusCode).toBe(200);
    server.clock.advance(10 * SECOND);
    expect((await comment(server, author.token, postId, "Now it is fine")).statusCode).toBe(200);
  });

  it("answers 429 once a member has written the day's number of comments", async () => {
    const busy = await confirmedMember(server);
    for (let n = 0; n < BLOG_COMMENT_LIMITS.perMemberPerDay; n += 1) {
      wait();
      const res = await comment(server, busy.token, postId, `Comment number ${n + 1}`);
      expect(res.statusCode, `comment ${n + 1}`).toBe(200);
    }
    wait();
    const over = await comment(server, busy.token, postId, "One too many");
    expect(over.statusCode).toBe(429);
    expect(body(over).Code).toBe("COMMENT_DAILY_LIMIT");
    expect(body(over).Message).toBe("You have reached today's limit of 30 comments. Please try again tomorrow.");
    const spanish = await post(
      server,
      "/api/Blog/AddComment",
      { BlogId: postId, Comment: "Otra vez" },
      { token: busy.token, language: "es" },
    );
    expect(body(spanish).Message).toBe("Ha alcanzado el límite de 30 comentarios por hoy. Inténtelo de nuevo mañana.");
    server.clock.advance(DAY);
    expect((await comment(server, busy.token, postId, "A new day")).statusCode).toBe(200);
  });

  it("lets the author edit and delete their comment; another member gets 403; an administrator may do both", async () => {
    wait();
    const mine = body(await comment(server, author.token, postId, "Original words")).Data;
    server.clock.advance(60 * SECOND);
    const edited = await edit(author.token, mine.Id, "Better words");
    expect(edited.statusCode).toBe(200);
    expect(body(edited).Data).toMatchObject({ Comment: "Better words", IsEdited: true });
    expect(body(edited).Message).toBe("Your comment has been updated.");

    expect((await edit(other.token, mine.Id, "Hijacked")).statusCode).toBe(403);
    expect((await remove(other.token, mine.Id)).statusCode).toBe(403);
    expect((await edit(undefined, mine.Id, "Anonymous")).statusCode).toBe(401);
    expect((await remove(undefined, mine.Id)).statusCode).toBe(401);
    expect((await edit(author.token, mine.Id, "")).statusCode).toBe(400);
    expect((await edit(author.token, 999999, "Nothing there")).statusCode).toBe(404);
    expect((await remove(author.token, 999999)).statusCode).toBe(404);

    expect((await edit(admin.token, mine.Id, "Moderated by the administrator")).statusCode).toBe(200);
    const del = await remove(author.token, mine.Id);
    expect(del.statusCode).toBe(200);
    expect(body(del).Message).toBe("The comment has been deleted.");
    expect((await remove(author.token, mine.Id)).statusCode).toBe(404);

    wait();
    const theirs = body(await comment(server, other.token, postId, "Off-topic advert")).Data;
    expect((await remove(admin.token, theirs.Id)).statusCode).toBe(200);
  });
});

describe("the article's author hears of comments", () => {
  const blogNotices = async (user: { id: number; token: string }) =>
    (await listOf(server, user, "&pageSize=50")).Data.List.filter((n) => n.Kind === "blogComment");

  it("notifies the author in-app (not by mail, by default) and withdraws it when the comment is deleted", async () => {
    const article = (await writePost(server, admin.token, { Title: "Grounding before a session" })).Id;
    const before = (await blogNotices(admin)).length;
    wait();
    const theirs = body(await comment(server, other.token, article, "This changed how I start my mornings.")).Data;
    const notices = await blogNotices(admin);
    expect(notices).toHaveLength(before + 1);
    expect(notices[0]).toMatchObject({
      Title: "New comment on “Grounding before a session”",
      Body: "Jonas commented on your article.",
      Link: `/article/${article}`,
      IsRead: false,
    });
    await server.runtime.worker.drain();
    const outbox = (await server.call({ method: "GET", url: "/dev/mailbox.json" })).json() as {
      subject: string;
    }[];
    expect(outbox.filter((mail) => mail.subject.includes("Grounding before a session"))).toEqual([]);

    expect((await remove(other.token, theirs.Id)).statusCode).toBe(200);
    expect(await blogNotices(admin)).toHaveLength(before);
  });

  it("says which page size a list takes at most (notifications: 50)", async () => {
    const res = await server.call({
      method: "GET",
      url: `/api/Notification/GetNotificationsByUserId?userId=${admin.id}&pageSize=51`,
      token: admin.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.pageSize).toBe("The page size must be between 1 and 50, or -1 for all.");
  });

  it("never tells authors of their own comments", async () => {
    const article = (await writePost(server, admin.token, { Title: "Notes from the spring retreat" })).Id;
    const before = (await blogNotices(admin)).length;
    wait();
    expect((await comment(server, admin.token, article, "Photos follow next week.")).statusCode).toBe(200);
    expect(await blogNotices(admin)).toHaveLength(before);
  });
});
