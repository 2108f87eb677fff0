import {
  helpArticleListSchema,
  helpArticleSchema,
  helpArticleTranslationListSchema,
  helpTopicListSchema,
  helpTopicTranslationListSchema,
} from "@haa/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../../../../packages/domain/src/testing/xss-payloads.ts";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { body, get, post, put } from "../membership/helpers.ts";

let server: TestServer;
let admin: { id: number; token: string };
let member: { id: number; token: string };

const del = (url: string, token?: string, language?: string) =>
  server.call({ method: "DELETE", url, token, headers: language ? { "accept-language": language } : {} });

async function topicWithArticle(suffix: string) {
  const topic = body(
    await post(server, "/api/Admin/Help/AddTopic", { Name: `Account ${suffix}`, Description: "Logging in." }, admin),
  ).Data;
  const article = body(
    await post(
      server,
      "/api/Admin/Help/AddArticle",
      {
        TopicId: topic.Id,
        Title: `Resetting a forgotten password ${suffix}`,
        Body: "<p>Choose <em>Forgot password</em> and follow the link in the mail.</p>",
        Status: "Published",
      },
      admin,
    ),
  ).Data;
  return { topic, article };
}

function saveArticleTranslation(fields: Record<string, unknown>, options = admin as { token?: string }) {
  return put(
    server,
    "/api/Admin/Help/SaveArticleTranslation",
    {
      Lang: "de",
      Title: "Ein vergessenes Passwort zurücksetzen",
      Body: "<p>Wählen Sie <em>Passwort vergessen</em> und folgen Sie dem Link in der E-Mail.</p>",
      ...fields,
    },
    options,
  );
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  member = await confirmedMember(server, { FirstName: "Jonas", LastName: "Weber" });
});
afterAll(() => server.close());

describe("reading in the reader's language", () => {
  it("answers the German translation to a German reader and English, marked en, where none exists", async () => {
    const { topic, article } = await topicWithArticle("fallback");
    const untranslated = helpArticleSchema.parse(
      body(await get(server, `/api/Help/GetArticle?Id=${article.Id}`, { language: "de" })).Data,
    );
    expect(untranslated.Lang).toBe("en");
    expect(untranslated.Title).toBe("Resetting a forgotten password fallback");

    const saved = await saveArticleTranslation({ ArticleId: article.Id });
    expect(saved.statusCode).toBe(200);
    expect(body(saved).Message).toBe("The translation has been saved.");
    const list = helpArticleTranslationListSchema.parse(body(saved).Data);
    expect(list.map((tr) => tr.Lang)).toEqual(["de"]);
    // An empty summary becomes the translated body's first words.
    expect(list[0]?.Summary).toContain("Wählen Sie");
    await put(
      server,
      "/api/Admin/Help/SaveTopicTranslation",
      { TopicId: topic.Id, Lang: "de", Name: "Konto fallback", Description: "Anmeldung." },
      admin,
    );

    // The reader's language comes from Accept-Language or from Lang, which wins.
    const german = helpArticleSchema.parse(
      body(await get(server, `/api/Help/GetArticle?Id=${article.Id}&Lang=de`)).Data,
    );
    expect(german).toMatchObject({
      Lang: "de",
      Title: "Ein vergessenes Passwort zurücksetzen",
      TopicName: "Konto fallback",
    });
    expect(german.Body).toContain("Passwort vergessen");
    expect(german.Translations).toEqual(["de"]);
    const byHeader = body(
      await get(server, `/api/Help/GetArticle?Slug=${article.Slug}`, { language: "de-AT,de;q=0.9" }),
    );
    expect(byHeader.Data.Lang).toBe("de");
    const french = body(await get(server, `/api/Help/GetArticle?Id=${article.Id}`, { language: "fr" })).Data;
    expect(french).toMatchObject({ Lang: "en", Title: "Resetting a forgotten password fallback" });
    const english = body(await get(server, `/api/Help/GetArticle?Id=${article.Id}&Lang=en`, { language: "de" })).Data;
    expect(english.Lang).toBe("en");

    const topics = helpTopicListSchema.parse(body(await get(server, "/api/Help/GetTopics?Lang=de")).Data);
    expect(topics.find((t) => t.Id === topic.Id)).toMatchObject({ Name: "Konto fallback", Lang: "de" });
    const inTopic = helpArticleListSchema.parse(
      body(await get(server, `/api/Help/GetArticles?topicId=${topic.Id}&Lang=de`)).Data,
    );
    expect(inTopic.List.map((a) => [a.Title, a.Lang])).toEqual([["Ein vergessenes Passwort zurücksetzen", "de"]]);
  });

  it("searches the German text with German stems, and still finds untranslated articles by their English words", async () => {
    const { article } = await topicWithArticle("search");
    await saveArticleTranslation({
      ArticleId: article.Id,
      Title: "Kennwörter und Anmeldungen",
      Body: "<p>Die Anmeldung wird nach mehreren Fehlversuchen gesperrt.</p>",
    });
    const { article: english } = await topicWithArticle("englishonly");
    // "Kennwort" finds "Kennwörter" only through the German stemmer.
    const found = helpArticleListSchema.parse(
      body(await get(server, "/api/Help/GetArticles?search=Kennwort&Lang=de")).Data,
    );
    expect(found.List.map((a) => a.Id)).toContain(article.Id);
    expect(found.List.find((a) => a.Id === article.Id)?.Lang).toBe("de");
    const notInEnglish = body(await get(server, "/api/Help/GetArticles?search=Kennwort&Lang=en")).Data;
    expect(notInEnglish.List.map((a: { Id: number }) => a.Id)).not.toContain(article.Id);
    const fallback = body(await get(server, "/api/Help/GetArticles?search=englishonly&Lang=de")).Data;
    expect(fallback.List.map((a: { Id: number; Lang: string }) => [a.Id, a.Lang])).toEqual([[english.Id, "en"]]);
  });
});

