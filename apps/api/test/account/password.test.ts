import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  confirmedMember,
  linkIn,
  login,
  mailsTo,
  signup,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from "../harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const requestReset = (email: string) =>
  server.call({ method: "POST", url: `/api/User/SendLinkforResetPassword?email=${encodeURIComponent(email)}` });

async function resetToken(email: string): Promise<string> {
  const mails = (await mailsTo(server, email)).filter((m) => m.subject === "Reset your password");
  return linkIn(mails[0]?.text ?? "", "http://app.test/ConfirmPassword?token=").searchParams.get("token") ?? "";
}

const resetPassword = (Token: string, Password: string, ConfirmPassword = Password) =>
  server.call({ method: "POST", url: "/api/User/ResetPassword", payload: { Token, Password, ConfirmPassword } });

describe("password reset", () => {
  it("answers the same for known and unknown addresses", async () => {
    const member = await confirmedMember(server);
    const known = await requestReset(member.email);
    const unknown = await requestReset(uniqueEmail("ghost"));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await mailsTo(server, member.email)).toHaveLength(2);
  });

  it("resets through the mailed link, once, and ends every session", async () => {
    const member = await confirmedMember(server);
    await requestReset(member.email);
    const token = await resetToken(member.email);
    const check = await server.call({
      method: "POST",
      url: `/api/User/EmailVerificationforReset?token=${encodeURIComponent(token)}`,
    });
    expect(check.statusCode).toBe(200);
    const res = await resetPassword(token, "A-brand-new-pass-7");
    expect(res.statusCode).toBe(200);
    expect(res.json().Message).toBe("Your password has been reset. You can now log in.");
    expect(await login(server, member.email, "A-brand-new-pass-7")).toMatch(/^ey/);
    await expect(login(server, member.email, member.password)).rejects.toThrow(/401/);
    const logout = await server.call({
      method: "GET",
      url: `/api/Account/CheckUserLogout?userId=${member.id}`,
      token: member.token,
    });
    expect(logout.json().Data).toBe(true);
    expect((await resetPassword(token, "Another-pass-88")).statusCode).toBe(400);
    const changed = (await mailsTo(server, member.email)).find((m) => m.subject === "Your password was changed");
    expect(changed).toBeDefined();
  });

  it("expires the link after one hour", async () => {
    const member = await confirmedMember(server);
    await requestReset(member.email);
    const token = await resetToken(member.email);
    server.clock.advance(60 * 60 * 1000 + 1);
    try {
      const check = await server.call({
        method: "POST",
        url: `/api/User/EmailVerificationforReset?token=${encodeURIComponent(token)}`,
      });
      expect(check.statusCode).toBe(400);
      expect(check.json().Message).toBe(
        "This password reset link is invalid or has expired. Please request a new one.",
      );
      expect((await resetPassword(token, "A-brand-new-pass-7")).statusCode).toBe(400);
    } finally {
      server.clock.advance(-(60 * 60 * 1000 + 1));
    }
  });

  it("validates the new credentials", async () => {
    const member = await confirmedMember(server);
    await requestReset(member.email);
    const token = await resetToken(member.email);
    const mismatch = await resetPassword(token, "A-brand-new-pass-7", "Something-else-7");
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().Errors.ConfirmPassword).toBe("Passwords do not match");
    const short = await resetPassword(token, "short");
    expect(short.json().Errors.Password).toBe("Password should be a minimum of 8 characters.");
    // The token survived the invalid attempts.
    expect((await resetPassword(token, "A-brand-new-pass-7")).statusCode).toBe(200);
  });

  it("confirms the address of an unconfirmed account, since the link reached its mailbox", async () => {
    const user = await signup(server);
    await requestReset(user.email);
    const token = await resetToken(user.email);
    expect((await resetPassword(token, "A-brand-new-pass-7")).statusCode).toBe(200);
    expect(await login(server, user.email, "A-brand-new-pass-7")).toMatch(/^ey/);
  });
});

describe("PUT User/ChangePassword", () => {
  it("needs the current password, keeps this session and ends the others", async () => {
    const member = await confirmedMember(server);
    const other = await login(server, member.email, member.password);
    const wrong = await server.call({
      method: "PUT",
      url: "/api/User/ChangePassword",
      token: member.token,
      payload: {
        UserId: member.id,
        OldPassword: "Not-my-password-1",
        NewPassword: "Fresh-password-22",
        ConfirmPassword: "Fresh-password-22",
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Errors.OldPassword).toBe("The current password is not correct.");
    const res = await server.call({
      method: "PUT",
      url: "/api/User/ChangePassword",
      token: member.token,
      payload: {
        UserId: member.id,
        OldPassword: member.password,
        NewPassword: "Fresh-password-22",
        ConfirmPassword: "Fresh-password-22",
      },
    });
    expect(res.statusCode).toBe(200);
    const check = (token: string) =>
      server.call({ method: "GET", url: `/api/Account/CheckUserLogout?userId=${member.id}`, token });
    expect((await check(member.token)).json().Data).toBe(false);
    expect((await check(other)).json().Data).toBe(true);
    expect(await login(server, member.email, "Fresh-password-22")).toMatch(/^ey/);
  });

  it("refuses another user's id and a missing token", async () => {
    const a = await confirmedMember(server);
    const b = await confirmedMember(server);
    const payload = {
      UserId: b.id,
      OldPassword: a.password,
      NewPassword: "Fresh-password-22",
      ConfirmPassword: "Fresh-password-22",
    };
    expect(
      (await server.call({ method: "PUT", url: "/api/User/ChangePassword", token: a.token, payload })).statusCode,
    ).toBe(403);
    expect((await server.call({ method: "PUT", url: "/api/User/ChangePassword", payload })).statusCode).toBe(401);
  });
});

describe("POST User/ChangeUserEmail", () => {
  it("changes the address, returns a new token and tells the old address", async () => {
    const member = await confirmedMember(server);
    const newEmail = uniqueEmail("moved");
    const res = await server.call({
      method: "POST",
      url: `/api/User/ChangeUserEmail?userId=${member.id}&email=${encodeURIComponent(newEmail)}`,
      token: member.token,
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().Data.Token as string;
    expect(token).toMatch(/^ey/);
    expect(res.json().Data.User.Email).toBe(newEmail);
    const check = (t: string) =>
      server.call({ method: "GET", url: `/api/Account/CheckUserLogout?userId=${member.id}`, token: t });
    expect((await check(token)).json().Data).toBe(false);
    expect((await check(member.token)).json().Data).toBe(true);
    expect(await login(server, newEmail, member.password)).toMatch(/^ey/);
    const notice = (await mailsTo(server, member.email)).find((m) => m.subject === "Your email address was changed");
    expect(notice?.text).toContain(newEmail);
  });

  it("refuses a taken address, an invalid one, and someone else's account", async () => {
    const a = await confirmedMember(server);
    const b = await confirmedMember(server);
    const taken = await server.call({
      method: "POST",
      url: `/api/User/ChangeUserEmail?userId=${a.id}&email=${encodeURIComponent(b.email)}`,
      token: a.token,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().Message).toContain("email already exist");
    const invalid = await server.call({
      method: "POST",
      url: `/api/User/ChangeUserEmail?userId=${a.id}&email=nope`,
      token: a.token,
    });
    expect(invalid.statusCode).toBe(400);
    const foreign = await server.call({
      method: "POST",
      url: `/api/User/ChangeUserEmail?userId=${b.id}&email=${uniqueEmail()}`,
      token: a.token,
    });
    expect(foreign.statusCode).toBe(403);
  });
});
