import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY, multipart, signupFields, startTestServer, type TestServer } from "./harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("API conventions", () => {
  it("serves health without a key", async () => {
    const res = await server.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Status: true, Message: "OK", Data: { status: "ok", database: "ok" } });
  });

  it("serves a liveness route that needs no key and touches nothing", async () => {
    const res = await server.app.inject({ method: "GET", url: "/api/health/live" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Status: true, Message: "OK", Data: { status: "ok" } });
  });

  it("refuses a wrong key with 401 in the envelope", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/Account/Login",
      headers: { "x-api-key": "nope" },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ Status: false, Code: "INVALID_API_KEY", Data: null });
  });

  it("answers unknown /api paths with a 404 envelope", async () => {
    const res = await server.call({ method: "GET", url: "/api/Nope/Nothing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ Status: false, Code: "NOT_FOUND" });
  });

  it("refuses an oversized body with 413 and a plain message", async () => {
    const res = await server.call({
      method: "POST",
      url: "/api/Account/Login",
      payload: JSON.stringify({ Email: "a".repeat(2 * 1024 * 1024) }),
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ Status: false, Code: "TOO_LARGE", Message: "The request is too large." });
  });

  it("matches paths case-insensitively", async () => {
    const res = await server.call({ method: "POST", url: "/api/account/login", payload: { Email: "", Password: "" } });
    expect(res.statusCode).toBe(400);
  });

  it("documents every account call in the OpenAPI document", async () => {
    const res = await server.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      "/api/health",
      "/api/health/live",
      "/api/Account/signup",
      "/api/Account/Login",
      "/api/Account/CheckUserLogout",
      "/api/Account/ResendEmailConfirmationLink",
      "/api/Account/ConfirmUserAccount",
      "/api/Account/GetUserWeb",
      "/api/User/SendLinkforResetPassword",
      "/api/User/EmailVerificationforReset",
      "/api/User/ResetPassword",
      "/api/User/ChangePassword",
      "/api/User/ChangeUserEmail",
      "/api/User/ConfirmUserEmailChange",
      "/api/Account/Logout",
      "/api/Account/LogoutAllSessions",
      "/api/Admin/LockUser",
      "/api/Admin/UnlockUser",
      "/api/Admin/DeleteUser",
      "/api/Admin/GetUsers",
      "/api/Membership/MembershipPayment",
      "/api/Membership/InstructorMembershipPayment",
      "/api/Membership/UpdateBillingDetails",
      "/api/Membership/GetBillingDetailsByUserId",
      "/api/Membership/GetMembershipByUserId",
      "/api/Membership/CheckUserMembershipExpiration",
      "/api/Membership/CancelUserMembership",
      "/api/Membership/DowngradeUserMembership",
      "/api/Membership/GetMembershipPriceByLocation",
      "/api/Coupon/ValidateCoupon",
      "/api/Coupon/GetCoupons",
      "/api/Invoices/GetMembershipInvoicesByUserId/{id}",
      "/api/Invoices/DownloadInvoicePdf/{invoiceId}",
      "/api/Membership/ResumeUserMembership",
      "/api/UserBillingDetail/GetBillingDetailsInfoByUserId",
      "/api/User/GetMembershipOverviewByUserId",
      "/api/User/GetProfileMembershipOveriewCardsByUserId",
      "/api/User/UpdateProfileMembershipOveriewCards",
      "/api/HardshipApplication/SubmitHardshipApplication",
    ]) {
      expect(paths, path).toContain(path);
    }
    const docs = await server.app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(docs.statusCode);
  });

  it("serves the development mailbox outside production, with the API key only", async () => {
    const page = await server.call({ method: "GET", url: "/dev/mailbox" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    // A browser cannot send the header: the page takes the key as `?key=`.
    const byQuery = await server.app.inject({ method: "GET", url: `/dev/mailbox?key=${API_KEY}` });
    expect(byQuery.statusCode).toBe(200);
    const json = await server.call({ method: "GET", url: "/dev/mailbox.json" });
    expect(json.statusCode).toBe(200);
    expect(Array.isArray(json.json())).toBe(true);

    for (const request of [
      { url: "/dev/mailbox" },
      { url: "/dev/mailbox?key=wrong-key" },
      { url: "/dev/mailbox", headers: { "x-api-key": "wrong-key" } },
      { url: "/dev/mailbox.json" },
      // The JSON is for scripts, which send the header.
      { url: `/dev/mailbox.json?key=${API_KEY}` },
      { url: "/dev/mailbox.json", headers: { "x-api-key": "wrong-key" } },
    ]) {
      const res = await server.app.inject({ method: "GET", ...request });
      expect(res.statusCode, request.url).toBe(401);
      expect(res.json()).toMatchObject({ Status: false, Code: "INVALID_API_KEY", Data: null });
      expect(res.body).not.toContain("confirmemail");
    }
  });
});

