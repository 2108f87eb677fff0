import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, confirmedMember, DEFAULT_PASSWORD, signup, startTestServer, type TestServer } from "../harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const login = (Email: string, Password: string) =>
  server.call({ method: "POST", url: "/api/Account/Login", payload: { Email, Password, AccountType: 1 } });

describe("POST Account/Login", () => {
  it("answers with the fields the web app stores", async () => {
    const member = await confirmedMember(server, { FirstName: "Lena" });
    const res = await login(member.email.toUpperCase(), member.password);
    expect(res.statusCode).toBe(200);
    const data = res.json().Data;
    expect(res.json().Message).toBe("Logged In Successfully");
    expect(data).toMatchObject({
      Id: member.id,
      Username: member.email.split("@")[0],
      Email: member.email,
      AccountType: 1,
      MembershipId: 1,
      ProfileImage: null,
      UserMemeberships: { MembershipId: 1 },
      LoginTokenResponseModel: { token_type: "Bearer", expires_in: 7_776_000 },
    });
    expect(data.LoginTokenResponseModel.access_token).toMatch(/^ey/);
    expect(JSON.stringify(data)).not.toMatch(/argon|password/i);
  });

  it("refuses an unconfirmed account with 'Email not confirmed.'", async () => {
    const user = await signup(server);
    const res = await login(user.email, user.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ Status: false, Code: "EMAIL_NOT_CONFIRMED", Message: "Email not confirmed." });
  });

  it("gives one message for a wrong password and for an unknown e-mail", async () => {
    const member = await confirmedMember(server);
    const wrong = await login(member.email, "Wrong-password-1");
    const unknown = await login("nobody-here@example.org", DEFAULT_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().Message).toBe(unknown.json().Message);
    expect(wrong.json().Message).toBe("Invalid email or password.");
  });

  it("refuses locked and deleted accounts", async () => {
    const admin = await adminToken(server);
    const locked = await confirmedMember(server);
    const deleted = await confirmedMember(server);
    await server.call({ method: "POST", url: `/api/Admin/LockUser?userId=${locked.id}`, token: admin.token });
    await server.call({ method: "DELETE", url: `/api/Admin/DeleteUser?userId=${deleted.id}`, token: admin.token });
    const lockedRes = await login(locked.email, locked.password);
    expect(lockedRes.statusCode).toBe(403);
    expect(lockedRes.json().Code).toBe("ACCOUNT_LOCKED");
    expect((await login(deleted.email, deleted.password)).statusCode).toBe(401);
  });

  it.each([
    [{ Email: "", Password: DEFAULT_PASSWORD }, "Email", "Email is required"],
    [{ Email: "nope", Password: DEFAULT_PASSWORD }, "Email", "Invalid email address"],
    [{ Email: "a@example.org", Password: "" }, "Password", "Password is required"],
    [{ Email: "a@example.org", Password: "short" }, "Password", "Password must be at least 8 characters"],
  ])("validates %j", async (payload, field, message) => {
    const res = await server.call({ method: "POST", url: "/api/Account/Login", payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[field]).toBe(message);
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const res = await server.call({
      method: "POST",
      url: "/api/Account/Login",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Status).toBe(false);
  });
});

describe("login rate limits", () => {
  it("limits failed attempts per account and address before checking the password", async () => {
    const strict = await startTestServer({ rateLimitFactor: 1 });
    try {
      const member = await confirmedMember(strict);
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await strict.call({
          method: "POST",
          url: "/api/Account/Login",
          payload: { Email: member.email, Password: "Wrong-password-1" },
        });
        statuses.push(res.statusCode);
      }
      const blocked = await strict.call({
        method: "POST",
        url: "/api/Account/Login",
        payload: { Email: member.email, Password: member.password },
      });
      // Only failures count (the member's own login did not): ten wrong tries, then this address is refused.
      expect(statuses).toEqual(Array(10).fill(401));
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().Code).toBe("RATE_LIMITED");
      strict.clock.advance(15 * 60_000);
      const later = await strict.call({
        method: "POST",
        url: "/api/Account/Login",
        payload: { Email: member.email, Password: member.password },
      });
      expect(later.statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
