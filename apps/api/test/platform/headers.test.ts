import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";

const webDist = mkdtempSync(path.join(tmpdir(), "haa-web-"));
let server: TestServer;
beforeAll(async () => {
  mkdirSync(path.join(webDist, "assets"));
  writeFileSync(
    path.join(webDist, "index.html"),
    '<!doctype html><html><head><meta name="api-key" content="__API_KEY__"><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webDist, "assets", "app.js"), "console.log('app')");
  server = await startTestServer({ config: { webDist } });
  mkdirSync(path.join(server.runtime.deps.config.dataDir, "uploads"), { recursive: true });
  writeFileSync(path.join(server.runtime.deps.config.dataDir, "uploads", "picture.webp"), "RIFF....WEBP");
});
afterAll(async () => {
  await server.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The CSP as a map of directive → sources. */
function csp(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

describe("security headers", () => {
  it("give the web app a strict Content-Security-Policy", async () => {
    for (const url of ["/", "/register", "/index.html"]) {
      const res = await server.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      const policy = csp(res.headers["content-security-policy"]);
      expect(policy.get("default-src"), url).toEqual(["'self'"]);
      expect(policy.get("script-src"), url).toEqual(["'self'"]);
      // Inline styles only (the dialogs' scroll lock injects one); scripts never inline.
      expect(policy.get("style-src"), url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get("object-src"), url).toEqual(["'none'"]);
      expect(policy.get("base-uri"), url).toEqual(["'self'"]);
      expect(policy.get("frame-ancestors"), url).toEqual(["'none'"]);
      const others = [...policy.entries()].filter(([name]) => name !== "style-src").flatMap(([, values]) => values);
      expect(others.join(" "), url).not.toContain("unsafe");
      // The API key stays a <meta>, which a CSP does not restrict.
      expect(res.body).toContain('<meta name="api-key" content="test-api-key">');
    }
  });

  it("send nosniff and a referrer policy everywhere, uploads and the API included", async () => {
    for (const url of ["/", "/assets/app.js", "/uploads/picture.webp", "/api/health", "/api/Nope"]) {
      const res = await server.app.inject({ method: "GET", url, headers: { "x-api-key": "test-api-key" } });
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(res.headers["x-frame-options"], url).toBe("DENY");
    }
  });

  it("send them on a refusal too: a call without the API key is answered 401 with the same headers", async () => {
    const res = await server.app.inject({ method: "GET", url: "/api/Blog/GetBlog/1" });
    expect(res.statusCode).toBe(401);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(csp(res.headers["content-security-policy"]).get("default-src")).toEqual(["'self'"]);
  });

  it("send no HSTS when PUBLIC_URL is plain http", async () => {
    const res = await server.app.inject({ method: "GET", url: "/" });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(String(res.headers["content-security-policy"])).not.toContain("upgrade-insecure-requests");
  });

  it("send HSTS when PUBLIC_URL is https", async () => {
    const secure = await startTestServer({ config: { webDist, publicUrl: "https://members.example.org" } });
    try {
      const res = await secure.app.inject({ method: "GET", url: "/" });
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
      expect(String(res.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
    } finally {
      await secure.close();
    }
  });

  it("give the API documentation its own policy, without inline scripts", async () => {
    const index = await server.app.inject({ method: "GET", url: "/api/docs/" });
    expect(index.statusCode).toBe(200);
    const policy = csp(index.headers["content-security-policy"]);
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    const initializer = await server.app.inject({ method: "GET", url: "/api/docs/static/swagger-initializer.js" });
    expect(initializer.statusCode).toBe(200);
  });

  it("give the development mailbox its own policy: inline styles, no scripts", async () => {
    const res = await server.call({ method: "GET", url: "/dev/mailbox" });
    const policy = csp(res.headers["content-security-policy"]);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("style-src")).toEqual(["'unsafe-inline'"]);
    expect(policy.get("script-src")).toBeUndefined();
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });
});
