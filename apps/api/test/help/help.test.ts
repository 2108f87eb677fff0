import { helpArticleListSchema, helpArticleSchema, helpTopicListSchema } from "@haa/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../../../../packages/domain/src/testing/xss-payloads.ts";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { body, get, post, put } from "../membership/helpers.ts";

let server: TestServer;
let admin: { id: number; token: string };
let member: { id: number; token: string };

const del = (url: string, token?: string) => server.call({ method: "DELETE", url, token });

async function addTopic(fields: Record<string, unknown> = {}) {
  const res = await post(server, "/api/Admin/Help/AddTopic", { Name: "Membership & billing", ...fields }, admin);
  if (res.statusCode !== 200) throw new Error(`AddTopic ${res.statusCode} ${res.body}`);
  return body(res).Data;
}

async function addArticle(topicId: number, fields: Record<string, unknown> = {}) {
  const res = await post(
    server,
    "/api/Admin/Help/AddArticle",
    {
      TopicId: topicId,
      Title: "Resetting a forgotten password",
      Body: "<p>Choose <em>Forgot password</em> and follow the link in the mail.</p>",
      Status: "Published",
      ...fields,
    },
    admin,
  );
  if (res.statusCode !== 200) throw new Error(`AddArticle ${res.statusCode} ${res.body}`);
  return body(res).Data;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  member = await confirmedMember(server, { FirstName: "Emily", LastName: "Carter" });
});
afterAll(() => server.close());

describe("topics", () => {
  it("lists topics in SortBy order with their published article counts (drafts count for administrators only)", async () => {
    const later = await addTopic({ Name: "Store & orders", SortBy: 20, Description: "Shopping and shipping." });
    const first = await addTopic({ Name: "Account & privacy", SortBy: 10 });
    await addArticle(first.Id);
    await addArticle(first.Id, { Title: "A draft", Status: "Draft" });
    const res = await get(server, "/api/Help/GetTopics");
    expect(res.statusCode).toBe(200);
    const topics = helpTopicListSchema.parse(body(res).Data);
    const mine = topics.filter((t) => [first.Id, later.Id].includes(t.Id));
    expect(mine.map((t) => [t.Name, t.ArticleCount])).toEqual([
      ["Account & privacy", 1],
      ["Store & orders", 0],
    ]);
    expect(mine[0]?.Slug).toBe("account-privacy");
    const adminTopics = body(await get(server, "/api/Admin/Help/GetTopics", admin)).Data;
    expect(adminTopics.find((t: { Id: number }) => t.Id === first.Id).ArticleCount).toBe(2);
  });

  it("edits a topic, refuses to delete one with articles (409) and deletes an empty one", async () => {
    const topic = await addTopic({ Name: "Courses" });
    await addArticle(topic.Id, { Title: "Enrolling" });
    const edited = await put(server, "/api/Admin/Help/EditTopic", { Id: topic.Id, Name: "Courses & seminars" }, admin);
    expect(edited.statusCode).toBe(200);
    expect(body(edited).Data).toMatchObject({ Name: "Courses & seminars", Slug: "courses-seminars", ArticleCount: 1 });
    expect(body(edited).Message).toBe("The help topic has been saved.");
    const refused = await del(`/api/Admin/Help/DeleteTopic?Id=${topic.Id}`, admin.token);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).Message).toBe("This topic still has articles. Move or delete them first.");
    const empty = await addTopic({ Name: "Empty" });
    expect((await del(`/api/Admin/Help/DeleteTopic?Id=${empty.Id}`, admin.token)).statusCode).toBe(200);
    expect((await del(`/api/Admin/Help/DeleteTopic?Id=${empty.Id}`, admin.token)).statusCode).toBe(404);
  });

  it("answers bad topic input with 400 and a translated message", async () => {
    const res = await post(server, "/api/Admin/Help/AddTopic", { Name: "", SortBy: -1 }, admin);
    expect(res.statusCode).toBe(400);
    const res2 = await post(server, "/api/Admin/Help/AddTopic", { Name: "x".repeat(81) }, { ...admin, language: "de" });
    expect(res2.statusCode).toBe(400);
    expect(JSON.stringify(body(res2))).toContain("Der Name ist zu lang.");
    expect((await put(server, "/api/Admin/Help/EditTopic", { Id: 999_999, Name: "Nope" }, admin)).statusCode).toBe(404);
  });
});

