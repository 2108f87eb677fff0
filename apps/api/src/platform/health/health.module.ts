import type { ApiModule } from "../../http/module.ts";
import { healthRoutes } from "./health.routes.ts";

/** Liveness and readiness for a load balancer. */
export const healthModule: ApiModule = { name: "health", keylessPaths: ["/api/health"], register: healthRoutes };
