import { defineCall } from "../shared/contract.ts";
import { livenessSchema, readinessSchema } from "./responses.ts";

export const live = defineCall({ method: "GET", path: "/api/health/live", data: livenessSchema });

export const health = defineCall({ method: "GET", path: "/api/health", data: readinessSchema });
