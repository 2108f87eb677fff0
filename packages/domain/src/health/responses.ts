import { z } from "zod";

/** Data of /api/health/live: the process answers (nothing else is touched). */
export const livenessSchema = z.object({ status: z.literal("ok") });
export type Liveness = z.infer<typeof livenessSchema>;

/** Data of /api/health: "ok"/"ok" with 200, "degraded"/"down" with 503 when the database does not answer. */
export const readinessSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["ok", "down"]),
});
export type Readiness = z.infer<typeof readinessSchema>;
