import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps.ts";
import { publicAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";

/** Liveness and readiness for a load balancer; needs no API key. */
export function healthRoutes(app: FastifyInstance, { db }: Deps) {
  // Touches nothing (no database, no key check): a load balancer's liveness probe and the bench's baseline.
  app.get(
    "/api/health/live",
    { config: { access: publicAccess() }, schema: { tags: ["Health"], summary: "Liveness only (no database)" } },
    async () => ok({ status: "ok" }),
  );
  app.get(
    "/api/health",
    { config: { access: publicAccess() }, schema: { tags: ["Health"], summary: "Liveness and database readiness" } },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return ok({ status: "ok", database: "ok" });
      } catch {
        reply.code(503);
        return {
          Status: false,
          Message: "Database unavailable",
          Code: "UNAVAILABLE",
          Data: { status: "degraded", database: "down" },
        };
      }
    },
  );
}
