import { request as httpRequest } from "node:http";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { runInCancellationScope } from "../../src/db/cancellation.ts";
import { openDatabase } from "../../src/db/client.ts";
import { databaseTrouble } from "../../src/db/errors.ts";
import { API_KEY, startTestServer, type TestServer } from "../harness.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;

/** The error a query gives on this database, or a failure when it succeeds. */
async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("the query was expected to fail");
}

describe("a database that cannot answer (issue 22)", () => {
  it("is unavailable when no server listens: the driver's refusal, not a bug", async () => {
    const database = await openDatabase({ databaseUrl: "postgres://nobody@127.0.0.1:1/none" });
    try {
      const error = await failureOf(() => database.db.execute(sql`select 1`));
      expect(databaseTrouble(error)).toBe("unavailable");
    } finally {
      await database.close();
    }
  });

  it("tells a unique violation, or any other error, from trouble", () => {
    expect(databaseTrouble(Object.assign(new Error("duplicate"), { code: "23505" }))).toBeUndefined();
    expect(databaseTrouble(new Error("x is not a function"))).toBeUndefined();
    expect(databaseTrouble(new Error("query failed", { cause: { code: "57P01" } }))).toBe("unavailable");
    expect(databaseTrouble(new Error("query failed", { cause: { code: "57014" } }))).toBe("busy");
  });

  it.runIf(postgresUrl)(
    "gives a request that writes a connection of its own while every read connection is busy (PostgreSQL)",
    async () => {
      // DB_POOL_SIZE=3, DB_WRITE_POOL_SIZE=1.
      const database = await openDatabase({ databaseUrl: postgresUrl, poolSizes: { read: 3, write: 1 } });
      try {
        // Every read connection held for a second, and one more read queued behind them (`then` starts Drizzle's
        // lazy query now).
        const reads = Array.from({ length: 4 }, () =>
          database.db.execute(sql`select pg_sleep(1)`).then(() => undefined),
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        const timed = async (write: boolean) => {
          const started = performance.now();
          // Started inside the scope, as a handler's statements are.
          await runInCancellationScope(() => database.db.execute(sql`select 1`).then(() => undefined), { write })
            .result;
          return performance.now() - started;
        };
        const [writeMs, readMs] = await Promise.all([timed(true), timed(false)]);
        expect(writeMs).toBeLessThan(500);
        expect(readMs).toBeGreaterThan(500);
        // The pools opened no more than their sizes: 3 for reads and 1 for the write.
        expect(database.poolStats?.().total).toBe(4);
        await Promise.all(reads);
      } finally {
        await database.close();
      }
    },
  );

  it.runIf(postgresUrl)("cancels a statement past DB_STATEMENT_TIMEOUT_MS on PostgreSQL, and says busy", async () => {
    const database = await openDatabase({ databaseUrl: postgresUrl, statementTimeoutMs: 200 });
    try {
      const started = Date.now();
      const error = await failureOf(() => database.db.execute(sql`select pg_sleep(3)`));
      expect(Date.now() - started).toBeLessThan(2500);
      expect(databaseTrouble(error)).toBe("busy");
    } finally {
      await database.close();
    }
  });
});

describe("the answer to a request the database could not serve", () => {
  let server: TestServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    server = await startTestServer();
    app = await buildApp(server.runtime.deps, { logger: false });
    // Routes that fail the way the driver does when PostgreSQL cancels a statement or goes away.
    app.get("/api/test/busy", async () => {
      throw new Error("canceling statement due to statement timeout", { cause: { code: "57014" } });
    });
    app.get("/api/test/away", async () => {
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    });
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  it.each([
    ["/api/test/busy", "DATABASE_BUSY", "The server is busy. Please try again in a moment."],
    ["/api/test/away", "DATABASE_UNAVAILABLE", "The service is briefly unavailable. Please try again in a moment."],
  ])("%s answers 503 %s with Retry-After, never a 500", async (url, code, message) => {
    const res = await app.inject({ method: "GET", url, headers: { "x-api-key": API_KEY } });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.json()).toEqual({
      Status: false,
      Message: message,
      Code: code,
      Data: null,
      RequestId: res.headers["x-request-id"],
    });
  });

  it("answers in the reader's language", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/api/test/busy",
      headers: { "x-api-key": API_KEY, "accept-language": "de" },
    });
    expect(res.json().Message).toBe("Der Server ist gerade ausgelastet. Bitte versuchen Sie es gleich noch einmal.");
  });
});

describe.runIf(postgresUrl)("a request whose client goes away (PostgreSQL)", () => {
  let server: TestServer;
  let app: FastifyInstance;
  let port = 0;
  beforeAll(async () => {
    server = await startTestServer();
    app = await buildApp(server.runtime.deps, { logger: false });
    app.get("/api/test/slow", async () => {
      await server.runtime.deps.db.execute(sql`select pg_sleep(20), 'abandoned-statement-probe'`);
      return {};
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  const probes = async () => {
    const result = (await server.runtime.deps.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where state = 'active' and query like '%abandoned-statement-probe%' and query not like '%pg_stat_activity%'`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 0;
  };

  it("cancels its running statement instead of letting it run on for nobody", async () => {
    const client = httpRequest({ host: "127.0.0.1", port, path: "/api/test/slow", headers: { "x-api-key": API_KEY } });
    client.on("error", () => undefined);
    client.end();
    await expect.poll(probes, { timeout: 5000 }).toBe(1);
    client.destroy();
    await expect.poll(probes, { timeout: 3000 }).toBe(0);
  });
});
