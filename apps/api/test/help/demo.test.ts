import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoServer, type TestServer } from "../harness.ts";
import { body, get } from "../membership/helpers.ts";

let server: TestServer;
// The whole demo seed (every module, the help centre in eight languages) takes a while on a busy machine.
beforeAll(async () => {
  server = await startDemoServer();
}, 240_000);
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

  it("has every topic and article in the seven other languages, searchable in each", async () => {
    for (const lang of ["es", "pt", "de", "cs", "ja", "fr", "no"]) {
      const topics = body(await get(server, `/api/Help/GetTopics?Lang=${lang}`)).Data as { Lang: string }[];
      expect(topics.every((t) => t.Lang === lang)).toBe(true);
      const articles = body(await get(server, `/api/Help/GetArticles?pageSize=50&Lang=${lang}`)).Data;
      expect(articles.TotalCount).toBe(15);
      expect(articles.List.every((a: { Lang: string }) => a.Lang === lang)).toBe(true);
    }
    const german = body(await get(server, "/api/Help/GetArticles?search=Passwort&Lang=de")).Data;
    expect(german.List[0].Title).toBe("Ein vergessenes Passwort zurücksetzen");
    const french = body(await get(server, "/api/Help/GetArticles?search=factures&Lang=fr")).Data;
    expect(french.List.map((a: { Title: string }) => a.Title)).toContain("Factures, reçus et codes promo");
  });
});
