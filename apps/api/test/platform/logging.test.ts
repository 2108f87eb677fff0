import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { users } from "../../src/db/schema.ts";
import { API_KEY, startTestServer, type TestServer } from "../harness.ts";

let server: TestServer;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // The real app with a logger writing to memory; buildApp adds the redaction itself, whoever configures pino.
  app = await buildApp(server.runtime.deps, { logger: { level: "info", stream } });
  const row = {
    email: "unique.victim@example.org",
    username: "victim",
    firstName: "Una",
    lastName: "Victim",
    passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$SECRETHASHVALUE",
  };
  // Routes that fail the way a repository bug would: a unique violation carrying an e-mail and a hash.
  app.post("/api/test/duplicate", async () => {
    await server.runtime.deps.db.insert(users).values(row);
    await server.runtime.deps.db.insert(users).values(row);
    return {};
  });
  app.post("/api/test/log-object", async (request) => {
    request.log.info(
      {
        input: {
          nested: { cardPan: "5555444433331111", clientSecret: "s3cr3t-value", company: "Acme Healing" },
          list: [{ CVC: "987" }, { refresh_token: "rt-value" }],
        },
      },
      "custom",
    );
    return {};
  });
});
afterAll(async () => {
  await app.close();
  await server.close();
});

describe("the log", () => {
  it("never holds the row values of a failed database write", async () => {
    const res = await app.inject({ method: "POST", url: "/api/test/duplicate", headers: { "x-api-key": API_KEY } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ Code: "INTERNAL" });
    const log = lines.join("\n");
    expect(log).toContain("unhandled error");
    // The constraint's name says what failed; the values say who, and stay out.
    expect(log).toMatch(/users_email_key|23505/);
    expect(log).toContain('"type":"DrizzleQueryError"');
    expect(log).not.toMatch(/unique\.victim@example\.org|SECRETHASHVALUE|argon2id|victim/i);
  });

  it("redacts keys by pattern (card, cvv, cvc, pan, password, token, secret) at any depth", async () => {
    await app.inject({ method: "POST", url: "/api/test/log-object", headers: { "x-api-key": API_KEY } });
    const line = lines.find((l) => l.includes('"custom"')) ?? "";
    // The card code as a quoted value: the digits alone also turn up in the request's random id now and then.
    expect(line).not.toMatch(/5555444433331111|s3cr3t-value|"987"|rt-value/);
    expect(line).toContain("Acme Healing");
    expect(line).toContain("[redacted]");
  });

  it("redacts secret query parameters by pattern in the request line", async () => {
    await app.inject({
      method: "GET",
      url: "/api/Coupon/ValidateCoupon?Code=X&resetToken=tok-123&Card_Pan=4111&company=Acme",
      headers: { "x-api-key": API_KEY },
    });
    const line = lines.find((l) => l.includes("ValidateCoupon")) ?? "";
    expect(line).toContain("resetToken=[redacted]");
    expect(line).toContain("Card_Pan=[redacted]");
    expect(line).toContain("company=Acme");
    expect(line).not.toMatch(/tok-123|4111/);
  });
});