describe("translation administration", () => {
  it("strips script from a translated body and refuses one that sanitises to nothing", async () => {
    const { article } = await topicWithArticle("xss");
    for (const payload of XSS_PAYLOADS) {
      const res = await saveArticleTranslation({ ArticleId: article.Id, Lang: "fr", Body: `<p>Bonjour</p>${payload}` });
      expect(res.statusCode).toBe(200);
      const stored = body(await get(server, `/api/Help/GetArticle?Id=${article.Id}&Lang=fr`)).Data.Body as string;
      expect(stored).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg|<style/i);
    }
    const empty = await saveArticleTranslation({
      ArticleId: article.Id,
      Lang: "fr",
      Body: "<script>alert(1)</script>",
    });
    expect(empty.statusCode).toBe(400);
    expect(body(empty).Errors?.Body).toBe("Write the article text.");
  });

  it("lists, replaces and deletes translations; English and unknown languages are 400 with a message", async () => {
    const { topic, article } = await topicWithArticle("admin");
    await saveArticleTranslation({ ArticleId: article.Id, Lang: "ja", Title: "パスワードの再設定" });
    await saveArticleTranslation({ ArticleId: article.Id, Lang: "ja", Title: "忘れたパスワードの再設定" });
    await saveArticleTranslation({ ArticleId: article.Id, Lang: "cs", Title: "Obnovení zapomenutého hesla" });
    const list = helpArticleTranslationListSchema.parse(
      body(await get(server, `/api/Admin/Help/GetArticleTranslations?Id=${article.Id}`, admin)).Data,
    );
    expect(list.map((tr) => [tr.Lang, tr.Title])).toEqual([
      ["cs", "Obnovení zapomenutého hesla"],
      ["ja", "忘れたパスワードの再設定"],
    ]);
    const adminList = body(await get(server, `/api/Admin/Help/GetArticles?topicId=${topic.Id}`, admin)).Data;
    expect(adminList.List[0]).toMatchObject({ Lang: "en", Translations: ["cs", "ja"] });

    const source = await saveArticleTranslation({ ArticleId: article.Id, Lang: "en" });
    expect(source.statusCode).toBe(400);
    expect(body(source).Errors?.Lang).toBe("English is the original: edit the article or topic itself.");
    const unknown = await saveArticleTranslation({ ArticleId: article.Id, Lang: "xx" }, {
      ...admin,
      language: "de",
    } as never);
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).Errors?.Lang).toBe("Wählen Sie eine der acht Sprachen.");
    const badReader = await get(server, "/api/Help/GetArticles?Lang=klingon");
    expect(badReader.statusCode).toBe(400);
    expect(body(badReader).Errors?.Lang).toBe("Choose one of the eight languages.");
    expect((await get(server, "/api/Help/GetTopics?Lang=EN")).statusCode).toBe(400);

    const deleted = await del(`/api/Admin/Help/DeleteArticleTranslation?Id=${article.Id}&Lang=ja`, admin.token);
    expect(deleted.statusCode).toBe(200);
    expect(body(deleted).Message).toBe("The translation has been deleted.");
    const again = await del(`/api/Admin/Help/DeleteArticleTranslation?Id=${article.Id}&Lang=ja`, admin.token);
    expect(again.statusCode).toBe(404);
    expect(body(again).Message).toBe("This translation does not exist.");
    const japanese = body(await get(server, `/api/Help/GetArticle?Id=${article.Id}`, { language: "ja" })).Data;
    expect(japanese.Lang).toBe("en");
  });

  it("saves and deletes topic translations, and deleting the article or topic takes its translations with it", async () => {
    const { topic, article } = await topicWithArticle("cascade");
    const saved = await put(
      server,
      "/api/Admin/Help/SaveTopicTranslation",
      { TopicId: topic.Id, Lang: "es", Name: "Cuenta", Description: "Inicio de sesión." },
      admin,
    );
    expect(saved.statusCode).toBe(200);
    expect(helpTopicTranslationListSchema.parse(body(saved).Data).map((tr) => tr.Name)).toEqual(["Cuenta"]);
    const adminTopics = body(await get(server, "/api/Admin/Help/GetTopics", admin)).Data;
    expect(adminTopics.find((t: { Id: number }) => t.Id === topic.Id)).toMatchObject({
      Name: `Account cascade`,
      Translations: ["es"],
    });
    const tooLong = await put(
      server,
      "/api/Admin/Help/SaveTopicTranslation",
      { TopicId: topic.Id, Lang: "es", Name: "x".repeat(81) },
      admin,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(body(tooLong).Errors?.Name).toBe("The name is too long.");
    expect((await del(`/api/Admin/Help/DeleteTopicTranslation?Id=${topic.Id}&Lang=es`, admin.token)).statusCode).toBe(
      200,
    );
    expect(body(await get(server, `/api/Admin/Help/GetTopicTranslations?Id=${topic.Id}`, admin)).Data).toEqual([]);

    await saveArticleTranslation({ ArticleId: article.Id, Lang: "pt", Title: "Repor a palavra-passe" });
    expect((await del(`/api/Admin/Help/DeleteArticle?Id=${article.Id}`, admin.token)).statusCode).toBe(200);
    const gone = await get(server, `/api/Admin/Help/GetArticleTranslations?Id=${article.Id}`, admin);
    expect(gone.statusCode).toBe(404);
  });

  it("is for administrators only, and unknown topics and articles are 404", async () => {
    const { topic, article } = await topicWithArticle("access");
    const calls = [
      () => get(server, `/api/Admin/Help/GetArticleTranslations?Id=${article.Id}`, member),
      () => get(server, `/api/Admin/Help/GetTopicTranslations?Id=${topic.Id}`, member),
      () => saveArticleTranslation({ ArticleId: article.Id }, member),
      () =>
        put(server, "/api/Admin/Help/SaveTopicTranslation", { TopicId: topic.Id, Lang: "de", Name: "Konto" }, member),
      () => del(`/api/Admin/Help/DeleteArticleTranslation?Id=${article.Id}&Lang=de`, member.token),
      () => del(`/api/Admin/Help/DeleteTopicTranslation?Id=${topic.Id}&Lang=de`, member.token),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(403);
    expect((await saveArticleTranslation({ ArticleId: article.Id }, {})).statusCode).toBe(401);
    const missing = await saveArticleTranslation({ ArticleId: 999_999 });
    expect(missing.statusCode).toBe(404);
    const missingTopic = await put(
      server,
      "/api/Admin/Help/SaveTopicTranslation",
      { TopicId: 999_999, Lang: "de", Name: "Konto" },
      admin,
    );
    expect(missingTopic.statusCode).toBe(404);
  });
});
