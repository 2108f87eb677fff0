import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { contactMessages } from "../../src/db/schema.ts";
import { adminToken, confirmedMember, mailsTo, startTestServer, type TestServer } from "../harness.ts";

const OFFICE = "office@healingarts.example";
let server: TestServer;
let admin: { id: number; token: string };
let member: { id: number; token: string; email: string };
let ipCounter = 0;
/** Each test writes from its own address, so only the limit test meets the per-address budget. */
const nextIp = () => `198.51.100.${++ipCounter}`;

const MESSAGE = {
  Name: "Grace Okafor",
  Email: "Grace.Okafor@Example.org",
  Subject: "Beginner seminars in Lagos",
  Message: "Are there any beginner seminars planned in Nigeria next year?",
};

beforeAll(async () => {
  // The real budget (5 per address per hour), and the association's own address.
  server = await startTestServer({ rateLimitFactor: 1, config: { contactEmail: OFFICE } });
  admin = await adminToken(server);
  member = await confirmedMember(server, { FirstName: "Ana", LastName: "Souza" });
});
afterAll(() => server.close());

const send = (payload: Record<string, unknown>, options: { ip?: string; token?: string; language?: string } = {}) =>
  server.call({
    method: "POST",
    url: "/api/Contact/ContactResponse",
    payload,
    remoteAddress: options.ip ?? nextIp(),
    headers: options.language ? { "accept-language": options.language } : {},
    ...(options.token ? { token: options.token } : {}),
  });
const inbox = (query = "", token = admin.token) =>
  server.call({ method: "GET", url: `/api/Contact/GetContactMessages${query}`, token });
const stored = () => server.runtime.deps.db.select().from(contactMessages);

describe("Contact/ContactResponse", () => {
  it("stores a visitor's message, mails the association and acknowledges in the sender's language", async () => {
    const res = await send(MESSAGE, { language: "fr" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Status: true,
      Message: "Merci ! Votre message a été envoyé. Nous vous répondrons par e-mail.",
      Data: null,
    });
    const [row] = await stored();
    expect(row).toMatchObject({
      name: "Grace Okafor",
      email: "grace.okafor@example.org",
      language: "fr",
      userId: null,
    });
    const [office] = await mailsTo(server, OFFICE);
    expect(office?.subject).toBe("Contact form: Beginner seminars in Lagos");
    expect(office?.text).toContain("Are there any beginner seminars planned in Nigeria next year?");
    expect(office?.text).toContain("grace.okafor@example.org");
    const [ack] = await mailsTo(server, "grace.okafor@example.org");
    expect(ack?.subject).toBe("Nous avons bien reçu votre message");
    expect(ack?.text).toContain(`C-${row?.id}`);
    // The acknowledgement quotes neither subject nor message: the form cannot relay someone's text to a stranger.
    expect(ack?.text).not.toContain("Nigeria");
  });

  it("escapes the sender's words in the association's HTML mail", async () => {
    await send({ ...MESSAGE, Subject: "<b>Bold</b> question", Message: "<script>alert(1)</script> is this safe?" });
    const [office] = await mailsTo(server, OFFICE);
    expect(office?.html).not.toContain("<script>");
    expect(office?.html).toContain("&lt;script&gt;");
  });

  it("links a logged-in member's message to the account", async () => {
    expect((await send({ ...MESSAGE, Email: member.email }, { token: member.token })).statusCode).toBe(200);
    const rows = await stored();
    expect(rows.at(-1)?.userId).toBe(member.id);
  });

  it.each([
    [{ Name: "" }, "Name", "Name is required"],
    [{ Email: "grace@" }, "Email", "Invalid email address."],
    [{ Subject: undefined }, "Subject", "Subject is required"],
    [{ Message: "Hi?" }, "Message", "Message should be a minimum of 10 characters."],
    [{ Message: "m".repeat(5001) }, "Message", "Message should be a maximum of 5000 characters."],
  ])("answers 400 for %#: %s → %s", async (change, field, message) => {
    const res = await send({ ...MESSAGE, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[field]).toBe(message);
  });

  it("answers a filled honeypot like a success, but stores, counts and sends nothing", async () => {
    const before = (await stored()).length;
    const mailsBefore = (await mailsTo(server, OFFICE)).length;
    const ip = nextIp();
    for (let i = 0; i < 8; i += 1) {
      const res = await send({ ...MESSAGE, Email: "bot@spam.example", Website: "http://cheap.example" }, { ip });
      expect(res.statusCode).toBe(200);
      expect(res.json().Message).toBe("Thank you! Your message has been sent. We will answer by e-mail.");
    }
    expect((await stored()).length).toBe(before);
    expect((await mailsTo(server, OFFICE)).length).toBe(mailsBefore);
    expect(await mailsTo(server, "bot@spam.example")).toEqual([]);
  });

  it("allows 5 messages per address per hour, then 429", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) expect((await send(MESSAGE, { ip })).statusCode).toBe(200);
    const limited = await send(MESSAGE, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await send(MESSAGE)).statusCode).toBe(200);
  });
});

