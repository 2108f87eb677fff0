import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps.ts";
import { notFound, unauthorized } from "../../http/errors.ts";

/** The path Prometheus scrapes; outside /api, so it is neither in the call catalogue nor under the API key. */
export const METRICS_PATH = "/metrics";

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** Whether the Authorization header carries the token; hashed first, so the timing says nothing about it. */
function isMetricsToken(authorization: unknown, token: string): boolean {
  if (typeof authorization !== "string") return false;
  const presented = /^Bearer +(\S+) *$/i.exec(authorization)?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

/**
 * GET /metrics (ADR 0084): off (404, as if absent) without METRICS_TOKEN; with it, the scraper's
 * `Authorization: Bearer <METRICS_TOKEN>` and nothing else, the API key included, opens it.
 */
export function metricsRoutes(app: FastifyInstance, { config, metrics }: Deps) {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = config.metricsToken;
    if (!token || !metrics.enabled) throw notFound();
    if (!isMetricsToken(request.headers.authorization, token)) {
      reply.header("WWW-Authenticate", 'Bearer realm="metrics"');
      throw unauthorized();
    }
    const { contentType, body } = await metrics.scrape();
    return reply.header("Cache-Control", "no-store").type(contentType).send(body);
  });
}
