import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { donationPlans } from "../../src/db/schema.ts";
import { errorEnvelopeSchema } from "../../src/http/openapi.ts";
import { chargeDueDonations } from "../../src/modules/donations/donations.jobs.ts";
import { createRenewalService } from "../../src/modules/membership/renewals.service.ts";
import { enqueue } from "../../src/platform/jobs/queue.ts";
import { cart, member, product, seedZones } from "../factories.ts";
import { API_KEY, multipart, signupFields, startTestServer, type TestServer, uniqueEmail } from "../harness.ts";
import { body, CARDS, cardFields, DAY_MS, post, storeCard } from "../membership/helpers.ts";
import { usAddress } from "../orders/helpers.ts";

// /metrics and request ids (ADR 0084).
const TOKEN = "metrics-token-0123456789abcdef";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let off: TestServer;
let on: TestServer;
beforeAll(async () => {
  off = await startTestServer();
  on = await startTestServer({ config: { metricsToken: TOKEN } });
  await seedZones(on);
});
afterAll(async () => {
  await on?.close();
  await off?.close();
});

const scrape = (server: TestServer, authorization?: string) =>
  server.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

/** The value of one series in the text format, or undefined when the scrape does not hold it. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function metricsText(): Promise<string> {
  const res = await scrape(on, `Bearer ${TOKEN}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

describe("/metrics", () => {
  it("is off without METRICS_TOKEN: 404, whatever the caller sends", async () => {
    for (const res of [await scrape(off), await scrape(off, `Bearer ${TOKEN}`)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ Status: false, Code: "NOT_FOUND" });
    }
    expect(off.runtime.deps.metrics.enabled).toBe(false);
  });

  it("refuses a scraper without the bearer token (401), the API key being no substitute", async () => {
    const refusals = [
      await scrape(on),
      await scrape(on, "Bearer wrong-token-0123456789abcdef"),
      await scrape(on, `Bearer ${TOKEN}x`),
      await scrape(on, TOKEN),
      await scrape(on, `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}`),
      await on.call({ method: "GET", url: "/metrics" }),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(401);
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(res.json()).toMatchObject({ Status: false, Code: "UNAUTHORIZED" });
      expect(res.body).not.toContain("haa_");
    }
  });

  it("answers the Prometheus text format with the defaults under the haa_ prefix", async () => {
    const res = await scrape(on, `bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toContain("# TYPE haa_http_request_duration_seconds histogram");
    expect(res.body).toContain("# TYPE haa_http_requests_total counter");
    expect(res.body).toContain("# TYPE haa_nodejs_eventloop_lag_seconds gauge");
    expect(res.body).toContain("# TYPE haa_nodejs_heap_size_used_bytes gauge");
    expect(res.body).toMatch(/^haa_process_cpu_user_seconds_total \d/m);
  });

  it("counts a request under its route pattern and status, never its raw URL", async () => {
    expect((await on.call({ method: "GET", url: "/api/Blog/GetBlog/1" })).statusCode).toBe(200);
    expect((await on.call({ method: "GET", url: "/api/Blog/GetBlog/1" })).statusCode).toBe(200);
    expect((await on.call({ method: "GET", url: "/api/Blog/GetBlogById/987654" })).statusCode).toBe(404);
    expect((await on.call({ method: "GET", url: "/api/no/such/call/4242" })).statusCode).toBe(404);
    const text = await metricsText();
    expect(sample(text, 'haa_http_requests_total{method="GET",route="/api/Blog/GetBlog/:page",status="200"}')).toBe(2);
    expect(sample(text, 'haa_http_requests_total{method="GET",route="/api/Blog/GetBlogById/:id",status="404"}')).toBe(
      1,
    );
    expect(sample(text, 'haa_http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThan(0);
    const buckets = text.split("\n").filter((l) => l.startsWith("haa_http_request_duration_seconds_bucket{"));
    expect(buckets.some((l) => l.includes('route="/api/Blog/GetBlog/:page"') && l.includes('status_class="2xx"'))).toBe(
      true,
    );
    expect(buckets.some((l) => l.includes('le="0.05"'))).toBe(true);
    expect(
      sample(
        text,
        'haa_http_request_duration_seconds_count{method="GET",route="/api/Blog/GetBlog/:page",status_class="2xx"}',
      ),
    ).toBe(2);
    expect(text).not.toContain("987654");
    expect(text).not.toContain("/api/no/such");
  });

  it("counts card payments by kind and outcome (store orders through the sandbox gateway)", async () => {
    const before = await metricsText();
    const paid = 'haa_payments_total{kind="orders",outcome="paid"}';
    const declined = 'haa_payments_total{kind="orders",outcome="declined"}';
    const item = await product(on, { priceCents: 3_000, stock: 10 });
    const checkout = async (card: string, ip: string) =>
      post(
        on,
        "/api/Store/ProcessPayment",
        {
          ...cardFields({ CardNumber: card }),
          GuestId: await cart(on, [[item.id, 1]]),
          Email: "metrics.buyer@example.org",
          Address: usAddress,
        },
        { ip },
      );
    const ok = await checkout(CARDS.visa, "10.8.0.1");
    expect(ok.statusCode, ok.body).toBe(200);
    const refused = await checkout(CARDS.declined, "10.8.0.2");
    expect(refused.statusCode, refused.body).toBe(400);
    const after = await metricsText();
    expect(sample(after, paid)).toBe((sample(before, paid) ?? 0) + 1);
    expect(sample(after, declined)).toBe((sample(before, declined) ?? 0) + 1);
  });

  /** The counter's increase over what `before` held, for each outcome of one kind. */
  async function paymentsSince(before: string, kind: string) {
    const after = await metricsText();
    const outcomes = ["paid", "declined", "unavailable", "error", "refunded"] as const;
    return Object.fromEntries(
      outcomes.map((outcome) => {
        const series = `haa_payments_total{kind="${kind}",outcome="${outcome}"}`;
        return [outcome, (sample(after, series) ?? 0) - (sample(before, series) ?? 0)];
      }),
    );
  }
  const none = { paid: 0, declined: 0, unavailable: 0, error: 0, refunded: 0 };

  it("counts a paid sign-up once its account is written, and a declined one, under membership", async () => {
    const before = await metricsText();
    const signup = (card: string, ip: string) => {
      const form = multipart(
        signupFields({
          MembershipId: "3",
          AmountPaid: "150",
          Email: uniqueEmail("metrics"),
          ...cardFields({ CardNumber: card }),
        }),
      );
      return on.call({
        method: "POST",
        url: "/api/Account/signup",
        payload: form.payload,
        headers: form.headers,
        remoteAddress: ip,
      });
    };
    const paid = await signup(CARDS.visa, "10.8.1.1");
    expect(paid.statusCode, paid.body).toBe(200);
    const declined = await signup(CARDS.declined, "10.8.1.2");
    expect(declined.statusCode, declined.body).toBe(400);
    expect(await paymentsSince(before, "membership")).toEqual({ ...none, paid: 1, declined: 1 });
  });

  it("counts the automatic renewals the hourly job charges, paid and declined, under renewal", async () => {
    const start = on.clock.now();
    try {
      const renews = await member(on, { level: 3, endDateTime: new Date(start.getTime() + DAY_MS) });
      await storeCard(on, renews, CARDS.visa);
      const fails = await member(on, { level: 3, endDateTime: new Date(start.getTime() + DAY_MS) });
      await storeCard(on, fails, CARDS.failsLater);
      // A member with nothing on file is told, but no charge reached the gateway.
      await member(on, { level: 3, endDateTime: new Date(start.getTime() + DAY_MS) });
      const before = await metricsText();
      on.clock.set(new Date(start.getTime() + 2 * DAY_MS));
      const report = await createRenewalService(on.runtime.deps).scan();
      expect(report).toMatchObject({ renewed: 1 });
      expect(await paymentsSince(before, "renewal")).toEqual({ ...none, paid: 1, declined: 1 });
      expect(await paymentsSince(before, "membership")).toEqual(none);
    } finally {
      on.clock.set(start);
    }
  });

  it("counts the yearly gifts the daily job charges, paid and declined, under donations", async () => {
    const res = await post(
      on,
      "/api/Donation/Donate",
      { Amount: 30, Frequency: "Yearly", Name: "Ana Souza", Email: "metrics.donor@example.org", ...cardFields() },
      { ip: "10.8.1.3" },
    );
    expect(res.statusCode, res.body).toBe(200);
    const planId = body(res).Data.PlanId as number;
    const before = await metricsText();
    const inAYear = new Date(on.clock.now().getTime() + 366 * DAY_MS);
    expect(await chargeDueDonations(on.runtime.deps, inAYear)).toMatchObject({ charged: 1 });
    // The card is gone from the gateway a year later.
    await on.runtime.deps.db.update(donationPlans).set({ gatewayToken: "gone" }).where(eq(donationPlans.id, planId));
    const twoYears = new Date(inAYear.getTime() + 366 * DAY_MS);
    expect(await chargeDueDonations(on.runtime.deps, twoYears)).toMatchObject({ failed: 1 });
    expect(await paymentsSince(before, "donations")).toEqual({ ...none, paid: 1, declined: 1 });
  });

  it("reads the queue when scraped, and counts failed job attempts by type", async () => {
    const { db } = on.runtime.deps;
    await enqueue(db, "metrics.test", {});
    await enqueue(db, "metrics.test", {}, { runAt: new Date(on.clock.now().getTime() + 3_600_000) });
    const queued = await metricsText();
    expect(sample(queued, 'haa_jobs_queued{type="metrics.test",state="due"}')).toBe(1);
    expect(sample(queued, 'haa_jobs_queued{type="metrics.test",state="scheduled"}')).toBe(1);
    // No handler has that name: the attempt fails and is retried later.
    await on.runtime.worker.drain();
    const drained = await metricsText();
    expect(sample(drained, 'haa_jobs_failed_total{type="metrics.test"}')).toBe(1);
    expect(sample(drained, 'haa_jobs_queued{type="metrics.test",state="due"}')).toBe(0);
    expect(sample(drained, 'haa_jobs_queued{type="metrics.test",state="scheduled"}')).toBe(2);
  });

  it("shows the database pool's connections on PostgreSQL only", async () => {
    const text = await metricsText();
    if (on.runtime.database.kind === "postgres") {
      expect(sample(text, 'haa_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(sample(text, 'haa_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'haa_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(text).not.toContain("haa_db_pool_connections");
    }
  });

  it("is not in the OpenAPI document", async () => {
    const doc = (await on.call({ method: "GET", url: "/api/openapi.json" })).json();
    expect(Object.keys(doc.paths).filter((path) => path.toLowerCase().includes("metrics"))).toEqual([]);
  });
});

