import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminToken,
  confirmedMember,
  DEFAULT_PASSWORD,
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
    expect(logout.statusCode).toBe(401);
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
    expect((await check(other)).statusCode).toBe(401);
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

  it("refuses an administrator naming another user with 403 and changes nobody's password", async () => {
    const admin = await adminToken(server);
    const adminPassword = DEFAULT_PASSWORD;
    const member = await confirmedMember(server);
    const res = await server.call({
      method: "PUT",
      url: "/api/User/ChangePassword",
      token: admin.token,
      payload: {
        UserId: member.id,
        OldPassword: adminPassword,
        NewPassword: "Admin-chosen-33",
        ConfirmPassword: "Admin-chosen-33",
      },
    });
    expect(res.statusCode).toBe(403);
    const adminEmail = (
      await server.call({ method: "GET", url: `/api/Account/GetUserWeb?id=${admin.id}`, token: admin.token })
    ).json().Data.Email as string;
    expect(await login(server, adminEmail, adminPassword)).toMatch(/^ey/);
    expect(await login(server, member.email, member.password)).toMatch(/^ey/);
    await expect(login(server, member.email, "Admin-chosen-33")).rejects.toThrow(/401/);
  });
});

describe("POST User/ChangeUserEmail and User/ConfirmUserEmailChange", () => {
  const requestChange = (userId: number, email: string, token: string, password?: string) =>
    server.call({
      method: "POST",
      url: `/api/User/ChangeUserEmail?userId=${userId}&email=${encodeURIComponent(email)}`,
      token,
      ...(password === undefined ? {} : { payload: { Password: password } }),
    });
  const confirmChange = (userId: number, token: string) =>
    server.call({
      method: "POST",
      url: `/api/User/ConfirmUserEmailChange?token=${encodeURIComponent(token)}&userId=${userId}`,
    });
  async function changeLink(email: string) {
    const mail = (await mailsTo(server, email)).find((m) => m.subject === "Confirm your new email address");
    const link = linkIn(mail?.text ?? "", "http://app.test/confirmemail/");
    return link;
  }
  const check = (userId: number, t: string) =>
    server.call({ method: "GET", url: `/api/Account/CheckUserLogout?userId=${userId}`, token: t });

  it("asks for the password, mails a link to the new address and a notice to the old; nothing changes yet", async () => {
    const member = await confirmedMember(server);
    const newEmail = uniqueEmail("moved");
    const res = await requestChange(member.id, newEmail, member.token, member.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toEqual({ PendingEmail: newEmail });
    expect(res.json().Message).toBe(`We sent a confirmation link to ${newEmail}.`);
    const link = await changeLink(newEmail);
    expect(link.pathname).toBe(`/confirmemail/${member.id}`);
    expect(link.searchParams.get("change")).toBe("1");
    const notice = (await mailsTo(server, member.email)).find(
      (m) => m.subject === "A change of your email address was requested",
    );
    expect(notice?.text).toContain(newEmail);
    // Until the link is used, the old address still logs in and the session lives.
    expect(await login(server, member.email, member.password)).toMatch(/^ey/);
    await expect(login(server, newEmail, member.password)).rejects.toThrow(/401/);
    expect((await check(member.id, member.token)).json().Data).toBe(false);
  });

  it("completes with the link: new address, old sessions end, Data.Token works; the link is single-use", async () => {
    const member = await confirmedMember(server);
    const newEmail = uniqueEmail("moved");
    await requestChange(member.id, newEmail, member.token, member.password);
    const link = await changeLink(newEmail);
    const token = link.searchParams.get("token") ?? "";
    const res = await confirmChange(member.id, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().Message).toBe("Your email address has been changed.");
    const fresh = res.json().Data.Token as string;
    expect(fresh).toMatch(/^ey/);
    expect(res.json().Data.User).toMatchObject({ Id: member.id, Email: newEmail });
    expect((await check(member.id, fresh)).json().Data).toBe(false);
    expect((await check(member.id, member.token)).statusCode).toBe(401);
    expect(await login(server, newEmail, member.password)).toMatch(/^ey/);
    await expect(login(server, member.email, member.password)).rejects.toThrow(/401/);
    const again = await confirmChange(member.id, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().Code).toBe("INVALID_TOKEN");
  });

  it("refuses a wrong password with a field error, and a missing one", async () => {
    const member = await confirmedMember(server);
    const newEmail = uniqueEmail("moved");
    const wrong = await requestChange(member.id, newEmail, member.token, "Not-my-password-1");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Errors.Password).toBe("The current password is not correct.");
    const missing = await requestChange(member.id, newEmail, member.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Errors.Password).toBe("Current password is required");
    expect(await mailsTo(server, newEmail)).toHaveLength(0);
  });

  it("refuses a taken address, an invalid one, and someone else's account", async () => {
    const a = await confirmedMember(server);
    const b = await confirmedMember(server);
    const taken = await requestChange(a.id, b.email, a.token, a.password);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().Message).toContain("email already exist");
    const invalid = await requestChange(a.id, "nope", a.token, a.password);
    expect(invalid.statusCode).toBe(400);
    const foreign = await requestChange(b.id, uniqueEmail(), a.token, a.password);
    expect(foreign.statusCode).toBe(403);
  });

  it("answers 409 when the address was taken between the request and the link", async () => {
    const member = await confirmedMember(server);
    const newEmail = uniqueEmail("contested");
    await requestChange(member.id, newEmail, member.token, member.password);
    const link = await changeLink(newEmail);
    await signup(server, { Email: newEmail });
    const res = await confirmChange(member.id, link.searchParams.get("token") ?? "");
    expect(res.statusCode).toBe(409);
    expect(await login(server, member.email, member.password)).toMatch(/^ey/);
  });

  it("refuses a link for another user, a made-up token and an expired link (24 hours)", async () => {
    const member = await confirmedMember(server);
    const other = await confirmedMember(server);
    const newEmail = uniqueEmail("late");
    await requestChange(member.id, newEmail, member.token, member.password);
    const token = (await changeLink(newEmail)).searchParams.get("token") ?? "";
    expect((await confirmChange(other.id, token)).statusCode).toBe(400);
    expect((await confirmChange(member.id, "made-up")).statusCode).toBe(400);
    server.clock.advance(24 * 60 * 60 * 1000 + 1);
    try {
      expect((await confirmChange(member.id, token)).statusCode).toBe(400);
    } finally {
      server.clock.advance(-(24 * 60 * 60 * 1000 + 1));
    }
  });
});
