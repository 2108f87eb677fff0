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
import type { Storage } from "./storage.ts";

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
    const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1] ?? "no error code";
    throw new Error(`Object storage ${method} ${key} answered ${response.status} (${code}).`);
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
