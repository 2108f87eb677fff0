import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmedMember, linkIn, mailsTo, signup, startTestServer, type TestServer, uniqueEmail } from "../harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function confirmationLink(email: string) {
  const [mail] = await mailsTo(server, email);
  const link = linkIn(mail?.text ?? "", "http://app.test/confirmemail/");
  return { userId: Number(link.pathname.split("/").pop()), token: link.searchParams.get("token") ?? "" };
}

const confirm = (userId: number, token: string) =>
  server.call({
    method: "POST",
    url: `/api/Account/ConfirmUserAccount?token=${encodeURIComponent(token)}&userId=${userId}`,
  });

describe("POST Account/ConfirmUserAccount", () => {
  it("confirms once; the link cannot be used again, and its holder is told the account is confirmed", async () => {
    const user = await signup(server);
    const { userId, token } = await confirmationLink(user.email);
    expect(userId).toBe(user.id);
    const first = await confirm(userId, token);
    expect(first.statusCode).toBe(200);
    const second = await confirm(userId, token);
    expect(second.statusCode).toBe(409);
    expect(second.json().Code).toBe("ALREADY_CONFIRMED");
  });

  it("answers a wrong token the same whether or not the account is confirmed (no probing)", async () => {
    const confirmed = await confirmedMember(server);
    const pending = await signup(server);
    const a = await confirm(confirmed.id, "made-up-token");
    const b = await confirm(pending.id, "made-up-token");
    const c = await confirm(2_000_000_000, "made-up-token");
    for (const res of [a, b, c]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        Status: false,
        Code: "INVALID_TOKEN",
        Message: "This confirmation link is invalid or has expired. Please request a new one.",
        Data: null,
        RequestId: res.headers["x-request-id"],
      });
    }
  });

  it("refuses a link for another user id, a made-up token, and an expired link", async () => {
    const user = await signup(server);
    const other = await signup(server);
    const { token } = await confirmationLink(user.email);
    expect((await confirm(other.id, token)).statusCode).toBe(400);
    expect((await confirm(user.id, "made-up-token")).json().Message).toBe(
      "This confirmation link is invalid or has expired. Please request a new one.",
    );
    server.clock.advance(7 * 24 * 60 * 60 * 1000 + 1);
    try {
      expect((await confirm(user.id, token)).statusCode).toBe(400);
    } finally {
      server.clock.advance(-(7 * 24 * 60 * 60 * 1000 + 1));
    }
  });

  it("validates its parameters", async () => {
    expect(
      (await server.call({ method: "POST", url: "/api/Account/ConfirmUserAccount?token=x&userId=abc" })).statusCode,
    ).toBe(400);
    expect((await server.call({ method: "POST", url: "/api/Account/ConfirmUserAccount?userId=1" })).statusCode).toBe(
      400,
    );
  });
});

describe("POST Account/ResendEmailConfirmationLink", () => {
  it("sends a new link and voids the old one", async () => {
    const user = await signup(server);
    const old = await confirmationLink(user.email);
    const res = await server.call({
      method: "POST",
      url: `/api/Account/ResendEmailConfirmationLink?email=${encodeURIComponent(user.email)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Message).toBe("Confirmation Email Sent Successfully");
    const fresh = await confirmationLink(user.email);
    expect(fresh.token).not.toBe(old.token);
    expect((await confirm(user.id, old.token)).statusCode).toBe(400);
    expect((await confirm(user.id, fresh.token)).statusCode).toBe(200);
  });

  it("answers an unknown address like a known one", async () => {
    const res = await server.call({
      method: "POST",
      url: `/api/Account/ResendEmailConfirmationLink?email=${uniqueEmail("ghost")}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Message).toBe("Confirmation Email Sent Successfully");
  });

  it("answers a confirmed, an unconfirmed and an unknown address alike; only the unconfirmed one gets a mail", async () => {
    const confirmed = await confirmedMember(server);
    const unconfirmed = await signup(server);
    const unknown = uniqueEmail("nobody");
    const resend = (email: string) =>
      server.call({
        method: "POST",
        url: `/api/Account/ResendEmailConfirmationLink?email=${encodeURIComponent(email)}`,
      });
    const mailCount = async (email: string) => (await mailsTo(server, email.toLowerCase())).length;
    const before = {
      confirmed: await mailCount(confirmed.email),
      unconfirmed: await mailCount(unconfirmed.email),
    };
    const answers = [];
    for (const email of [confirmed.email, unconfirmed.email, unknown]) {
      const res = await resend(email);
      answers.push({ status: res.statusCode, body: res.json() });
    }
    const expected = {
      status: 200,
      body: { Status: true, Message: "Confirmation Email Sent Successfully", Data: null },
    };
    expect(answers).toEqual([expected, expected, expected]);
    expect(await mailCount(confirmed.email)).toBe(before.confirmed);
    expect(await mailCount(unconfirmed.email)).toBe(before.unconfirmed + 1);
    expect(await mailCount(unknown)).toBe(0);
  });

  it("validates the address", async () => {
    const bad = await server.call({ method: "POST", url: "/api/Account/ResendEmailConfirmationLink?email=nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors.email).toBe("Invalid email address");
  });
});

describe("POST Account/ConfirmUserAccount rate limit", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ rateLimitFactor: 1 });
  });
  afterAll(() => limited.close());

  it("limits guesses per address with 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await limited.call({
        method: "POST",
        url: `/api/Account/ConfirmUserAccount?token=guess-${i}&userId=1`,
        remoteAddress: "203.0.113.50",
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    const other = await limited.call({
      method: "POST",
      url: "/api/Account/ConfirmUserAccount?token=guess&userId=1",
      remoteAddress: "198.51.100.60",
    });
    expect(other.statusCode).toBe(400);
  });
});
