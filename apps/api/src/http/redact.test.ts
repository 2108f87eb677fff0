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
