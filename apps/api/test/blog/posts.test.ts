import { blogPostSchema } from "@haa/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, confirmedMember, multipart, startTestServer, type TestServer } from "../harness.ts";
import { body, get, post, put } from "../membership/helpers.ts";
import { DAY, listPosts, PNG_1PX, writePost } from "./helpers.ts";

let server: TestServer;
let admin: { id: number; token: string };
let member: { id: number; token: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  member = await confirmedMember(server, { FirstName: "Emily", LastName: "Carter" });
});
afterAll(() => server.close());

describe("writing posts (administrators)", () => {
  it("stores a post with a slug, sanitised body, excerpt, reading time and tags; answers the declared shape", async () => {
    const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(" ");
    const res = await post(
      server,
      "/api/Blog/AdminAddBlog",
      {
        Title: "Grounding: Five Steps for Beginners",
        Body: `<p onclick="x()">${words}</p><script>alert(1)</script><a href="https://example.org">link</a>`,
        Tags: ["Practice", " beginners ", "practice"],
        IsFeatured: true,
      },
      { token: admin.token },
    );
    expect(res.statusCode).toBe(200);
    const data = body(res).Data;
    expect(body(res).Message).toBe("The blog post has been saved.");
    expect(blogPostSchema.strict().parse(data)).toBeTruthy();
    expect(data).toMatchObject({
      Slug: "grounding-five-steps-for-beginners",
      Tags: ["practice", "beginners"],
      ReadingMinutes: 3,
      Visibility: "Show",
      State: "Published",
      IsFeatured: true,
      SubmittedBy: "Site Admin",
      Banner: null,
      CommentCount: 0,
    });
    expect(data.Body).not.toContain("script");
    expect(data.Body).not.toContain("onclick");
    expect(data.Body).toContain('rel="nofollow ugc noopener"');
    expect(data.Excerpt.length).toBeLessThanOrEqual(220);
  });

  it("makes slugs unique and keeps a post's own slug when it is edited", async () => {
    const first = await writePost(server, admin.token, { Title: "Same Title" });
    const second = await writePost(server, admin.token, { Title: "Same Title" });
    expect([first.Slug, second.Slug]).toEqual(["same-title", "same-title-2"]);
    const edited = await put(
      server,
      "/api/Blog/AdminEditBlog",
      { Id: first.Id, Title: "Same Title", Body: "<p>New</p>" },
      { token: admin.token },
    );
    expect(body(edited).Data.Slug).toBe("same-title");
    expect(body(edited).Data.Body).toBe("<p>New</p>");
  });

  it("refuses bad input with 400 and translated field messages", async () => {
    const res = await post(
      server,
      "/api/Blog/AdminAddBlog",
      { Title: "", Body: "", Visibility: "Draft", PublishedDate: "soon" },
      { token: admin.token, language: "de" },
    );
    expect(res.statusCode).toBe(400);
    expect(body(res).Errors).toMatchObject({
      Title: "Titel ist erforderlich",
      Body: "Text ist erforderlich",
      Visibility: "Wählen Sie Anzeigen oder Ausblenden.",
      PublishedDate: "Geben Sie ein gültiges Datum mit Uhrzeit ein.",
    });
  });

  it("refuses members and visitors", async () => {
    const fields = { Title: "T", Body: "<p>b</p>" };
    expect((await post(server, "/api/Blog/AdminAddBlog", fields, { token: member.token })).statusCode).toBe(403);
    expect((await post(server, "/api/Blog/AdminAddBlog", fields)).statusCode).toBe(401);
    expect((await get(server, "/api/Blog/AdminGetBlogs/1", { token: member.token })).statusCode).toBe(403);
    expect(
      (await server.call({ method: "DELETE", url: "/api/Blog/AdminDeleteBlog/1", token: member.token })).statusCode,
    ).toBe(403);
  });

  it("answers 404 for editing, deleting or bannering a post that does not exist", async () => {
    const edit = await put(
      server,
      "/api/Blog/AdminEditBlog",
      { Id: 999999, Title: "T", Body: "b" },
      { token: admin.token },
    );
    expect(edit.statusCode).toBe(404);
    expect(body(edit).Message).toBe("This blog post does not exist or is not published.");
    const del = await server.call({ method: "DELETE", url: "/api/Blog/AdminDeleteBlog/999999", token: admin.token });
    expect(del.statusCode).toBe(404);
    const banner = await server.call({
      method: "POST",
      url: "/api/Blog/AdminUploadBlogBanner/999999",
      token: admin.token,
      ...multipart({}, { field: "File", filename: "b.png", contentType: "image/png", bytes: PNG_1PX }),
    });
    expect(banner.statusCode).toBe(404);
  });

  it("uploads a banner through the storage port, replaces it, and removes it", async () => {
    const created = await writePost(server, admin.token, { Title: "With a banner" });
    const upload = () =>
      server.call({
        method: "POST",
        url: `/api/Blog/AdminUploadBlogBanner/${created.Id}`,
        token: admin.token,
        ...multipart({}, { field: "File", filename: "banner.png", contentType: "image/png", bytes: PNG_1PX }),
      });
    const first = body(await upload()).Data;
    expect(first.Banner).toMatch(/^\/uploads\/blog\/[a-f0-9-]+-full\.webp$/);
    expect((await server.app.inject({ method: "GET", url: first.Banner })).statusCode).toBe(200);
    const second = body(await upload()).Data;
    expect(second.Banner).not.toBe(first.Banner);
    expect((await server.app.inject({ method: "GET", url: first.Banner })).statusCode).toBe(404);
    const read = body(await get(server, `/api/Blog/GetBlogById/${created.Id}`)).Data;
    expect([read.Banner, read.BannerCard]).toEqual([second.Banner, second.BannerCard]);

    const removed = await put(
      server,
      "/api/Blog/AdminEditBlog",
      { Id: created.Id, Title: "With a banner", Body: "<p>b</p>", RemoveBanner: true },
      { token: admin.token },
    );
    expect(body(removed).Data.Banner).toBeNull();
    expect((await server.app.inject({ method: "GET", url: second.Banner })).statusCode).toBe(404);
  });

  it("refuses a banner that is not a picture, or none at all", async () => {
    const created = await writePost(server, admin.token, { Title: "Banner refusals" });
    const text = await server.call({
      method: "POST",
      url: `/api/Blog/AdminUploadBlogBanner/${created.Id}`,
      token: admin.token,
      ...multipart(
        {},
        { field: "File", filename: "x.png", contentType: "image/png", bytes: Buffer.from("<svg onload=alert(1)>") },
      ),
    });
    expect(text.statusCode).toBe(400);
    expect(Object.keys(body(text).Errors ?? {})).toEqual(["File"]);
    const none = await server.call({
      method: "POST",
      url: `/api/Blog/AdminUploadBlogBanner/${created.Id}`,
      token: admin.token,
    });
    expect(none.statusCode).toBe(400);
  });

  it("previews a body as it would be published, without storing anything", async () => {
    const before = body(await get(server, "/api/Blog/AdminGetBlogs/1?pageSize=100", { token: admin.token })).Data
      .TotalCount;
    const res = await post(
      server,
      "/api/Blog/AdminPreviewBlog",
      { Body: "<p>Hi <img src=x onerror=alert(1)></p>" },
      { token: admin.token },
    );
    expect(body(res).Data).toEqual({ Body: "<p>Hi </p>", ReadingMinutes: 1 });
    const after = body(await get(server, "/api/Blog/AdminGetBlogs/1?pageSize=100", { token: admin.token })).Data
      .TotalCount;
    expect(after).toBe(before);
  });

  it("deletes a post with its comments", async () => {
    const created = await writePost(server, admin.token, { Title: "Short-lived" });
    await post(server, "/api/Blog/AddComment", { BlogId: created.Id, Comment: "Nice one" }, { token: member.token });
    const del = await server.call({
      method: "DELETE",
      url: `/api/Blog/AdminDeleteBlog/${created.Id}`,
      token: admin.token,
    });
    expect(del.statusCode).toBe(200);
    expect(body(del).Message).toBe("The blog post has been deleted.");
    expect((await get(server, `/api/Blog/GetBlogById/${created.Id}`)).statusCode).toBe(404);
    expect((await get(server, `/api/Blog/GetBlogComments?blogId=${created.Id}`)).statusCode).toBe(404);
  });
});

