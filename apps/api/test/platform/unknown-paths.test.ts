import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_PATTERNS_FILE, webRouteMatcher } from "../../src/http/web-routes.ts";
import { startTestServer, type TestServer } from "../harness.ts";

// A hand-made build with the route list the web build writes (apps/web/build/route-patterns.ts, ADR 0065).
const webDist = mkdtempSync(path.join(tmpdir(), "haa-web-routes-"));
const bare = mkdtempSync(path.join(tmpdir(), "haa-web-bare-"));
const INDEX = `<!doctype html><html lang="en"><head><meta name="api-key" content="__API_KEY__"></head><body><div id="root"><!--app-shell--></div></body></html>`;
const PATTERNS = ["/", "/membership", "/register", "/courses", "/courses/detail/:id", "/error", "/article/:id"];

let server: TestServer;
let withoutList: TestServer;
beforeAll(async () => {
  for (const dir of [webDist, bare]) {
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "index.html"), INDEX);
  }
  writeFileSync(path.join(webDist, ROUTE_PATTERNS_FILE), JSON.stringify({ patterns: PATTERNS }));
  server = await startTestServer({ config: { webDist } });
  withoutList = await startTestServer({ config: { webDist: bare } });
});
afterAll(async () => {
  await Promise.all([server.close(), withoutList.close()]);
  rmSync(webDist, { recursive: true, force: true });
  rmSync(bare, { recursive: true, force: true });
});

const page = (target: TestServer, url: string) => target.call({ method: "GET", url, headers: { accept: "text/html" } });

describe("unknown paths (ADR 0065)", () => {
  it("answers a path that is no web route 404 with the entry page, which shows the not-found page", async () => {
    for (const url of ["/no-such-page", "/courses/detail", "/courses/detail/3/extra", "/no-such-page?x=1"]) {
      const res = await page(server, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.body, url).toContain('content="test-api-key"');
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("answers the web's routes 200: any case, a trailing slash, a parameter as one segment, /error too", async () => {
    for (const url of ["/courses", "/COURSES/detail/3", "/courses/", "/Article/some-slug?x=1", "/error", "/"]) {
      const res = await page(server, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
    }
    // The pages with a first screen keep their own route.
    expect((await page(server, "/membership")).statusCode).toBe(200);
  });

  it("leaves the API's own 404 as it was", async () => {
    const res = await server.call({ method: "GET", url: "/api/No/Such" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ Status: false, Code: "NOT_FOUND" });
  });

  it("answers every path 200 when the build wrote no route list", async () => {
    for (const url of ["/no-such-page", "/courses"]) expect((await page(withoutList, url)).statusCode, url).toBe(200);
  });

  it("matches the way the web's routeKeyOf does", () => {
    const matches = webRouteMatcher(PATTERNS);
    expect(matches("/")).toBe(true);
    expect(matches("//courses//")).toBe(true);
    expect(matches("/Courses/Detail/abc")).toBe(true);
    expect(matches("/courses/details/3")).toBe(false);
    expect(matches("/errors")).toBe(false);
  });
});