describe("the administrator's inbox", () => {
  it("is for administrators only", async () => {
    expect((await server.call({ method: "GET", url: "/api/Contact/GetContactMessages" })).statusCode).toBe(401);
    expect((await inbox("", member.token)).statusCode).toBe(403);
    const mark = { method: "PUT" as const, url: "/api/Contact/MarkContactMessageHandled/1" };
    expect((await server.call(mark)).statusCode).toBe(401);
    expect((await server.call({ ...mark, token: member.token })).statusCode).toBe(403);
  });

  it("lists newest first, pages and searches by name, address or subject", async () => {
    server.clock.advance(60_000);
    await send({ ...MESSAGE, Name: "Thomas Nygaard", Email: "thomas@example.no", Subject: "Newsletter address" });
    const res = await inbox("?pageSize=2");
    expect(res.statusCode).toBe(200);
    const data = res.json().Data;
    expect(data.PageSize).toBe(2);
    expect(data.List).toHaveLength(2);
    expect(data.List[0]).toMatchObject({ Name: "Thomas Nygaard", Subject: "Newsletter address", HandledAt: null });
    expect(data.TotalCount).toBe((await stored()).length);
    const found = (await inbox("?search=nygaard")).json().Data;
    expect(found.List.map((m: { Name: string }) => m.Name)).toEqual(["Thomas Nygaard"]);
    expect((await inbox("?status=closed")).statusCode).toBe(400);
  });

  it("marks a message handled (and open again); the status filter follows", async () => {
    const [first] = (await inbox("?search=nygaard")).json().Data.List;
    const mark = (handled: boolean) =>
      server.call({
        method: "PUT",
        url: `/api/Contact/MarkContactMessageHandled/${first.Id}`,
        token: admin.token,
        payload: { Handled: handled },
      });
    const res = await mark(true);
    expect(res.statusCode).toBe(200);
    expect(res.json().Message).toBe("Message marked as handled.");
    const handled = (await inbox("?status=handled")).json().Data.List;
    expect(handled.map((m: { Id: number }) => m.Id)).toEqual([first.Id]);
    expect(handled[0]).toMatchObject({ HandledBy: "Site Admin", HandledAt: server.clock.now().toISOString() });
    expect((await inbox("?status=open")).json().Data.List.map((m: { Id: number }) => m.Id)).not.toContain(first.Id);
    expect((await mark(false)).statusCode).toBe(200);
    expect((await inbox("?status=handled")).json().Data.TotalCount).toBe(0);
    const missing = await server.call({
      method: "PUT",
      url: "/api/Contact/MarkContactMessageHandled/999999",
      token: admin.token,
      payload: { Handled: true },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().Message).toBe("Message not found.");
  });

  it("a mark call without Handled is 400 on the field and changes nothing", async () => {
    const [first] = (await inbox("?search=nygaard")).json().Data.List;
    const before = await stored();
    for (const payload of [undefined, {}, { Handled: null }]) {
      const res = await server.call({
        method: "PUT",
        url: `/api/Contact/MarkContactMessageHandled/${first.Id}`,
        token: admin.token,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        Code: "VALIDATION",
        Errors: { Handled: "Say whether the message is handled (Handled: true or false)." },
      });
    }
    expect(await stored()).toEqual(before);
  });
});

describe("CONTACT_EMAIL", () => {
  it("defaults to the administrator's address", () => {
    const base = { NODE_ENV: "test", DATA_DIR: "/tmp/haa-config", JWT_SECRET: "x".repeat(40) };
    expect(loadConfig(base).contactEmail).toBe("admin@healingarts.example");
    expect(loadConfig({ ...base, ADMIN_EMAIL: "Chair@Assoc.example" }).contactEmail).toBe("chair@assoc.example");
    expect(
      loadConfig({ ...base, ADMIN_EMAIL: "a@b.example", CONTACT_EMAIL: "Office@Assoc.example" }).contactEmail,
    ).toBe("office@assoc.example");
  });
});
