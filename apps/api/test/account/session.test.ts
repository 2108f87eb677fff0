import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, confirmedMember, login, startTestServer, type TestServer } from "../harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const check = (userId: number, token?: string) =>
  server.call({ method: "GET", url: `/api/Account/CheckUserLogout?userId=${userId}`, ...(token ? { token } : {}) });

describe("GET Account/CheckUserLogout", () => {
  it("says false for a live session", async () => {
    const member = await confirmedMember(server);
    const res = await check(member.id, member.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toBe(false);
  });

  it("says true once the administrator locks the account, and the token stops working", async () => {
    const admin = await adminToken(server);
    const member = await confirmedMember(server);
    const lock = await server.call({
      method: "POST",
      url: `/api/Admin/LockUser?userId=${member.id}`,
      token: admin.token,
    });
    expect(lock.statusCode).toBe(200);
    expect((await check(member.id, member.token)).json().Data).toBe(true);
    const profile = await server.call({
      method: "GET",
      url: `/api/Account/GetUserWeb?id=${member.id}`,
      token: member.token,
    });
    expect(profile.statusCode).toBe(401);
    // Any call says why, so the web shows the spec's lock message rather than "session expired".
    expect(profile.json()).toMatchObject({
      Code: "ACCOUNT_LOCKED_OR_DELETED",
      Message: "Your account has been Locked or Deleted by admin.",
    });
  });

  it("a locked account's token is refused with its reason on the member's cart and on reads that look at the reader", async () => {
    const admin = await adminToken(server);
    const member = await confirmedMember(server);
    await server.call({ method: "POST", url: `/api/Admin/LockUser?userId=${member.id}`, token: admin.token });
    // The web reads the cart at start, beside CheckUserLogout: whichever answers first must say why, or the
    // reader is told their session expired. (Cached lists that never look at the token stay 200.)
    for (const url of [`/api/Store/GetCartItems?UserId=${member.id}&IsOriginalCart=true`, "/api/Blog/GetBlogById/1"]) {
      const res = await server.call({ method: "GET", url, token: member.token });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().Code, url).toBe("ACCOUNT_LOCKED_OR_DELETED");
    }
  });

  it("an ended session's token still reads public pages as a visitor", async () => {
    const member = await confirmedMember(server);
    const logout = await server.call({ method: "POST", url: "/api/Account/Logout", token: member.token });
    expect(logout.statusCode).toBe(200);
    const post = await server.call({ method: "GET", url: "/api/Blog/GetBlogById/1", token: member.token });
    expect(post.statusCode).not.toBe(401);
    const cart = await server.call({
      method: "GET",
      url: `/api/Store/GetCartItems?UserId=${member.id}&IsOriginalCart=true`,
      token: member.token,
    });
    expect(cart.statusCode).toBe(401);
    expect(cart.json().Code).toBe("UNAUTHORIZED");
  });

  it("says true once the account is deleted", async () => {
    const admin = await adminToken(server);
    const member = await confirmedMember(server);
    await server.call({ method: "DELETE", url: `/api/Admin/DeleteUser?userId=${member.id}`, token: admin.token });
    expect((await check(member.id, member.token)).json().Data).toBe(true);
  });

  it("answers 401, not 'logged out', after the 90-day session lifetime (only lock and delete say true)", async () => {
    const member = await confirmedMember(server);
    server.clock.advance(90 * 24 * 60 * 60 * 1000 + 1000);
    try {
      const res = await check(member.id, member.token);
      expect(res.statusCode).toBe(401);
      expect(res.json().Data).toBeNull();
    } finally {
      server.clock.advance(-(90 * 24 * 60 * 60 * 1000 + 1000));
    }
  });

  it("accepts the parameter name in any letter case", async () => {
    const member = await confirmedMember(server);
    const res = await server.call({
      method: "GET",
      url: `/api/account/checkuserlogout?USERID=${member.id}`,
      token: member.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toBe(false);
  });

  it("refuses to answer for someone else's account or without a token", async () => {
    const a = await confirmedMember(server);
    const b = await confirmedMember(server);
    expect((await check(b.id, a.token)).statusCode).toBe(403);
    expect((await check(a.id)).statusCode).toBe(401);
    expect((await check(a.id, "not-a-token")).statusCode).toBe(401);
  });

  it("keeps other sessions alive when one login is added", async () => {
    const member = await confirmedMember(server);
    const second = await login(server, member.email, member.password);
    expect((await check(member.id, member.token)).json().Data).toBe(false);
    expect((await check(member.id, second)).json().Data).toBe(false);
  });
});

describe("GET Account/GetUserWeb", () => {
  it("returns the profile to its owner and to an administrator, never to others", async () => {
    const admin = await adminToken(server);
    const a = await confirmedMember(server, { FirstName: "Ines", Country: "Brazil", Language: "pt" });
    const b = await confirmedMember(server);
    const own = await server.call({ method: "GET", url: `/api/Account/GetUserWeb?id=${a.id}`, token: a.token });
    expect(own.statusCode).toBe(200);
    expect(own.json().Data).toMatchObject({
      Id: a.id,
      FirstName: "Ines",
      Country: "Brazil",
      Language: "pt",
      IsEmailConfirmed: true,
    });
    expect(JSON.stringify(own.json())).not.toMatch(/hash|argon/i);
    expect(
      (await server.call({ method: "GET", url: `/api/Account/GetUserWeb?id=${a.id}`, token: b.token })).statusCode,
    ).toBe(403);
    expect(
      (await server.call({ method: "GET", url: `/api/Account/GetUserWeb?id=${a.id}`, token: admin.token })).statusCode,
    ).toBe(200);
    expect((await server.call({ method: "GET", url: `/api/Account/GetUserWeb?id=${a.id}` })).statusCode).toBe(401);
  });
});

describe("POST Account/Logout and Account/LogoutAllSessions", () => {
  const profile = (id: number, token: string) =>
    server.call({ method: "GET", url: `/api/Account/GetUserWeb?id=${id}`, token });

  it("Logout ends that session at once and only that one; CheckUserLogout then answers 401", async () => {
    const member = await confirmedMember(server);
    const other = await login(server, member.email, member.password);
    const res = await server.call({ method: "POST", url: "/api/Account/Logout", token: member.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Status: true, Message: "You have been logged out." });
    expect((await profile(member.id, member.token)).statusCode).toBe(401);
    expect((await profile(member.id, member.token)).json().Code).toBe("UNAUTHORIZED");
    expect((await check(member.id, member.token)).statusCode).toBe(401);
    expect((await server.call({ method: "POST", url: "/api/Account/Logout", token: member.token })).statusCode).toBe(
      401,
    );
    expect((await profile(member.id, other)).statusCode).toBe(200);
  });

  it("LogoutAllSessions ends every session of the caller, not other people's", async () => {
    const member = await confirmedMember(server);
    const bystander = await confirmedMember(server);
    const second = await login(server, member.email, member.password);
    const res = await server.call({ method: "POST", url: "/api/Account/LogoutAllSessions", token: second });
    expect(res.statusCode).toBe(200);
    expect(res.json().Message).toBe("You have been logged out on every device.");
    expect((await profile(member.id, member.token)).statusCode).toBe(401);
    expect((await profile(member.id, second)).statusCode).toBe(401);
    expect((await check(member.id, member.token)).statusCode).toBe(401);
    expect((await profile(bystander.id, bystander.token)).statusCode).toBe(200);
    expect(await login(server, member.email, member.password)).toMatch(/^ey/);
  });

  it("both need a live bearer token", async () => {
    for (const url of ["/api/Account/Logout", "/api/Account/LogoutAllSessions"]) {
      expect((await server.call({ method: "POST", url })).statusCode, url).toBe(401);
      expect((await server.call({ method: "POST", url, token: "not-a-token" })).statusCode, url).toBe(401);
    }
  });
});

describe("the daily prune of ended sessions and spent links (ADR 0103)", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const rows = async (table: "sessions" | "account_tokens", userId: number, extra = sql``) => {
    const result = (await server.runtime.deps.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId} ${extra}`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 0;
  };

  it("deletes a session a month after it ended and a reset link a month after it expired, and keeps the rest", async () => {
    const left = await confirmedMember(server);
    const staying = await confirmedMember(server);
    expect((await server.call({ method: "POST", url: "/api/Account/Logout", token: left.token })).statusCode).toBe(200);
    const reset = await server.call({
      method: "POST",
      url: `/api/User/SendLinkforResetPassword?email=${encodeURIComponent(staying.email)}`,
    });
    expect(reset.statusCode).toBe(200);
    expect(await rows("account_tokens", staying.id, sql`and purpose = 'reset'`)).toBe(1);

    // Within the month nothing goes.
    server.clock.advance(29 * DAY);
    await server.runtime.worker.drain();
    expect(await rows("sessions", left.id)).toBe(1);
    expect(await rows("account_tokens", staying.id, sql`and purpose = 'reset'`)).toBe(1);

    server.clock.advance(2 * DAY);
    await server.runtime.worker.drain();
    expect(await rows("sessions", left.id)).toBe(0);
    expect(await rows("account_tokens", staying.id, sql`and purpose = 'reset'`)).toBe(0);
    // A live session (90 days) still signs its member in; confirmation links stay ("already confirmed").
    expect(await rows("sessions", staying.id)).toBe(1);
    const profile = await server.call({
      method: "GET",
      url: `/api/Account/GetUserWeb?id=${staying.id}`,
      token: staying.token,
    });
    expect(profile.statusCode).toBe(200);
    expect(await rows("account_tokens", left.id, sql`and purpose = 'confirm'`)).toBe(1);
  });
});
