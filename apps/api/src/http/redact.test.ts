import { describe, expect, it } from "vitest";
import { isSecretKey, redactObject, redactUrl, serializeError } from "./redact.ts";

describe("isSecretKey", () => {
  it.each([
    ["password", true],
    ["CPassword", true],
    ["newPassword", true],
    ["old_password", true],
    ["CardNumber", true],
    ["cardHolderName", true],
    ["CVV", true],
    ["cvc", true],
    ["token", true],
    ["access_token", true],
    ["refreshToken", true],
    ["clientSecret", true],
    ["JWT_SECRET", true],
    ["PAN", true],
    ["pan", true],
    ["card-pan", true],
    ["panNumber", true],
    ["PANNumber", true],
    ["primary_pan", true],
    ["authorization", true],
    ["x-api-key", true],
    ["ExpiryDate", true],
    ["sig", true],
    ["Signature", true],
    ["X-Amz-Signature", true],
    ["GuestId", true],
    ["guestId", true],
    ["guest_id", true],
    ["design", false],
    ["signup", false],
    ["SignedUp", false],
    ["guest", false],
    ["key", false],
    ["cacheKey", false],
    ["company", false],
    ["Japan", false],
    ["span", false],
    ["panel", false],
    ["Panama", false],
    ["email", false],
    ["FirstName", false],
    ["url", false],
    ["status", false],
  ])("%s → %s", (key, secret) => {
    expect(isSecretKey(key)).toBe(secret);
  });
});

describe("redactObject", () => {
  it("redacts secret keys at any depth, in arrays too, and leaves the rest", () => {
    const input = {
      user: { email: "a@b.org", company: "Acme", credentials: { Password: "p", apiToken: "t" } },
      list: [{ cardNumber: "4242424242424242", note: "n" }],
      url: "/api/x?token=abc&userId=1",
    };
    expect(redactObject(input)).toEqual({
      user: { email: "a@b.org", company: "Acme", credentials: { Password: "[redacted]", apiToken: "[redacted]" } },
      list: [{ cardNumber: "[redacted]", note: "n" }],
      url: "/api/x?token=[redacted]&userId=1",
    });
    // The logged object itself is not modified.
    expect(input.user.credentials.Password).toBe("p");
  });

  it("survives cycles", () => {
    const a: Record<string, unknown> = { name: "a" };
    a.self = a;
    expect(redactObject(a)).toEqual({ name: "a", self: "[circular]" });
  });
});

describe("redactUrl", () => {
  it("redacts secret query parameters by pattern, whatever their spelling", () => {
    expect(redactUrl("/a?resetToken=x&Card_Pan=y&company=z&CVC=1&u=2")).toBe(
      "/a?resetToken=[redacted]&Card_Pan=[redacted]&company=z&CVC=[redacted]&u=2",
    );
    expect(redactUrl("/a?%zz=1&token=2")).toBe("/a?%zz=1&token=[redacted]");
  });

  it.each([
    // A signed invoice or newsletter link.
    [
      "/api/Invoices/DownloadInvoicePdf/12?token=1900000000.abcDEF",
      "/api/Invoices/DownloadInvoicePdf/12?token=[redacted]",
    ],
    // A store download link: the id and the expiry stay, the signature goes.
    [
      "/api/Store/DownloadOrderItem?Id=7&Expires=1900000000&Signature=Zm9vYmFy",
      "/api/Store/DownloadOrderItem?Id=7&Expires=1900000000&Signature=[redacted]",
    ],
    // A private file.
    [
      "/uploads/private/manuals/m-1.pdf?expires=1900000000&sig=c2lnbmF0dXJl",
      "/uploads/private/manuals/m-1.pdf?expires=1900000000&sig=[redacted]",
    ],
    [
      "/uploads/private/a.pdf?expires=1&SIG=x&signature=y",
      "/uploads/private/a.pdf?expires=1&SIG=[redacted]&signature=[redacted]",
    ],
    // A guest cart, whatever the spelling.
    [
      "/api/Store/GetCartItems?GuestId=0b7e6a52-5f7e-4f61-9a54-2f0c1d3e4b5a&IsOriginalCart=false",
      "/api/Store/GetCartItems?GuestId=[redacted]&IsOriginalCart=false",
    ],
    ["/api/Store/GetOrders?guestid=g1&page=2", "/api/Store/GetOrders?guestid=[redacted]&page=2"],
    ["/api/Store/GetOrders?guest%5Fid=g1", "/api/Store/GetOrders?guest%5Fid=[redacted]"],
    // The mailbox page's API key.
    ["/dev/mailbox?key=dev-api-key", "/dev/mailbox?key=[redacted]"],
    ["/dev/mailbox?Key=dev-api-key&x=1", "/dev/mailbox?Key=[redacted]&x=1"],
    // Names and values that are not secrets stay as they are.
    ["/api/Store/GetStoreProducts?page=2&search=design", "/api/Store/GetStoreProducts?page=2&search=design"],
    ["/dev/mailbox", "/dev/mailbox"],
  ])("keeps the path and names, not the secret values: %s", (url, redacted) => {
    expect(redactUrl(url)).toBe(redacted);
  });

  it("redacts the same names in a logged object's url", () => {
    expect(redactObject({ url: "/uploads/private/a.pdf?expires=1&sig=s", GuestId: "g", key: "store:ip:1" })).toEqual({
      url: "/uploads/private/a.pdf?expires=1&sig=[redacted]",
      GuestId: "[redacted]",
      key: "store:ip:1",
    });
  });
});

describe("serializeError", () => {
  it("drops drizzle's params and the database's detail, which carry row values", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: "23505",
      detail: "Key (email)=(ana@example.org) already exists.",
      constraint: "users_email_unique",
      table: "users",
    });
    const error = Object.assign(
      new Error(
        'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ana@example.org,$argon2id$v=19$secret',
      ),
      { query: 'insert into "users"', params: ["ana@example.org", "$argon2id$v=19$secret"], cause },
    );
    const out = JSON.stringify(serializeError(error));
    expect(out).not.toMatch(/ana@example\.org|argon2id/);
    expect(out).toContain("users_email_unique");
    expect(out).toContain("23505");
    expect(out).toContain("Failed query: insert into");
  });
});
