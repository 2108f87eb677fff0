import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../../../../packages/domain/src/testing/xss-payloads.ts";
import { jobs, newsletterDeliveries, newsletterSubscribers, users } from "../../src/db/schema.ts";
import { newslettersRepository as repo } from "../../src/modules/newsletters/newsletters.repository.ts";
import { NEWSLETTER_LEVEL_IDS, SEND_ISSUE_JOB } from "../../src/modules/newsletters/newsletters.service.ts";
import { forgetOldMail } from "../../src/platform/mail/mailer.ts";
import {
  adminToken,
  confirmedMember,
  linkIn,
  mailsTo,
  signup,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from "../harness.ts";

let server: TestServer;
let admin: { id: number; token: string };
let member: { id: number; token: string; email: string };
let other: { id: number; token: string; email: string };
let news: number;
let bulletin: number;
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}
const mailbox = async () => (await server.call({ method: "GET", url: "/dev/mailbox.json" })).json() as Mail[];
const db = () => server.runtime.deps.db;
/** The send job's plan rule at the server's time. */
const plan = () => ({ now: server.clock.now(), levelIds: NEWSLETTER_LEVEL_IDS });

beforeAll(async () => {
  server = await startTestServer({ rateLimitFactor: 1 });
  const n = await repo.insertNewsletter(db(), {
    name: "Association news",
    description: "Monthly news",
    languages: ["en", "de"],
    isDefault: true,
  });
  const b = await repo.insertNewsletter(db(), {
    name: "Practitioner bulletin",
    description: "For practitioners",
    languages: ["en"],
    sortOrder: 1,
  });
  news = n.id;
  bulletin = b.id;
  admin = await adminToken(server);
  member = await confirmedMember(server, { FirstName: "Ana" });
  other = await confirmedMember(server, { FirstName: "Bea" });
});
afterAll(() => server.close());

const add = (payload: Record<string, unknown>, options: { token?: string; language?: string; ip?: string } = {}) =>
  server.call({
    method: "POST",
    url: "/api/NewsLetter/AddNewsLetter",
    payload,
    remoteAddress: options.ip ?? nextIp(),
    headers: options.language ? { "accept-language": options.language } : {},
    ...(options.token ? { token: options.token } : {}),
  });
const mine = (userId: number, token?: string) =>
  server.call({
    method: "GET",
    url: `/api/NewsLetter/GetNewsLetterbyUserId?userId=${userId}`,
    ...(token ? { token } : {}),
  });
const update = (payload: Record<string, unknown>, token?: string) =>
  server.call({ method: "PUT", url: "/api/NewsLetter/UpdateNewsLetter", payload, ...(token ? { token } : {}) });
const subscribed = (res: { json(): { Data: { Newsletters: { Id: number; Subscribed: boolean }[] } } }) =>
  res
    .json()
    .Data.Newsletters.filter((n) => n.Subscribed)
    .map((n) => n.Id);
const addIssue = (payload: Record<string, unknown>, token = admin.token) =>
  server.call({ method: "POST", url: "/api/NewsLetter/AdminAddNewsLetterIssue", payload, token });
const sendIssue = (id: number, token = admin.token) =>
  server.call({ method: "POST", url: `/api/NewsLetter/AdminSendNewsLetterIssue/${id}`, token });

