import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testimonials } from "../../src/db/schema.ts";
import { adminToken, confirmedMember, mailsTo, startTestServer, type TestServer } from "../harness.ts";

let server: TestServer;
let author: { id: number; token: string; email: string };
let other: { id: number; token: string; email: string };
let admin: { id: number; token: string };

const TEXT = "The weekly study group in Freiburg gave me the confidence to start my own healing practice.";

beforeAll(async () => {
  server = await startTestServer();
  // A German-speaking author: the approval mail must come in German.
  author = await confirmedMember(server, { FirstName: "Jonas", LastName: "Becker", Language: "de" });
  other = await confirmedMember(server, { FirstName: "Emily", LastName: "Carter" });
  admin = await adminToken(server);
});
afterAll(() => server.close());

const add = (payload: Record<string, unknown>, token?: string, headers: Record<string, string> = {}) =>
  server.call({
    method: "POST",
    url: "/api/Testimonial/AddTestimonial",
    payload,
    headers,
    ...(token ? { token } : {}),
  });
const list = (query = "") => server.call({ method: "GET", url: `/api/Testimonial/GetTestimonials${query}` });
const put = (path: string, token: string, payload?: Record<string, unknown>) =>
  server.call({ method: "PUT", url: `/api/Testimonial/${path}`, token, ...(payload ? { payload } : {}) });
const adminList = (query = "", token = admin.token) =>
  server.call({ method: "GET", url: `/api/Testimonial/GetAdminTestimonials${query}`, token });

/** Adds a testimonial as `member` and returns its id. */
async function submitted(member: { token: string }, text = TEXT, extra: Record<string, unknown> = {}) {
  const res = await add({ Text: text, ...extra }, member.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data.Id as number;
}

/** Testimonials are stored one day apart, so the daily quota never gets in the way of other tests. */
function nextDay() {
  server.clock.advance(24 * 60 * 60 * 1000 + 1000);
}

describe("Testimonial/AddTestimonial", () => {
  it("refuses visitors (401)", async () => {
    const res = await add({ Text: TEXT });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ["too short", { Text: "Lovely people." }, "Text", "Testimonial should be a minimum of 30 characters."],
    ["too long", { Text: "x".repeat(1501) }, "Text", "Testimonial should be a maximum of 1500 characters."],
    ["missing", {}, "Text", "Testimonial is required"],
    [
      "a long name",
      { Text: TEXT, DisplayName: "n".repeat(81) },
      "DisplayName",
      "Name to show should be a maximum of 80 characters.",
    ],
  ])("answers 400 with the field's message when the text is %s", async (_label, payload, field, message) => {
    const res = await add(payload, other.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Status: false, Code: "VALIDATION", Errors: { [field]: message } });
  });

  it("answers in the caller's language", async () => {
    const res = await add({ Text: "Kurz." }, other.token, { "accept-language": "de" });
    expect(res.json().Errors.Text).toBe("Der Erfahrungsbericht muss mindestens 30 Zeichen lang sein.");
  });

  it("stores it as pending, with the author's level, and does not list it", async () => {
    nextDay();
    const res = await add({ Text: `  ${TEXT}  `, Location: "Freiburg im Breisgau" }, author.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Status: true,
      Message: "Thank you! Your testimonial is waiting for approval by an administrator.",
      Data: { Status: "Pending" },
    });
    const id = res.json().Data.Id as number;
    const [row] = await server.runtime.deps.db.select().from(testimonials).where(eq(testimonials.id, id));
    expect(row).toMatchObject({ text: TEXT, status: "pending", userId: author.id, membershipId: 1, language: "de" });
    const listed = await list();
    expect(listed.json().Data.List.map((t: { Id: number }) => t.Id)).not.toContain(id);
  });

  it("keeps markup as plain text, exactly as sent", async () => {
    nextDay();
    const text = `<script>alert("x")</script><img src=x onerror=alert(1)> and more words to pass the minimum length`;
    const id = await submitted(other, text);
    expect((await put(`ApproveTestimonial/${id}`, admin.token)).statusCode).toBe(200);
    const found = (await list()).json().Data.List.find((t: { Id: number }) => t.Id === id);
    expect(found.Text).toBe(text);
  });

  it("allows 3 per member in 24 hours, then 429 with its own message and Retry-After", async () => {
    nextDay();
    const member = await confirmedMember(server);
    for (let i = 0; i < 3; i += 1) await submitted(member, `${TEXT} (${i})`);
    const limited = await add({ Text: TEXT }, member.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      Code: "TESTIMONIAL_DAILY_LIMIT",
      Message: "You can share at most 3 testimonials a day. Please try again tomorrow.",
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(23 * 3600);
    // Other members are not affected; a day later the member may write again.
    expect((await add({ Text: TEXT }, other.token)).statusCode).toBe(200);
    nextDay();
    expect((await add({ Text: TEXT }, member.token)).statusCode).toBe(200);
  });
});

