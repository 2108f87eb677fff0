import type { ApiModule } from "../../http/module.ts";
import { METRICS_PATH, metricsRoutes } from "./metrics.routes.ts";

/** Prometheus metrics for a scraper holding METRICS_TOKEN (ADR 0084); keyless like the health probes. */
export const metricsModule: ApiModule = { name: "metrics", keylessPaths: [METRICS_PATH], register: metricsRoutes };
