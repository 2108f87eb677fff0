import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";

export type Encoding = "br" | "gzip";

/**
 * The encoding to send for an `Accept-Encoding` header: brotli when accepted, else gzip, else none (a `q=0`
 * refuses; `*` allows both).
 */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name === "*") accepted.add("br").add("gzip");
    else accepted.add(name.trim());
  }
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : undefined;
}

/** Bodies below this size go out as they are: the headers would cost more than compression saves. */
export const COMPRESS_THRESHOLD = 1024;

/** Answers up to this size are compressed in one synchronous call; larger ones (files, big exports) stream. */
export const COMPRESS_SYNC_LIMIT = 64 * 1024;

/**
 * Brotli quality for bodies compressed once and sent many times (cached public reads): higher than the 1 that
 * per-response compression uses, still a fraction of a millisecond for a typical list.
 */
const CACHED_BROTLI_QUALITY = 6;

export function compressOnce(encoding: Encoding, body: string): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: CACHED_BROTLI_QUALITY } })
    : gzipSync(body, { level: 6 });
}
