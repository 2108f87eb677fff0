import { randomUUID } from "node:crypto";
import type { Clock } from "../../shared/clock.ts";
import {
  assertExtension,
  assertFolder,
  assertName,
  contentTypeOf,
  isPrivateKey,
  keyFromUrl,
  UPLOADS_PREFIX,
} from "./keys.ts";
import {
  canonicalPath,
  EMPTY_PAYLOAD_SHA256,
  presignUrl,
  type SigV4Credentials,
  sha256Hex,
  signRequest,
} from "./sigv4.ts";
import type { Storage } from "./storage.port.ts";
import { noRoomToStore, storeUnavailable, tooLargeToStore } from "./store-errors.ts";

export interface S3Options {
  /** e.g. https://s3.eu-central-1.amazonaws.com, http://127.0.0.1:9000 (MinIO); path-style requests. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers read public objects directly (bucket website or CDN); unset: through our /uploads route. */
  publicUrl?: string | undefined;
  clock: Clock;
  /** Seconds before a request to the object store is abandoned. */
  timeoutSeconds?: number;
}

/**
 * The error codes S3-compatible stores give a PUT refused for lack of room: Ceph RGW's and S3-compatible hosts' quota
 * (403 or 400 `QuotaExceeded`), MinIO's full disks (507 `XMinioStorageFull`) and bucket quota (400
 * `XMinioAdminBucketQuotaExceeded`). A 507 is no room whatever its code.
 */
const NO_ROOM_CODES = new Set(["QuotaExceeded", "XMinioStorageFull", "XMinioAdminBucketQuotaExceeded"]);
/** A body past the store's limit for one PUT (5 GB on AWS, less on some hosts). */
const TOO_LARGE_CODES = new Set(["EntityTooLarge"]);
/** Overloaded or briefly away (AWS answers 503 `SlowDown` or `ServiceUnavailable`). */
const BUSY_CODES = new Set(["SlowDown", "ServiceUnavailable"]);

/** What the uploader is told about a refusal the store explains (store-errors.ts); undefined: a 500. */
function refusal(method: string, status: number, code: string | undefined) {
  if (status === 503 || (code !== undefined && BUSY_CODES.has(code))) return storeUnavailable();
  if (method !== "PUT") return undefined;
  if (status === 507 || (code !== undefined && NO_ROOM_CODES.has(code))) return noRoomToStore();
  if (status === 413 || (code !== undefined && TOO_LARGE_CODES.has(code))) return tooLargeToStore();
  return undefined;
}

/**
 * An S3-compatible object store over plain fetch and our own SigV4 signer. Objects keep the same keys as on
 * local disk, and URLs the store hands out start with /uploads (served by the app) unless S3_PUBLIC_URL is
 * set, in which case public objects get that address; private objects never do.
 */
export function s3Storage(options: S3Options): Storage {
  const endpoint = options.endpoint.replace(/\/+$/, "");
  const publicUrl = options.publicUrl?.replace(/\/+$/, "");
  const bases = publicUrl ? [UPLOADS_PREFIX, publicUrl] : [UPLOADS_PREFIX];
  const creds: SigV4Credentials = {
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: "s3",
  };
  const objectUrl = (key: string) => new URL(`${endpoint}${canonicalPath(`/${options.bucket}/${key}`)}`);

  async function send(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}) {
    const url = objectUrl(key);
    const signed = signRequest(
      { method, url, headers, payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_SHA256, now: options.clock.now() },
      creds,
    );
    // fetch sets Host itself, from the same URL that was signed.
    const { host: _host, ...sent } = signed.headers;
    return fetch(url, {
      method,
      headers: sent,
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout((options.timeoutSeconds ?? 30) * 1000),
    });
  }

  async function fail(method: string, key: string, response: Response): Promise<never> {
    const text = await response.text().catch(() => "");
    const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1];
    const detail = new Error(
      `Object storage ${method} ${key} answered ${response.status} (${code ?? "no error code"}).`,
    );
    const answer = refusal(method, response.status, code);
    if (!answer) throw detail;
    // The store's own words stay with the answer for whoever debugs it; the caller is told what it means.
    answer.cause = detail;
    throw answer;
  }

  return {
    async put(folder, extension, bytes, putOptions) {
      assertFolder(folder);
      assertExtension(extension);
      const name = putOptions?.name ?? randomUUID();
      assertName(name);
      const key = `${folder}/${name}.${extension}`;
      const response = await send("PUT", key, bytes, {
        "content-type": putOptions?.contentType ?? contentTypeOf(key),
        "cache-control": isPrivateKey(key) ? "private, no-store" : "public, max-age=31536000, immutable",
      });
      if (!response.ok) await fail("PUT", key, response);
      await response.body?.cancel();
      return publicUrl && !isPrivateKey(key) ? `${publicUrl}/${key}` : `${UPLOADS_PREFIX}/${key}`;
    },
    async get(url) {
      const key = keyFromUrl(url, bases);
      const response = await send("GET", key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) await fail("GET", key, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(url) {
      const key = keyFromUrl(url, bases);
      const response = await send("DELETE", key);
      if (!response.ok && response.status !== 404) await fail("DELETE", key, response);
      await response.body?.cancel();
    },
    async signedUrl(url, expiresInSeconds) {
      const key = keyFromUrl(url, bases);
      return presignUrl({ method: "GET", url: objectUrl(key), expiresInSeconds, now: options.clock.now() }, creds);
    },
  };
}
