import { writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema.ts";
import { multipart, signupFields, startTestServer, type TestServer, uniqueEmail } from "../harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: "GET", url });

describe("GET /uploads", () => {
  it("serves a sign-up profile picture as WebP with nosniff and long caching", async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const email = uniqueEmail("pic");
    const ok = await server.call({
      method: "POST",
      url: "/api/Account/signup",
      ...multipart(signupFields({ Email: email }), {
        field: "ProfileImageFile",
        filename: "me.png",
        contentType: "image/png",
        bytes: png,
      }),
    });
    expect(ok.statusCode).toBe(200);
    const [user] = await server.runtime.deps.db.select().from(users).where(eq(users.email, email));
    const url = user?.profileImage ?? "";
    expect(url).toMatch(/^\/uploads\/profile\/[0-9a-f-]{36}\.webp$/);
    const image = await get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: "webp", width: 512, height: 512 });
  });

  it("answers 404 for missing files, unknown extensions and anything that tries to leave the store", async () => {
    const dataDir = server.runtime.deps.config.dataDir;
    writeFileSync(path.join(dataDir, "uploads", "note.html"), "<script>alert(1)</script>");
    for (const url of [
      "/uploads/profile/00000000-0000-0000-0000-000000000000.webp",
      "/uploads/note.html",
      "/uploads/%2e%2e/jwt-secret",
      "/uploads/%2e%2e%2fjwt-secret",
      "/uploads/profile/..%2f..%2fjwt-secret",
      "/uploads//etc/passwd",
      "/uploads/",
    ]) {
      const res = await get(url);
      // Paths the router itself resolves out of /uploads reach the web app's fallback (when it is built): never a file.
      const spaFallback = res.statusCode === 200 && String(res.headers["content-type"]).startsWith("text/html");
      if (!spaFallback) expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain("alert");
      expect(res.body).not.toContain(server.runtime.deps.config.jwtSecret);
    }
    // A literal ".." is resolved by the URL itself and leaves /uploads: whatever answers, never the file.
    const dotted = await get("/uploads/../jwt-secret");
    expect(dotted.body).not.toContain(server.runtime.deps.config.jwtSecret);
  });

  it("serves private files only through an unexpired signed link", async () => {
    const { storage } = server.runtime.deps;
    const url = await storage.put("private/hardship", "pdf", Buffer.from("%PDF-1.7 private"));
    expect((await get(url)).statusCode).toBe(403);
    expect((await get(`${url}?expires=9999999999&sig=${"A".repeat(43)}`)).statusCode).toBe(403);

    const link = await storage.signedUrl(url, 600);
    const ok = await get(link);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe("%PDF-1.7 private");
    expect(ok.headers["content-type"]).toBe("application/pdf");
    expect(ok.headers["cache-control"]).toBe("private, no-store");
    expect(ok.headers["x-content-type-options"]).toBe("nosniff");

    // The same signature does not open another private file.
    const other = await storage.put("private/hardship", "pdf", Buffer.from("%PDF other"));
    expect((await get(`${other}${link.slice(link.indexOf("?"))}`)).statusCode).toBe(403);
    expect((await get(link.replace(/expires=\d+/, (m) => `${m}0`))).statusCode).toBe(403);

    server.clock.advance(601_000);
    expect((await get(link)).statusCode).toBe(403);
  });
});
