import { envelopeSchema, livenessSchema, readinessSchema } from "@haa/domain";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { publicAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";

/** Liveness and readiness for a load balancer; needs no API key. */
export function healthRoutes(app: FastifyInstance, { db }: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["Health"];
  // Touches nothing (no database, no key check): a load balancer's liveness probe and the bench's baseline.
  api.get(
    "/api/health/live",
    {
      config: { access: publicAccess() },
      schema: { tags, summary: "Liveness only (no database)", response: { 200: envelopeSchema(livenessSchema) } },
    },
    async () => ok({ status: "ok" as const }),
  );
  api.get(
    "/api/health",
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary: "Liveness and database readiness: 503 with Data { status: degraded, database: down } without it",
        response: {
          200: envelopeSchema(readinessSchema),
          503: envelopeSchema(readinessSchema).extend({ Code: z.literal("UNAVAILABLE") }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return ok({ status: "ok" as const, database: "ok" as const });
      } catch {
        return reply.code(503).send({
          Status: false,
          Message: "Database unavailable",
          Code: "UNAVAILABLE" as const,
          Data: { status: "degraded" as const, database: "down" as const },
        });
      }
    },
  );
}