describe("request logging", () => {
  it("never writes passwords, card data or tokens to the log", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await startTestServer();
    // Rebuild the app with a logger writing to memory, on the same database and ports.
    const { buildApp } = await import("../src/app.ts");
    const app = await buildApp(logged.runtime.deps, { logger: { level: "info", stream } });
    try {
      await app.inject({
        method: "POST",
        url: "/api/Account/Login",
        headers: { "x-api-key": API_KEY },
        payload: {
          Email: "someone@example.org",
          Password: "Secret-Password-1",
          CardNumber: "4242424242424242",
          CVV: "123",
        },
      });
      await app.inject({
        method: "POST",
        url: "/api/Account/ConfirmUserAccount?token=very-secret-token&userId=1",
        headers: { "x-api-key": API_KEY, authorization: "Bearer eyJsecret" },
      });
      // Card data in a payment and in a paid sign-up, including a failing one that reaches the error path.
      await app.inject({
        method: "POST",
        url: "/api/Membership/MembershipPayment",
        headers: { "x-api-key": API_KEY, authorization: "Bearer eyJsecret" },
        payload: { UserId: 1, MembershipId: 3, AmountPaid: 150, CardNumber: "4242424242424242", CVV: "9173" },
      });
      const form = multipart(
        signupFields({
          MembershipId: "3",
          AmountPaid: "150",
          CardHolderName: "Ana Souza",
          CardNumber: "4000000000000002",
          ExpiryDate: "12/30",
          CVV: "9173",
        }),
      );
      await app.inject({
        method: "POST",
        url: "/api/Account/signup",
        headers: { "x-api-key": API_KEY, ...form.headers },
        payload: form.payload,
      });
      // Signed links, private files, guest carts and the mailbox page carry their secret in the query.
      for (const url of [
        "/api/Store/DownloadOrderItem?Id=7&Expires=1900000000&Signature=store-signature-secret",
        "/uploads/private/manuals/a.pdf?expires=1900000000&sig=private-file-sig-secret",
        "/api/Store/GetCartItems?GuestId=0b7e6a52-5f7e-4f61-9a54-2f0c1d3e4b5a&IsOriginalCart=false",
        `/dev/mailbox?key=${API_KEY}`,
      ]) {
        await app.inject({ method: "GET", url, headers: { "x-api-key": API_KEY } });
      }
      const log = lines.join("\n");
      expect(log).toContain("/api/Account/ConfirmUserAccount?token=[redacted]&userId=1");
      expect(log).toContain("/api/Store/DownloadOrderItem?Id=7&Expires=1900000000&Signature=[redacted]");
      expect(log).toContain("/uploads/private/manuals/a.pdf?expires=1900000000&sig=[redacted]");
      expect(log).toContain("/api/Store/GetCartItems?GuestId=[redacted]&IsOriginalCart=false");
      expect(log).toContain("/dev/mailbox?key=[redacted]");
      expect(log).not.toMatch(/store-signature-secret|private-file-sig-secret|0b7e6a52-5f7e-4f61-9a54-2f0c1d3e4b5a/);
      expect(log).toContain("/api/Membership/MembershipPayment");
      expect(log).not.toMatch(
        /Secret-Password-1|4242424242424242|4000000000000002|\b9173\b|very-secret-token|eyJsecret|test-api-key/,
      );
    } finally {
      await app.close();
      await logged.close();
    }
  });
});