describe("articles", () => {
  it("writes, reads by id and by slug, and answers the declared shape", async () => {
    const topic = await addTopic({ Name: "Practitioner directory" });
    const created = await addArticle(topic.Id, {
      Title: "Finding a practitioner near you",
      Body: "<h2>Search</h2><p>Filter by city, country and language.</p>",
      IsPopular: true,
    });
    expect(helpArticleSchema.strict().parse(created)).toBeTruthy();
    expect(created).toMatchObject({
      Slug: "finding-a-practitioner-near-you",
      TopicName: "Practitioner directory",
      Status: "Published",
      IsPopular: true,
      Summary: "Search Filter by city, country and language.",
    });
    const byId = await get(server, `/api/Help/GetArticle?Id=${created.Id}`);
    expect(byId.statusCode).toBe(200);
    expect(body(byId).Data.Body).toContain("<h2>Search</h2>");
    const bySlug = await get(server, "/api/Help/GetArticle?Slug=finding-a-practitioner-near-you");
    expect(body(bySlug).Data.Id).toBe(created.Id);
  });

  it("hides drafts from visitors and members, shows them to administrators, and publishes on edit", async () => {
    const topic = await addTopic({ Name: "Drafts topic" });
    const draft = await addArticle(topic.Id, { Title: "Unreleased feature guide", Status: "Draft" });
    expect((await get(server, `/api/Help/GetArticle?Id=${draft.Id}`)).statusCode).toBe(404);
    expect((await get(server, `/api/Help/GetArticle?Id=${draft.Id}`, member)).statusCode).toBe(404);
    expect((await get(server, `/api/Help/GetArticle?Id=${draft.Id}`, admin)).statusCode).toBe(200);
    const listed = body(await get(server, `/api/Help/GetArticles?topicId=${topic.Id}`)).Data;
    expect(listed.TotalCount).toBe(0);
    const searched = body(await get(server, "/api/Help/GetArticles?search=unreleased")).Data;
    expect(searched.TotalCount).toBe(0);
    const adminList = body(
      await get(server, `/api/Admin/Help/GetArticles?topicId=${topic.Id}&status=Draft`, admin),
    ).Data;
    expect(adminList.List.map((a: { Id: number }) => a.Id)).toEqual([draft.Id]);

    const published = await put(
      server,
      "/api/Admin/Help/EditArticle",
      {
        Id: draft.Id,
        TopicId: topic.Id,
        Title: "Unreleased feature guide",
        Body: "<p>Now out.</p>",
        Status: "Published",
      },
      admin,
    );
    expect(published.statusCode).toBe(200);
    expect(body(published).Data.Slug).toBe("unreleased-feature-guide");
    const after = body(await get(server, `/api/Help/GetArticles?topicId=${topic.Id}`)).Data;
    expect(after.TotalCount).toBe(1);
  });

  it("searches the full text (stems too), pages, filters by topic and lists popular articles", async () => {
    const topic = await addTopic({ Name: "Billing search" });
    await addArticle(topic.Id, {
      Title: "Invoices and receipts",
      Body: "<p>Download a PDF invoice for every payment.</p>",
    });
    await addArticle(topic.Id, { Title: "Coupons", Body: "<p>Enter a coupon code when paying.</p>", IsPopular: true });
    for (let i = 0; i < 11; i++) await addArticle(topic.Id, { Title: `Filler ${i}`, Body: "<p>Other words.</p>" });

    const res = await get(server, "/api/Help/GetArticles?search=receipt");
    expect(res.statusCode).toBe(200);
    const found = helpArticleListSchema.parse(body(res).Data);
    expect(found.List.map((a) => a.Title)).toEqual(["Invoices and receipts"]);
    // English stems: "pays" finds "paying".
    const stemmed = body(await get(server, "/api/Help/GetArticles?search=pays")).Data;
    expect(stemmed.List.map((a: { Title: string }) => a.Title)).toEqual(["Coupons"]);
    const phrase = body(await get(server, `/api/Help/GetArticles?search=${encodeURIComponent('"PDF invoice"')}`)).Data;
    expect(phrase.List.map((a: { Title: string }) => a.Title)).toEqual(["Invoices and receipts"]);

    const page1 = body(await get(server, `/api/Help/GetArticles?topicId=${topic.Id}`)).Data;
    expect(page1).toMatchObject({ TotalCount: 13, Page: 1, PageSize: 10 });
    expect(page1.List).toHaveLength(10);
    const page2 = body(await get(server, `/api/Help/GetArticles?topicId=${topic.Id}&page=2`)).Data;
    expect(page2.List).toHaveLength(3);

    const popular = body(await get(server, `/api/Help/GetArticles?popular=true&topicId=${topic.Id}`)).Data;
    expect(popular.List.map((a: { Title: string }) => a.Title)).toEqual(["Coupons"]);
  });

  it("answers bad ids and input with 400, unknown ones with 404", async () => {
    expect((await get(server, "/api/Help/GetArticle?Id=abc")).statusCode).toBe(400);
    expect((await get(server, "/api/Help/GetArticle")).statusCode).toBe(400);
    expect((await get(server, "/api/Help/GetArticle?Slug=Not%20A%20Slug")).statusCode).toBe(400);
    const missing = await get(server, "/api/Help/GetArticle?Id=999999");
    expect(missing.statusCode).toBe(404);
    expect(body(missing).Message).toBe("This help article does not exist or is not published.");
    expect((await get(server, "/api/Help/GetArticles?topicId=-3")).statusCode).toBe(400);
    expect((await get(server, "/api/Help/GetArticles?pageSize=500")).statusCode).toBe(400);
    expect((await get(server, "/api/Help/GetArticles?popular=maybe")).statusCode).toBe(400);
    const unknownTopic = await post(
      server,
      "/api/Admin/Help/AddArticle",
      { TopicId: 999_999, Title: "X", Body: "<p>x</p>" },
      admin,
    );
    expect(unknownTopic.statusCode).toBe(400);
    const topic = await addTopic({ Name: "Input checks" });
    const noTitle = await post(
      server,
      "/api/Admin/Help/AddArticle",
      { TopicId: topic.Id, Title: " ", Body: "<p>x</p>" },
      admin,
    );
    expect(noTitle.statusCode).toBe(400);
    const onlyScript = await post(
      server,
      "/api/Admin/Help/AddArticle",
      { TopicId: topic.Id, Title: "Script only", Body: "<script>alert(1)</script>" },
      admin,
    );
    expect(onlyScript.statusCode).toBe(400);
    expect((await del("/api/Admin/Help/DeleteArticle?Id=999999", admin.token)).statusCode).toBe(404);
    expect((await del("/api/Admin/Help/DeleteArticle?Id=0", admin.token)).statusCode).toBe(400);
  });

  it("deletes an article", async () => {
    const topic = await addTopic({ Name: "Deleting" });
    const article = await addArticle(topic.Id, { Title: "Short-lived" });
    const res = await del(`/api/Admin/Help/DeleteArticle?Id=${article.Id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(body(res).Message).toBe("The help article has been deleted.");
    expect((await get(server, `/api/Help/GetArticle?Id=${article.Id}`, admin)).statusCode).toBe(404);
  });
});

describe("administration access", () => {
  const adminCalls: [string, string][] = [
    ["GET", "/api/Admin/Help/GetTopics"],
    ["GET", "/api/Admin/Help/GetArticles"],
    ["POST", "/api/Admin/Help/AddTopic"],
    ["PUT", "/api/Admin/Help/EditTopic"],
    ["DELETE", "/api/Admin/Help/DeleteTopic?Id=1"],
    ["POST", "/api/Admin/Help/AddArticle"],
    ["PUT", "/api/Admin/Help/EditArticle"],
    ["DELETE", "/api/Admin/Help/DeleteArticle?Id=1"],
  ];
  it.each(adminCalls)("%s %s is 401 for visitors and 403 for members", async (method, url) => {
    const payload = method === "POST" || method === "PUT" ? { Name: "x" } : undefined;
    const anonymous = await server.call({ method: method as "GET", url, ...(payload ? { payload } : {}) });
    expect(anonymous.statusCode).toBe(401);
    const asMember = await server.call({
      method: method as "GET",
      url,
      token: member.token,
      ...(payload ? { payload } : {}),
    });
    expect(asMember.statusCode).toBe(403);
  });
});

const RUNS = [/<script/i, /\son\w+\s*=/i, /javascript:/i, /vbscript:/i, /data:text/i, /<iframe/i, /<svg/i, /style=/i];

describe("stored XSS", () => {
  it("serves no payload that runs from an article body; titles stay plain text in JSON", async () => {
    const topic = await addTopic({ Name: XSS_PAYLOADS[0] });
    const article = await addArticle(topic.Id, {
      Title: XSS_PAYLOADS[1],
      Body: XSS_PAYLOADS.map((payload) => `<p>${payload}</p>`).join("\n"),
    });
    const read = body(await get(server, `/api/Help/GetArticle?Id=${article.Id}`)).Data;
    for (const pattern of RUNS) expect(read.Body, String(pattern)).not.toMatch(pattern);
    expect(read.Summary).not.toMatch(/<script|onerror/i);
    expect(read.Title).toBe(XSS_PAYLOADS[1]?.trim());
    expect(read.TopicName).toBe(XSS_PAYLOADS[0]?.trim());
  });
});
