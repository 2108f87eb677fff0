import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps.ts";
import { publicAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";

/** Liveness and readiness for a load balancer; needs no API key. */
export function healthRoutes(app: FastifyInstance, { db }: Deps) {
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