describe("moderation", () => {
  let id: number;
  beforeAll(async () => {
    nextDay();
    id = await submitted(author, TEXT, { DisplayName: "Jonas from Freiburg", Location: "Freiburg" });
  });

  it("is for administrators only: 401 without a login, 403 for members", async () => {
    for (const [method, url, payload] of [
      ["GET", "/api/Testimonial/GetAdminTestimonials", undefined],
      ["PUT", `/api/Testimonial/ApproveTestimonial/${id}`, undefined],
      ["PUT", `/api/Testimonial/RejectTestimonial/${id}`, { Reason: "Not allowed" }],
      ["PUT", `/api/Testimonial/FeatureTestimonial/${id}`, { IsFeatured: true }],
      ["DELETE", `/api/Testimonial/DeleteTestimonial/${id}`, undefined],
    ] as const) {
      const options = { method, url, ...(payload ? { payload } : {}) };
      expect((await server.call(options)).statusCode, url).toBe(401);
      expect((await server.call({ ...options, token: author.token })).statusCode, url).toBe(403);
    }
  });

  it("lists the pending queue oldest first, with the author", async () => {
    const res = await adminList("?status=pending&pageSize=100");
    expect(res.statusCode).toBe(200);
    const item = res.json().Data.List.find((t: { Id: number }) => t.Id === id);
    expect(item).toMatchObject({
      Status: "pending",
      UserId: author.id,
      AuthorName: "Jonas Becker",
      AuthorEmail: author.email.toLowerCase(),
      DisplayName: "Jonas from Freiburg",
      MembershipName: "Starter",
      Lang: "de",
    });
    const dates = res.json().Data.List.map((t: { CreatedAt: string }) => t.CreatedAt);
    expect([...dates].sort()).toEqual(dates);
    expect((await adminList("?status=everything")).statusCode).toBe(400);
  });

  it("cannot feature a testimonial that is not approved (409)", async () => {
    const res = await put(`FeatureTestimonial/${id}`, admin.token, { IsFeatured: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe("Only approved testimonials can be featured.");
  });

  it("approves: listed, and the author is told by e-mail in their language", async () => {
    const res = await put(`ApproveTestimonial/${id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().Message).toBe("Testimonial approved; the author has been told by e-mail.");
    const published = (await list()).json().Data.List.find((t: { Id: number }) => t.Id === id);
    expect(published).toEqual({
      Id: id,
      Text: TEXT,
      DisplayName: "Jonas from Freiburg",
      Location: "Freiburg",
      MembershipId: 1,
      MembershipName: "Starter",
      ProfileImage: null,
      IsFeatured: false,
      // The author's communication language, which the page marks the text with (WCAG 3.1.2).
      Lang: "de",
      PublishedAt: server.clock.now().toISOString(),
    });
    const [mail] = await mailsTo(server, author.email.toLowerCase());
    expect(mail?.subject).toBe("Ihr Erfahrungsbericht ist veröffentlicht");
    expect(mail?.text).toContain("http://app.test/Testimonials");
    const inbox = await server.call({
      method: "GET",
      url: `/api/Notification/GetNotificationsByUserId?userId=${author.id}`,
      token: author.token,
    });
    expect(inbox.json().Data.List[0]).toMatchObject({
      Kind: "testimonialApproved",
      Title: "Your testimonial is published",
      Link: "/Testimonials",
      IsRead: false,
    });
    expect((await put(`ApproveTestimonial/${id}`, admin.token)).statusCode).toBe(409);
  });

  it("features and unfeatures; the featured filter follows", async () => {
    expect((await put(`FeatureTestimonial/${id}`, admin.token, { IsFeatured: true })).statusCode).toBe(200);
    const featured = (await list("?filter=featured")).json().Data.List;
    expect(featured.map((t: { Id: number }) => t.Id)).toEqual([id]);
    expect(featured[0].IsFeatured).toBe(true);
    expect((await put(`FeatureTestimonial/${id}`, admin.token, { IsFeatured: false })).statusCode).toBe(200);
    expect((await list("?filter=featured")).json().Data.TotalCount).toBe(0);
  });

  it("a feature call without IsFeatured is 400 on the field and changes nothing", async () => {
    expect((await put(`FeatureTestimonial/${id}`, admin.token, { IsFeatured: true })).statusCode).toBe(200);
    for (const payload of [{}, { IsFeatured: null }, { IsFeatured: "maybe" }, undefined]) {
      const res = await put(`FeatureTestimonial/${id}`, admin.token, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().Code).toBe("VALIDATION");
      expect(res.json().Errors.IsFeatured).toBe("Say whether the testimonial is featured (IsFeatured: true or false).");
    }
    const [row] = await server.runtime.deps.db.select().from(testimonials).where(eq(testimonials.id, id));
    expect(row?.isFeatured).toBe(true);
    expect((await put(`FeatureTestimonial/${id}`, admin.token, { IsFeatured: false })).statusCode).toBe(200);
  });

  it("filters by plan level and searches the text with stemming", async () => {
    expect((await list("?filter=Starter")).json().Data.List.map((t: { Id: number }) => t.Id)).toContain(id);
    expect((await list("?filter=practitioner")).json().Data.TotalCount).toBe(0);
    expect((await list("?filter=gold")).statusCode).toBe(400);
    expect((await list("?filter=gold")).json().Errors.filter).toBe(
      "The filter must be featured, a membership level or all.",
    );
    // The author writes German, so an English reader finds this text by its exact words.
    expect((await list("?search=Freiburg")).json().Data.List.map((t: { Id: number }) => t.Id)).toContain(id);
    expect((await list("?search=Lisbon")).json().Data.TotalCount).toBe(0);
  });

  it("rejects with a reason the author receives; the testimonial leaves the list", async () => {
    expect((await put(`RejectTestimonial/${id}`, admin.token, { Reason: "x" })).statusCode).toBe(400);
    const res = await put(`RejectTestimonial/${id}`, admin.token, {
      Reason: "Please leave out the names of other members.",
    });
    expect(res.statusCode).toBe(200);
    expect((await list()).json().Data.List.map((t: { Id: number }) => t.Id)).not.toContain(id);
    const [mail] = await mailsTo(server, author.email.toLowerCase());
    expect(mail?.subject).toBe("Zu Ihrem Erfahrungsbericht");
    expect(mail?.text).toContain("Please leave out the names of other members.");
    const item = (await adminList("?status=rejected")).json().Data.List.find((t: { Id: number }) => t.Id === id);
    expect(item.RejectionReason).toBe("Please leave out the names of other members.");
    expect((await put(`RejectTestimonial/${id}`, admin.token, { Reason: "Again" })).statusCode).toBe(409);
  });

  it("answers 404 for an unknown testimonial and deletes a known one", async () => {
    expect((await put("ApproveTestimonial/999999", admin.token)).statusCode).toBe(404);
    expect((await put("RejectTestimonial/999999", admin.token, { Reason: "Unknown" })).statusCode).toBe(404);
    expect((await put("FeatureTestimonial/999999", admin.token, { IsFeatured: true })).statusCode).toBe(404);
    const del = () =>
      server.call({ method: "DELETE", url: `/api/Testimonial/DeleteTestimonial/${id}`, token: admin.token });
    expect((await del()).statusCode).toBe(200);
    expect((await del()).statusCode).toBe(404);
    expect((await put("ApproveTestimonial/abc", admin.token)).statusCode).toBe(400);
  });
});

describe("Testimonial/GetTestimonials", () => {
  it("pages newest first, searches with the reader's stemmer and never shows account data", async () => {
    const ids: number[] = [];
    for (const text of [
      "Healing sessions with my mentor changed how I listen to my clients every single day.",
      "The seminar materials are clear, well translated and easy to revise at home.",
      "I found a study group near me within a week of joining the association.",
    ]) {
      nextDay();
      const id = await submitted(other, text);
      expect((await put(`ApproveTestimonial/${id}`, admin.token)).statusCode).toBe(200);
      ids.push(id);
    }
    const page1 = (await list("?page=1&pageSize=2")).json().Data;
    expect(page1.List.map((t: { Id: number }) => t.Id)).toEqual([ids[2], ids[1]]);
    expect(page1).toMatchObject({ Page: 1, PageSize: 2 });
    const page2 = (await list("?page=2&pageSize=2")).json().Data;
    expect(page2.List[0].Id).toBe(ids[0]);
    for (const item of [...page1.List, ...page2.List]) {
      expect(item.Lang).toBe("en");
      expect(Object.keys(item)).not.toContain("UserId");
      expect(Object.keys(item)).not.toContain("AuthorEmail");
    }
    // An English author's text is indexed with the English stemmer: "heal" finds "Healing".
    const found = (await list("?search=heal")).json().Data.List.map((t: { Id: number }) => t.Id);
    expect(found).toEqual([ids[0]]);
    expect((await list("?pageSize=51")).statusCode).toBe(400);
    expect((await list("?search=%22study%20group%22")).json().Data.List.map((t: { Id: number }) => t.Id)).toEqual([
      ids[2],
    ]);
  });

  it("writes nothing to the database (its limit lives in memory)", async () => {
    const { rateLimitCounters } = await import("../../src/db/schema.ts");
    await server.runtime.deps.db.delete(rateLimitCounters);
    await list("?search=seminar");
    expect(await server.runtime.deps.db.select().from(rateLimitCounters)).toEqual([]);
  });
});

describe("account deletion", () => {
  it("deletes the member's testimonials with the account", async () => {
    nextDay();
    const member = await confirmedMember(server);
    const id = await submitted(member);
    expect((await put(`ApproveTestimonial/${id}`, admin.token)).statusCode).toBe(200);
    const res = await server.call({
      method: "DELETE",
      url: `/api/Admin/DeleteUser?userId=${member.id}`,
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(await server.runtime.deps.db.select().from(testimonials).where(eq(testimonials.id, id))).toEqual([]);
  });
});
