import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoServer, type TestServer } from "../harness.ts";
import { body, get } from "../membership/helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startDemoServer();
});
afterAll(() => server.close());

describe("demo help centre", () => {
  it("has five topics with fifteen published articles, some popular, and finds them by search", async () => {
    const topics = body(await get(server, "/api/Help/GetTopics")).Data as { Name: string; ArticleCount: number }[];
    expect(topics.map((t) => t.Name)).toEqual([
      "Membership & billing",
      "Courses & seminars",
      "Practitioner directory",
      "Store & orders",
      "Account & privacy",
    ]);
    expect(topics.reduce((sum, t) => sum + t.ArticleCount, 0)).toBe(15);
    const popular = body(await get(server, "/api/Help/GetArticles?popular=true")).Data;
    expect(popular.TotalCount).toBeGreaterThanOrEqual(3);
    const search = body(await get(server, "/api/Help/GetArticles?search=password")).Data;
    expect(search.List[0].Title).toBe("Resetting a forgotten password");
  });
});
