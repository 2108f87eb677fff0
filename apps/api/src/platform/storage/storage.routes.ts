import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps.ts";
import { forbidden, notFound } from "../../http/errors.ts";
import { contentTypeOf, isPrivateKey, isValidKey, UPLOADS_PREFIX } from "./keys.ts";
import { createUploadLinkSigner } from "./signed-url.ts";

/**
 * GET /uploads/<key>: stored files through the storage port, whichever driver holds them. Only names of the
 * key grammar with an allow-listed extension are answered, with the extension's content type and nosniff;
 * `private/...` needs a valid `?expires&sig` link from `storage.signedUrl`.
 */
export function storageRoutes(app: FastifyInstance, deps: Deps) {
  const signer = createUploadLinkSigner(deps.config.jwtSecret, deps.clock);
  app.get(`${UPLOADS_PREFIX}/*`, { schema: { hide: true } }, async (request, reply) => {
    const [pathname = "", search = ""] = request.url.split("?", 2);
    const key = pathname.slice(UPLOADS_PREFIX.length + 1);
    if (!pathname.startsWith(`${UPLOADS_PREFIX}/`) || !isValidKey(key)) throw notFound();
    const isPrivate = isPrivateKey(key);
    if (isPrivate) {
      const query = new URLSearchParams(search);
      const expires = query.get("expires") ?? undefined;
      const sig = query.get("sig") ?? undefined;
      if (!signer.verify(pathname, expires, sig)) throw forbidden();
    }
    const bytes = await deps.storage.get(pathname);
    if (!bytes) throw notFound();
    reply.header("Accept-Ranges", "bytes");
    // Players seek with range requests (RFC 9110 §14): one range is answered, several get the whole file.
    const range = byteRange(request.headers.range, bytes.length);
    if (range === "unsatisfiable") {
      return reply.code(416).header("Content-Range", `bytes */${bytes.length}`).send();
    }
    const body = range ? bytes.subarray(range.start, range.end + 1) : bytes;
    if (range) reply.code(206).header("Content-Range", `bytes ${range.start}-${range.end}/${bytes.length}`);
    return reply
      .header("Content-Type", contentTypeOf(key))
      .header("X-Content-Type-Options", "nosniff")
      .header(
        "Cache-Control",
        // A stored name is never rewritten, so a public file may be cached for good.
        isPrivate ? "private, no-store" : "public, max-age=31536000, immutable",
      )
      .send(body);
  });
}

/**
 * The one byte range a `Range` header asks for (inclusive ends), null to send everything (no header, another
 * unit, or several ranges), or "unsatisfiable" when it starts past the end.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | "unsatisfiable" {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return null;
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return "unsatisfiable";
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (end < start) return null;
  return { start, end };
}