describe("METRICS_TOKEN", () => {
  const env = { DATA_DIR: "/tmp/haa-metrics-config", JWT_SECRET: "0123456789abcdef0123456789abcdef" };
  it("is off when unset or empty, and refused when shorter than 24 characters or with spaces", () => {
    expect(loadConfig(env).metricsToken).toBeUndefined();
    expect(loadConfig({ ...env, METRICS_TOKEN: "" }).metricsToken).toBeUndefined();
    expect(loadConfig({ ...env, METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(() => loadConfig({ ...env, METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN.*24 characters/);
    expect(() => loadConfig({ ...env, METRICS_TOKEN: "twenty four chars or more, spaced" })).toThrow(
      /METRICS_TOKEN.*printable/,
    );
  });
});

describe("request ids", () => {
  it("keeps a well-formed X-Request-Id and names it in an error's envelope (404)", async () => {
    const id = "edge-7f3a.b_c:42";
    const res = await off.call({ method: "GET", url: "/api/Blog/GetBlogById/987654", headers: { "x-request-id": id } });
    expect(res.statusCode).toBe(404);
    expect(res.headers["x-request-id"]).toBe(id);
    expect(errorEnvelopeSchema.strict().parse(res.json()).RequestId).toBe(id);
  });

  it("replaces a hostile or malformed one with a random id, the same in the header and the envelope (400)", async () => {
    for (const hostile of ["has spaces", "x".repeat(65), "<script>alert(1)</script>", "a/b", "é", "id;drop"]) {
      const res = await off.call({
        method: "POST",
        url: "/api/Account/Login",
        payload: {},
        headers: { "x-request-id": hostile },
      });
      expect(res.statusCode).toBe(400);
      const header = res.headers["x-request-id"];
      expect(header, hostile).toMatch(UUID);
      expect(errorEnvelopeSchema.strict().parse(res.json())).toMatchObject({ Code: "VALIDATION", RequestId: header });
    }
  });

  it("gives every answer an id of its own when none is sent, successful ones included", async () => {
    const a = await off.call({ method: "GET", url: "/api/health/live" });
    const b = await off.call({ method: "GET", url: "/api/health/live" });
    expect(a.statusCode).toBe(200);
    expect(a.headers["x-request-id"]).toMatch(UUID);
    expect(b.headers["x-request-id"]).toMatch(UUID);
    expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);
    // Refused before any route (no API key) and on an unknown path: the id is there too.
    const noKey = await off.app.inject({ method: "GET", url: "/api/Coupon/GetCoupons" });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().RequestId).toBe(noKey.headers["x-request-id"]);
    const unknown = await off.app.inject({ method: "GET", url: "/api/nowhere" });
    expect(unknown.json().RequestId).toBe(unknown.headers["x-request-id"]);
  });

  describe("on the log lines", () => {
    let app: FastifyInstance;
    const lines: string[] = [];
    beforeAll(async () => {
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      app = await buildApp(off.runtime.deps, { logger: { level: "info", stream } });
      app.get("/api/test/request-id-boom", async () => {
        throw new Error("boom for the request id test");
      });
    });
    afterAll(() => app.close());

    it("binds the id to the request line and to the error handler's line", async () => {
      const id = "trace-1234:abcd";
      const res = await app.inject({
        method: "GET",
        url: "/api/test/request-id-boom",
        headers: { "x-api-key": API_KEY, "x-request-id": id },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ Code: "INTERNAL", RequestId: id });
      const mine = lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === id);
      expect(mine.map((entry) => entry.msg)).toEqual(expect.arrayContaining(["unhandled error", "request"]));
      expect(mine.find((entry) => entry.msg === "request")).toMatchObject({ status: 500 });
    });
  });
});
