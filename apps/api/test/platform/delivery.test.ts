import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";

const webDist = mkdtempSync(path.join(tmpdir(), "haa-web-"));
let server: TestServer;
beforeAll(async () => {
  mkdirSync(path.join(webDist, "assets"));
  // Big enough to be worth compressing, like the real entry page.
  const filler = `<meta name="description" content="${"calm hands ".repeat(200)}">`;
  writeFileSync(
    path.join(webDist, "index.html"),
    `<!doctype html><html lang="en"><head><meta name="api-key" content="__API_KEY__">${filler}<link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body><div id="root"><!--boot-shell--><div class="boot-shell"></div><!--/boot-shell--><!--app-shell--></div></body></html>`,
  );
  // Different bodies tell which file was served.
  writeFileSync(path.join(webDist, "assets", "index-abc123.css"), ".boot-shell{min-height:4rem}");
  writeFileSync(path.join(webDist, "assets", "a.js"), "plain");
  writeFileSync(path.join(webDist, "assets", "a.js.br"), "brotli-file");
  writeFileSync(path.join(webDist, "assets", "a.js.gz"), "gzip-file");
  writeFileSync(path.join(webDist, "assets", "only-plain.js"), `console.log(${"1+".repeat(2000)}1)`);
  server = await startTestServer({ config: { webDist } });
});
afterAll(async () => {
  await server.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  server.call({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("compressed delivery", () => {
  it("serves the build's pre-compressed .br and .gz files by Accept-Encoding", async () => {
    const br = await get("/assets/a.js", "gzip, deflate, br");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body).toBe("brotli-file");
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["cache-control"]).toContain("immutable");

    const gz = await get("/assets/a.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.body).toBe("gzip-file");

    const plain = await get("/assets/a.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("plain");
  });

  it("keeps an asset in memory once read, and answers missing or odd asset names without a file or a 500", async () => {
    expect((await get("/assets/only-plain.js", "br")).statusCode).toBe(200);
    // Hashed names never change content: after the first read the disk is not consulted again.
    writeFileSync(path.join(webDist, "assets", "only-plain.js"), "changed on disk");
    const again = await get("/assets/only-plain.js");
    expect(again.body).toContain("console.log(");
    for (const url of ["/assets/missing-abc123.js", "/assets/..%2f..%2fetc%2fpasswd", "/assets/a.js.map"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain("root:");
      expect(res.headers["content-type"] ?? "", url).not.toMatch(/javascript/);
    }
  });

  it("compresses the entry page, API key filled in", async () => {
    for (const url of ["/", "/membership"]) {
      const res = await get(url, "br");
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(String(res.headers.vary), url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain('content="test-api-key"');
    }
    const gz = await get("/", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toContain('content="test-api-key"');
    expect((await get("/", "br;q=0, gzip")).headers["content-encoding"]).toBe("gzip");
    expect((await get("/", "identity")).headers["content-encoding"]).toBeUndefined();
  });

  it("carries the start-up stylesheet inside the entry page, so the first paint waits for no other file", async () => {
    for (const url of ["/", "/register", "/membership"]) {
      const page = await get(url);
      expect(page.body, url).toContain("<style>.boot-shell{min-height:4rem}</style>");
      expect(page.body, url).not.toContain('rel="stylesheet"');
    }
    // The file stays in the build, for the service worker's copy of index.html.
    expect((await get("/assets/index-abc123.css")).statusCode).toBe(200);
  });

  it("sends the entry page as it is without the web's server build: the browser renders (ADR 0096)", async () => {
    for (const url of ["/", "/membership", "/register", "/index.html", "/no-such-page"]) {
      const page = await server.call({ method: "GET", url, headers: { "accept-language": "de" } });
      // The head is the page language's (ADR 0095); the body is left to the browser.
      expect(page.body, url).toContain('<html lang="de">');
      expect(page.body, url).toContain('<div class="boot-shell">');
      expect(page.body, url).not.toContain('id="server-state"');
      expect(String(page.headers.vary), url).toBe("Accept-Encoding, Accept-Language, Cookie");
    }
  });

  it("compresses API JSON above 1 KB, and leaves small answers alone", async () => {
    const big = await get("/api/openapi.json", "br");
    expect(big.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).openapi).toBe("3.1.0");
    const gz = await get("/api/openapi.json", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const small = await get("/api/health", "br, gzip");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json().Status).toBe(true);
  });
});
