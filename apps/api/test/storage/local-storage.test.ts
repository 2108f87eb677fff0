import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { StorageUrlError } from "../../src/platform/storage/keys.ts";
import { createUploadLinkSigner } from "../../src/platform/storage/signed-url.ts";
import { localStorage } from "../../src/platform/storage/storage.ts";
import { FixedClock } from "../../src/shared/clock.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "haa-storage-"));
const root = path.join(dataDir, "uploads");
const clock = new FixedClock(new Date("2026-11-21T10:00:00Z"));
const signer = createUploadLinkSigner("test-secret-test-secret-test-secret", clock);
const storage = localStorage(root, { signer });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("local storage", () => {
  it("stores, reads and deletes a file under a fresh name", async () => {
    const url = await storage.put("profile", "webp", Buffer.from("abc"));
    expect(url).toMatch(/^\/uploads\/profile\/[0-9a-f-]{36}\.webp$/);
    expect(existsSync(path.join(root, url.slice("/uploads/".length)))).toBe(true);
    expect((await storage.get(url))?.toString()).toBe("abc");
    const other = await storage.put("profile", "webp", Buffer.from("abc"));
    expect(other).not.toBe(url);

    await storage.delete(url);
    expect(await storage.get(url)).toBeNull();
    // Deleting twice (or a file that never existed) is not an error.
    await storage.delete(url);
    await storage.delete("/uploads/profile/00000000-0000-0000-0000-000000000000.webp");
  });

  it("keeps nested folders and a given base name, and never overwrites a stored name", async () => {
    const url = await storage.put("private/hardship", "pdf", Buffer.from("%PDF"), { name: "abc-full" });
    expect(url).toBe("/uploads/private/hardship/abc-full.pdf");
    await expect(storage.put("private/hardship", "pdf", Buffer.from("other"), { name: "abc-full" })).rejects.toThrow();
    expect((await storage.get(url))?.toString()).toBe("%PDF");
  });

  it("refuses folders, names and extensions outside the grammar", async () => {
    for (const folder of ["../x", "/abs", "a/../b", "Profile", "a\\b", "", "a//b", "%2e%2e"]) {
      await expect(storage.put(folder, "webp", Buffer.from("x")), folder).rejects.toThrow(/folder/);
    }
    for (const extension of ["svg", "html", "exe", "webp/../x", ""]) {
      await expect(storage.put("profile", extension, Buffer.from("x")), extension).rejects.toThrow(/Extension/);
    }
    await expect(storage.put("profile", "webp", Buffer.from("x"), { name: "../../jwt-secret" })).rejects.toThrow();
  });

  it("refuses URLs that climb out of the store, encoded or absolute, for get, delete and signedUrl", async () => {
    writeFileSync(path.join(dataDir, "jwt-secret"), "secret");
    const outside = [
      "/uploads/../jwt-secret",
      "/uploads/profile/../../jwt-secret",
      "/uploads/%2e%2e/jwt-secret",
      "/uploads/profile/%2e%2e%2f%2e%2e%2fjwt-secret.webp",
      "/uploads/profile/..%5c..%5cjwt-secret.webp",
      `${path.join(dataDir, "jwt-secret")}`,
      "/etc/passwd",
      "https://evil.example/uploads/profile/a.webp",
      "/uploads//etc/passwd.webp",
      "/uploads/profile/a.webp?x=1",
      "/uploads/profile/a.svg",
    ];
    for (const url of outside) {
      await expect(storage.get(url), url).rejects.toBeInstanceOf(StorageUrlError);
      await expect(storage.delete(url), url).rejects.toBeInstanceOf(StorageUrlError);
      await expect(storage.signedUrl(url, 60), url).rejects.toBeInstanceOf(StorageUrlError);
    }
    expect(existsSync(path.join(dataDir, "jwt-secret"))).toBe(true);
  });
});

describe("signed links to private local files", () => {
  it("are valid until they expire and only for the path and expiry they were made for", async () => {
    const url = await storage.put("private/docs", "pdf", Buffer.from("%PDF"));
    const link = new URL(await storage.signedUrl(url, 300), "http://app.test");
    expect(link.pathname).toBe(url);
    const expires = link.searchParams.get("expires") ?? "";
    const sig = link.searchParams.get("sig") ?? "";
    expect(Number(expires)).toBe(clock.now().getTime() / 1000 + 300);
    expect(signer.verify(url, expires, sig)).toBe(true);

    // Tampering with any part fails.
    expect(signer.verify(url, String(Number(expires) + 1000), sig)).toBe(false);
    expect(signer.verify(url.replace("docs", "other"), expires, sig)).toBe(false);
    expect(signer.verify(url, expires, `${sig.slice(0, -2)}AA`)).toBe(false);
    expect(signer.verify(url, expires, undefined)).toBe(false);
    expect(signer.verify(url, undefined, sig)).toBe(false);
    expect(signer.verify(url, "abc", sig)).toBe(false);
    // Another secret does not accept the link.
    expect(createUploadLinkSigner("another-secret-another-secret-xx", clock).verify(url, expires, sig)).toBe(false);

    clock.advance(299_000);
    expect(signer.verify(url, expires, sig)).toBe(true);
    clock.advance(1_000);
    expect(signer.verify(url, expires, sig)).toBe(false);
  });
});

describe("storage configuration", () => {
  const base = { NODE_ENV: "test", DATA_DIR: dataDir };
  it("is local disk unless STORAGE_DRIVER says s3", () => {
    expect(loadConfig(base).storage).toEqual({ driver: "local" });
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: "ftp" })).toThrow(/STORAGE_DRIVER/);
  });

  it("for s3, names what is missing and takes the optional settings", () => {
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: "s3", S3_BUCKET: "b" })).toThrow(
      "STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.",
    );
    const config = loadConfig({
      ...base,
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_BUCKET: "haa",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_PUBLIC_URL: "https://cdn.example/haa/",
    });
    expect(config.storage).toEqual({
      driver: "s3",
      endpoint: "http://127.0.0.1:9000",
      bucket: "haa",
      region: "us-east-1",
      accessKeyId: "id",
      secretAccessKey: "secret",
      publicUrl: "https://cdn.example/haa",
    });
  });
});