describe("NewsLetter/AddNewsLetter", () => {
  it("subscribes a member at once, for themself", async () => {
    const res = await add({ NewsletterIds: [bulletin], Language: "en" }, { token: member.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toEqual({ Status: "Subscribed" });
    expect(subscribed(await mine(member.id, member.token))).toEqual([bulletin]);
  });

  it("asks a visitor to confirm (double opt-in): nothing is received until the signed link is used", async () => {
    const email = uniqueEmail("visitor");
    const res = await add({ Email: email, NewsletterIds: [news, bulletin], Language: "de" }, { language: "de" });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toEqual({ Status: "PendingConfirmation" });
    const subscriber = await repo.subscriberByEmail(db(), email);
    expect(subscriber?.language).toBe("de");
    expect(await repo.receivingIds(db(), subscriber?.id ?? 0)).toEqual([]);
    const [mail] = await mailsTo(server, email);
    const link = linkIn(mail?.text ?? "", "http://app.test/mailing/confirm?token=");
    const token = link.searchParams.get("token") ?? "";

    const tampered = await server.call({
      method: "POST",
      url: "/api/NewsLetter/ConfirmSubscription",
      payload: { Token: `${token.slice(0, -2)}xx` },
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().Code).toBe("NEWSLETTER_LINK_INVALID");

    const confirm = await server.call({
      method: "POST",
      url: "/api/NewsLetter/ConfirmSubscription",
      payload: { Token: token },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await repo.receivingIds(db(), subscriber?.id ?? 0)).sort()).toEqual([news, bulletin].sort());
  });

  it("refuses an expired confirmation link", async () => {
    const email = uniqueEmail("late");
    await add({ Email: email, NewsletterIds: [news] });
    const [mail] = await mailsTo(server, email);
    const token = linkIn(mail?.text ?? "", "http://app.test/mailing/confirm?token=").searchParams.get("token");
    server.clock.advance(8 * 24 * 60 * 60 * 1000);
    try {
      const res = await server.call({
        method: "POST",
        url: "/api/NewsLetter/ConfirmSubscription",
        payload: { Token: token },
      });
      expect(res.statusCode).toBe(400);
    } finally {
      server.clock.advance(-8 * 24 * 60 * 60 * 1000);
    }
  });

  it("answers bad input with 400 and a translated message", async () => {
    const none = await add({ Email: uniqueEmail(), NewsletterIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().Errors.NewsletterIds).toBe("Choose at least one newsletter.");
    const unknown = await add({ Email: uniqueEmail(), NewsletterIds: [99999] });
    expect(unknown.statusCode).toBe(400);
    const noEmail = await add({ NewsletterIds: [news] });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().Errors.Email).toBeTruthy();
    const badEmail = await add({ Email: "not-an-address", NewsletterIds: [news] });
    expect(badEmail.statusCode).toBe(400);
    const badLanguage = await add({ Email: uniqueEmail(), NewsletterIds: [news], Language: "xx" });
    expect(badLanguage.statusCode).toBe(400);
  });

  it("does nothing for a filled honeypot, with the same answer", async () => {
    const email = uniqueEmail("bot");
    const res = await add({ Email: email, NewsletterIds: [news], Website: "http://spam.example" });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.Status).toBe("PendingConfirmation");
    expect(await repo.subscriberByEmail(db(), email)).toBeUndefined();
    expect(await mailsTo(server, email)).toEqual([]);
  });

  it("limits visitor sign-ups per address (429 with a message)", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < 10; i++) {
      expect((await add({ Email: uniqueEmail(), NewsletterIds: [news] }, { ip })).statusCode).toBe(200);
    }
    const res = await add({ Email: uniqueEmail(), NewsletterIds: [news] }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().Message).toBeTruthy();
  });
});

