import { contract, envelopeSchema, readinessSchema } from "@haa/domain";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { publicAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { route } from "../../http/route.ts";

/** Liveness and readiness for a load balancer; needs no API key. */
export function healthRoutes(app: FastifyInstance, { db }: Deps) {
  const tags = ["Health"];
  // Touches nothing (no database, no key check): a load balancer's liveness probe and the bench's baseline.
  route(app, contract.health.live, { access: publicAccess(), tags, summary: "Liveness only (no database)" }, async () =>
    ok({ status: "ok" as const }),
  );
  route(
    app,
    contract.health.health,
    {
      access: publicAccess(),
      tags,
      summary: "Liveness and database readiness: 503 with Data { status: degraded, database: down } without it",
      responses: {
        503: envelopeSchema(readinessSchema).extend({ Code: z.literal("UNAVAILABLE"), RequestId: z.string() }),
      },
    },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return ok({ status: "ok" as const, database: "ok" as const });
      } catch {
        return reply.code(503).send({
          Status: false,
          Message: "Database unavailable",
          Code: "UNAVAILABLE" as const,
          Data: { status: "degraded" as const, database: "down" as const },
          RequestId: request.id,
        });
      }
    },
  );
}
