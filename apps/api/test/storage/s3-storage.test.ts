import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../src/http/errors.ts";
import { StorageUrlError } from "../../src/platform/storage/keys.ts";
import { s3Storage } from "../../src/platform/storage/s3-storage.ts";
import { presignUrl, sha256Hex, signRequest } from "../../src/platform/storage/sigv4.ts";
import { deleteImage, storeImage } from "../../src/platform/storage/storage.ts";
import { FixedClock } from "../../src/shared/clock.ts";

// Not a real S3 or MinIO (none is reachable here): an in-memory stand-in that checks what a real one would
// check — the Authorization header's shape, the payload hash, and that the signature matches the request as
// it arrived on the wire (host with port, path, signed headers), so fetch changed nothing that was signed.
const creds = { accessKeyId: "TESTKEYID", secretAccessKey: "test-secret-key", region: "eu-central-1", service: "s3" };
const AUTH =
  /^AWS4-HMAC-SHA256 Credential=TESTKEYID\/(\d{8})\/eu-central-1\/s3\/aws4_request,SignedHeaders=([a-z0-9;-]+),Signature=([0-9a-f]{64})$/;

interface Stored {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}
const objects = new Map<string, Stored>();
const requests: { method: string; path: string; signedHeaders: string }[] = [];
let server: Server;
let endpoint: string;
let failNextWith: number | undefined;
/** The `<Code>` of that refusal. */
let failNextCode = "InternalError";
const clock = new FixedClock(new Date("2026-11-21T10:00:00Z"));

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseAmzDate(value: string): Date {
  const [, y, mo, d, h, mi, se] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value) ?? [];
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${se}Z`);
}

function deny(res: import("node:http").ServerResponse, status: number, code: string) {
  res.writeHead(status, { "content-type": "application/xml" });
  res.end(`<?xml version="1.0"?><Error><Code>${code}</Code></Error>`);
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
    const body = await readBody(req);
    const [, bucket, ...rest] = url.pathname.split("/");
    const key = rest.join("/");
    if (bucket !== "haa-bucket") return deny(res, 404, "NoSuchBucket");

    if (url.searchParams.has("X-Amz-Signature")) {
      // A presigned GET: recompute it from the URL without its signature.
      const given = url.searchParams.get("X-Amz-Signature");
      const unsigned = new URL(url.pathname, url.origin);
      const date = url.searchParams.get("X-Amz-Date") ?? "";
      const at = parseAmzDate(date);
      const expected = new URL(
        presignUrl(
          { method: "GET", url: unsigned, expiresInSeconds: Number(url.searchParams.get("X-Amz-Expires")), now: at },
          creds,
        ),
      ).searchParams.get("X-Amz-Signature");
      if (req.method !== "GET" || given !== expected) return deny(res, 403, "SignatureDoesNotMatch");
    } else {
      const match = AUTH.exec(req.headers.authorization ?? "");
      if (!match) return deny(res, 403, "AuthorizationHeaderMalformed");
      const [, day, signedHeaders = "", signature] = match;
      const amzDate = String(req.headers["x-amz-date"] ?? "");
      if (!amzDate.startsWith(day ?? "-")) return deny(res, 403, "AuthorizationHeaderMalformed");
      const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
      if (payloadHash !== sha256Hex(body)) return deny(res, 400, "XAmzContentSHA256Mismatch");
      const names = signedHeaders.split(";");
      for (const required of ["host", "x-amz-date", "x-amz-content-sha256"]) {
        if (!names.includes(required)) return deny(res, 403, "AccessDenied");
      }
      // signRequest adds host, x-amz-date and x-amz-content-sha256 itself; the other signed ones come as sent.
      const signedByCaller = names.filter((n) => !["host", "x-amz-date", "x-amz-content-sha256"].includes(n));
      const headers = Object.fromEntries(signedByCaller.map((n) => [n, String(req.headers[n] ?? "")]));
      const at = parseAmzDate(amzDate);
      const recomputed = signRequest(
        {
          method: req.method ?? "GET",
          url: new URL(req.url ?? "/", `http://${req.headers.host}`),
          headers,
          payloadHash,
          now: at,
        },
        creds,
      );
      if (recomputed.signature !== signature) return deny(res, 403, "SignatureDoesNotMatch");
      requests.push({ method: req.method ?? "", path: url.pathname, signedHeaders });
    }
    if (failNextWith) {
      const status = failNextWith;
      const code = failNextCode;
      failNextWith = undefined;
      failNextCode = "InternalError";
      return deny(res, status, code);
    }
    if (req.method === "PUT") {
      objects.set(key, {
        body,
        contentType: req.headers["content-type"],
        cacheControl: req.headers["cache-control"],
      });
      res.writeHead(200, { etag: '"x"' }).end();
    } else if (req.method === "GET") {
      const object = objects.get(key);
      if (!object) return deny(res, 404, "NoSuchKey");
      res.writeHead(200, { "content-type": object.contentType ?? "application/octet-stream" }).end(object.body);
    } else if (req.method === "DELETE") {
      objects.delete(key);
      res.writeHead(204).end();
    } else deny(res, 405, "MethodNotAllowed");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const storageWith = (publicUrl?: string) =>
  s3Storage({
    endpoint,
    bucket: "haa-bucket",
    region: "eu-central-1",
    accessKeyId: "TESTKEYID",
    secretAccessKey: "test-secret-key",
    publicUrl,
    clock,
  });

