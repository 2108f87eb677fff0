import { BLOG_COMMENT_LIMITS } from "@haa/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../../../../packages/domain/src/testing/xss-payloads.ts";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { body, get } from "../membership/helpers.ts";
import { comment, writePost } from "./helpers.ts";

/**
 * Stored XSS (issue 7 "Rules"): thirty known payloads go into every free-text field of the blog. Rich text (the
 * body) comes back only as the sanitiser's allow-list lets it; plain text (titles, tags, comments) is stored as
 * sent and only ever served as JSON, which the web renders escaped (the browser journey renders them all).
 */
let server: TestServer;
let admin: { token: string };
let member: { token: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  member = await confirmedMember(server);
});
afterAll(() => server.close());

const RUNS = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:text/i,
  /<iframe/i,
  /<svg/i,
  /<object/i,
  /<embed/i,
  /style=/i,
  /srcdoc/i,
  /<base/i,
  /<meta/i,
];

describe("stored XSS in the blog", () => {
  it("serves no payload that runs from a post body, and keeps titles, tags and comments as plain text in JSON", async () => {
    const created = await writePost(server, admin.token, {
      Title: XSS_PAYLOADS[0],
      Body: XSS_PAYLOADS.map((payload) => `<p>${payload}</p>`).join("\n"),
      Tags: ["<img src=x onerror=alert(1)>"],
    });
    for (const payload of XSS_PAYLOADS) {
      const res = await comment(server, member.token, created.Id, payload);
      expect(res.statusCode, payload).toBe(200);
      server.clock.advance(BLOG_COMMENT_LIMITS.secondsBetween * 1000);
    }
    const read = await get(server, `/api/Blog/GetBlogById/${created.Id}`);
    expect(read.headers["content-type"]).toContain("application/json");
    expect(read.headers["x-content-type-options"]).toBe("nosniff");
    const post = body(read).Data;
    for (const pattern of RUNS) expect(post.Body, String(pattern)).not.toMatch(pattern);
    expect(post.Title).toBe(XSS_PAYLOADS[0]);
    expect(post.Tags).toEqual(["<img src=x onerror=alert(1)>"]);
    expect(post.Excerpt).not.toMatch(/<script|onerror/i);

    const comments = body(await get(server, `/api/Blog/GetBlogComments?blogId=${created.Id}&pageSize=-1`)).Data;
    expect(comments.List.map((c: { Comment: string }) => c.Comment)).toEqual(XSS_PAYLOADS.map((p) => p.trim()));
    const list = body(await get(server, "/api/Blog/GetBlog/1?pageSize=50")).Data;
    expect(list.List.find((p: { Id: number }) => p.Id === created.Id)).toBeDefined();
  });

  it("sanitises each payload on its own in a post body", async () => {
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const res = await server.call({
        method: "POST",
        url: "/api/Blog/AdminPreviewBlog",
        token: admin.token,
        payload: { Body: `<p>before</p>${payload}<p>after</p>` },
      });
      expect(res.statusCode, `payload ${index + 1}`).toBe(200);
      const html = body(res).Data.Body as string;
      for (const pattern of RUNS) expect(html, `payload ${index + 1}: ${pattern}`).not.toMatch(pattern);
      expect(html).toContain("<p>before</p>");
    }
  });
});