describe("NewsLetter/GetNewsLetterbyUserId and UpdateNewsLetter", () => {
  it("lets a member read and change their subscriptions and language", async () => {
    const res = await update({ UserId: member.id, NewsletterIds: [news], Language: "de" }, member.token);
    expect(res.statusCode).toBe(200);
    expect(subscribed(res)).toEqual([news]);
    expect(res.json().Data.Language).toBe("de");
    const read = await mine(member.id, member.token);
    expect(read.json().Data).toMatchObject({ UserId: member.id, Email: member.email.toLowerCase(), Language: "de" });
    expect(subscribed(read)).toEqual([news]);
    const none = await update({ UserId: member.id, NewsletterIds: [], Language: "de" }, member.token);
    expect(subscribed(none)).toEqual([]);
  });

  it("refuses another member (403) and a visitor (401); an administrator may act", async () => {
    expect((await mine(member.id, other.token)).statusCode).toBe(403);
    expect((await mine(member.id)).statusCode).toBe(401);
    expect((await update({ UserId: member.id, NewsletterIds: [news], Language: "en" }, other.token)).statusCode).toBe(
      403,
    );
    expect((await update({ UserId: member.id, NewsletterIds: [news], Language: "en" })).statusCode).toBe(401);
    const byAdmin = await update({ UserId: member.id, NewsletterIds: [news], Language: "en" }, admin.token);
    expect(byAdmin.statusCode).toBe(200);
    expect((await mine(999999, admin.token)).statusCode).toBe(404);
  });

  it("answers bad input with 400", async () => {
    expect((await update({ UserId: member.id, NewsletterIds: [12345], Language: "en" }, member.token)).statusCode).toBe(
      400,
    );
    expect((await update({ UserId: member.id, NewsletterIds: "x", Language: "en" }, member.token)).statusCode).toBe(
      400,
    );
    expect(
      (await update({ UserId: member.id, NewsletterIds: [news], Language: "klingon" }, member.token)).statusCode,
    ).toBe(400);
    expect((await mine(Number.NaN, member.token)).statusCode).toBe(400);
  });

  it("lets a member without a current plan subscribe, as a visitor may (every plan includes newsletters)", async () => {
    const planless = await confirmedMember(server);
    await db().execute(sql`delete from user_memberships where user_id = ${planless.id}`);
    const res = await update({ UserId: planless.id, NewsletterIds: [news], Language: "en" }, planless.token);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("sign-up's SubscribeToNewsletter", () => {
  it("subscribes the new member to the default newsletter, received once the account is confirmed", async () => {
    const joined = await signup(server, { SubscribeToNewsletter: "true" });
    const subscriber = await repo.subscriberByUser(db(), joined.id);
    expect(await repo.receivingIds(db(), subscriber?.id ?? 0)).toEqual([news]);
    expect(await repo.recipientsAfter(db(), news, (subscriber?.id ?? 1) - 1, 1, plan())).not.toContainEqual(
      expect.objectContaining({ subscriberId: subscriber?.id }),
    );
    const without = await signup(server, { SubscribeToNewsletter: "false" });
    expect(await repo.subscriberByUser(db(), without.id)).toBeUndefined();
  });
});

describe("issues", () => {
  it("stores a sanitised draft, refuses members, and validates", async () => {
    const forbidden = await addIssue({ NewsletterId: news, Subject: "x", Body: "<p>x</p>" }, member.token);
    expect(forbidden.statusCode).toBe(403);
    const bad = await addIssue({ NewsletterId: news, Subject: "", Body: "" });
    expect(bad.statusCode).toBe(400);
    const duplicate = await addIssue({
      NewsletterId: news,
      Subject: "A",
      Body: "<p>a</p>",
      Language: "en",
      Translations: [{ Language: "en", Subject: "B", Body: "<p>b</p>" }],
    });
    expect(duplicate.statusCode).toBe(400);
    for (const payload of XSS_PAYLOADS) {
      const res = await addIssue({ NewsletterId: bulletin, Subject: "Safety", Body: `<p>ok</p>${payload}` });
      expect(res.statusCode).toBe(200);
      const stored = res.json().Data.Body as string;
      expect(stored).not.toMatch(/<script|onerror|onload|javascript:/i);
    }
  });

  it("sends through the job queue in the reader's language, with RFC 8058 headers, once", async () => {
    const de = await confirmedMember(server, { FirstName: "Dora" });
    await update({ UserId: de.id, NewsletterIds: [bulletin], Language: "de" }, de.token);
    const en = await confirmedMember(server, { FirstName: "Eli" });
    await update({ UserId: en.id, NewsletterIds: [bulletin], Language: "en" }, en.token);
    const ja = await confirmedMember(server, { FirstName: "Jun" });
    await update({ UserId: ja.id, NewsletterIds: [bulletin], Language: "ja" }, ja.token);
    await server.runtime.worker.drain();

    const draft = await addIssue({
      NewsletterId: bulletin,
      Subject: "Session records",
      Body: "<p>Keep them seven years.</p>",
      Language: "en",
      Translations: [{ Language: "de", Subject: "Sitzungsprotokolle", Body: "<p>Sieben Jahre aufbewahren.</p>" }],
    });
    const id = draft.json().Data.Id as number;
    expect(draft.json().Data.Status).toBe("draft");
    const started = await sendIssue(id);
    expect(started.statusCode).toBe(200);
    expect(started.json().Data.Status).toBe("sending");
    expect((await sendIssue(id)).statusCode).toBe(409);
    await server.runtime.worker.drain();

    const mails = await mailbox();
    const toDe = mails.find((m) => m.to === de.email.toLowerCase() && m.subject === "Sitzungsprotokolle");
    const toEn = mails.find((m) => m.to === en.email.toLowerCase() && m.subject === "Session records");
    const toJa = mails.find((m) => m.to === ja.email.toLowerCase() && m.subject === "Session records");
    expect(toDe?.html).toContain("Sieben Jahre aufbewahren.");
    expect(toEn).toBeDefined();
    expect(toJa).toBeDefined();
    expect(toEn?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(toEn?.headers["List-Unsubscribe"]).toMatch(
      /^<http:\/\/app\.test\/mailing\/unsubscribe\?token=[^>]+>, <mailto:no-reply@healingarts\.example\?subject=unsubscribe>$/,
    );
    const admin1 = await server.call({
      method: "GET",
      url: `/api/NewsLetter/AdminGetNewsLetterIssueById/${id}`,
      token: admin.token,
    });
    expect(admin1.json().Data).toMatchObject({
      Status: "sent",
      SentCount: admin1.json().Data.RecipientCount,
      FailedCount: 0,
    });
    expect(admin1.json().Data.RecipientCount).toBeGreaterThanOrEqual(3);

    // The archive shows it, in the reader's language when translated.
    const archive = await server.call({
      method: "GET",
      url: "/api/NewsLetter/GetNewsLetterIssues",
      headers: { "accept-language": "de" },
    });
    expect(archive.json().Data.List[0]).toMatchObject({ Id: id, Subject: "Sitzungsprotokolle" });
    const one = await server.call({ method: "GET", url: `/api/NewsLetter/GetNewsLetterIssueById/${id}` });
    expect(one.json().Data).toMatchObject({ Subject: "Session records", Languages: ["en", "de"] });

    // One-click unsubscribe: a POST to the List-Unsubscribe URL, no API key, no login.
    const url = new URL(/<([^>]+)>/.exec(toEn?.headers["List-Unsubscribe"] ?? "")?.[1] ?? "");
    const tampered = await server.app.inject({
      method: "POST",
      url: `${url.pathname}?token=${encodeURIComponent(`${url.searchParams.get("token")}A`)}`,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(tampered.statusCode).toBe(400);
    const forged = await server.app.inject({
      method: "POST",
      url: `${url.pathname}?token=${encodeURIComponent((url.searchParams.get("token") ?? "").replace(/^u\.\d+/, "u.1"))}`,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(forged.statusCode).toBe(400);
    const oneClick = await server.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.statusCode).toBe(200);
    expect(subscribed(await mine(en.id, en.token))).toEqual([]);
    const again = await server.call({
      method: "POST",
      url: "/api/NewsLetter/Unsubscribe",
      payload: { Token: url.searchParams.get("token") },
    });
    expect(again.statusCode).toBe(200);
    const after = await server.call({
      method: "GET",
      url: `/api/NewsLetter/AdminGetNewsLetterIssueById/${id}`,
      token: admin.token,
    });
    expect(after.json().Data.UnsubscribeCount).toBe(1);
  });

  it("sends 450 readers in 3 batches; a retried batch mails nobody twice", async () => {
    const batchNewsletter = await repo.insertNewsletter(db(), {
      name: "Big list",
      description: "450",
      languages: ["en"],
    });
    const now = server.clock.now();
    const rows = await db()
      .insert(newsletterSubscribers)
      .values(
        Array.from({ length: 450 }, (_, i) => ({ email: `reader${i}@batch.example`, language: "en", createdAt: now })),
      )
      .returning({ id: newsletterSubscribers.id });
    for (const row of rows) await repo.subscribe(db(), row.id, [batchNewsletter.id], now, now);
    await server.runtime.worker.drain();

    const draft = await addIssue({ NewsletterId: batchNewsletter.id, Subject: "Batch", Body: "<p>Hello all</p>" });
    const id = draft.json().Data.Id as number;
    await sendIssue(id);
    await server.runtime.worker.drain();

    const batches = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, SEND_ISSUE_JOB), sql`${jobs.payload}->>'issueId' = ${String(id)}`));
    expect(batches).toHaveLength(3);
    const count = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(newsletterDeliveries)
          .where(eq(newsletterDeliveries.issueId, id))
      )[0]?.n;
    expect(await count()).toBe(450);

    // Retry every batch: the UNIQUE (issue, reader) rows keep the mails at one each.
    const handler = server.runtime.worker;
    await db()
      .update(jobs)
      .set({ doneAt: null, runAt: new Date(0) })
      .where(and(eq(jobs.name, SEND_ISSUE_JOB), sql`${jobs.payload}->>'issueId' = ${String(id)}`));
    await handler.drain();
    expect(await count()).toBe(450);
    const mails = (await mailbox()).length;
    expect(mails).toBeGreaterThan(0);
    const [outboxCount] = await db()
      .execute(sql`select count(*)::int as n from outbox where subject = 'Batch'`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(outboxCount?.n).toBe(450);
    const issue = await server.call({
      method: "GET",
      url: `/api/NewsLetter/AdminGetNewsLetterIssueById/${id}`,
      token: admin.token,
    });
    expect(issue.json().Data).toMatchObject({ Status: "sent", RecipientCount: 450, SentCount: 450 });

    // A month on, the outbox forgets the mails' addresses and content but keeps their outcome: the counts stay.
    expect(await forgetOldMail(db(), 0)).toBeGreaterThanOrEqual(450);
    const later = await server.call({
      method: "GET",
      url: `/api/NewsLetter/AdminGetNewsLetterIssueById/${id}`,
      token: admin.token,
    });
    expect(later.json().Data).toMatchObject({ Status: "sent", RecipientCount: 450, SentCount: 450, FailedCount: 0 });
  });

  it("lists newsletters with counts for administrators, deletes drafts only, 404 for unknown", async () => {
    const list = await server.call({ method: "GET", url: "/api/NewsLetter/AdminGetNewsLetters", token: admin.token });
    expect(list.statusCode).toBe(200);
    const big = list.json().Data.find((n: { Name: string }) => n.Name === "Big list");
    expect(big.SubscriberCount).toBe(450);
    expect(
      (await server.call({ method: "GET", url: "/api/NewsLetter/AdminGetNewsLetters", token: member.token }))
        .statusCode,
    ).toBe(403);
    const draft = await addIssue({ NewsletterId: news, Subject: "Draft", Body: "<p>x</p>" });
    const id = draft.json().Data.Id;
    expect((await server.call({ method: "GET", url: `/api/NewsLetter/GetNewsLetterIssueById/${id}` })).statusCode).toBe(
      404,
    );
    const del = await server.call({
      method: "DELETE",
      url: `/api/NewsLetter/AdminDeleteNewsLetterIssue/${id}`,
      token: admin.token,
    });
    expect(del.statusCode).toBe(200);
    expect((await sendIssue(id)).statusCode).toBe(404);
    expect((await server.call({ method: "GET", url: "/api/NewsLetter/GetNewsLetters" })).json().Data).toHaveLength(3);
  });
});

describe("deleted members", () => {
  it("are not mailed", async () => {
    const gone = await confirmedMember(server);
    await update({ UserId: gone.id, NewsletterIds: [news], Language: "en" }, gone.token);
    const subscriber = await repo.subscriberByUser(db(), gone.id);
    await db().update(users).set({ deletedAt: server.clock.now() }).where(eq(users.id, gone.id));
    const recipients = await repo.recipientsAfter(db(), news, 0, 1000, plan());
    expect(recipients.map((r) => r.subscriberId)).not.toContain(subscriber?.id);
  });
});
