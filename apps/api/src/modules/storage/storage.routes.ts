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
    return reply
      .header("Content-Type", contentTypeOf(key))
      .header("X-Content-Type-Options", "nosniff")
      .header(
        "Cache-Control",
        // A stored name is never rewritten, so a public file may be cached for good.
        isPrivate ? "private, no-store" : "public, max-age=31536000, immutable",
      )
      .send(bytes);
  });
}
