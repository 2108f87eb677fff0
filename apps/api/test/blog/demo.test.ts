import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoServer, type TestServer } from "../harness.ts";
import { body, get } from "../membership/helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startDemoServer();
});
afterAll(() => server.close());

describe("the demo blog", () => {
  it("has twelve published posts with stored banners, several languages, a featured post and members' comments", async () => {
    const list = body(await get(server, "/api/Blog/GetBlog/1?pageSize=50")).Data;
    expect(list.TotalCount).toBe(12);
    const languages = new Set(list.List.map((p: { Language: string }) => p.Language));
    expect([...languages].sort()).toEqual(["de", "en", "es", "fr", "ja", "pt"]);
    for (const post of list.List) {
      expect(post.Banner, post.Title).toMatch(/^\/uploads\/blog\/.+-full\.webp$/);
      expect(post.SubmittedBy, post.Title).not.toBe("");
    }
    const banner = await server.app.inject({ method: "GET", url: list.List[0].Banner });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers["content-type"]).toBe("image/webp");
    const withComments = list.List.filter((p: { CommentCount: number }) => p.CommentCount > 0);
    expect(withComments.length).toBeGreaterThanOrEqual(10);
    const featured = body(await get(server, "/api/Blog/GetFeaturedBlog")).Data;
    expect(featured.Title).toBe("Listening Before Touching: How a Session Begins");
    const comments = body(await get(server, `/api/Blog/GetBlogComments?blogId=${featured.Id}&pageSize=-1`)).Data;
    expect(comments.List[0].SubmittedBy).toBe("Sofia Almeida");
  });
});