describe("reading (everyone)", () => {
  let hidden: { Id: number };
  let scheduled: { Id: number };
  let shown: { Id: number };

  beforeAll(async () => {
    const now = server.clock.now().getTime();
    shown = await writePost(server, admin.token, {
      Title: "Breathing into the ribs",
      Body: "<p>The diaphragm and the breathing muscles of the ribs.</p>",
      Tags: ["breath", "anatomy"],
      PublishedDate: new Date(now - DAY).toISOString(),
    });
    hidden = await writePost(server, admin.token, {
      Title: "Hidden draft about breath",
      Visibility: "Hide",
      Tags: ["breath"],
    });
    scheduled = await writePost(server, admin.token, {
      Title: "Scheduled note about breath",
      Tags: ["breath"],
      PublishedDate: new Date(now + 7 * DAY).toISOString(),
    });
    await writePost(server, admin.token, {
      Title: "Über das Atmen",
      Body: "<p>Die Atmung beruhigt das Nervensystem.</p>",
      Language: "de",
      Tags: ["atem"],
      PublishedDate: new Date(now - 2 * DAY).toISOString(),
    });
  });

  it("lists published posts newest first, without hidden or scheduled ones, paged by the {page} segment", async () => {
    const data = body(await listPosts(server, "pageSize=2")).Data;
    expect(data).toMatchObject({ Page: 1, PageSize: 2 });
    const all = body(await listPosts(server, "pageSize=50")).Data;
    const ids = all.List.map((p: { Id: number }) => p.Id);
    expect(ids).toContain(shown.Id);
    expect(ids).not.toContain(hidden.Id);
    expect(ids).not.toContain(scheduled.Id);
    const dates = all.List.map((p: { PublishedDate: string }) => p.PublishedDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = body(await listPosts(server, "pageSize=2", 2)).Data;
    expect(second.Page).toBe(2);
    expect(second.List[0].Id).toBe(all.List[2].Id);
    expect(all.List.every((p: { State: string }) => p.State === "Published")).toBe(true);
  });

  it("filters by tag and Visibility Show (the home page's call) through the filters JSON", async () => {
    const byTag = body(await listPosts(server, `filters=${encodeURIComponent('{"Tag":"breath"}')}`)).Data;
    expect(byTag.List.map((p: { Id: number }) => p.Id)).toEqual([shown.Id]);
    const home = body(
      await listPosts(server, `pageSize=5&filters=${encodeURIComponent('{"Visibility":"Show"}')}`),
    ).Data;
    expect(home.PageSize).toBe(5);
    expect(home.List.length).toBeLessThanOrEqual(5);
    for (const filters of ['{"Visibility":"Hide"}', '{"Tag":""}', '{"Nope":1}', "not json"]) {
      const res = await listPosts(server, `filters=${encodeURIComponent(filters)}`);
      expect(res.statusCode, filters).toBe(400);
    }
  });

  it("searches with full-text search: exact words and the reader's language stems", async () => {
    const find = async (search: string, language = "en") =>
      body(await listPosts(server, `search=${encodeURIComponent(search)}`, 1, { language })).Data.List.map(
        (p: { Title: string }) => p.Title,
      );
    expect(await find("diaphragm")).toEqual(["Breathing into the ribs"]);
    // English stems: "breathe" finds "breathing"; the hidden and scheduled posts stay out of every search.
    const stemmed = await find("breathe");
    expect(stemmed).toContain("Breathing into the ribs");
    expect(stemmed).not.toContain("Hidden draft about breath");
    expect(stemmed).not.toContain("Scheduled note about breath");
    expect(await find("Nervensystem", "de")).toEqual(["Über das Atmen"]);
    expect(await find('"no such phrase anywhere"')).toEqual([]);
    expect((await listPosts(server, `search=${"x".repeat(201)}`)).statusCode).toBe(400);
  });

  it("reads a published post; a hidden or scheduled one is 404 for visitors and members, readable by administrators", async () => {
    const res = await get(server, `/api/Blog/GetBlogById/${shown.Id}`);
    expect(res.statusCode).toBe(200);
    expect(body(res).Data.Body).toContain("diaphragm");
    for (const id of [hidden.Id, scheduled.Id]) {
      expect((await get(server, `/api/Blog/GetBlogById/${id}`)).statusCode).toBe(404);
      expect((await get(server, `/api/Blog/GetBlogById/${id}`, { token: member.token })).statusCode).toBe(404);
      const asAdmin = await get(server, `/api/Blog/GetBlogById/${id}`, { token: admin.token });
      expect(asAdmin.statusCode).toBe(200);
    }
    expect(body(await get(server, `/api/Blog/GetBlogById/${scheduled.Id}`, { token: admin.token })).Data.State).toBe(
      "Scheduled",
    );
    // A broken token reads as a visitor instead of failing the read.
    expect((await get(server, `/api/Blog/GetBlogById/${shown.Id}`, { token: "not-a-token" })).statusCode).toBe(200);
    expect((await get(server, "/api/Blog/GetBlogById/999999")).statusCode).toBe(404);
    expect((await get(server, "/api/Blog/GetBlogById/abc")).statusCode).toBe(400);
  });

  it("publishes a scheduled post when its date comes", async () => {
    server.clock.advance(8 * DAY);
    try {
      expect((await get(server, `/api/Blog/GetBlogById/${scheduled.Id}`)).statusCode).toBe(200);
    } finally {
      server.clock.advance(-8 * DAY);
    }
  });

  it("answers the newest featured post, or null", async () => {
    const featured = body(await get(server, "/api/Blog/GetFeaturedBlog")).Data;
    expect(featured.IsFeatured).toBe(true);
    expect(featured.Title).toBe("Grounding: Five Steps for Beginners");
    await put(
      server,
      "/api/Blog/AdminEditBlog",
      { Id: featured.Id, Title: featured.Title, Body: "<p>b</p>", IsFeatured: false },
      { token: admin.token },
    );
    expect(body(await get(server, "/api/Blog/GetFeaturedBlog")).Data).toBeNull();
  });

  it("lists the tags of published posts with their counts", async () => {
    const tags = body(await get(server, "/api/Blog/GetBlogTags")).Data as { Tag: string; Count: number }[];
    expect(tags.find((t) => t.Tag === "breath")).toEqual({ Tag: "breath", Count: 1 });
    expect(tags.find((t) => t.Tag === "atem")).toEqual({ Tag: "atem", Count: 1 });
  });

  it("gives administrators every post with its state, filtered by state", async () => {
    const state = async (s: string) =>
      body(
        await get(
          server,
          `/api/Blog/AdminGetBlogs/1?pageSize=100&filters=${encodeURIComponent(JSON.stringify({ State: s }))}`,
          { token: admin.token },
        ),
      ).Data.List.map((p: { Id: number }) => p.Id);
    expect(await state("Hidden")).toEqual([hidden.Id]);
    expect(await state("Scheduled")).toEqual([scheduled.Id]);
    expect(await state("Published")).toContain(shown.Id);
  });
});