describe("S3-compatible storage (against a local fake, not a real S3)", () => {
  it("puts, gets and deletes objects with signed requests under the same keys as local disk", async () => {
    const storage = storageWith();
    const url = await storage.put("profile", "webp", Buffer.from("bytes"));
    expect(url).toMatch(/^\/uploads\/profile\/[0-9a-f-]{36}\.webp$/);
    const key = url.slice("/uploads/".length);
    expect(objects.get(key)).toEqual({
      body: Buffer.from("bytes"),
      contentType: "image/webp",
      cacheControl: "public, max-age=31536000, immutable",
    });
    expect(requests.at(-1)).toEqual({
      method: "PUT",
      path: `/haa-bucket/${key}`,
      signedHeaders: "cache-control;content-type;host;x-amz-content-sha256;x-amz-date",
    });
    expect((await storage.get(url))?.toString()).toBe("bytes");
    await storage.delete(url);
    expect(objects.has(key)).toBe(false);
    expect(await storage.get(url)).toBeNull();
    await storage.delete(url);
  });

  it("hands out public URLs from S3_PUBLIC_URL but keeps private objects behind /uploads", async () => {
    const storage = storageWith("https://cdn.example/haa/");
    const pub = await storage.put("events", "webp", Buffer.from("p"));
    expect(pub).toMatch(/^https:\/\/cdn\.example\/haa\/events\/[0-9a-f-]{36}\.webp$/);
    expect((await storage.get(pub))?.toString()).toBe("p");
    const priv = await storage.put("private/docs", "pdf", Buffer.from("%PDF"));
    expect(priv).toMatch(/^\/uploads\/private\/docs\//);
    expect(objects.get(priv.slice("/uploads/".length))?.cacheControl).toBe("private, no-store");
    // URLs written before the public URL was configured still name the same objects.
    expect((await storage.get(pub.replace("https://cdn.example/haa", "/uploads")))?.toString()).toBe("p");
  });

  it("gives a presigned GET that the store accepts", async () => {
    const storage = storageWith();
    const url = await storage.put("private/docs", "pdf", Buffer.from("%PDF-1.7"));
    const signed = new URL(await storage.signedUrl(url, 600));
    expect(signed.origin).toBe(endpoint);
    expect(signed.searchParams.get("X-Amz-Expires")).toBe("600");
    expect(signed.searchParams.get("X-Amz-Credential")).toBe("TESTKEYID/20261121/eu-central-1/s3/aws4_request");
    const response = await fetch(signed);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("%PDF-1.7");
    signed.searchParams.set("X-Amz-Expires", "6000");
    expect((await fetch(signed)).status).toBe(403);
  });

  it("stores image variants and removes them", async () => {
    const storage = storageWith();
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#39c" } })
      .jpeg()
      .toBuffer();
    const urls = await storeImage(storage, "events", jpeg);
    expect(Object.keys(urls).sort()).toEqual(["card", "full", "thumbnail"]);
    const full = await storage.get(urls.full);
    expect(await sharp(full ?? Buffer.alloc(0)).metadata()).toMatchObject({ format: "webp", width: 900 });
    await deleteImage(storage, urls);
    for (const url of Object.values(urls)) expect(objects.has(url.slice("/uploads/".length))).toBe(false);
  });

  it("is refused by the store when signed with another secret", async () => {
    const wrong = s3Storage({
      endpoint,
      bucket: "haa-bucket",
      region: "eu-central-1",
      accessKeyId: "TESTKEYID",
      secretAccessKey: "not-the-secret",
      clock,
    });
    await expect(wrong.put("profile", "webp", Buffer.from("x"))).rejects.toThrow(
      /answered 403 \(SignatureDoesNotMatch\)/,
    );
  });

  it("reports a failing store without leaking the secret, and refuses URLs outside it", async () => {
    const storage = storageWith();
    failNextWith = 500;
    const error = await storage.put("profile", "webp", Buffer.from("x")).catch((e: Error) => e);
    expect(String(error)).toMatch(/answered 500 \(InternalError\)/);
    expect(String(error)).not.toContain("test-secret-key");
    await expect(storage.get("/uploads/../x.webp")).rejects.toBeInstanceOf(StorageUrlError);
    await expect(storage.delete("https://elsewhere.example/events/a.webp")).rejects.toBeInstanceOf(StorageUrlError);
  });

  describe("a store that refuses for lack of room, size or breath answers as the local disk would (ADR 0090)", () => {
    const refused = async (status: number, code: string, method: "PUT" | "GET" = "PUT") => {
      const storage = storageWith();
      const stored = method === "GET" ? await storage.put("profile", "webp", Buffer.from("x")) : "";
      failNextWith = status;
      failNextCode = code;
      const attempt = method === "PUT" ? storage.put("profile", "webp", Buffer.from("x")) : storage.get(stored);
      const error = await attempt.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(failNextWith, "the refusal was not reached").toBeUndefined();
      return error as AppError | Error | undefined;
    };

    it.each([
      [507, "XMinioStorageFull"],
      [507, "InsufficientStorage"],
      [403, "QuotaExceeded"],
      [400, "QuotaExceeded"],
      [400, "XMinioAdminBucketQuotaExceeded"],
    ])("%i %s is 507 INSUFFICIENT_STORAGE", async (status, code) => {
      const error = await refused(status, code);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        status: 507,
        code: "INSUFFICIENT_STORAGE",
        messageKey: "errors.insufficientStorage",
      });
      // The store's own answer stays with it for the log.
      expect(String((error as AppError).cause)).toContain(`answered ${status} (${code})`);
    });

    it("400 EntityTooLarge is the 413 TOO_LARGE of any request too large", async () => {
      expect(await refused(400, "EntityTooLarge")).toMatchObject({ status: 413, code: "TOO_LARGE" });
    });

    it.each([
      [503, "SlowDown", "PUT"],
      [503, "ServiceUnavailable", "PUT"],
      [503, "SlowDown", "GET"],
    ] as const)("%i %s on a %s is 503 UNAVAILABLE with a Retry-After", async (status, code, method) => {
      expect(await refused(status, code, method)).toMatchObject({
        status: 503,
        code: "UNAVAILABLE",
        params: { retryAfter: 5 },
      });
    });

    it("other refusals stay errors for the log (a 500), and a refused read is never taken for a full store", async () => {
      for (const [status, code, method] of [
        [500, "InternalError", "PUT"],
        [403, "AccessDenied", "PUT"],
        [507, "XMinioStorageFull", "GET"],
      ] as const) {
        const error = await refused(status, code, method);
        expect(error).not.toBeInstanceOf(AppError);
        expect(String(error)).toContain(`answered ${status} (${code})`);
      }
    });
  });
});
