import { createHash, createHmac } from "node:crypto";

/**
 * AWS Signature Version 4 for S3-compatible object storage, written against the S3 API reference
 * ("Signature Calculations for the Authorization Header" and "Authenticating Requests: Using Query
 * Parameters"); the tests pin it to the worked examples published there. A few dozen lines instead of an SDK.
 */
export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** "s3" for object storage. */
  service: string;
}

export const EMPTY_PAYLOAD_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
export const UNSIGNED_PAYLOAD = "UNSIGNED-PAYLOAD";
const ALGORITHM = "AWS4-HMAC-SHA256";

export function sha256Hex(data: string | Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac("sha256", key).update(data, "utf8").digest();
}

/** RFC 3986 encoding as SigV4 defines it: everything but A-Z a-z 0-9 - . _ ~ is escaped (also ! ' ( ) *). */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** S3 encodes each path segment once and keeps the slashes. */
export function canonicalPath(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join("/");
}

function canonicalQuery(params: URLSearchParams): string {
  return [...params.entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

/** "20130524T000000Z" */
export function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function scopeOf(date: string, creds: SigV4Credentials): string {
  return `${date.slice(0, 8)}/${creds.region}/${creds.service}/aws4_request`;
}

function signingKey(date: string, creds: SigV4Credentials): Buffer {
  const kDate = hmac(`AWS4${creds.secretAccessKey}`, date.slice(0, 8));
  return hmac(hmac(hmac(kDate, creds.region), creds.service), "aws4_request");
}

interface Canonical {
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
  signedHeaders: string;
}

function sign(
  method: string,
  url: URL,
  headers: Record<string, string>,
  payloadHash: string,
  date: string,
  creds: SigV4Credentials,
): Canonical {
  const normalised = Object.entries(headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, " ")] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = normalised.map(([name]) => name).join(";");
  const canonicalRequest = [
    method.toUpperCase(),
    canonicalPath(url.pathname || "/"),
    canonicalQuery(url.searchParams),
    `${normalised.map(([name, value]) => `${name}:${value}`).join("\n")}\n`,
    signedHeaders,
    payloadHash,
  ].join("\n");
  const stringToSign = [ALGORITHM, date, scopeOf(date, creds), sha256Hex(canonicalRequest)].join("\n");
  const signature = createHmac("sha256", signingKey(date, creds)).update(stringToSign, "utf8").digest("hex");
  return { canonicalRequest, stringToSign, signature, signedHeaders };
}

export interface SignedRequest extends Canonical {
  /** The headers to send: the caller's, plus host, x-amz-date, x-amz-content-sha256 and authorization. */
  headers: Record<string, string>;
}

/** Signs a request in the Authorization header; every header passed (and host) is signed. */
export function signRequest(
  request: { method: string; url: URL; headers?: Record<string, string>; payloadHash: string; now: Date },
  creds: SigV4Credentials,
): SignedRequest {
  const date = amzDate(request.now);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    host: request.url.host,
    "x-amz-date": date,
    "x-amz-content-sha256": request.payloadHash,
  };
  const canonical = sign(request.method, request.url, headers, request.payloadHash, date, creds);
  const authorization = `${ALGORITHM} Credential=${creds.accessKeyId}/${scopeOf(date, creds)},SignedHeaders=${canonical.signedHeaders},Signature=${canonical.signature}`;
  return { ...canonical, headers: { ...headers, authorization } };
}

/** A presigned URL (query-string authentication); S3 accepts at most 7 days. */
export function presignUrl(
  request: { method: string; url: URL; expiresInSeconds: number; now: Date },
  creds: SigV4Credentials,
): string {
  const date = amzDate(request.now);
  const url = new URL(request.url);
  const expires = Math.max(1, Math.min(604_800, Math.floor(request.expiresInSeconds)));
  url.searchParams.set("X-Amz-Algorithm", ALGORITHM);
  url.searchParams.set("X-Amz-Credential", `${creds.accessKeyId}/${scopeOf(date, creds)}`);
  url.searchParams.set("X-Amz-Date", date);
  url.searchParams.set("X-Amz-Expires", String(expires));
  url.searchParams.set("X-Amz-SignedHeaders", "host");
  const { signature } = sign(request.method, url, { host: url.host }, UNSIGNED_PAYLOAD, date, creds);
  const query = `${canonicalQuery(url.searchParams)}&X-Amz-Signature=${signature}`;
  return `${url.origin}${canonicalPath(url.pathname)}?${query}`;
}
