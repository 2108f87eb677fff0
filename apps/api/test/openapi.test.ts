import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeCatalogue } from "../src/http/access.ts";
import { errorEnvelopeSchema } from "../src/http/openapi.ts";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "./harness.ts";
import { get, post } from "./membership/helpers.ts";

/**
 * The OpenAPI document tells a client what it needs beyond the shapes (ADR 0071): who may call (security), how a
 * call is refused (the error responses, whose shape is the one real refusals have), a name per call
 * (operationId), where to send it (servers), and nothing that is not the API. Redocly lints the same document in
 * `npm test` (scripts/openapi.mjs).
 */
let server: TestServer;
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is plain JSON walked by key.
type Json = any;
let doc: Json;

beforeAll(async () => {
  server = await startTestServer();
  doc = (await server.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
});
afterAll(() => server.close());

const METHODS = ["get", "put", "post", "delete", "patch"];

function operations(): { route: string; path: string; method: string; operation: Json }[] {
  return Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      route: `${method.toUpperCase()} ${path}`,
      path,
      method,
      operation: item[method],
    })),
  );
}

/** The catalogue's `/api/X/:id` as the document writes it. */
const documentPath = (url: string) => url.replace(/:(\w+)(\([^)]*\))?/g, "{$1}");

describe("the OpenAPI document", () => {
  it("describes the /api catalogue only: no development page, no web route", () => {
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(300);
    expect(paths.filter((path) => !path.startsWith("/api/"))).toEqual([]);
    // The development mailbox is registered in this (test) server, and still not documented.
    const routes = server.app.printRoutes({ commonPrefix: false });
    expect(routes).toContain("dev/mailbox");
    expect(paths.some((path) => path.toLowerCase().includes("/dev/"))).toBe(false);
    const documented = new Set(operations().map(({ route }) => route));
    const declared = routeCatalogue(server.app)
      .filter((entry) => !entry.hidden)
      .map((entry) => `${entry.method} ${documentPath(entry.url)}`);
    expect(declared.filter((route) => !documented.has(route))).toEqual([]);
  });

  it("names every operation once, after its path", () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === "string" && /^[A-Za-z0-9_]+$/.test(id))).toBe(true);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(doc.paths["/api/Account/Login"].post.operationId).toBe("Account_Login");
    expect(doc.paths["/api/Invoices/DownloadInvoicePdf/{invoiceId}"].get.operationId).toBe(
      "Invoices_DownloadInvoicePdf",
    );
  });

  it("says where to send calls", () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: "/" })]);
  });

  it("asks member and administrator calls for the bearer token, and public calls for the API key only", () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({
      type: "http",
      scheme: "bearer",
      bearerFormat: "JWT",
    });
    const byRoute = new Map(operations().map(({ route, operation }) => [route, operation]));
    let members = 0;
    for (const entry of routeCatalogue(server.app)) {
      if (entry.hidden) continue;
      const route = `${entry.method} ${documentPath(entry.url)}`;
      const security: Record<string, string[]>[] = byRoute.get(route)?.security;
      expect(security, route).toBeDefined();
      if (entry.access?.auth === "public") {
        expect(
          security.some((requirement) => "bearer" in requirement),
          route,
        ).toBe(false);
      } else {
        members += 1;
        expect(security[0], route).toEqual({ apiKey: [], bearer: [] });
      }
    }
    expect(members).toBeGreaterThan(100);
    // The API key is all a public call needs; health answers without it; a signed link needs neither.
    expect(doc.paths["/api/Account/Login"].post.security).toEqual([{ apiKey: [] }]);
    expect(doc.paths["/api/health"].get.security).toEqual([]);
    expect(doc.paths["/api/Invoices/DownloadInvoicePdf/{invoiceId}"].get.security).toEqual([
      { apiKey: [], bearer: [] },
      {},
    ]);
  });

  it("declares the refusals an operation can answer, each a shared response in the error envelope", () => {
    for (const [name, response] of Object.entries<Json>(doc.components.responses)) {
      expect(response.content["application/json"].schema, name).toEqual({ $ref: "#/components/schemas/ErrorEnvelope" });
    }
    expect(doc.components.responses.TooManyRequests.headers["Retry-After"]).toBeDefined();
    const byRoute = new Map(
      routeCatalogue(server.app).map((entry) => [`${entry.method} ${documentPath(entry.url)}`, entry]),
    );
    for (const { route, path, method, operation } of operations()) {
      const statuses = Object.keys(operation.responses);
      expect(statuses, route).toContain("400");
      // Shared, unless the route declares a refusal of its own (with its own body).
      for (const status of statuses.filter((status) => /^4\d\d$/.test(status))) {
        const response = operation.responses[status];
        if (response.$ref) expect(response.$ref, `${route} ${status}`).toMatch(/^#\/components\/responses\/\w+$/);
        else expect(response.content, `${route} ${status}`).toBeDefined();
      }
      if (path.startsWith("/api/health")) continue;
      expect(statuses, route).toEqual(expect.arrayContaining(["401", "429"]));
      if (byRoute.get(route)?.access?.auth !== "public") expect(statuses, route).toContain("403");
      if (method !== "get") expect(statuses, route).toContain("409");
      if (operation.parameters?.length || operation.requestBody) expect(statuses, route).toContain("404");
    }
  });

  it("documents the shape real refusals have", async () => {
    const user = await confirmedMember(server);
    const admin = await adminToken(server);
    const refusals = [
      // No API key.
      { res: await server.app.inject({ method: "GET", url: "/api/Coupon/GetCoupons" }), status: 401 },
      // A member call without a bearer token.
      { res: await get(server, `/api/User/GetMembershipOverviewByUserId?userId=${user.id}`), status: 401 },
      // An administrator's call made by a member.
      { res: await get(server, "/api/Coupon/GetCoupons", { token: user.token }), status: 403 },
      // Validation, with Errors.
      { res: await post(server, "/api/Account/Login", {}), status: 400 },
      // Nothing under that id.
      {
        res: await get(server, "/api/Invoices/DownloadInvoicePdf/999999", { token: admin.token }),
        status: 404,
      },
    ];
    for (const { res, status } of refusals) {
      expect(res.statusCode, res.body).toBe(status);
      errorEnvelopeSchema.strict().parse(res.json());
    }
    expect(Object.keys(refusals[3]?.res.json().Errors ?? {})).toContain("Email");
    expect(doc.paths["/api/Coupon/GetCoupons"].get.responses).toMatchObject({
      "401": { $ref: "#/components/responses/Unauthorized" },
      "403": { $ref: "#/components/responses/Forbidden" },
    });
  });
});
